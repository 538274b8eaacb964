import { and, asc, count, desc, eq, exists, gt, ilike, inArray, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { likePattern, type Page } from '../../kit/graphql/pagination.js';
import { clients } from '../clients/clients.tables.js';
import { jobs } from '../work/index.js';
import { tasks } from '../work/work.tables.js';
import type { ADMIN_SORT_FIELDS, CredentialStatus, EngineType } from './credentials.rules.js';
import { backupCodes, credentialSessions, platformAccounts, taskCredentials } from './credentials.tables.js';

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

// ---- Administration (staff-and-admin.md §3 Task credential (admin); ADR 0261)

/** A credential as its administrators list it: with its client's and job's names. */
export interface AdminCredentialRow extends TaskCredentialRow {
  clientName: string;
  jobName: string | null;
}

export interface AdminListQuery {
  clientIds: number[] | null;
  engineTypes: EngineType[] | null;
  statuses: CredentialStatus[] | null;
  /** Part of the e-mail, any case. */
  search: string | null;
  sort: { field: (typeof ADMIN_SORT_FIELDS)[number]; direction: 'ASC' | 'DESC' };
  page: Page;
  now: Date;
}

/** The credential has a live (unreleased, unexpired) session: it is occupied unless unverified. */
const hasLiveSession = (db: Database, now: Date) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(credentialSessions)
      .where(
        and(
          eq(credentialSessions.credentialId, taskCredentials.id),
          isNull(credentialSessions.releasedAt),
          gt(credentialSessions.expiresAt, now),
        ),
      ),
  );

/** Status as shown (credentialStatus) in SQL, for the status filter. */
function statusIs(db: Database, status: CredentialStatus, now: Date): SQL {
  if (status === 'unverified') return eq(taskCredentials.status, 'unverified');
  const live = hasLiveSession(db, now);
  return and(eq(taskCredentials.status, 'available'), status === 'occupied' ? live : not(live))!;
}

const ADMIN_SORT: Record<AdminListQuery['sort']['field'], SQL | typeof taskCredentials.id> = {
  id: taskCredentials.id,
  emailAddress: sql`lower(${taskCredentials.emailAddress})`,
  client: sql`lower(${clients.name})`,
  engineType: sql`${taskCredentials.engineType}`,
  accessLevel: sql`${taskCredentials.accessLevel}`,
  expiresOn: sql`${taskCredentials.expiresOn}`,
};

const adminColumns = { credential: taskCredentials, clientName: clients.name, jobName: jobs.name };
const toAdminRow = (r: { credential: TaskCredentialRow; clientName: string; jobName: string | null }): AdminCredentialRow => ({
  ...r.credential,
  clientName: r.clientName,
  jobName: r.jobName,
});

/** One page of every client's credentials, filtered and sorted, with the total. */
export async function adminCredentialPage(db: Database, query: AdminListQuery): Promise<{ nodes: AdminCredentialRow[]; total: number }> {
  const where: (SQL | undefined)[] = [];
  if (query.clientIds) where.push(inArray(taskCredentials.clientId, query.clientIds));
  if (query.engineTypes) where.push(inArray(taskCredentials.engineType, query.engineTypes));
  if (query.statuses) where.push(or(...query.statuses.map((status) => statusIs(db, status, query.now))));
  if (query.search) where.push(ilike(taskCredentials.emailAddress, likePattern(query.search)));
  const filter = and(...where);
  const direction = query.sort.direction === 'ASC' ? asc : desc;
  const order = [direction(ADMIN_SORT[query.sort.field])];
  if (query.sort.field !== 'id') order.push(desc(taskCredentials.id));
  const [rows, [counted]] = await Promise.all([
    db
      .select(adminColumns)
      .from(taskCredentials)
      .innerJoin(clients, eq(clients.id, taskCredentials.clientId))
      .leftJoin(jobs, eq(jobs.id, taskCredentials.jobId))
      .where(filter)
      .orderBy(...order)
      .limit(query.page.limit)
      .offset(query.page.offset),
    db.select({ n: count() }).from(taskCredentials).innerJoin(clients, eq(clients.id, taskCredentials.clientId)).where(filter),
  ]);
  return { nodes: rows.map(toAdminRow), total: Number(counted?.n ?? 0) };
}

