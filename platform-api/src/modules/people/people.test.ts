import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRINCIPALS, tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { impersonationAudit } from '../../kit/auth/auth.tables.js';
import { DAY_MS } from '../../kit/clock.js';

const NOW = new Date('2026-03-15T09:00:00Z');
let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  for (const email of [
    'croudie.active@example.com',
    'croudie.pending@example.com',
    'croudie.us@example.com',
    'staff.admin@example.com',
    'staff.member@example.com',
    'hr.user@example.com',
    'client.user@example.com',
  ]) {
    tokens[email] = await tokenFor(api.baseUrl, email);
  }
});
afterAll(async () => {
  await api?.close();
});

const ME = `query Me { me { id principalId kind tenant firstName lastName entityId roles timezone status impersonatedBy } }`;

describe('me', () => {
  it('is UNAUTHENTICATED for an anonymous caller', async () => {
    const res = await gql(api, ME);
    expect(errorCode(res)).toBe('UNAUTHENTICATED');
    expect(res.errors?.[0]?.path).toEqual(['me']);
  });

  it('is UNAUTHENTICATED for a token the identity module did not sign', async () => {
    const res = await gql(api, ME, { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' });
    expect(errorCode(res)).toBe('UNAUTHENTICATED');
    expect(res.errors?.[0]?.message).toBe('The access token is invalid or has expired');
  });

  it('answers the signed-in croudie with roles from the database', async () => {
    const res = await gql<{ me: Record<string, unknown> }>(api, ME, { token: tokens['croudie.active@example.com'] });
    expect(res.errors).toBeUndefined();
    expect(res.data?.me).toMatchObject({
      id: '1',
      principalId: DEMO_PRINCIPALS.croudieActive,
      kind: 'CROUDIE',
      tenant: 'network',
      firstName: 'Ava',
      roles: ['croudie-active'],
      status: 'active',
      impersonatedBy: null,
    });
  });

  it('answers staff with the control tenant and every staff role for staff.admin', async () => {
    const res = await gql<{ me: { kind: string; tenant: string; roles: string[] } }>(api, ME, { token: tokens['staff.admin@example.com'] });
    expect(res.data?.me.kind).toBe('USER');
    expect(res.data?.me.tenant).toBe('control');
    expect(res.data?.me.roles).toEqual(expect.arrayContaining(['impersonate', 'hr_user', 'network_admin', 'finance']));
  });

  it('answers a client user as CLIENT_USER on the client tenant', async () => {
    const res = await gql<{ me: { kind: string; tenant: string } }>(api, ME, { token: tokens['client.user@example.com'] });
    expect(res.data?.me).toMatchObject({ kind: 'CLIENT_USER', tenant: 'client' });
  });
});

describe('user(id) and croudie(id)', () => {
  it('gives a croudie FORBIDDEN on the staff-only user(id)', async () => {
    const res = await gql(api, `{ user(id: "1") { id fullName } }`, { token: tokens['croudie.active@example.com'] });
    expect(errorCode(res)).toBe('FORBIDDEN');
  });

  it('answers user(id) for staff, NOT_FOUND for an unknown id', async () => {
    const ok = await gql<{ user: { fullName: string } }>(api, `{ user(id: "2") { fullName emailAddress } }`, {
      token: tokens['staff.member@example.com'],
    });
    expect(ok.data?.user).toEqual({ fullName: 'Mia Member', emailAddress: 'staff.member@example.com' });
    const missing = await gql(api, `{ user(id: "9999") { id } }`, { token: tokens['staff.member@example.com'] });
    expect(errorCode(missing)).toBe('NOT_FOUND');
  });

  it('lets a croudie read themselves but not another croudie', async () => {
    const self = await gql<{ croudie: { emailAddress: string } }>(api, `{ croudie(id: "1") { emailAddress } }`, {
      token: tokens['croudie.active@example.com'],
    });
    expect(self.data?.croudie.emailAddress).toBe('croudie.active@example.com');
    const other = await gql(api, `{ croudie(id: "2") { emailAddress } }`, { token: tokens['croudie.active@example.com'] });
    expect(errorCode(other)).toBe('FORBIDDEN');
  });

  it('dates rules by the platform clock: croudie.pending signed up 10 days before it, deadline 32 days ahead (42-day window)', async () => {
    const res = await gql<{ croudie: { signedUpAt: string; onboardingDeadline: string; onboardingDeadlinePassed: boolean } }>(
      api,
      `{ croudie(id: "3") { signedUpAt onboardingDeadline onboardingDeadlinePassed } }`,
      { token: tokens['staff.member@example.com'] },
    );
    const croudie = res.data!.croudie;
    // The clock runs on from NOW while the seed runs, so allow the seconds it took.
    expect(Math.abs(Date.parse(croudie.signedUpAt) - (NOW.getTime() - 10 * DAY_MS))).toBeLessThan(60_000);
    expect(croudie.onboardingDeadlinePassed).toBe(false);
    expect(Math.abs(Date.parse(croudie.onboardingDeadline) - (NOW.getTime() + 32 * DAY_MS))).toBeLessThan(60_000);
    api.clock.set(new Date(Date.parse(croudie.onboardingDeadline) + 1000));
    try {
      const later = await gql<{ croudie: { onboardingDeadlinePassed: boolean } }>(
        api,
        `{ croudie(id: "3") { onboardingDeadlinePassed } }`,
        { token: tokens['staff.member@example.com'] },
      );
      expect(later.data?.croudie.onboardingDeadlinePassed).toBe(true);
    } finally {
      api.clock.set(NOW);
    }
  });

  it('tells staff which croudies need a US state (croudie.us)', async () => {
    const res = await gql<{ croudie: { countryCode: string; usState: string | null; usStateUpdateNeeded: boolean } }>(
      api,
      `{ croudie(id: "5") { countryCode usState usStateUpdateNeeded } }`,
      { token: tokens['staff.member@example.com'] },
    );
    expect(res.data?.croudie).toEqual({ countryCode: 'US', usState: null, usStateUpdateNeeded: true });
  });
});

describe('impersonation', () => {
  it('is refused with FORBIDDEN for staff without impersonate, hr_user or network_admin, and not audited', async () => {
    const res = await gql(api, ME, { token: tokens['staff.member@example.com'], impersonate: DEMO_PRINCIPALS.croudieActive });
    expect(errorCode(res)).toBe('FORBIDDEN');
    const rows = await api.db.select().from(impersonationAudit).where(eq(impersonationAudit.actorPrincipalId, DEMO_PRINCIPALS.staffMember));
    expect(rows).toHaveLength(0);
  });

  it('is refused for a croudie impersonating anyone', async () => {
    const res = await gql(api, ME, { token: tokens['croudie.active@example.com'], impersonate: DEMO_PRINCIPALS.staffMember });
    expect(errorCode(res)).toBe('FORBIDDEN');
  });

  it('is refused for client users as targets, whatever the roles', async () => {
    const res = await gql(api, ME, { token: tokens['staff.admin@example.com'], impersonate: DEMO_PRINCIPALS.clientUser });
    expect(errorCode(res)).toBe('FORBIDDEN');
  });

  it('acts as the target for a holder of the roles and writes every request to the audit', async () => {
    const res = await gql<{ me: { principalId: string; kind: string; tenant: string; impersonatedBy: string } }>(api, ME, {
      token: tokens['staff.admin@example.com'],
      impersonate: DEMO_PRINCIPALS.croudieActive,
      operationName: 'Me',
    });
    expect(res.data?.me).toMatchObject({
      principalId: DEMO_PRINCIPALS.croudieActive,
      kind: 'CROUDIE',
      tenant: 'network',
      impersonatedBy: DEMO_PRINCIPALS.staffAdmin,
    });
    await gql(api, `query Flags { featureFlags }`, {
      token: tokens['staff.admin@example.com'],
      impersonate: DEMO_PRINCIPALS.croudieActive,
    });
    const rows = await api.db.select().from(impersonationAudit).where(eq(impersonationAudit.actorPrincipalId, DEMO_PRINCIPALS.staffAdmin));
    expect(rows.map((r) => [r.targetPrincipalId, r.operation])).toEqual(
      expect.arrayContaining([
        [DEMO_PRINCIPALS.croudieActive, 'Me'],
        [DEMO_PRINCIPALS.croudieActive, 'query Flags'],
      ]),
    );
    expect(rows.every((r) => r.at.getTime() >= NOW.getTime() - 1000)).toBe(true);
  });

  it('lets hr_user act as an agency user without gaining roles they do not hold themselves (ADR 0007)', async () => {
    const hr = tokens['hr.user@example.com'];
    const asAdmin = await gql<{ me: { principalId: string; roles: string[] } }>(api, ME, {
      token: hr,
      impersonate: DEMO_PRINCIPALS.staffAdmin,
    });
    expect(asAdmin.data?.me.principalId).toBe(DEMO_PRINCIPALS.staffAdmin);
    // staff.admin holds every staff role; through hr.user only the two hr.user holds remain
    expect([...asAdmin.data!.me.roles].sort()).toEqual(['fte_core', 'hr_user']);
    // a power of staff.admin's that hr.user lacks (operations: take any recurring work) stays refused
    const schedules = await gql<{ recurringWork: { nodes: { id: string; name: string }[] } }>(
      api,
      `{ recurringWork(pagination: { limit: 100 }) { nodes { id name } } }`,
      { token: tokens['staff.admin@example.com'] },
    );
    const daily = schedules.data!.recurringWork.nodes.find((r) => r.name === 'Daily budget check')!;
    const take = `mutation T($ids: [ID!]!) { takeOwnershipOfRecurringWork(ids: $ids) { id } }`;
    expect(errorCode(await gql(api, take, { token: hr, impersonate: DEMO_PRINCIPALS.staffAdmin, variables: { ids: [daily.id] } }))).toBe(
      'FORBIDDEN',
    );
    // staff.member's job_user is not hr.user's either
    const asMember = await gql<{ me: { roles: string[] } }>(api, ME, { token: hr, impersonate: DEMO_PRINCIPALS.staffMember });
    expect(asMember.data?.me.roles).toEqual(['fte_core']);
    // and croudies stay out of hr_user's reach
    expect(errorCode(await gql(api, ME, { token: hr, impersonate: DEMO_PRINCIPALS.croudieActive }))).toBe('FORBIDDEN');
  });

  it('is honoured on REST routes too, and audited with the route', async () => {
    const res = await fetch(`${api.baseUrl}/api/platform/users/1`, {
      headers: { authorization: `Bearer ${tokens['staff.admin@example.com']}`, 'x-impersonate-principal': DEMO_PRINCIPALS.croudieActive },
    });
    expect(res.status).toBe(200);
    const rows = await api.db.select().from(impersonationAudit).where(eq(impersonationAudit.operation, 'GET /api/platform/users/1'));
    expect(rows).toHaveLength(1);
  });
});

describe('signedIn', () => {
  it('records the last sign-in by the platform clock', async () => {
    const res = await gql(api, `mutation { signedIn }`, { token: tokens['croudie.pending@example.com'] });
    expect(res.data).toEqual({ signedIn: true });
    const staff = await gql<{ croudie: { lastSignedInAt: string } }>(api, `{ croudie(id: "3") { lastSignedInAt } }`, {
      token: tokens['staff.member@example.com'],
    });
    expect(Math.abs(Date.parse(staff.data!.croudie.lastSignedInAt) - NOW.getTime())).toBeLessThan(60_000);
  });

  it('is UNAUTHENTICATED anonymously', async () => {
    expect(errorCode(await gql(api, `mutation { signedIn }`))).toBe('UNAUTHENTICATED');
  });
});

describe('role and status changes', () => {
  const UPDATE_ROLES = `mutation($id: ID!, $roles: [String!]!) { updateCroudieRoles(croudieId: $id, roles: $roles) { id roles } }`;

  it('needs network_admin', async () => {
    const res = await gql(api, UPDATE_ROLES, {
      token: tokens['staff.member@example.com'],
      variables: { id: '2', roles: ['croudie-inactive'] },
    });
    expect(errorCode(res)).toBe('FORBIDDEN');
  });

  it('validates roles with field errors', async () => {
    const res = await gql(api, UPDATE_ROLES, { token: tokens['staff.admin@example.com'], variables: { id: '2', roles: ['finance'] } });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'roles.0': 'Each role must be one of croudie-pending, croudie-active, croudie-inactive',
    });
  });

  /** A graphql-ws client signed in with `token` that does not retry, so a close is the answer the test reads. */
  const socketOf = (token: string | undefined) =>
    createClient({ url: api.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });

  it('delivers rolesUpdated over graphql-ws to the croudie, and the next request sees the new roles', async () => {
    const croudieToken = tokens['croudie.pending@example.com'];
    const client = socketOf(croudieToken);
    try {
      const events = client.iterate<{ rolesUpdated: { principalId: string; roles: string[] } }>({
        query: `subscription { rolesUpdated { principalId roles } }`,
      });
      const next = events.next();
      // Give the subscription a moment to register before publishing.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const res = await gql(api, UPDATE_ROLES, {
        token: tokens['staff.admin@example.com'],
        variables: { id: '3', roles: ['croudie-active'] },
      });
      expect(res.errors).toBeUndefined();
      const event = await next;
      expect(event.value?.data?.rolesUpdated).toEqual({ principalId: DEMO_PRINCIPALS.croudiePending, roles: ['croudie-active'] });
      await events.return?.();
      const me = await gql<{ me: { roles: string[] } }>(api, ME, { token: croudieToken });
      expect(me.data?.me.roles).toEqual(['croudie-active']);
    } finally {
      await client.dispose();
    }
  });

  it('signs a blocked croudie out of their open socket: it closes (4403 Session ended), ending the forceSignOut subscription', async () => {
    const croudieToken = tokens['croudie.pending@example.com'];
    const client = socketOf(croudieToken);
    try {
      const events = client.iterate<{ forceSignOut: { reason: string } }>({ query: `subscription { forceSignOut { reason } }` });
      const next = events.next().catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await gql(api, `mutation { updateCroudieStatus(croudieId: "3", status: blocked) { status } }`, {
        token: tokens['staff.admin@example.com'],
      });
      // The shell takes the close as its sign-out signal (its refresh is refused too, the account being off).
      expect(await next).toMatchObject({ code: 4403, reason: 'Session ended' });
    } finally {
      await client.dispose();
    }
  });

  it('closes a socket that connects after the block with 4403 Session ended too, so that page signs out as well', async () => {
    const croudieToken = tokens['croudie.us@example.com'];
    await gql(api, `mutation { updateCroudieStatus(croudieId: "5", status: blocked) { status } }`, {
      token: tokens['staff.admin@example.com'],
    });
    const client = socketOf(croudieToken);
    try {
      const events = client.iterate({ query: `subscription { forceSignOut { reason } }` });
      expect(await events.next().catch((error: unknown) => error)).toMatchObject({ code: 4403, reason: 'Session ended' });
    } finally {
      await client.dispose();
    }
  });

  it('refuses an anonymous subscription with UNAUTHENTICATED', async () => {
    const client = createClient({ url: api.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      const events = client.iterate({ query: `subscription { rolesUpdated { roles } }` });
      const first = await events.next().catch((errors: unknown) => ({ value: { errors } }));
      expect(JSON.stringify(first.value)).toContain('UNAUTHENTICATED');
    } finally {
      await client.dispose();
    }
  });
});

