import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRINCIPALS, tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { accessRequestState, isListedChannel } from './clients.rules.js';
import { clientAccess, clients } from './clients.tables.js';

let api: TestApi;
let croudie: string;

beforeAll(async () => {
  api = await startTestApi();
  croudie = await tokenFor(api.baseUrl, 'croudie.active@example.com');
});
afterAll(async () => {
  await api?.close();
});

interface ClientNode {
  id: string;
  name: string;
  state: string;
  access: string | null;
  accessGranted: boolean;
  accessRequestState: string;
  channels: { slug: string; state: string }[];
}

const CLIENTS = `query($pagination: PaginationInput, $filters: ClientFilters, $sort: SortInput) {
  clients(pagination: $pagination, filters: $filters, sort: $sort) {
    nodes { id name state access accessGranted accessRequestState channels { slug state } }
    pagination { total page limit }
  }
}`;

describe('clients', () => {
  it("lists clients by name with the caller's access and only active channels", async () => {
    const res = await gql<{ clients: { nodes: ClientNode[]; pagination: { total: number } } }>(api, CLIENTS, {
      token: croudie,
      variables: { pagination: { limit: 100 } },
    });
    expect(res.errors).toBeUndefined();
    const nodes = res.data!.clients.nodes;
    expect(res.data!.clients.pagination.total).toBe(10);
    expect(nodes.map((c) => c.name)).toEqual([...nodes.map((c) => c.name)].sort());
    expect(nodes.every((c) => c.channels.every((ch) => ch.state === 'ACTIVE' || ch.state === 'active'))).toBe(true);
    expect(nodes.flatMap((c) => c.channels.map((ch) => ch.slug))).toContain('new_business');
    const states = nodes.map((c) => c.accessRequestState);
    expect(states).toEqual(expect.arrayContaining(['GRANTED', 'REQUESTED', 'UNABLE_TO_REQUEST', 'NOT_REQUESTED']));
  });

  it('filters by state and search', async () => {
    const res = await gql<{ clients: { nodes: ClientNode[] } }>(api, CLIENTS, {
      token: croudie,
      variables: { filters: { states: ['inactive'] } },
    });
    expect(res.data!.clients.nodes.map((c) => c.state)).toEqual(['inactive']);
    const search = await gql<{ clients: { nodes: ClientNode[] } }>(api, CLIENTS, {
      token: croudie,
      variables: { filters: { search: 'harb' } },
    });
    expect(search.data!.clients.nodes.map((c) => c.name)).toEqual(['Harbour Hotels']);
  });

  it('is UNAUTHENTICATED anonymously', async () => {
    expect(errorCode(await gql(api, CLIENTS))).toBe('UNAUTHENTICATED');
  });
});

describe('client access requests (REST)', () => {
  const auth = () => ({ authorization: `Bearer ${croudie}` });
  const accessList = async () =>
    (await gql<{ clients: { nodes: ClientNode[] } }>(api, CLIENTS, { token: croudie, variables: { pagination: { limit: 100 } } })).data!
      .clients.nodes;

  it('moves a not-requested client to pending, then refuses a second request', async () => {
    const target = (await accessList()).find((c) => c.accessRequestState === 'NOT_REQUESTED')!;
    const url = `${api.baseUrl}/api/platform/clients/${target.id}/client-user-permissions/request-access`;
    const first = await fetch(url, { method: 'POST', headers: auth() });
    expect(first.status).toBe(202);
    const detail = await fetch(`${api.baseUrl}/api/platform/clients/${target.id}`, { headers: auth() });
    expect(await detail.json()).toMatchObject({ access_granted: false, client_user_permission_access: 'pending', access_level: null });
    const second = await fetch(url, { method: 'POST', headers: auth() });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: { code: 'CONFLICT', message: 'Access has already been requested' } });
  });

  it('refuses a request for a restricted client, pointing to the access team', async () => {
    const restricted = (await accessList()).find((c) => c.access === 'restricted')!;
    const res = await fetch(`${api.baseUrl}/api/platform/clients/${restricted.id}/client-user-permissions/request-access`, {
      method: 'POST',
      headers: auth(),
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/access team/);
  });

  it('answers NOT_FOUND for an unknown client and 405 for a wrong method', async () => {
    const missing = await fetch(`${api.baseUrl}/api/platform/clients/9999`, { headers: auth() });
    expect(missing.status).toBe(404);
    const wrong = await fetch(`${api.baseUrl}/api/platform/clients/1`, { method: 'POST', headers: auth() });
    expect(wrong.status).toBe(405);
  });
});

