// Onboarding a new staff user on a real server (issue 19; staff-and-admin.md §2, §5; ADR 0272): createUser's rules and
// messages, the unique e-mail across every person (live, pending, offboarded staff; a croudie's address), the
// create-password link that lets the new user sign in, and the live e-mail check.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { signIn } from '../../../test/support/sign-in.js';
import { listOutbox } from '../../kit/outbox/index.js';
import { identityAccounts } from '../identity/identity.tables.js';
import { offices, teamMembers, teams } from '../reference/index.js';
import { agencyUsers, principalRoles } from './people.tables.js';
import { accountEvents } from './timeline.tables.js';

// 23:30 in London on 10 June: the date onboarded is London's day, not UTC's
const NOW = new Date('2026-06-10T22:30:00Z');
let api: TestApi;
const tokens: Record<string, string> = {};
const EMAILS = ['staff.member@example.com', 'hr.user@example.com', 'finance.user@example.com', 'croudie.active@example.com'];
let officeId: string;
let teamId: string;

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  for (const email of EMAILS) tokens[email] = await tokenFor(api.baseUrl, email);
  const [office] = await api.db.select().from(offices).where(eq(offices.name, 'Dublin'));
  const [team] = await api.db.select().from(teams).limit(1);
  officeId = String(office!.id);
  teamId = String(team!.id);
});
afterAll(async () => {
  await api?.close();
});

const hr = () => tokens['hr.user@example.com']!;
const CREATE = `mutation($input: CreateUserInput!) { createUser(input: $input) { id status office timezone countryCode dateOnboarded referralSource roles teams { id } } }`;
const input = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Nia',
  lastName: 'Newcomer',
  email: 'nia.newcomer@example.com',
  officeId,
  teamId,
  roles: ['fte_core', 'job_user'],
  referralSource: 'linkedin',
  termsAccepted: true,
  ...overrides,
});
const create = (values: Record<string, unknown>, token = hr()) =>
  gql<{ createUser: Record<string, unknown> & { id: string } }>(api, CREATE, { token, variables: { input: values } });
const CHECK = `query($email: String!) { checkUserEmail(email: $email) { available message userId } }`;
const check = (email: string, token = hr()) =>
  gql<{ checkUserEmail: { available: boolean; message: string | null; userId: string | null } }>(api, CHECK, {
    token,
    variables: { email },
  });

const linkIn = (text: string) => {
  const url = new URL(text.match(/https?:\/\/\S+/)![0]!);
  return url.pathname === '/password-create' ? url.searchParams.get('token')! : '';
};

