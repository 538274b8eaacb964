import { and, asc, count, desc, eq, getTableColumns, gt, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { likePattern, type Page } from '../../kit/graphql/pagination.js';
import { croudies, principalIdOf } from '../people/index.js';
import { planProjects } from '../plan/index.js';
import { jobs } from '../work/index.js';
import type { ClientAccess } from './clients.rules.js';
import { channels, clientAccess } from './clients.tables.js';
import type { ChannelRow } from './clients.data.js';

/**
 * What staff read about a client on its page (ADR 0278): every list here takes many clients at once, so a list of
 * clients costs the same statements as one client (the schema's DataLoaders batch them).
 */

export interface Paged<T> {
  nodes: T[];
  total: number;
}

/** A client access row names its person by principal id; a croudie's is this prefix and the croudie's id. */
const CROUDIE_PREFIX = principalIdOf('CROUDIE', '');
const croudiePrincipal = sql`(${CROUDIE_PREFIX}::text || ${croudies.id}::text)`;
const fullName = sql<string>`(${croudies.firstName} || ' ' || ${croudies.lastName})`;

/** Every channel of each client, whatever its state (staff see inactive ones too), by name. */
export async function loadAllChannelsByClient(db: Database, clientIds: readonly number[]): Promise<ChannelRow[][]> {
  const rows = clientIds.length
    ? await db
        .select()
        .from(channels)
        .where(inArray(channels.clientId, [...clientIds]))
        .orderBy(asc(channels.name), asc(channels.id))
    : [];
  return clientIds.map((id) => rows.filter((r) => r.clientId === id));
}

/** How many croudies have been granted access to each client. */
export async function countGrantedCroudies(db: Database, clientIds: readonly number[]): Promise<number[]> {
  const rows = clientIds.length
    ? await db
        .select({ clientId: clientAccess.clientId, total: count() })
        .from(clientAccess)
        .innerJoin(croudies, eq(clientAccess.principalId, croudiePrincipal))
        .where(and(inArray(clientAccess.clientId, [...clientIds]), eq(clientAccess.access, 'granted')))
        .groupBy(clientAccess.clientId)
    : [];
  const byClient = new Map(rows.map((r) => [r.clientId, Number(r.total)]));
  return clientIds.map((id) => byClient.get(id) ?? 0);
}

export type ClientProjectRow = Pick<
  typeof planProjects.$inferSelect,
  'id' | 'clientId' | 'name' | 'status' | 'ownerId' | 'planYear' | 'planQuarter' | 'createdAt'
>;

/** Each client's plan projects (not deleted ones), newest first. */
export async function loadProjectsByClient(db: Database, clientIds: readonly number[]): Promise<ClientProjectRow[][]> {
  const rows = clientIds.length
    ? await db
        .select({
          id: planProjects.id,
          clientId: planProjects.clientId,
          name: planProjects.name,
          status: planProjects.status,
          ownerId: planProjects.ownerId,
          planYear: planProjects.planYear,
          planQuarter: planProjects.planQuarter,
          createdAt: planProjects.createdAt,
        })
        .from(planProjects)
        .where(and(inArray(planProjects.clientId, [...clientIds]), ne(planProjects.status, 'deleted')))
        .orderBy(desc(planProjects.createdAt), desc(planProjects.id))
    : [];
  return clientIds.map((id) => rows.filter((r) => r.clientId === id));
}

/**
 * One page of rows per client in one statement: `row_number()` within each client in the list's order, kept between
 * the page's bounds; the totals in a second, grouped statement (a page past the end still knows its total).
 */
async function pagePerClient<Row extends { clientId: number }>(
  clientIds: readonly number[],
  page: Page,
  rowsBetween: (from: number, to: number) => Promise<Row[]>,
  totals: () => Promise<{ clientId: number; total: number }[]>,
): Promise<Map<number, Paged<Row>>> {
  const out = new Map<number, Paged<Row>>(clientIds.map((id) => [id, { nodes: [], total: 0 }]));
  if (!clientIds.length) return out;
  const [rows, counted] = await Promise.all([rowsBetween(page.offset, page.offset + page.limit), totals()]);
  for (const row of rows) out.get(row.clientId)?.nodes.push(row);
  for (const { clientId, total } of counted) {
    const paged = out.get(clientId);
    if (paged) paged.total = Number(total);
  }
  return out;
}

export type ClientJobRow = typeof jobs.$inferSelect;

/** A page of each client's jobs, newest first (whole rows: the API answers them as its Job type). */
export async function jobsPageByClient(db: Database, clientIds: readonly number[], page: Page): Promise<Map<number, Paged<ClientJobRow>>> {
  // a deleted job keeps its row for its tasks and history, and is shown nowhere (ADR 0279)
  const ofClients = and(inArray(jobs.clientId, [...clientIds]), isNull(jobs.deletedAt));
  return pagePerClient(
    clientIds,
    page,
    async (from, to) => {
      const ranked = db
        .select({
          ...getTableColumns(jobs),
          rank: sql<number>`row_number() over (partition by ${jobs.clientId} order by ${jobs.createdAt} desc, ${jobs.id} desc)`.as('rank'),
        })
        .from(jobs)
        .where(ofClients)
        .as('ranked');
      const rows = await db
        .select()
        .from(ranked)
        .where(and(gt(ranked.rank, from), lte(ranked.rank, to)))
        .orderBy(asc(ranked.clientId), asc(ranked.rank));
      return rows.map(({ rank: _rank, ...row }) => row);
    },
    () => db.select({ clientId: jobs.clientId, total: count() }).from(jobs).where(ofClients).groupBy(jobs.clientId),
  );
}

export interface AccessHolderRow {
  clientId: number;
  croudieId: number;
  fullName: string;
  /** When access was granted (or asked for, for a pending request): the row's last change. */
  at: Date;
}

/** Access rows of these clients in one state that belong to croudies (joined by `croudiePrincipal`). */
function accessWhere(clientIds: readonly number[], access: ClientAccess, search: string | null): SQL | undefined {
  return and(
    inArray(clientAccess.clientId, [...clientIds]),
    eq(clientAccess.access, access),
    search ? sql`${fullName} ilike ${likePattern(search)}` : undefined,
  );
}

/** A page of each client's croudies with access, most recently granted first; `search` on the croudie's name. */
export async function accessHoldersPageByClient(
  db: Database,
  clientIds: readonly number[],
  page: Page,
  search: string | null,
): Promise<Map<number, Paged<AccessHolderRow>>> {
  const where = accessWhere(clientIds, 'granted', search);
  return pagePerClient(
    clientIds,
    page,
    async (from, to) => {
      const ranked = db
        .select({
          clientId: clientAccess.clientId,
          croudieId: croudies.id,
          fullName: fullName.as('full_name'),
          at: clientAccess.updatedAt,
          rank: sql<number>`row_number() over (partition by ${clientAccess.clientId} order by ${clientAccess.updatedAt} desc, ${croudies.id} desc)`.as(
            'rank',
          ),
        })
        .from(clientAccess)
        .innerJoin(croudies, eq(clientAccess.principalId, croudiePrincipal))
        .where(where)
        .as('ranked');
      const rows = await db
        .select()
        .from(ranked)
        .where(and(gt(ranked.rank, from), lte(ranked.rank, to)))
        .orderBy(asc(ranked.clientId), asc(ranked.rank));
      return rows.map(({ rank: _rank, ...row }) => row);
    },
    () =>
      db
        .select({ clientId: clientAccess.clientId, total: count() })
        .from(clientAccess)
        .innerJoin(croudies, eq(clientAccess.principalId, croudiePrincipal))
        .where(where)
        .groupBy(clientAccess.clientId),
  );
}

/** Each client's pending access requests, the oldest first (asked first, answered first). */
export async function pendingRequestsByClient(db: Database, clientIds: readonly number[]): Promise<AccessHolderRow[][]> {
  if (!clientIds.length) return [];
  const rows = await db
    .select({ clientId: clientAccess.clientId, croudieId: croudies.id, fullName, at: clientAccess.updatedAt })
    .from(clientAccess)
    .innerJoin(croudies, eq(clientAccess.principalId, croudiePrincipal))
    .where(accessWhere(clientIds, 'pending', null))
    .orderBy(asc(clientAccess.updatedAt), asc(croudies.id));
  return clientIds.map((id) => rows.filter((r) => r.clientId === id));
}

/** A croudie's access to a client, or null without a row (never requested) or without such a croudie. */
export async function findCroudieAccess(db: Database, clientId: number, croudieId: number): Promise<ClientAccess | null> {
  const [row] = await db
    .select({ access: clientAccess.access })
    .from(clientAccess)
    .where(and(eq(clientAccess.clientId, clientId), eq(clientAccess.principalId, principalIdOf('CROUDIE', croudieId))))
    .limit(1);
  return row?.access ?? null;
}

/**
 * Decides a pending request in one conditional statement (a concurrent decision finds it no longer pending): approve
 * grants access from now; decline removes the request, so the croudie may ask again. True when it was pending.
 */
export async function decidePendingRequest(
  db: Database,
  clientId: number,
  croudieId: number,
  decision: 'approve' | 'decline',
  at: Date,
): Promise<boolean> {
  const where = and(
    eq(clientAccess.clientId, clientId),
    eq(clientAccess.principalId, principalIdOf('CROUDIE', croudieId)),
    eq(clientAccess.access, 'pending'),
  );
  const changed =
    decision === 'approve'
      ? await db.update(clientAccess).set({ access: 'granted', updatedAt: at }).where(where).returning({ clientId: clientAccess.clientId })
      : await db.delete(clientAccess).where(where).returning({ clientId: clientAccess.clientId });
  return changed.length > 0;
}
