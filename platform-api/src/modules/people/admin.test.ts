// Staff actions on a croudie on a real server (issue 18 part D; staff-and-admin.md §3, §4, §5, §8; ADR 0269): the
// transition table, sessions ending and coming back, availableActions, qualifications, verifications, badges and the
// private soft skills, each with who may do it and what the croudie's timeline records.
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { createIdentityAccount } from '../identity/index.js';
import { qualifications, verifications } from '../reference/index.js';
import { demoPasswordHash } from '../../seed/demo-accounts.js';
import { croudieQualifications } from './admin.tables.js';
import { croudies, principalRoles } from './people.tables.js';
import { USER_STATUSES, type UserStatus } from './people.rules.js';

const NOW = new Date('2026-06-10T09:00:00Z');
let api: TestApi;
const tokens: Record<string, string> = {};
const STAFF = ['staff.admin@example.com', 'staff.member@example.com', 'hr.user@example.com'] as const;

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  for (const email of [...STAFF, 'croudie.active@example.com', 'croudie.limited@example.com'])
    tokens[email] = await tokenFor(api.baseUrl, email);
});
afterAll(async () => {
  await api?.close();
});

const admin = () => tokens['staff.admin@example.com']!;
let seq = 0;

/** A croudie of its own for one case; with `account`, one who can sign in (demo password). */
async function newCroudie(status: UserStatus, options: { account?: boolean; role?: string } = {}) {
  seq += 1;
  const email = `admin.case.${seq}@example.com`;
  const [row] = await api.db
    .insert(croudies)
    .values({ email, firstName: 'Case', lastName: `Number${seq}`, status, signedUpAt: NOW, createdAt: NOW })
    .returning({ id: croudies.id });
  const principalId = `croudie-network:croudies:${row!.id}`;
  const role = options.role ?? (status === 'pending' ? 'croudie-pending' : status === 'inactive' ? 'croudie-inactive' : 'croudie-active');
  await api.db.insert(principalRoles).values({ principalId, role, grantedAt: NOW });
  if (options.account)
    await createIdentityAccount(api.db, { principalId, email, tenant: 'network', passwordHash: await demoPasswordHash(), roles: [role] });
  return { id: String(row!.id), email, principalId };
}

const statusOf = async (id: string) =>
  (
    await api.db
      .select({ status: croudies.status })
      .from(croudies)
      .where(eq(croudies.id, Number(id)))
  )[0]!.status;

const TRANSITION = `mutation($id: ID!, $action: CroudieAdminAction!) { transitionCroudie(croudieId: $id, action: $action) { id status availableActions } }`;
const transition = (id: string, action: string, token = admin()) =>
  gql<{ transitionCroudie: { id: string; status: string; availableActions: string[] } }>(api, TRANSITION, {
    token,
    variables: { id, action },
  });

type Event = { kind: string; actorName: string | null; detail: { key: string; value: string }[] };
const timeline = async (id: string) =>
  (
    await gql<{ croudie: { timeline: { nodes: Event[] } } }>(
      api,
      'query($id: ID!) { croudie(id: $id) { timeline(pagination: { limit: 20 }) { nodes { kind actorName detail { key value } } } } }',
      { token: admin(), variables: { id } },
    )
  ).data!.croudie.timeline.nodes;

const fieldErrors = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.extensions?.fieldErrors;

/** §4, written out here as the contract words it (not read from the code under test). */
const EXPECTED: Record<string, { to: UserStatus; from: UserStatus[] }> = {
  close_account: { to: 'offboarded', from: ['pending', 'active', 'reactivated', 'inactive', 'paused', 'suspended', 'blocked'] },
  suspend: { to: 'suspended', from: ['pending', 'active', 'reactivated', 'inactive', 'paused'] },
  block: { to: 'blocked', from: ['pending', 'active', 'reactivated', 'inactive', 'paused', 'suspended'] },
  reactivate: { to: 'reactivated', from: ['offboarded', 'suspended', 'blocked', 'inactive', 'paused', 'pending_reactivation'] },
};
const CASES = USER_STATUSES.flatMap((from) => Object.keys(EXPECTED).map((action) => ({ from, action })));

