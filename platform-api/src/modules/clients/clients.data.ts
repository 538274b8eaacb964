import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { perDatabase, type Database } from '../../kit/db/index.js';
import { likePattern, type Page } from '../../kit/graphql/pagination.js';
import type { ClientAccess, ClientState } from './clients.rules.js';
import { channels, clientAccess, clients } from './clients.tables.js';

export type ClientRow = typeof clients.$inferSelect;
export type ChannelRow = typeof channels.$inferSelect;

/** Every task list names its clients: the loader's statement is prepared once per database. */
const clientsByIdsStatement = perDatabase((db: Database) =>
  db
    .select()
    .from(clients)
    .where(sql`${clients.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('clients_by_ids'),
);

export async function loadClientsByIds(db: Database, ids: readonly number[]): Promise<(ClientRow | null)[]> {
  const rows = ids.length ? await clientsByIdsStatement(db).execute({ ids: [...ids] }) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}

export async function loadChannelsByIds(db: Database, ids: readonly number[]): Promise<(ChannelRow | null)[]> {
  const rows = ids.length
    ? await db
        .select()
        .from(channels)
        .where(inArray(channels.id, [...ids]))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** Active channels per client (inactive ones are excluded from lists). */
export async function loadActiveChannelsByClient(db: Database, clientIds: readonly number[]): Promise<ChannelRow[][]> {
  const rows = clientIds.length
    ? await db
        .select()
        .from(channels)
        .where(and(inArray(channels.clientId, [...clientIds]), eq(channels.state, 'active')))
        .orderBy(asc(channels.name))
    : [];
  return clientIds.map((id) => rows.filter((r) => r.clientId === id));
}

/** The viewer's access to each client (null = never requested). */
export async function loadAccess(db: Database, principalId: string, clientIds: readonly number[]): Promise<(ClientAccess | null)[]> {
  const rows = clientIds.length
    ? await db
        .select()
        .from(clientAccess)
        .where(and(eq(clientAccess.principalId, principalId), inArray(clientAccess.clientId, [...clientIds])))
    : [];
  const byClient = new Map(rows.map((r) => [r.clientId, r.access]));
  return clientIds.map((id) => byClient.get(id) ?? null);
}

export interface ClientFilters {
  search?: string | null;
  states?: ClientState[] | null;
  /** Only clients this principal has been granted access to. */
  grantedTo?: string | null;
}

export async function listClients(db: Database, filters: ClientFilters, page: Page, direction: 'ASC' | 'DESC') {
  const where = and(
    filters.search ? ilike(clients.name, likePattern(filters.search)) : undefined,
    filters.states?.length ? inArray(clients.state, filters.states) : undefined,
    filters.grantedTo
      ? inArray(
          clients.id,
          db
            .select({ id: clientAccess.clientId })
            .from(clientAccess)
            .where(and(eq(clientAccess.principalId, filters.grantedTo), eq(clientAccess.access, 'granted'))),
        )
      : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(clients).where(where);
  const nodes = await db
    .select()
    .from(clients)
    .where(where)
    .orderBy(direction === 'DESC' ? desc(clients.name) : asc(clients.name), asc(clients.id))
    .limit(page.limit)
    .offset(page.offset);
  return { nodes, total: Number(totalRow?.total ?? 0) };
}

/** Asks for access: a new request becomes pending. */
export async function requestAccess(db: Database, principalId: string, clientId: number, at: Date): Promise<void> {
  await db.insert(clientAccess).values({ principalId, clientId, access: 'pending', updatedAt: at });
}

export async function findChannel(db: Database, id: number): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(channels).where(eq(channels.id, id)).limit(1);
  return row;
}
