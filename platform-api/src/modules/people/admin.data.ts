import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { qualifications, verifications } from '../reference/index.js';
import { croudieBadges, croudieQualifications, croudieSoftSkills, croudieVerifications } from './admin.tables.js';
import type { SoftSkillsValues } from './admin.rules.js';
import { loadRolesByPrincipal, replaceRoles } from './people.data.js';
import { CROUDIE_ROLES, principalIdOf, type UserStatus } from './people.rules.js';
import { croudies } from './people.tables.js';
import { recordAccountEvent } from './timeline.data.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface StatusChange {
  croudieId: number;
  /** The status the caller saw; the change happens only if the croudie still has it (a concurrent change wins). */
  from: UserStatus;
  to: UserStatus;
  actorPrincipalId: string | null;
  at: Date;
}

/**
 * One croudie's status change and its `status_changed` event, inside `tx`. Closing and reactivating drop a scheduled
 * offboarding (it is done, or no longer due). Reactivating makes an inactive croudie (or one without a croudie role)
 * croudie-active, so they work as an active croudie again; a pending croudie stays pending until they go live.
 * Answers false when the status moved on meanwhile, and whether the roles changed.
 */
export async function applyStatusChange(tx: Tx, change: StatusChange): Promise<{ changed: boolean; rolesChanged: boolean }> {
  const dropsSchedule = change.to === 'offboarded' || change.to === 'reactivated';
  const updated = await tx
    .update(croudies)
    .set(dropsSchedule ? { status: change.to, offboardAt: null } : { status: change.to })
    .where(and(eq(croudies.id, change.croudieId), eq(croudies.status, change.from)))
    .returning({ id: croudies.id });
  if (updated.length === 0) return { changed: false, rolesChanged: false };
  const principalId = principalIdOf('CROUDIE', change.croudieId);
  await recordAccountEvent(tx, {
    principalId,
    kind: 'status_changed',
    actorPrincipalId: change.actorPrincipalId,
    detail: { from: change.from, to: change.to },
    at: change.at,
  });
  let rolesChanged = false;
  if (change.to === 'reactivated') {
    const [roles = []] = await loadRolesByPrincipal(tx as unknown as Database, [principalId]);
    if (!roles.includes('croudie-pending') && !roles.includes('croudie-active')) {
      await replaceRoles(tx as unknown as Database, principalId, ['croudie-active'], CROUDIE_ROLES, change.at);
      await recordAccountEvent(tx, {
        principalId,
        kind: 'roles_changed',
        actorPrincipalId: change.actorPrincipalId,
        detail: { roles: 'croudie-active' },
        at: change.at,
      });
      rolesChanged = true;
    }
  }
  return { changed: true, rolesChanged };
}

export async function changeStatus(db: Database, change: StatusChange) {
  return db.transaction((tx) => applyStatusChange(tx, change));
}

// ---- qualifications, verifications, badges, soft skills

export interface HeldQualification {
  croudieId: number;
  id: number;
  name: string;
  campusImported: boolean;
  grantedAt: Date;
}

/** The qualifications each croudie holds, by name. */
export function qualificationsOf(db: Database, croudieIds: readonly number[]): Promise<HeldQualification[]> {
  return db
    .select({
      croudieId: croudieQualifications.croudieId,
      id: qualifications.id,
      name: qualifications.name,
      campusImported: qualifications.campusImported,
      grantedAt: croudieQualifications.grantedAt,
    })
    .from(croudieQualifications)
    .innerJoin(qualifications, eq(qualifications.id, croudieQualifications.qualificationId))
    .where(inArray(croudieQualifications.croudieId, [...croudieIds]))
    .orderBy(asc(qualifications.name), asc(qualifications.id));
}

export async function findQualification(db: Database, id: number) {
  const [row] = await db.select().from(qualifications).where(eq(qualifications.id, id)).limit(1);
  return row ?? null;
}

/** Gives the qualification; false when the croudie already holds it (the primary key decides, so two at once cannot both win). */
export async function grantQualification(
  db: Database,
  values: { croudieId: number; qualificationId: number; grantedBy: string | null; at: Date; name: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(croudieQualifications)
      .values({ croudieId: values.croudieId, qualificationId: values.qualificationId, grantedAt: values.at, grantedBy: values.grantedBy })
      .onConflictDoNothing()
      .returning({ id: croudieQualifications.qualificationId });
    if (added.length === 0) return false;
    await recordAccountEvent(tx, {
      principalId: principalIdOf('CROUDIE', values.croudieId),
      kind: 'qualification_added',
      actorPrincipalId: values.grantedBy,
      detail: { name: values.name },
      at: values.at,
    });
    return true;
  });
}

