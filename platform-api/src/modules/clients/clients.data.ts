import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { perDatabase, rowsByIds, type Database } from '../../kit/db/index.js';
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

export function loadClientsByIds(db: Database, ids: readonly number[]): Promise<(ClientRow | null)[]> {
  return rowsByIds(ids, (some) => clientsByIdsStatement(db).execute({ ids: some }));
}

export function loadChannelsByIds(db: Database, ids: readonly number[]): Promise<(ChannelRow | null)[]> {
  return rowsByIds(ids, (some) => db.select().from(channels).where(inArray(channels.id, some)));
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
  /** Only these clients (a picker labelling its values); an empty list matches none. */
  ids?: readonly number[] | null;
  /** Only clients this principal has been granted access to. */
  grantedTo?: string | null;
}

export async function listClients(db: Database, filters: ClientFilters, page: Page, direction: 'ASC' | 'DESC') {
  const where = and(
    filters.search ? ilike(clients.name, likePattern(filters.search)) : undefined,
    filters.states?.length ? inArray(clients.state, filters.states) : undefined,
    filters.ids ? (filters.ids.length ? inArray(clients.id, [...filters.ids]) : sql`false`) : undefined,
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

export interface ChannelFilters {
  search: string | null;
  clientId: number | null;
  /** Only these channels, whatever their state (a picker labelling its values); null: the listed (active) ones. */
  ids: readonly number[] | null;
}

/**
 * One page of channels for pickers: active ones (inactive channels are excluded from lists), of one client or all, by
 * client name and channel name; the search matches the channel's or its client's name. With `ids`, exactly those.
 */
export async function listChannels(db: Database, filters: ChannelFilters, page: Page): Promise<{ nodes: ChannelRow[]; total: number }> {
  const where = and(
    filters.ids ? (filters.ids.length ? inArray(channels.id, [...filters.ids]) : sql`false`) : eq(channels.state, 'active'),
    filters.clientId !== null ? eq(channels.clientId, filters.clientId) : undefined,
    filters.search ? or(ilike(channels.name, likePattern(filters.search)), ilike(clients.name, likePattern(filters.search))) : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(channels).innerJoin(clients, eq(clients.id, channels.clientId)).where(where);
  const rows = await db
    .select({ channel: channels })
    .from(channels)
    .innerJoin(clients, eq(clients.id, channels.clientId))
    .where(where)
    .orderBy(asc(clients.name), asc(channels.name), asc(channels.id))
    .limit(page.limit)
    .offset(page.offset);
  return { nodes: rows.map((r) => r.channel), total: Number(totalRow?.total ?? 0) };
}
