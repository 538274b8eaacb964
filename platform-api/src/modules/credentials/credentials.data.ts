import { and, asc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import type { EngineType } from './credentials.rules.js';
import { credentialSessions, taskCredentials } from './credentials.tables.js';

export type TaskCredentialRow = typeof taskCredentials.$inferSelect;
export type CredentialSessionRow = typeof credentialSessions.$inferSelect;

export async function listCredentials(
  db: Database,
  filters: { clientIds?: number[] | null; engineTypes?: EngineType[] | null },
  limit: number,
): Promise<TaskCredentialRow[]> {
  const where: SQL[] = [];
  if (filters.clientIds) where.push(inArray(taskCredentials.clientId, filters.clientIds.length ? filters.clientIds : [-1]));
  if (filters.engineTypes?.length) where.push(inArray(taskCredentials.engineType, filters.engineTypes));
  return db
    .select()
    .from(taskCredentials)
    .where(and(...where))
    .orderBy(asc(taskCredentials.id))
    .limit(limit);
}

export async function findCredential(db: Database, id: number): Promise<TaskCredentialRow | null> {
  const [row] = await db.select().from(taskCredentials).where(eq(taskCredentials.id, id));
  return row ?? null;
}

/** Live (unreleased, unexpired) sessions of these credentials. */
export function liveSessions(db: Database, credentialIds: readonly number[], now: Date): Promise<CredentialSessionRow[]> {
  if (!credentialIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(credentialSessions)
    .where(
      and(
        inArray(credentialSessions.credentialId, [...credentialIds]),
        isNull(credentialSessions.releasedAt),
        gt(credentialSessions.expiresAt, now),
      ),
    );
}

export async function findSession(db: Database, id: number): Promise<CredentialSessionRow | null> {
  const [row] = await db.select().from(credentialSessions).where(eq(credentialSessions.id, id));
  return row ?? null;
}

export async function insertSession(db: Database, values: typeof credentialSessions.$inferInsert): Promise<CredentialSessionRow> {
  const [row] = await db.insert(credentialSessions).values(values).returning();
  return row!;
}

export async function releaseSession(db: Database, id: number, at: Date): Promise<CredentialSessionRow | null> {
  const [row] = await db
    .update(credentialSessions)
    .set({ releasedAt: at })
    .where(and(eq(credentialSessions.id, id), isNull(credentialSessions.releasedAt)))
    .returning();
  return row ?? null;
}

/** Expired sessions of a credential count as released at their expiry (frees the credential for the next person). */
export async function releaseExpired(db: Database, credentialId: number, now: Date): Promise<void> {
  await db
    .update(credentialSessions)
    .set({ releasedAt: sql`${credentialSessions.expiresAt}` })
    .where(
      and(eq(credentialSessions.credentialId, credentialId), isNull(credentialSessions.releasedAt), lte(credentialSessions.expiresAt, now)),
    );
}

/**
 * Ends the credential sessions a croudie holds — for one task, or every task — which frees those credentials for the
 * next person. Called whenever a task stops being theirs to work on (relinquished, submitted, completed, lost) and when
 * they lose access (blocked, suspended, offboarded). Returns how many sessions ended.
 */
export async function endCredentialSessions(db: Database, holder: { principalId: string; taskId?: number }, at: Date): Promise<number> {
  const ended = await db
    .update(credentialSessions)
    // An already expired session counts as released at its expiry, as releaseExpired records it.
    .set({ releasedAt: sql`least(${credentialSessions.expiresAt}, ${at.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(credentialSessions.principalId, holder.principalId),
        isNull(credentialSessions.releasedAt),
        holder.taskId === undefined ? undefined : eq(credentialSessions.taskId, holder.taskId),
      ),
    )
    .returning({ id: credentialSessions.id });
  return ended.length;
}
