// HR actions on a staff user on a real server (issue 19; staff-and-admin.md §4, §8; ADR 0272): the transition table,
// sessions ending on offboard and coming back on reactivate, who may act, availableActions and mayImpersonate.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { signIn } from '../../../test/support/sign-in.js';
import { DEMO_PASSWORD, demoPasswordHash } from '../../seed/demo-accounts.js';
import { createIdentityAccount } from '../identity/index.js';
import { qualifications } from '../reference/index.js';
import { USER_STATUSES, type UserStatus } from './people.rules.js';
import { agencyUsers, principalRoles } from './people.tables.js';
import { accountEvents } from './timeline.tables.js';

const NOW = new Date('2026-06-10T09:00:00Z');
const CONTROL = 'control.localhost:8080';
let api: TestApi;
const tokens: Record<string, string> = {};
const EMAILS = [
  'staff.admin@example.com',
  'staff.member@example.com',
  'hr.user@example.com',
  'finance.user@example.com',
  'croudie.active@example.com',
];

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  for (const email of EMAILS) tokens[email] = await tokenFor(api.baseUrl, email);
});
afterAll(async () => {
  await api?.close();
});

const hr = () => tokens['hr.user@example.com']!;
let seq = 0;

/** A staff user of their own for one case; with `account`, one who can sign in (demo password). */
async function newUser(status: UserStatus, account = false) {
  seq += 1;
  const email = `hr.case.${seq}@example.com`;
  const [row] = await api.db
    .insert(agencyUsers)
    .values({ email, firstName: 'Case', lastName: `Number${seq}`, status, createdAt: NOW })
    .returning({ id: agencyUsers.id });
  const principalId = `user-service:users:${row!.id}`;
  await api.db.insert(principalRoles).values({ principalId, role: 'fte_core', grantedAt: NOW });
  if (account)
    await createIdentityAccount(api.db, {
      principalId,
      email,
      tenant: 'control',
      passwordHash: await demoPasswordHash(),
      roles: ['fte_core'],
    });
  return { id: String(row!.id), email, principalId };
}

const TRANSITION = `mutation($id: ID!, $action: HrUserAction!) { transitionUser(userId: $id, action: $action) { id status availableActions } }`;
const transition = (id: string, action: string, token = hr()) =>
  gql<{ transitionUser: { id: string; status: string; availableActions: string[] } }>(api, TRANSITION, {
    token,
    variables: { id, action },
  });

/** ADR 0272, written out here so a change to the rules' table shows as a failing test. */
const TABLE: Record<string, { to: UserStatus; from: readonly UserStatus[] }> = {
  activate: { to: 'active', from: ['pending', 'inactive'] },
  offboard: { to: 'offboarded', from: ['active', 'reactivated', 'pending', 'inactive', 'paused'] },
  reactivate: { to: 'reactivated', from: ['offboarded', 'inactive', 'paused', 'pending_reactivation'] },
};

describe('transitionUser: the ADR 0272 table', () => {
  const cases = Object.keys(TABLE).flatMap((action) => USER_STATUSES.map((from) => [action, from] as const));
  it.each(cases)('%s from %s', async (action, from) => {
    const user = await newUser(from);
    const res = await transition(user.id, action);
    const row = TABLE[action]!;
    if (row.from.includes(from)) {
      expect(res.errors).toBeUndefined();
      expect(res.data!.transitionUser.status).toBe(row.to);
      const [event] = await api.db.select().from(accountEvents).where(eq(accountEvents.principalId, user.principalId));
      expect(event).toMatchObject({ kind: 'status_changed', actorPrincipalId: 'user-service:users:3', detail: { from, to: row.to } });
    } else {
      expect(errorCode(res)).toBe('CONFLICT');
      expect(res.errors![0]!.message).toBe('Unable to transition user');
    }
  });

  it('refuses staff without hr_user and croudies, and words an unknown user as the refusal', async () => {
    const user = await newUser('active');
    for (const email of ['staff.member@example.com', 'finance.user@example.com', 'croudie.active@example.com'])
      expect(errorCode(await transition(user.id, 'offboard', tokens[email]))).toBe('FORBIDDEN');
    const unknown = await transition('999999', 'offboard');
    expect(unknown.errors![0]!.message).toBe('Unable to transition user');
  });
});

