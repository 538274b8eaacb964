// The offboarding list and the all-or-none bulk offboard on a real server (issue 18 part E; ADR 0269).
import { and, asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { createIdentityAccount } from '../identity/index.js';
import { demoPasswordHash } from '../../seed/demo-accounts.js';
import { accountEvents } from './timeline.tables.js';
import { croudies, principalRoles } from './people.tables.js';
import type { UserStatus } from './people.rules.js';

const NOW = new Date('2026-06-10T09:00:00Z');
let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  for (const email of ['staff.admin@example.com', 'staff.member@example.com', 'croudie.inactive@example.com'])
    tokens[email] = await tokenFor(api.baseUrl, email);
});
afterAll(async () => {
  await api?.close();
});

let seq = 0;
async function newCroudie(status: UserStatus, offboardAt: Date | null = null, account = false) {
  seq += 1;
  const email = `offboard.case.${seq}@example.com`;
  const [row] = await api.db
    .insert(croudies)
    .values({ email, firstName: 'Off', lastName: `Board${seq}`, status, offboardAt, signedUpAt: NOW, createdAt: NOW })
    .returning({ id: croudies.id });
  const principalId = `croudie-network:croudies:${row!.id}`;
  await api.db.insert(principalRoles).values({ principalId, role: 'croudie-inactive', grantedAt: NOW });
  if (account) await createIdentityAccount(api.db, { principalId, email, tenant: 'network', passwordHash: await demoPasswordHash() });
  return { id: String(row!.id), email, name: `Off Board${seq}` };
}
const statusOf = async (id: string) =>
  (
    await api.db
      .select({ status: croudies.status })
      .from(croudies)
      .where(eq(croudies.id, Number(id)))
  )[0]!.status;

const LIST = `query($pagination: PaginationInput, $search: String) {
  croudiesToOffboard(pagination: $pagination, search: $search) { nodes { id fullName offboardAt status } pagination { total } } }`;
type Listed = { id: string; fullName: string; offboardAt: string; status: string };
const list = (variables: Record<string, unknown> = {}, token = tokens['staff.admin@example.com']) =>
  gql<{ croudiesToOffboard: { nodes: Listed[]; pagination: { total: number } } }>(api, LIST, { token, variables });

const OFFBOARD = `mutation($ids: [ID!]!) { offboardCroudies(croudieIds: $ids) { done lines { croudieId name outcome message } } }`;
type Result = { done: boolean; lines: { croudieId: string; name: string | null; outcome: string; message: string | null }[] };
const offboard = (ids: string[], token = tokens['staff.admin@example.com']) =>
  gql<{ offboardCroudies: Result }>(api, OFFBOARD, { token, variables: { ids } });
const fieldErrors = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.extensions?.fieldErrors;