describe('transitionCroudie: the §4 table, status × action', () => {
  it.each(CASES)('$action from $from', async ({ from, action }) => {
    const croudie = await newCroudie(from);
    const row = EXPECTED[action]!;
    const res = await transition(croudie.id, action);
    if (!row.from.includes(from)) {
      expect(errorCode(res)).toBe('CONFLICT');
      expect(res.errors?.[0]?.message).toBe('Unable to transition croudie');
      expect(await statusOf(croudie.id)).toBe(from);
      expect(await timeline(croudie.id)).toEqual([]);
      return;
    }
    expect(res.errors).toBeUndefined();
    expect(res.data!.transitionCroudie.status).toBe(row.to);
    expect(await statusOf(croudie.id)).toBe(row.to);
    expect((await timeline(croudie.id)).find((e) => e.kind === 'status_changed')).toEqual({
      kind: 'status_changed',
      actorName: 'Sam Admin',
      detail: [
        { key: 'from', value: from },
        { key: 'to', value: row.to },
      ],
    });
  });

  it('answers availableActions from the same table for network_admin, and nothing to anyone else', async () => {
    for (const status of USER_STATUSES) {
      const croudie = await newCroudie(status);
      const expected = Object.keys(EXPECTED).filter((action) => EXPECTED[action]!.from.includes(status));
      const QUERY = 'query($id: ID!) { croudie(id: $id) { availableActions } }';
      const asAdmin = await gql<{ croudie: { availableActions: string[] } }>(api, QUERY, { token: admin(), variables: { id: croudie.id } });
      expect(asAdmin.data!.croudie.availableActions, status).toEqual(expected);
      const asMember = await gql<{ croudie: { availableActions: string[] } }>(api, QUERY, {
        token: tokens['staff.member@example.com'],
        variables: { id: croudie.id },
      });
      expect(asMember.data!.croudie.availableActions).toEqual([]);
    }
    const own = await gql<{ croudie: { availableActions: string[] } }>(api, 'query { croudie(id: "1") { availableActions } }', {
      token: tokens['croudie.active@example.com'],
    });
    expect(own.data!.croudie.availableActions).toEqual([]);
  });

  it('is for network_admin only: staff.member, hr.user and croudies are refused and nothing changes', async () => {
    const croudie = await newCroudie('active');
    for (const email of ['staff.member@example.com', 'hr.user@example.com', 'croudie.active@example.com']) {
      expect(errorCode(await transition(croudie.id, 'suspend', tokens[email])), email).toBe('FORBIDDEN');
    }
    expect(await statusOf(croudie.id)).toBe('active');
    const missing = await transition('999999', 'suspend');
    expect(errorCode(missing)).toBe('NOT_FOUND');
    expect(missing.errors?.[0]?.message).toBe('Unable to transition croudie');
  });
});

describe('sessions: suspend, block and close end them at once; reactivate lets the croudie back in as a live croudie', () => {
  const ME = '{ me { status roles } }';
  const socketOf = (token: string) =>
    createClient({ url: api.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });

  it.each(['suspend', 'block', 'close_account'])('%s ends every session, then reactivate allows sign-in again', async (action) => {
    const croudie = await newCroudie('inactive', { account: true });
    const token = await tokenFor(api.baseUrl, croudie.email);
    const client = socketOf(token);
    try {
      const events = client.iterate({ query: 'subscription { forceSignOut { reason } }' });
      const ended = events.next().catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await transition(croudie.id, action)).errors).toBeUndefined();
      // the open page is signed out and the token it holds is refused at once
      expect(await ended).toMatchObject({ code: 4403, reason: 'Session ended' });
      expect(errorCode(await gql(api, ME, { token }))).toBe('UNAUTHENTICATED');
      await expect(tokenFor(api.baseUrl, croudie.email)).rejects.toThrow();
    } finally {
      await client.dispose();
    }

    expect((await transition(croudie.id, 'reactivate')).errors).toBeUndefined();
    const again = await tokenFor(api.baseUrl, croudie.email);
    const me = await gql<{ me: { status: string; roles: string[] } }>(api, ME, { token: again });
    // an inactive croudie comes back active: the croudie-active role, so they work as an active croudie
    expect(me.data!.me).toEqual({ status: 'reactivated', roles: ['croudie-active'] });
    expect((await timeline(croudie.id)).map((e) => e.kind)).toEqual(['roles_changed', 'status_changed', 'status_changed']);
  });

  it('serves a reactivated croudie as an active one: their work lists answer and their sockets stay open', async () => {
    const croudie = await newCroudie('suspended', { account: true, role: 'croudie-active' });
    expect((await transition(croudie.id, 'reactivate')).errors).toBeUndefined();
    const token = await tokenFor(api.baseUrl, croudie.email);
    const res = await gql<{ myTasks: { pagination: { total: number } }; me: { status: string } }>(
      api,
      '{ myTasks { pagination { total } } me { status } }',
      { token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ myTasks: { pagination: { total: 0 } }, me: { status: 'reactivated' } });
  });

  it('clears a scheduled offboarding when the croudie is reactivated or closed', async () => {
    const croudie = await newCroudie('inactive');
    await api.db
      .update(croudies)
      .set({ offboardAt: new Date('2026-07-01T00:00:00Z') })
      .where(eq(croudies.id, Number(croudie.id)));
    await transition(croudie.id, 'reactivate');
    expect(
      (
        await api.db
          .select()
          .from(croudies)
          .where(eq(croudies.id, Number(croudie.id)))
      )[0]!.offboardAt,
    ).toBeNull();
  });
});