describe('createUser', () => {
  it('creates a pending user in the office and team with the roles, e-mails a create-password link that signs them in', async () => {
    const res = await create(input({ email: ' Nia.Newcomer@Example.com ' }));
    expect(res.errors).toBeUndefined();
    const user = res.data!.createUser;
    expect(user).toMatchObject({
      status: 'pending',
      office: 'Dublin',
      timezone: 'Europe/Dublin',
      countryCode: 'IE',
      dateOnboarded: '2026-06-10',
      referralSource: 'linkedin',
      roles: ['fte_core', 'job_user'],
      teams: [{ id: teamId }],
    });
    const principalId = `user-service:users:${user.id}`;
    const events = await api.db.select().from(accountEvents).where(eq(accountEvents.principalId, principalId));
    expect(events.map((e) => e.kind)).toEqual(['signed_up']);
    const [account] = await api.db.select().from(identityAccounts).where(eq(identityAccounts.email, 'nia.newcomer@example.com'));
    expect(account).toMatchObject({ tenant: 'control', passwordHash: null });

    const mail = (await listOutbox(api.db)).filter((m) => m.to === 'nia.newcomer@example.com').at(-1);
    const token = linkIn(mail!.text);
    expect(token).not.toBe('');
    const created = await fetch(`${api.baseUrl}/api/identity/password/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: 'Newcomer-Password-2026!' }),
    });
    expect(created.status).toBe(200);
    const signedIn = await signIn(api.baseUrl, 'nia.newcomer@example.com', 'Newcomer-Password-2026!', { host: 'control.localhost:8080' });
    const me = await gql<{ me: { status: string; roles: string[] } }>(api, '{ me { status roles } }', { token: signedIn.accessToken });
    expect(me.data!.me).toEqual({ status: 'pending', roles: ['fte_core', 'job_user'] });
  });

  it.each([
    [{ firstName: ' ' }, 'firstName', 'This field is required'],
    [{ email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
    [{ roles: [] }, 'roles', 'Please choose at least one role'],
    [{ roles: ['king'] }, 'roles.0', 'Please choose roles from the list'],
    [{ roles: ['fte_core', 'fte_core'] }, 'roles', 'A role can be given only once'],
    [{ termsAccepted: false }, 'termsAccepted', 'You must accept the terms'],
    [{ officeId: '999999' }, 'officeId', 'Please choose an office from the list'],
    [{ teamId: '999999' }, 'teamId', 'Please choose a team from the list'],
  ])('refuses %j with "%s: %s"', async (overrides, field, message) => {
    const res = await create(input({ email: `refused.${field}@example.com`, ...overrides }));
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0]!.extensions!.fieldErrors).toMatchObject({ [field]: message });
    expect(
      await api.db
        .select()
        .from(agencyUsers)
        .where(eq(agencyUsers.email, `refused.${field}@example.com`)),
    ).toEqual([]);
  });

  it('is for hr_user only', async () => {
    for (const email of ['staff.member@example.com', 'finance.user@example.com', 'croudie.active@example.com'])
      expect(errorCode(await create(input({ email: 'not.made@example.com' }), tokens[email]))).toBe('FORBIDDEN');
    expect(errorCode(await check('anyone@example.com', tokens['staff.member@example.com']))).toBe('FORBIDDEN');
  });
});

describe('a unique e-mail across every person (§5)', () => {
  async function staffWith(email: string, status: 'active' | 'pending' | 'offboarded' | 'inactive' | 'pending_reactivation') {
    const [row] = await api.db
      .insert(agencyUsers)
      .values({ email, firstName: 'Old', lastName: 'Hand', status, createdAt: NOW })
      .returning();
    return String(row!.id);
  }

  it.each([
    ['active', 'This user already exists'],
    ['pending', 'This user already exists'],
    ['offboarded', 'This user already exists but will need reactivating'],
    ['inactive', 'This user already exists but will need reactivating'],
    ['pending_reactivation', 'This user already exists but will need reactivating'],
  ] as const)('a %s staff user: "%s", with their id to link to', async (status, message) => {
    const email = `held.${status}@example.com`;
    const id = await staffWith(email, status);
    const res = await create(input({ email: email.toUpperCase() }));
    expect(errorCode(res)).toBe('CONFLICT');
    expect(res.errors![0]!.message).toBe(message);
    expect(res.errors![0]!.extensions).toMatchObject({ fieldErrors: { email: message }, userId: id });
    expect((await check(email)).data!.checkUserEmail).toEqual({ available: false, message, userId: id });
  });

  it("a croudie's address: This user already exists", async () => {
    const res = await create(input({ email: 'croudie.active@example.com' }));
    expect(errorCode(res)).toBe('CONFLICT');
    expect(res.errors![0]!.extensions!.fieldErrors).toEqual({ email: 'This user already exists' });
    expect((await check('croudie.active@example.com')).data!.checkUserEmail).toEqual({
      available: false,
      message: 'This user already exists',
      userId: null,
    });
  });

  it('checkUserEmail answers a free address as available and a malformed one with its message', async () => {
    expect((await check('nobody.yet@example.com')).data!.checkUserEmail).toEqual({ available: true, message: null, userId: null });
    expect((await check('nope')).data!.checkUserEmail).toEqual({
      available: false,
      message: 'Please enter a valid email address',
      userId: null,
    });
  });
});

it('leaves no half-made user behind: roles and team only with the user', async () => {
  const rows = await api.db.select().from(agencyUsers).where(eq(agencyUsers.email, 'nia.newcomer@example.com'));
  expect(rows).toHaveLength(1);
  expect(await api.db.select().from(teamMembers).where(eq(teamMembers.userId, rows[0]!.id))).toHaveLength(1);
  expect(
    await api.db
      .select()
      .from(principalRoles)
      .where(eq(principalRoles.principalId, `user-service:users:${rows[0]!.id}`)),
  ).toHaveLength(2);
});