describe('GET /api/platform/clients and /channels/:id', () => {
  const auth = () => ({ authorization: `Bearer ${croudie}` });
  type ClientList = { total: number; results: { id: number; name: string; state: string; access_granted: boolean }[] };

  it('searches by name with states, access and a limit, ordered by name', async () => {
    const res = await fetch(`${api.baseUrl}/api/platform/clients?search=a&state=active,pending&limit=3&ordering=name`, { headers: auth() });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ClientList;
    // What the demo data holds: every active or pending client with an "a" in its name, by name.
    const matching = (await api.db.select({ name: clients.name, state: clients.state }).from(clients))
      .filter((c) => ['active', 'pending'].includes(c.state) && /a/i.test(c.name))
      .map((c) => c.name)
      .sort();
    expect(matching.length).toBeGreaterThan(3);
    expect(body.total).toBe(matching.length);
    expect(body.results.map((c) => c.name)).toEqual(matching.slice(0, 3));
    const granted = (await (
      await fetch(`${api.baseUrl}/api/platform/clients?access_granted=true&limit=100`, { headers: auth() })
    ).json()) as ClientList;
    const grantedIds = (
      await api.db
        .select({ id: clientAccess.clientId })
        .from(clientAccess)
        .where(and(eq(clientAccess.principalId, DEMO_PRINCIPALS.croudieActive), eq(clientAccess.access, 'granted')))
    ).map((a) => a.id);
    expect(grantedIds.length).toBeGreaterThan(0);
    expect(granted.results.map((c) => c.id).sort((a, b) => a - b)).toEqual(grantedIds.sort((a, b) => a - b));
    expect(granted.results.every((c) => c.access_granted)).toBe(true);
  });

  it('explains a bad query with field errors', async () => {
    const res = await fetch(`${api.baseUrl}/api/platform/clients?state=gone&limit=500`, { headers: auth() });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fieldErrors: Record<string, string> } };
    expect(body.error.code).toBe('BAD_USER_INPUT');
    expect(body.error.fieldErrors).toEqual({
      'state.0': 'state must be a comma-separated list of active, pending, pending_deactivation, inactive, draft',
      limit: 'limit must be at most 100',
    });
  });

  it("answers a channel's details, and 404 for an unknown one", async () => {
    const res = await fetch(`${api.baseUrl}/api/platform/channels/1`, { headers: auth() });
    expect(await res.json()).toMatchObject({ id: 1, client_id: 1, state: 'active' });
    expect((await fetch(`${api.baseUrl}/api/platform/channels/99999`, { headers: auth() })).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/api/platform/channels/1`)).status).toBe(401);
  });
});

describe('client rules', () => {
  it('maps access to the request dialog state', () => {
    expect(accessRequestState(null)).toBe('NOT_REQUESTED');
    expect(accessRequestState('pending')).toBe('REQUESTED');
    expect(accessRequestState('restricted')).toBe('UNABLE_TO_REQUEST');
    expect(accessRequestState('granted')).toBe('GRANTED');
  });
  it('leaves inactive channels out of lists', () => {
    expect(isListedChannel({ state: 'inactive' })).toBe(false);
    expect(isListedChannel({ state: 'active' })).toBe(true);
  });
});