describe('updateCroudieStatus obeys the same table', () => {
  const SET = `mutation($id: ID!, $status: UserStatus!) { updateCroudieStatus(croudieId: $id, status: $status) { status } }`;
  const set = (id: string, status: string) =>
    gql<{ updateCroudieStatus: { status: string } }>(api, SET, { token: admin(), variables: { id, status } });

  it('reaches a status only by a row of the table (active is §8 activate), and records it', async () => {
    const offboarded = await newCroudie('offboarded');
    for (const status of ['blocked', 'suspended', 'active', 'deleted', 'offboarded']) {
      const res = await set(offboarded.id, status);
      expect(errorCode(res), status).toBe('CONFLICT');
      expect(res.errors?.[0]?.message).toBe('Unable to transition croudie');
    }
    expect((await set(offboarded.id, 'reactivated')).data!.updateCroudieStatus.status).toBe('reactivated');
    const pending = await newCroudie('pending');
    expect((await set(pending.id, 'active')).data!.updateCroudieStatus.status).toBe('active');
    expect((await set(pending.id, 'blocked')).data!.updateCroudieStatus.status).toBe('blocked');
    expect((await set(pending.id, 'active')).data!.updateCroudieStatus.status).toBe('active');
    expect(
      (await timeline(pending.id)).filter((e) => e.kind === 'status_changed').map((e) => e.detail.map((d) => d.value).join('→')),
    ).toEqual(['blocked→active', 'active→blocked', 'pending→active']);
  });

  it('records a roles change on the timeline', async () => {
    const croudie = await newCroudie('pending');
    const res = await gql(api, `mutation($id: ID!) { updateCroudieRoles(croudieId: $id, roles: ["croudie-active"]) { id } }`, {
      token: admin(),
      variables: { id: croudie.id },
    });
    expect(res.errors).toBeUndefined();
    expect((await timeline(croudie.id))[0]).toEqual({
      kind: 'roles_changed',
      actorName: 'Sam Admin',
      detail: [{ key: 'roles', value: 'croudie-active' }],
    });
  });
});