describe('sessions', () => {
  it('offboard ends every session at once; reactivate lets the user sign in again', async () => {
    const user = await newUser('active', true);
    const { accessToken } = await signIn(api.baseUrl, user.email, DEMO_PASSWORD, { host: CONTROL });
    expect((await gql(api, '{ me { status } }', { token: accessToken })).errors).toBeUndefined();
    expect((await transition(user.id, 'offboard')).errors).toBeUndefined();
    expect(errorCode(await gql(api, '{ me { status } }', { token: accessToken }))).toBe('UNAUTHENTICATED');
    await expect(signIn(api.baseUrl, user.email, DEMO_PASSWORD, { host: CONTROL })).rejects.toThrow();

    expect((await transition(user.id, 'reactivate')).errors).toBeUndefined();
    const again = await signIn(api.baseUrl, user.email, DEMO_PASSWORD, { host: CONTROL });
    const me = await gql<{ me: { status: string } }>(api, '{ me { status } }', { token: again.accessToken });
    expect(me.data!.me.status).toBe('reactivated');
  });
});

describe('availableActions and mayImpersonate', () => {
  const READ = `query($id: ID!) { user(id: $id) { availableActions mayImpersonate } }`;
  const read = (id: string, token: string) =>
    gql<{ user: { availableActions: string[]; mayImpersonate: boolean } }>(api, READ, { token, variables: { id } });

  it('gives hr_user the actions the table allows from the status; other staff none', async () => {
    const user = await newUser('inactive');
    expect((await read(user.id, hr())).data!.user).toEqual({
      availableActions: ['activate', 'offboard', 'reactivate'],
      mayImpersonate: true,
    });
    expect((await read(user.id, tokens['staff.member@example.com']!)).data!.user).toEqual({ availableActions: [], mayImpersonate: false });
  });

  it('lets impersonate or hr_user impersonate a colleague, never themselves', async () => {
    expect((await read('2', tokens['staff.admin@example.com']!)).data!.user.mayImpersonate).toBe(true);
    expect((await read('3', hr())).data!.user.mayImpersonate).toBe(false);
    expect((await read('2', tokens['finance.user@example.com']!)).data!.user.mayImpersonate).toBe(false);
  });
});

describe('qualifications held', () => {
  const ADD = `mutation($id: ID!, $q: ID!) { addUserQualification(userId: $id, qualificationId: $q) { qualifications { id name campusImported } } }`;
  const REMOVE = `mutation($id: ID!, $q: ID!) { removeUserQualification(userId: $id, qualificationId: $q) { qualifications { id } } }`;
  type Held = { qualifications: { id: string; name: string; campusImported: boolean }[] };

  it('hr_user gives a qualification once, and takes it away; the timeline records both', async () => {
    const user = await newUser('active');
    const [q] = await api.db.select().from(qualifications).where(eq(qualifications.campusImported, false)).limit(1);
    const added = await gql<{ addUserQualification: Held }>(api, ADD, { token: hr(), variables: { id: user.id, q: String(q!.id) } });
    expect(added.data!.addUserQualification.qualifications).toEqual([{ id: String(q!.id), name: q!.name, campusImported: false }]);
    const twice = await gql(api, ADD, { token: hr(), variables: { id: user.id, q: String(q!.id) } });
    expect(errorCode(twice)).toBe('CONFLICT');
    expect(twice.errors![0]!.extensions!.fieldErrors).toEqual({ qualificationId: 'The user already has this qualification' });
    const removed = await gql<{ removeUserQualification: Held }>(api, REMOVE, {
      token: hr(),
      variables: { id: user.id, q: String(q!.id) },
    });
    expect(removed.data!.removeUserQualification.qualifications).toEqual([]);
    const again = await gql(api, REMOVE, { token: hr(), variables: { id: user.id, q: String(q!.id) } });
    expect(again.errors![0]!.message).toBe('The user does not have this qualification');
    const events = await api.db.select().from(accountEvents).where(eq(accountEvents.principalId, user.principalId));
    expect(events.map((e) => e.kind)).toEqual(['qualification_added', 'qualification_removed']);
  });

  it('keeps campus-imported ones, words an unknown qualification, and is for hr_user only', async () => {
    const user = await newUser('active');
    const [campus] = await api.db.select().from(qualifications).where(eq(qualifications.campusImported, true)).limit(1);
    expect((await gql(api, ADD, { token: hr(), variables: { id: user.id, q: String(campus!.id) } })).errors).toBeUndefined();
    const kept = await gql(api, REMOVE, { token: hr(), variables: { id: user.id, q: String(campus!.id) } });
    expect(kept.errors![0]!.message).toBe('Campus-imported qualifications cannot be edited or deleted');
    const unknown = await gql(api, ADD, { token: hr(), variables: { id: user.id, q: '999999' } });
    expect(unknown.errors![0]!.extensions!.fieldErrors).toEqual({ qualificationId: 'Unable to add qualification' });
    for (const email of ['staff.member@example.com', 'croudie.active@example.com'])
      expect(errorCode(await gql(api, ADD, { token: tokens[email], variables: { id: user.id, q: String(campus!.id) } }))).toBe('FORBIDDEN');
  });
});