describe('croudiesToOffboard', () => {
  it('lists croudies with a scheduled offboarding that is not done yet, soonest first, searchable and paged', async () => {
    const later = await newCroudie('inactive', new Date('2026-06-12T00:00:00Z'));
    const sooner = await newCroudie('active', new Date('2026-06-11T00:00:00Z'));
    const done = await newCroudie('offboarded', new Date('2026-06-11T00:00:00Z'));
    const expected = await api.db
      .select({ id: croudies.id })
      .from(croudies)
      .where(and(isNotNull(croudies.offboardAt), notInArray(croudies.status, ['offboarded', 'deleted', 'anonymised'])))
      .orderBy(asc(croudies.offboardAt), asc(croudies.id));

    const all = (await list({ pagination: { limit: 100 } })).data!.croudiesToOffboard;
    expect(all.nodes.map((n) => n.id)).toEqual(expected.map((r) => String(r.id)));
    expect(all.pagination.total).toBe(expected.length);
    expect(all.nodes.map((n) => n.id)).not.toContain(done.id);
    expect(all.nodes.findIndex((n) => n.id === sooner.id)).toBeLessThan(all.nodes.findIndex((n) => n.id === later.id));
    const times = all.nodes.map((n) => Date.parse(n.offboardAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const found = (await list({ search: later.name.toUpperCase() })).data!.croudiesToOffboard;
    expect(found.nodes.map((n) => n.id)).toEqual([later.id]);
    expect((await list({ pagination: { page: 2, limit: 1 } })).data!.croudiesToOffboard.nodes.map((n) => n.id)).toEqual([
      String(expected[1]!.id),
    ]);
  });

  it('is for network_admin only', async () => {
    expect(errorCode(await list({}, tokens['staff.member@example.com']))).toBe('FORBIDDEN');
    expect(errorCode(await list({}, tokens['croudie.inactive@example.com']))).toBe('FORBIDDEN');
  });
});

describe('offboardCroudies', () => {
  it('offboards every croudie when all can be, ending their sessions and recording each', async () => {
    const a = await newCroudie('inactive', new Date('2026-06-20T00:00:00Z'), true);
    const b = await newCroudie('blocked');
    const token = await tokenFor(api.baseUrl, a.email);
    const res = await offboard([a.id, b.id]);
    expect(res.errors).toBeUndefined();
    expect(res.data!.offboardCroudies).toEqual({
      done: true,
      lines: [
        { croudieId: a.id, name: a.name, outcome: 'offboarded', message: null },
        { croudieId: b.id, name: b.name, outcome: 'offboarded', message: null },
      ],
    });
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['offboarded', 'offboarded']);
    // sessions end at once, sign-in is refused, and the offboarding list no longer shows them
    expect(errorCode(await gql(api, '{ me { id } }', { token }))).toBe('UNAUTHENTICATED');
    await expect(tokenFor(api.baseUrl, a.email)).rejects.toThrow();
    expect((await list({ search: a.name })).data!.croudiesToOffboard.nodes).toEqual([]);
    const events = await api.db
      .select()
      .from(accountEvents)
      .where(inArray(accountEvents.principalId, [`croudie-network:croudies:${a.id}`, `croudie-network:croudies:${b.id}`]));
    expect(events.map((e) => [e.kind, e.detail])).toEqual(
      expect.arrayContaining([
        ['status_changed', { from: 'inactive', to: 'offboarded' }],
        ['status_changed', { from: 'blocked', to: 'offboarded' }],
      ]),
    );
    expect(events.every((e) => e.actorPrincipalId === 'user-service:users:1')).toBe(true);
  });

  it('changes nothing when any croudie cannot be offboarded, and says per line what would have happened', async () => {
    const ok = await newCroudie('active', new Date('2026-06-20T00:00:00Z'));
    const gone = await newCroudie('offboarded');
    const deleted = await newCroudie('deleted');
    const res = await offboard([ok.id, gone.id, '999999', deleted.id]);
    expect(res.errors).toBeUndefined();
    expect(res.data!.offboardCroudies).toEqual({
      done: false,
      lines: [
        { croudieId: ok.id, name: ok.name, outcome: 'offboarded', message: null },
        { croudieId: gone.id, name: gone.name, outcome: 'already_offboarded', message: 'This croudie is already offboarded' },
        { croudieId: '999999', name: null, outcome: 'not_found', message: 'Croudie not found' },
        { croudieId: deleted.id, name: deleted.name, outcome: 'not_allowed', message: 'Unable to transition croudie' },
      ],
    });
    expect(await statusOf(ok.id)).toBe('active');
    const events = await api.db
      .select()
      .from(accountEvents)
      .where(eq(accountEvents.principalId, `croudie-network:croudies:${ok.id}`));
    expect(events).toEqual([]);
  });

  it('takes 1–100 different ids, from network_admin only', async () => {
    expect(fieldErrors(await offboard([]))).toEqual({ croudieIds: 'Choose 1 to 100 croudies' });
    expect(fieldErrors(await offboard(Array.from({ length: 101 }, (_, i) => String(i + 1))))).toEqual({
      croudieIds: 'Choose 1 to 100 croudies',
    });
    expect(fieldErrors(await offboard(['4', '4']))).toEqual({ croudieIds: 'A croudie can be listed only once' });
    expect(fieldErrors(await offboard(['x']))).toEqual({ 'croudieIds.0': 'Not an id' });
    expect(errorCode(await offboard(['4'], tokens['staff.member@example.com']))).toBe('FORBIDDEN');
    expect(await statusOf('4')).toBe('inactive');
  });
});

describe('scheduleCroudieOffboarding', () => {
  const SCHEDULE =
    'mutation($id: ID!, $at: DateTime!) { scheduleCroudieOffboarding(croudieId: $id, at: $at) { id offboardAt timeline { nodes { kind detail { key value } } } } }';
  const schedule = (id: string, at: string, token = tokens['staff.admin@example.com']) =>
    gql<{ scheduleCroudieOffboarding: { offboardAt: string; timeline: { nodes: { kind: string }[] } } }>(api, SCHEDULE, {
      token,
      variables: { id, at },
    });

  it('puts a live croudie on the offboarding list for a future date and records it on their timeline', async () => {
    const own = await newCroudie('active');
    const at = '2026-07-01T09:00:00.000Z';
    const res = await schedule(own.id, at);
    expect(res.errors).toBeUndefined();
    expect(res.data!.scheduleCroudieOffboarding.offboardAt).toBe(at);
    expect(res.data!.scheduleCroudieOffboarding.timeline.nodes[0]).toEqual({
      kind: 'offboarding_scheduled',
      detail: [{ key: 'on', value: '2026-07-01' }],
    });
    const listed = await gql<{ croudiesToOffboard: { nodes: { id: string }[] } }>(
      api,
      'query($search: String) { croudiesToOffboard(search: $search) { nodes { id } } }',
      { token: tokens['staff.admin@example.com'], variables: { search: own.email } },
    );
    expect(listed.data!.croudiesToOffboard.nodes.map((n) => n.id)).toEqual([own.id]);
  });

  it('refuses a date that is not in the future, a croudie already off the platform, and staff without network_admin', async () => {
    const own = await newCroudie('active');
    expect(fieldErrors(await schedule(own.id, NOW.toISOString()))).toEqual({ at: 'The offboarding date must be in the future' });
    const gone = await newCroudie('offboarded');
    expect(fieldErrors(await schedule(gone.id, '2026-07-01T09:00:00.000Z'))).toEqual({
      croudieId: 'Only a pending, live or inactive croudie can have an offboarding scheduled',
    });
    expect(errorCode(await schedule(own.id, '2026-07-01T09:00:00.000Z', tokens['staff.member@example.com']))).toBe('FORBIDDEN');
    expect(errorCode(await schedule('999999', '2026-07-01T09:00:00.000Z'))).toBe('NOT_FOUND');
  });
});