describe('qualifications', () => {
  const ADD = `mutation($id: ID!, $q: ID!) { addCroudieQualification(croudieId: $id, qualificationId: $q) { qualifications { id name campusImported grantedAt } } }`;
  const REMOVE = `mutation($id: ID!, $q: ID!) { removeCroudieQualification(croudieId: $id, qualificationId: $q) { qualifications { name } } }`;
  type Held = { id: string; name: string; campusImported: boolean; grantedAt: string };

  it('are given once ("The croudie already has this qualification"), shown with campus-imported ones, and taken away except those', async () => {
    const [ppc, campus] = await api.db
      .insert(qualifications)
      .values([{ name: 'Admin test PPC' }, { name: 'Admin test Campus', campusImported: true }])
      .returning({ id: qualifications.id });
    const croudie = await newCroudie('active');
    // the campus gave one already
    await api.db
      .insert(croudieQualifications)
      .values({ croudieId: Number(croudie.id), qualificationId: campus!.id, grantedAt: NOW, grantedBy: null });

    const added = await gql<{ addCroudieQualification: { qualifications: Held[] } }>(api, ADD, {
      token: admin(),
      variables: { id: croudie.id, q: String(ppc!.id) },
    });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addCroudieQualification.qualifications.map(({ name, campusImported }) => ({ name, campusImported }))).toEqual([
      { name: 'Admin test Campus', campusImported: true },
      { name: 'Admin test PPC', campusImported: false },
    ]);

    const twice = await gql(api, ADD, { token: admin(), variables: { id: croudie.id, q: String(ppc!.id) } });
    expect(errorCode(twice)).toBe('CONFLICT');
    expect(twice.errors?.[0]?.message).toBe('The croudie already has this qualification');
    const unknown = await gql(api, ADD, { token: admin(), variables: { id: croudie.id, q: '999999' } });
    expect(errorCode(unknown)).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0]?.message).toBe('Unable to add qualification');
    expect(errorCode(await gql(api, ADD, { token: admin(), variables: { id: '999999', q: String(ppc!.id) } }))).toBe('NOT_FOUND');

    const campusRemoval = await gql(api, REMOVE, { token: admin(), variables: { id: croudie.id, q: String(campus!.id) } });
    expect(errorCode(campusRemoval)).toBe('CONFLICT');
    expect(campusRemoval.errors?.[0]?.message).toBe('Campus-imported qualifications cannot be edited or deleted');
    const removed = await gql<{ removeCroudieQualification: { qualifications: { name: string }[] } }>(api, REMOVE, {
      token: admin(),
      variables: { id: croudie.id, q: String(ppc!.id) },
    });
    expect(removed.data!.removeCroudieQualification.qualifications).toEqual([{ name: 'Admin test Campus' }]);
    expect(errorCode(await gql(api, REMOVE, { token: admin(), variables: { id: croudie.id, q: String(ppc!.id) } }))).toBe('NOT_FOUND');

    expect((await timeline(croudie.id)).map((e) => [e.kind, e.detail[0]?.value])).toEqual([
      ['qualification_removed', 'Admin test PPC'],
      ['qualification_added', 'Admin test PPC'],
    ]);
    for (const email of ['staff.member@example.com', 'hr.user@example.com', 'croudie.active@example.com']) {
      expect(errorCode(await gql(api, ADD, { token: tokens[email], variables: { id: croudie.id, q: String(ppc!.id) } })), email).toBe(
        'FORBIDDEN',
      );
    }
  });

  it('are read by the croudie themselves', async () => {
    const res = await gql<{ croudie: { qualifications: Held[] } }>(api, 'query { croudie(id: "1") { qualifications { name } } }', {
      token: tokens['croudie.active@example.com'],
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.croudie.qualifications).toEqual([]);
  });
});

describe('verifications and badges', () => {
  const VERIFY = `mutation($id: ID!, $ids: [ID!]!) { setCroudieVerifications(croudieId: $id, verificationIds: $ids) { verifications { name } } }`;
  const BADGES = `mutation($id: ID!, $badges: [String!]!) { setCroudieBadges(croudieId: $id, badges: $badges) { badges } }`;

  it('sets exactly the verifications chosen from settings, which the croudie reads too', async () => {
    const [a, b] = await api.db
      .insert(verifications)
      .values([{ name: 'Admin ID checked' }, { name: 'Admin Address checked' }])
      .returning({ id: verifications.id });
    const set = (ids: (string | number)[], token = admin()) =>
      gql<{ setCroudieVerifications: { verifications: { name: string }[] } }>(api, VERIFY, {
        token,
        variables: { id: '2', ids: ids.map(String) },
      });
    expect((await set([a!.id, b!.id])).data!.setCroudieVerifications.verifications).toEqual([
      { name: 'Admin Address checked' },
      { name: 'Admin ID checked' },
    ]);
    expect((await set([b!.id])).data!.setCroudieVerifications.verifications).toEqual([{ name: 'Admin Address checked' }]);
    const own = await gql<{ croudie: { verifications: { name: string; description: string | null }[] } }>(
      api,
      'query { croudie(id: "2") { verifications { name description } } }',
      { token: tokens['croudie.limited@example.com'] },
    );
    expect(own.errors).toBeUndefined();
    expect(own.data!.croudie.verifications).toEqual([{ name: 'Admin Address checked', description: null }]);

    const unknown = await set([a!.id, 999999]);
    expect(errorCode(unknown)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(unknown)).toEqual({ verificationIds: 'Choose verifications from the list' });
    expect(fieldErrors(await set([a!.id, a!.id]))).toEqual({ verificationIds: 'A verification can be given only once' });
    expect(errorCode(await set([a!.id], tokens['staff.member@example.com']))).toBe('FORBIDDEN');
    expect((await timeline('2'))[0]).toMatchObject({
      kind: 'verifications_changed',
      detail: [{ key: 'names', value: 'Admin Address checked' }],
    });
  });

  it('sets badges: at most 10, each 1–40 characters (trimmed), each once in any case', async () => {
    const set = (badges: string[], token = admin()) =>
      gql<{ setCroudieBadges: { badges: string[] } }>(api, BADGES, { token, variables: { id: '2', badges } });
    expect((await set([' Top rated ', 'Fast'])).data!.setCroudieBadges.badges).toEqual(['Top rated', 'Fast']);
    expect(fieldErrors(await set(Array.from({ length: 11 }, (_, i) => `Badge ${i}`)))).toEqual({ badges: 'At most 10 badges' });
    expect(fieldErrors(await set(['Fine', '  ']))).toEqual({ 'badges.1': 'A badge is 1 to 40 characters' });
    expect(fieldErrors(await set(['x'.repeat(41)]))).toEqual({ 'badges.0': 'A badge is 1 to 40 characters' });
    expect(fieldErrors(await set(['Fast', 'FAST']))).toEqual({ badges: 'A badge can be given only once' });
    expect(errorCode(await set(['Fast'], tokens['hr.user@example.com']))).toBe('FORBIDDEN');
    expect((await set([])).data!.setCroudieBadges.badges).toEqual([]);
    const events = (await timeline('2')).filter((e) => e.kind === 'badges_changed');
    expect(events.map((e) => e.detail[0]!.value)).toEqual(['', 'Top rated, Fast']);
  });
});

