import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { privateFiles } from '../files/files.tables.js';
import { croudieInvoiceSettings } from './banners.tables.js';
import { CROUDIE_ROLES, principalIdOf } from './people.rules.js';
import { replaceRoles } from './people.data.js';
import { croudies, principalRoles } from './people.tables.js';
import { croudieExpertise, croudieOnboarding, croudieOnboardingSteps } from './onboarding.tables.js';
import type { OnboardingStep } from './onboarding.rules.js';

export type StepRow = typeof croudieOnboardingSteps.$inferSelect;
export type ExpertiseRow = typeof croudieExpertise.$inferSelect;
export type OnboardingRow = typeof croudieOnboarding.$inferSelect;

export async function completedSteps(db: Database, croudieId: number): Promise<(StepRow & { fileName: string | null })[]> {
  const rows = await db
    .select({ step: croudieOnboardingSteps, fileName: privateFiles.name })
    .from(croudieOnboardingSteps)
    .leftJoin(privateFiles, eq(privateFiles.id, croudieOnboardingSteps.fileId))
    .where(eq(croudieOnboardingSteps.croudieId, croudieId));
  return rows.map((r) => ({ ...r.step, fileName: r.fileName }));
}

export async function onboardingRecord(db: Database, croudieId: number): Promise<OnboardingRow | null> {
  const [row] = await db.select().from(croudieOnboarding).where(eq(croudieOnboarding.croudieId, croudieId)).limit(1);
  return row ?? null;
}

export function expertiseOf(db: Database, croudieId: number): Promise<ExpertiseRow[]> {
  return db.select().from(croudieExpertise).where(eq(croudieExpertise.croudieId, croudieId)).orderBy(asc(croudieExpertise.area));
}

/** Marks a step complete (again: the newer completion replaces the older one, e.g. a re-uploaded CV). */
export async function completeStep(
  db: Database,
  values: { croudieId: number; step: OnboardingStep; completedBy: string; completedAt: Date; fileId?: number | null },
): Promise<void> {
  const row = { ...values, fileId: values.fileId ?? null };
  await db
    .insert(croudieOnboardingSteps)
    .values(row)
    .onConflictDoUpdate({
      target: [croudieOnboardingSteps.croudieId, croudieOnboardingSteps.step],
      set: { completedAt: row.completedAt, completedBy: row.completedBy, fileId: row.fileId },
    });
}

export async function replaceExpertise(
  db: Database,
  croudieId: number,
  areas: readonly { area: ExpertiseRow['area']; level: ExpertiseRow['level'] }[],
) {
  await db.transaction(async (tx) => {
    await tx.delete(croudieExpertise).where(eq(croudieExpertise.croudieId, croudieId));
    if (areas.length) await tx.insert(croudieExpertise).values(areas.map((a) => ({ croudieId, ...a })));
  });
}

export async function upsertOnboarding(db: Database, croudieId: number, values: Partial<Omit<OnboardingRow, 'croudieId'>>): Promise<void> {
  await db
    .insert(croudieOnboarding)
    .values({ croudieId, ...values })
    .onConflictDoUpdate({ target: croudieOnboarding.croudieId, set: values });
}

/** Another croudie already registered with this LinkedIn profile (§5 "This Linkedin profile is already registered"). */
export async function linkedinTakenByOther(db: Database, croudieId: number, url: string): Promise<boolean> {
  const rows = await db.select({ id: croudieOnboarding.croudieId }).from(croudieOnboarding).where(eq(croudieOnboarding.linkedinUrl, url));
  return rows.some((r) => r.id !== croudieId);
}

export async function saveBillingAddress(
  db: Database,
  croudieId: number,
  address: { billingName: string; addressLine1: string; city: string; postcode: string; countryCode: string; usState: string | null },
  at: Date,
): Promise<void> {
  await db
    .insert(croudieInvoiceSettings)
    .values({ croudieId, ...address, updatedAt: at })
    .onConflictDoUpdate({ target: croudieInvoiceSettings.croudieId, set: { ...address, updatedAt: at } });
}

/** Going live (one transaction): croudie-pending becomes croudie-active, the status active, the time recorded. */
export async function goLive(db: Database, croudieId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await replaceRoles(tx as unknown as Database, principalIdOf('CROUDIE', croudieId), ['croudie-active'], CROUDIE_ROLES, at);
    await tx.update(croudies).set({ status: 'active' }).where(eq(croudies.id, croudieId));
    await tx
      .insert(croudieOnboarding)
      .values({ croudieId, wentLiveAt: at })
      .onConflictDoUpdate({ target: croudieOnboarding.croudieId, set: { wentLiveAt: at } });
  });
}

/** Pending croudies (role croudie-pending) for the staff list, earliest deadline first. */
export async function pendingCroudies(db: Database, page: number, limit: number) {
  const isPending = sql`exists (select 1 from ${principalRoles} where ${principalRoles.principalId} = 'croudie-network:croudies:' || ${croudies.id} and ${principalRoles.role} = 'croudie-pending')`;
  const [totalRow] = await db.select({ n: count() }).from(croudies).where(isPending);
  const rows = await db
    .select()
    .from(croudies)
    .where(isPending)
    .orderBy(asc(croudies.onboardingDeadline), asc(croudies.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total: Number(totalRow?.n ?? 0) };
}

export async function setDeadline(db: Database, croudieId: number, deadline: Date): Promise<void> {
  await db.update(croudies).set({ onboardingDeadline: deadline }).where(eq(croudies.id, croudieId));
}