describe('GET /api/platform/users/:id', () => {
  it("answers the croudie's offboarding data with a defer link when offboarding is scheduled", async () => {
    const token = await tokenFor(api.baseUrl, 'croudie.inactive@example.com');
    const res = await fetch(`${api.baseUrl}/api/platform/users/4`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Math.abs(Date.parse(String(body.offboard_at)) - (NOW.getTime() + 14 * DAY_MS))).toBeLessThan(60_000);
    expect(body).toMatchObject({
      id: 4,
      state: 'inactive',
      links: {
        transitions: {
          defer_auto_offboard: { href: '/api/platform/users/4/transitions/defer_auto_offboard' },
          request_reactivation: { href: '/api/platform/users/4/transitions/request_reactivation' },
        },
      },
    });
    const defer = await fetch(`${api.baseUrl}/api/platform/users/4/transitions/defer_auto_offboard`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await defer.json()) as { offboard_at: string | null }).offboard_at).toBeNull();
    const again = await fetch(`${api.baseUrl}/api/platform/users/4/transitions/defer_auto_offboard`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: 'CONFLICT', message: 'The transition defer_auto_offboard is not available' } });
  });

  it('uses the REST error shape: 401 anonymous, 403 for another croudie', async () => {
    const anonymous = await fetch(`${api.baseUrl}/api/platform/users/1`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'You must be signed in' } });
    const other = await fetch(`${api.baseUrl}/api/platform/users/2`, {
      headers: { authorization: `Bearer ${tokens['croudie.active@example.com']}` },
    });
    expect(other.status).toBe(403);
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
  });
});