/** Takes the qualification away; false when the croudie did not hold it. */
export async function revokeQualification(
  db: Database,
  values: { croudieId: number; qualificationId: number; actorPrincipalId: string | null; at: Date; name: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(croudieQualifications)
      .where(and(eq(croudieQualifications.croudieId, values.croudieId), eq(croudieQualifications.qualificationId, values.qualificationId)))
      .returning({ id: croudieQualifications.qualificationId });
    if (removed.length === 0) return false;
    await recordAccountEvent(tx, {
      principalId: principalIdOf('CROUDIE', values.croudieId),
      kind: 'qualification_removed',
      actorPrincipalId: values.actorPrincipalId,
      detail: { name: values.name },
      at: values.at,
    });
    return true;
  });
}

export type VerificationRow = typeof verifications.$inferSelect;

/** The verifications each croudie has, by name. */
export function verificationsOf(db: Database, croudieIds: readonly number[]): Promise<(VerificationRow & { croudieId: number })[]> {
  return db
    .select({
      croudieId: croudieVerifications.croudieId,
      id: verifications.id,
      name: verifications.name,
      description: verifications.description,
    })
    .from(croudieVerifications)
    .innerJoin(verifications, eq(verifications.id, croudieVerifications.verificationId))
    .where(inArray(croudieVerifications.croudieId, [...croudieIds]))
    .orderBy(asc(verifications.name), asc(verifications.id));
}

export function findVerifications(db: Database, ids: readonly number[]): Promise<VerificationRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(verifications)
    .where(inArray(verifications.id, [...ids]));
}

/** Replaces the croudie's verifications (kept ones keep their date) and records the names now held. */
export async function replaceVerifications(
  db: Database,
  values: { croudieId: number; verifications: readonly VerificationRow[]; actorPrincipalId: string; at: Date },
): Promise<void> {
  const ids = values.verifications.map((v) => v.id);
  await db.transaction(async (tx) => {
    await tx
      .delete(croudieVerifications)
      .where(
        and(
          eq(croudieVerifications.croudieId, values.croudieId),
          ids.length ? notInArray(croudieVerifications.verificationId, ids) : undefined,
        ),
      );
    if (ids.length) {
      await tx
        .insert(croudieVerifications)
        .values(
          ids.map((verificationId) => ({
            croudieId: values.croudieId,
            verificationId,
            grantedAt: values.at,
            grantedBy: values.actorPrincipalId,
          })),
        )
        .onConflictDoNothing();
    }
    await recordAccountEvent(tx, {
      principalId: principalIdOf('CROUDIE', values.croudieId),
      kind: 'verifications_changed',
      actorPrincipalId: values.actorPrincipalId,
      detail: {
        names: values.verifications
          .map((v) => v.name)
          .sort((a, b) => a.localeCompare(b))
          .join(', '),
      },
      at: values.at,
    });
  });
}

export type BadgeRow = typeof croudieBadges.$inferSelect;

export function badgesOf(db: Database, croudieIds: readonly number[]): Promise<BadgeRow[]> {
  return db
    .select()
    .from(croudieBadges)
    .where(inArray(croudieBadges.croudieId, [...croudieIds]))
    .orderBy(asc(croudieBadges.croudieId), asc(croudieBadges.position));
}

export async function replaceBadges(
  db: Database,
  values: { croudieId: number; badges: readonly string[]; actorPrincipalId: string; at: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(croudieBadges).where(eq(croudieBadges.croudieId, values.croudieId));
    if (values.badges.length)
      await tx.insert(croudieBadges).values(values.badges.map((name, position) => ({ croudieId: values.croudieId, position, name })));
    await recordAccountEvent(tx, {
      principalId: principalIdOf('CROUDIE', values.croudieId),
      kind: 'badges_changed',
      actorPrincipalId: values.actorPrincipalId,
      detail: { badges: values.badges.join(', ') },
      at: values.at,
    });
  });
}

export type SoftSkillsRow = typeof croudieSoftSkills.$inferSelect;

export function softSkillsOf(db: Database, croudieIds: readonly number[]): Promise<SoftSkillsRow[]> {
  return db
    .select()
    .from(croudieSoftSkills)
    .where(inArray(croudieSoftSkills.croudieId, [...croudieIds]));
}

/** Saves the ratings. Not on the timeline: the croudie reads their timeline, and this feedback is private. */
export async function saveSoftSkills(
  db: Database,
  values: SoftSkillsValues & { croudieId: number; updatedBy: string; updatedAt: Date },
): Promise<SoftSkillsRow> {
  const { croudieId, ...rest } = values;
  const [row] = await db
    .insert(croudieSoftSkills)
    .values(values)
    .onConflictDoUpdate({ target: croudieSoftSkills.croudieId, set: rest })
    .returning();
  return row!;
}
