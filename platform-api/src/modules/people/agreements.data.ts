import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { agreementAcceptances, agreements } from './people.tables.js';

export type AgreementRow = typeof agreements.$inferSelect;

/** Published agreements the principal has not accepted yet, oldest first. */
export async function agreementsWaiting(db: Database, principalId: string, now: Date): Promise<AgreementRow[]> {
  const rows = await db
    .select({ agreement: agreements })
    .from(agreements)
    .leftJoin(
      agreementAcceptances,
      and(eq(agreementAcceptances.agreementId, agreements.id), eq(agreementAcceptances.principalId, principalId)),
    )
    .where(and(isNull(agreementAcceptances.agreementId), lte(agreements.publishedAt, now)))
    .orderBy(asc(agreements.publishedAt), asc(agreements.id));
  return rows.map((r) => r.agreement);
}

export async function findAgreement(db: Database, id: number): Promise<AgreementRow | null> {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id)).limit(1);
  return row ?? null;
}

/** Records the acceptance; accepting twice is harmless. */
export async function acceptAgreement(db: Database, agreementId: number, principalId: string, now: Date): Promise<void> {
  await db.insert(agreementAcceptances).values({ agreementId, principalId, acceptedAt: now }).onConflictDoNothing();
}
