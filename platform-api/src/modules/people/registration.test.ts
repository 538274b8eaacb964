import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { signIn } from '../../../test/support/sign-in.js';
import { DAY_MS } from '../../kit/clock.js';
import { listOutbox } from '../../kit/outbox/index.js';
import { identityAccounts } from '../identity/identity.tables.js';
import { ONBOARDING_PERIOD_DAYS } from './people.rules.js';
import { croudies, principalRoles } from './people.tables.js';
import { REGISTRATIONS_PER_HOUR } from './registration.schema.js';

const NOW = new Date('2026-04-01T10:00:00Z');
let api: TestApi;
let admin: string;
let member: string;

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  admin = await tokenFor(api.baseUrl, 'staff.admin@example.com');
  member = await tokenFor(api.baseUrl, 'staff.member@example.com');
});
afterAll(async () => {
  await api?.close();
});

const REGISTER = `mutation Register($input: RegisterCroudieInput!) { registerCroudie(input: $input) { email } }`;
const SEND_LINK = `mutation Send($principalId: ID!, $purpose: AccountLinkPurpose!) { sendAccountLink(principalId: $principalId, purpose: $purpose) }`;
const STATUS = `mutation Status($id: ID!, $status: UserStatus!) { updateCroudieStatus(croudieId: $id, status: $status) { id status } }`;

let ipSeq = 0;
/** Each registration from its own address unless a test is about the throttle (the API trusts the gateway's X-Forwarded-For). */
async function register(input: Record<string, unknown>, ip = `10.1.0.${++ipSeq}`) {
  const res = await fetch(`${api.baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ query: REGISTER, variables: { input } }),
  });
  return { status: res.status, ...((await res.json()) as Omit<GraphQLResponse<{ registerCroudie: { email: string } }>, 'status'>) };
}

const linkIn = (text: string, path: string) =>
  new URL(text.match(/https?:\/\/\S+/)![0]!).pathname === path ? new URL(text.match(/https?:\/\/\S+/)![0]!).searchParams.get('token')! : '';
const mailTo = async (to: string, subject: string) => (await listOutbox(api.db)).filter((m) => m.to === to && m.subject === subject).at(-1);

describe('registerCroudie', () => {
  it('creates a pending croudie with the onboarding deadline and e-mails a create-password link that signs them in', async () => {
    const res = await register({ firstName: '  Rae ', lastName: 'Jones', email: ' Rae.Jones@Example.com ', acceptTerms: true });
    expect(res.errors).toBeUndefined();
    expect(res.data?.registerCroudie.email).toBe('rae.jones@example.com');

    const [row] = await api.db.select().from(croudies).where(eq(croudies.email, 'rae.jones@example.com'));
    expect(row).toMatchObject({ firstName: 'Rae', lastName: 'Jones', status: 'pending' });
    expect(row!.onboardingDeadline!.getTime() - row!.signedUpAt.getTime()).toBe(ONBOARDING_PERIOD_DAYS * DAY_MS);
    const roles = await api.db
      .select()
      .from(principalRoles)
      .where(eq(principalRoles.principalId, `croudie-network:croudies:${row!.id}`));
    expect(roles.map((r) => r.role)).toEqual(['croudie-pending']);
    const [account] = await api.db.select().from(identityAccounts).where(eq(identityAccounts.email, 'rae.jones@example.com'));
    expect(account).toMatchObject({ tenant: 'network', passwordHash: null, emailConfirmedAt: null });

    const mail = await mailTo('rae.jones@example.com', 'Create your password');
    const token = linkIn(mail!.text, '/password-create');
    expect(token).not.toBe('');
    const created = await fetch(`${api.baseUrl}/api/identity/password/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: 'Registered-Password-2026!' }),
    });
    expect(created.status).toBe(200);
    const me = await gql<{ me: { status: string; roles: string[] } }>(api, '{ me { status roles } }', {
      token: (await signIn(api.baseUrl, 'rae.jones@example.com', 'Registered-Password-2026!')).accessToken,
    });
    expect(me.data?.me).toEqual({ status: 'pending', roles: ['croudie-pending'] });
  });

  it('validates on the server with field errors, and terms must be accepted', async () => {
    const res = await register({ firstName: ' ', lastName: 'Jones', email: 'not-an-address', acceptTerms: false });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fieldErrors).toEqual({
      firstName: 'This field is required',
      email: 'Please enter a valid email address',
      acceptTerms: 'You must accept the terms and conditions to register',
    });
    expect(await api.db.select().from(croudies).where(eq(croudies.email, 'not-an-address'))).toEqual([]);
  });

  it('refuses a live address with "This user already exists" and one to reactivate with its own message', async () => {
    const live = await register({ firstName: 'A', lastName: 'B', email: 'CROUDIE.ACTIVE@example.com', acceptTerms: true });
    expect(errorCode(live)).toBe('CONFLICT');
    expect(live.errors?.[0]?.extensions?.fieldErrors).toEqual({ email: 'This user already exists' });
    const inactive = await register({ firstName: 'A', lastName: 'B', email: 'croudie.inactive@example.com', acceptTerms: true });
    expect(errorCode(inactive)).toBe('CONFLICT');
    expect(inactive.errors?.[0]?.message).toBe('This user already exists but will need reactivating');
    const staff = await register({ firstName: 'A', lastName: 'B', email: 'staff.member@example.com', acceptTerms: true });
    expect(staff.errors?.[0]?.message).toBe('This user already exists');
  });

  it('is refused to a signed-in caller', async () => {
    const res = await gql(api, REGISTER, {
      token: admin,
      variables: { input: { firstName: 'A', lastName: 'B', email: 'x1@example.com', acceptTerms: true } },
    });
    expect(errorCode(res)).toBe('FORBIDDEN');
  });

  it(`answers RATE_LIMITED after ${REGISTRATIONS_PER_HOUR} registrations an hour from one address`, async () => {
    for (let i = 0; i < REGISTRATIONS_PER_HOUR; i++) {
      const res = await register({ firstName: 'Bulk', lastName: `N${i}`, email: `bulk${i}@example.com`, acceptTerms: true }, '10.9.9.9');
      expect(res.errors).toBeUndefined();
    }
    const over = await register({ firstName: 'Bulk', lastName: 'Over', email: 'bulk-over@example.com', acceptTerms: true }, '10.9.9.9');
    expect(errorCode(over)).toBe('RATE_LIMITED');
    expect(
      (await register({ firstName: 'Other', lastName: 'Address', email: 'other-address@example.com', acceptTerms: true })).errors,
    ).toBeUndefined();
  });
});