export async function findAdminCredential(db: Database, id: number): Promise<AdminCredentialRow | null> {
  const [row] = await db
    .select(adminColumns)
    .from(taskCredentials)
    .innerJoin(clients, eq(clients.id, taskCredentials.clientId))
    .leftJoin(jobs, eq(jobs.id, taskCredentials.jobId))
    .where(eq(taskCredentials.id, id));
  return row ? toAdminRow(row) : null;
}

/** The credential of this client, platform and username (any case), if there is one. */
export async function findByUsername(db: Database, clientId: number, engineType: EngineType, emailAddress: string) {
  const [row] = await db
    .select({ id: taskCredentials.id })
    .from(taskCredentials)
    .where(
      and(
        eq(taskCredentials.clientId, clientId),
        eq(taskCredentials.engineType, engineType),
        eq(sql`lower(${taskCredentials.emailAddress})`, emailAddress.toLowerCase()),
      ),
    );
  return row ?? null;
}

/** Inserts a credential; null when the username is already registered for the client and platform (unique index). */
export async function insertCredential(db: Database, values: typeof taskCredentials.$inferInsert): Promise<TaskCredentialRow | null> {
  const [row] = await db.insert(taskCredentials).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateCredential(
  db: Database,
  id: number,
  values: Partial<Pick<TaskCredentialRow, 'accessLevel' | 'expiresOn' | 'requesterId' | 'jobId' | 'status'>>,
): Promise<boolean> {
  const rows = await db.update(taskCredentials).set(values).where(eq(taskCredentials.id, id)).returning({ id: taskCredentials.id });
  return rows.length > 0;
}

/** Removes a credential with its session history and backup codes. */
export async function deleteCredential(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(backupCodes).where(eq(backupCodes.credentialId, id));
    await tx.delete(credentialSessions).where(eq(credentialSessions.credentialId, id));
    const rows = await tx.delete(taskCredentials).where(eq(taskCredentials.id, id)).returning({ id: taskCredentials.id });
    return rows.length > 0;
  });
}

/** A session with the name of its task. */
export interface SessionHistoryRow extends CredentialSessionRow {
  taskName: string | null;
}

/** A credential's sessions, newest first, with the total. */
export async function sessionHistoryPage(
  db: Database,
  credentialId: number,
  page: Page,
): Promise<{ nodes: SessionHistoryRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ session: credentialSessions, taskName: tasks.name })
      .from(credentialSessions)
      .leftJoin(tasks, eq(tasks.id, credentialSessions.taskId))
      .where(eq(credentialSessions.credentialId, credentialId))
      .orderBy(desc(credentialSessions.createdAt), desc(credentialSessions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(credentialSessions).where(eq(credentialSessions.credentialId, credentialId)),
  ]);
  return { nodes: rows.map((r) => ({ ...r.session, taskName: r.taskName })), total: Number(counted?.n ?? 0) };
}

/** The names of these tasks, by id. */
export async function taskNames(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: tasks.id, name: tasks.name })
    .from(tasks)
    .where(inArray(tasks.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A job of a client (for assigning a credential to it), or null. */
export async function findJob(db: Database, id: number): Promise<{ id: number; clientId: number; name: string } | null> {
  const [row] = await db
    .select({ id: jobs.id, clientId: jobs.clientId, name: jobs.name })
    .from(jobs)
    .where(and(eq(jobs.id, id), isNull(jobs.deletedAt)));
  return row ?? null;
}

/** The client's jobs by name, matching the search. */
export function jobOptions(db: Database, clientId: number, search: string | null, limit: number) {
  return db
    .select({ id: jobs.id, name: jobs.name })
    .from(jobs)
    .where(and(eq(jobs.clientId, clientId), isNull(jobs.deletedAt), search ? ilike(jobs.name, likePattern(search)) : undefined))
    .orderBy(asc(sql`lower(${jobs.name})`), asc(jobs.id))
    .limit(limit);
}

/** The client's name; null when there is no such client. */
export async function clientNameOf(db: Database, id: number): Promise<string | null> {
  const [row] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, id));
  return row?.name ?? null;
}

/** Records an account the agency holds at a platform (the vault's directory); null when it is there already. */
export async function insertPlatformAccount(db: Database, values: typeof platformAccounts.$inferInsert) {
  const [row] = await db.insert(platformAccounts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}
