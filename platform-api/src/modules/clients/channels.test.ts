// The channel and client lists of the pickers (ADR 0262) on a real server: search, paging, a client's channels, ids.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { channels, clients } from './clients.tables.js';

let api: TestApi;
const token: Record<'member' | 'croudie' | 'client', string> = {} as never;

beforeAll(async () => {
  api = await startTestApi({ now: new Date('2026-07-01T09:00:00Z') });
  [token.member, token.croudie, token.client] = await Promise.all([
    tokenFor(api.baseUrl, 'staff.member@example.com'),
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
    tokenFor(api.baseUrl, 'client.user@example.com'),
  ]);
});
afterAll(async () => {
  await api?.close();
});

interface ChannelNode {
  id: string;
  name: string;
  state: string;
  client: { id: string; name: string };
}
type Page<Node> = { nodes: Node[]; pagination: { total: number; page: number; limit: number } };
const fieldErrors = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.extensions?.fieldErrors;

const CHANNELS = `query($filters: ChannelFilters, $pagination: PaginationInput) {
  channels(filters: $filters, pagination: $pagination) {
    nodes { id name state client { id name } }
    pagination { total page limit }
  }
}`;
const askChannels = (variables: Record<string, unknown> = {}, as = token.member) =>
  gql<{ channels: Page<ChannelNode> }>(api, CHANNELS, { token: as, variables });
const channelPage = async (variables: Record<string, unknown> = {}) => {
  const res = await askChannels(variables);
  expect(res.errors).toBeUndefined();
  return res.data!.channels;
};

describe('channels', () => {
  it('lists the active channels of every client by client and channel name, paged, with the total', async () => {
    const rows = await api.db.select({ id: channels.id, state: channels.state }).from(channels);
    const active = rows.filter((r) => r.state === 'active');
    expect(rows.length).toBeGreaterThan(active.length); // the demo data has inactive channels
    const all = await channelPage({ pagination: { limit: 100 } });
    expect(all.pagination).toEqual({ total: active.length, page: 1, limit: 100 });
    expect(all.nodes.every((c) => c.state === 'active')).toBe(true);
    const keys = all.nodes.map((c) => `${c.client.name}\u0000${c.name}`);
    expect(keys).toEqual([...keys].sort());
    const second = await channelPage({ pagination: { page: 2, limit: 4 } });
    expect(second.nodes.map((c) => c.id)).toEqual(all.nodes.slice(4, 8).map((c) => c.id));
  });

  it("lists one client's channels when given its id", async () => {
    const [bluebird] = await api.db.select().from(clients).where(eq(clients.name, 'Bluebird Travel'));
    const own = await channelPage({ filters: { clientId: String(bluebird!.id) }, pagination: { limit: 100 } });
    expect(own.nodes.length).toBeGreaterThan(0);
    expect(new Set(own.nodes.map((c) => c.client.name))).toEqual(new Set(['Bluebird Travel']));
    expect(errorCode(await askChannels({ filters: { clientId: 'x' } }))).toBe('BAD_USER_INPUT');
    expect(fieldErrors(await askChannels({ filters: { clientId: 'x' } }))).toEqual({ 'filters.clientId': 'Not a client id' });
  });

  it("searches the channel's and its client's names in any case", async () => {
    const all = (await channelPage({ pagination: { limit: 100 } })).nodes;
    const byClient = await channelPage({ filters: { search: 'BLUEBIRD' }, pagination: { limit: 100 } });
    expect(byClient.nodes.map((c) => c.id).sort()).toEqual(
      all
        .filter((c) => c.client.name.toLowerCase().includes('bluebird') || c.name.toLowerCase().includes('bluebird'))
        .map((c) => c.id)
        .sort(),
    );
    const name = all[0]!.name;
    const byName = await channelPage({ filters: { search: name.toLowerCase() }, pagination: { limit: 100 } });
    expect(byName.nodes.map((c) => c.id)).toContain(all[0]!.id);
    for (const c of byName.nodes) expect(`${c.name}|${c.client.name}`.toLowerCase()).toContain(name.toLowerCase());
  });

  it('answers exactly the ids asked for, inactive ones too (a picker labels the value it holds)', async () => {
    const [inactive] = await api.db.select().from(channels).where(eq(channels.state, 'inactive'));
    const [active] = await api.db.select().from(channels).where(eq(channels.state, 'active'));
    const found = await channelPage({ filters: { ids: [String(inactive!.id), String(active!.id), '999999'] } });
    expect(found.nodes.map((c) => c.id).sort()).toEqual([String(inactive!.id), String(active!.id)].sort());
    expect(fieldErrors(await askChannels({ filters: { ids: ['1.5'] } }))).toEqual({ 'filters.ids.0': 'Not an id' });
  });

  it('is for staff: croudies and client users are FORBIDDEN, anonymous callers UNAUTHENTICATED', async () => {
    expect(errorCode(await askChannels({}, token.croudie))).toBe('FORBIDDEN');
    expect(errorCode(await askChannels({}, token.client))).toBe('FORBIDDEN');
    expect(errorCode(await askChannels({}, ''))).toBe('UNAUTHENTICATED');
  });
});

const CLIENTS = `query($filters: ClientFilters, $pagination: PaginationInput) {
  clients(filters: $filters, pagination: $pagination) { nodes { id name } pagination { total page limit } }
}`;
const askClients = (variables: Record<string, unknown> = {}, as = token.member) =>
  gql<{ clients: Page<{ id: string; name: string }> }>(api, CLIENTS, { token: as, variables });

describe('clients, as a picker asks', () => {
  it('searches and pages by name', async () => {
    const all = (await askClients({ pagination: { limit: 100 } })).data!.clients;
    expect(all.nodes.map((c) => c.name)).toEqual([...all.nodes.map((c) => c.name)].sort());
    const second = (await askClients({ pagination: { page: 2, limit: 3 } })).data!.clients;
    expect(second.pagination).toEqual({ total: all.pagination.total, page: 2, limit: 3 });
    expect(second.nodes.map((c) => c.id)).toEqual(all.nodes.slice(3, 6).map((c) => c.id));
    expect((await askClients({ filters: { search: 'harb' } })).data!.clients.nodes.map((c) => c.name)).toEqual(['Harbour Hotels']);
  });

  it('answers exactly the ids asked for', async () => {
    const all = (await askClients({ pagination: { limit: 100 } })).data!.clients.nodes;
    const ids = [all[4]!.id, all[1]!.id, '999999'];
    const found = (await askClients({ filters: { ids } })).data!.clients;
    expect(found.nodes.map((c) => c.id).sort()).toEqual([all[1]!.id, all[4]!.id].sort());
    expect((await askClients({ filters: { ids: [] } })).data!.clients.pagination.total).toBe(0);
    expect(fieldErrors(await askClients({ filters: { ids: ['x'] } }))).toEqual({ 'filters.ids.0': 'Not an id' });
  });

  it('stays open to croudies (their task filters and client access requests list clients); anonymous callers are refused', async () => {
    expect((await askClients({}, token.croudie)).errors).toBeUndefined();
    expect(errorCode(await askClients({}, ''))).toBe('UNAUTHENTICATED');
  });
});