describe('sendAccountLink', () => {
  it('lets network_admin send a croudie a confirm-e-mail link that confirms the address', async () => {
    const res = await gql(api, SEND_LINK, {
      token: admin,
      variables: { principalId: 'croudie-network:croudies:1', purpose: 'CONFIRM_EMAIL' },
    });
    expect(res.errors).toBeUndefined();
    const mail = await mailTo('croudie.active@example.com', 'Confirm your e-mail address');
    const token = linkIn(mail!.text, '/confirm-email');
    const confirmed = await fetch(`${api.baseUrl}/api/identity/email/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(confirmed.status).toBe(200);
  });

  it('is FORBIDDEN without the roles that administer that kind of person, and for the person themself', async () => {
    expect(
      errorCode(
        await gql(api, SEND_LINK, { token: member, variables: { principalId: 'croudie-network:croudies:1', purpose: 'CREATE_PASSWORD' } }),
      ),
    ).toBe('FORBIDDEN');
    const croudie = await tokenFor(api.baseUrl, 'croudie.active@example.com');
    expect(
      errorCode(
        await gql(api, SEND_LINK, { token: croudie, variables: { principalId: 'croudie-network:croudies:1', purpose: 'CONFIRM_EMAIL' } }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      errorCode(await gql(api, SEND_LINK, { variables: { principalId: 'croudie-network:croudies:1', purpose: 'CONFIRM_EMAIL' } })),
    ).toBe('UNAUTHENTICATED');
  });

  it('is NOT_FOUND for an unknown person', async () => {
    expect(
      errorCode(
        await gql(api, SEND_LINK, {
          token: admin,
          variables: { principalId: 'croudie-network:croudies:999999', purpose: 'CONFIRM_EMAIL' },
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(errorCode(await gql(api, SEND_LINK, { token: admin, variables: { principalId: 'nobody', purpose: 'CONFIRM_EMAIL' } }))).toBe(
      'NOT_FOUND',
    );
  });
});

describe('a status that ends sessions also stops sign-in', () => {
  it('a blocked croudie cannot sign in until reactivated', async () => {
    expect((await gql(api, STATUS, { token: admin, variables: { id: '2', status: 'blocked' } })).errors).toBeUndefined();
    await expect(signIn(api.baseUrl, 'croudie.limited@example.com', 'Demo-Password-2026!')).rejects.toThrow();
    expect((await gql(api, STATUS, { token: admin, variables: { id: '2', status: 'active' } })).errors).toBeUndefined();
    expect((await signIn(api.baseUrl, 'croudie.limited@example.com', 'Demo-Password-2026!')).accessToken).toBeTruthy();
  });
});