describe('soft skills', () => {
  const SAVE = `mutation($id: ID!, $input: SoftSkillsInput!) { saveCroudieSoftSkills(croudieId: $id, input: $input) {
    communication meetingDeadlines adaptingToFeedback qualityOfWork otherComments updatedAt updatedByName } }`;
  const READ = `query($id: ID!) { croudie(id: $id) { softSkills { communication otherComments updatedByName } } }`;
  const save = (input: Record<string, unknown>, email = 'staff.member@example.com') =>
    gql<{ saveCroudieSoftSkills: Record<string, unknown> }>(api, SAVE, { token: tokens[email], variables: { id: '1', input } });

  it('are rated 1–3 stars with comments by staff with job_user, croudie_verifier or network_admin', async () => {
    const saved = await save({ communication: 3, meetingDeadlines: 1, qualityOfWork: null, otherComments: '  Clear and quick  ' });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveCroudieSoftSkills).toMatchObject({
      communication: 3,
      meetingDeadlines: 1,
      adaptingToFeedback: null,
      qualityOfWork: null,
      otherComments: 'Clear and quick',
      updatedAt: expect.any(String),
      updatedByName: 'Mia Member',
    });
    for (const stars of [0, 4]) {
      const bad = await save({ communication: stars });
      expect(errorCode(bad)).toBe('BAD_USER_INPUT');
      expect(fieldErrors(bad)).toEqual({ 'input.communication': 'Choose 1 to 3 stars' });
    }
    expect(fieldErrors(await save({ otherComments: 'x'.repeat(2001) }))).toEqual({
      'input.otherComments': 'The comments can be at most 2000 characters',
    });
    expect(errorCode(await save({ communication: 2 }, 'hr.user@example.com'))).toBe('FORBIDDEN');
    expect(errorCode(await save({ communication: 2 }, 'croudie.active@example.com'))).toBe('FORBIDDEN');
  });

  it('are private: staff read them, the croudie gets null, and the timeline does not mention them', async () => {
    const staff = await gql<{ croudie: { softSkills: { communication: number } } }>(api, READ, { token: admin(), variables: { id: '1' } });
    expect(staff.data!.croudie.softSkills).toEqual({ communication: 3, otherComments: 'Clear and quick', updatedByName: 'Mia Member' });
    const own = await gql<{ croudie: { softSkills: null } }>(api, READ, {
      token: tokens['croudie.active@example.com'],
      variables: { id: '1' },
    });
    expect(own.errors).toBeUndefined();
    expect(own.data!.croudie.softSkills).toBeNull();
    expect((await timeline('1')).map((e) => e.kind)).not.toContain('soft_skills');
    // a croudie nobody rated yet: empty ratings for staff
    const unrated = await gql<{ croudie: { softSkills: unknown } }>(api, READ, { token: admin(), variables: { id: '2' } });
    expect(unrated.data!.croudie.softSkills).toEqual({ communication: null, otherComments: null, updatedByName: null });
  });
});
