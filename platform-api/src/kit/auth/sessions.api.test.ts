// Issue 12, sessions that really end: a blocked or signed-out person loses API access at once — every request, every
// subscription event, their open websocket and their uploads — and a socket does not outlive its access token.
import { eq } from 'drizzle-orm';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_PRINCIPALS, tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { revokeToken, signIn } from '../../../test/support/sign-in.js';
import { croudies } from '../../modules/people/people.tables.js';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = await tokenFor(api.baseUrl, 'staff.admin@example.com');
});
afterAll(async () => {
  await api?.close();
});

const ME = `query { me { principalId status } }`;
const SET_STATUS = `mutation S($id: ID!, $status: UserStatus!) { updateCroudieStatus(croudieId: $id, status: $status) { status } }`;
const SEND = `mutation N($input: SendNotificationInput!) { sendNotification(input: $input) { id } }`;
const NEW_NOTIFICATION = `subscription { newNotification { subject } }`;

const setStatus = async (id: string, status: string) => {
  const res = await gql(api, SET_STATUS, { token: admin, variables: { id, status } });
  expect(res.errors).toBeUndefined();
};
const notify = async (principalId: string, subject: string) => {
  const res = await gql(api, SEND, { token: admin, variables: { input: { principalId, subject, messageText: 'Hello' } } });
  expect(res.errors).toBeUndefined();
};
const socketFor = (baseWsUrl: string, token: string, impersonate?: string): Client =>
  createClient({
    url: baseWsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}`, impersonatePrincipal: impersonate },
    retryAttempts: 0,
  });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** What the next event brings: the event, or the close that ended it (settled at once, so a close is never unhandled). */
const outcome = <T>(next: Promise<IteratorResult<T>>) =>
  next.then((r) => ({ event: r.value as T | undefined, done: r.done })).catch((closed: unknown) => ({ closed }));
/** The outcome within `ms`, else "nothing". */
const within = <T>(settled: Promise<T>, ms: number) => Promise.race([settled, pause(ms).then(() => 'nothing' as const)]);

async function upload(token: string) {
  const form = new FormData();
  form.append('files', new Blob(['notes'], { type: 'text/plain' }), 'notes.txt');
  const res = await fetch(`${api.baseUrl}/api/platform/files/private?scope=task`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return res.status;
}

describe('a blocked croudie', () => {
  it('gets UNAUTHENTICATED on their next query and their uploads are refused, with the token they already hold', async () => {
    const token = await tokenFor(api.baseUrl, 'croudie.limited@example.com');
    expect((await gql(api, ME, { token })).errors).toBeUndefined();
    expect(await upload(token)).toBe(201);
    await setStatus('2', 'blocked');
    try {
      const res = await gql(api, ME, { token });
      expect(errorCode(res)).toBe('UNAUTHENTICATED');
      expect(await upload(token)).toBe(401);
    } finally {
      await setStatus('2', 'active');
    }
  });

  it('has their open websocket closed at once, ending every subscription on it', async () => {
    const token = await tokenFor(api.baseUrl, 'croudie.limited@example.com');
    const client = socketFor(api.wsUrl, token);
    try {
      const first = client.iterate({ query: NEW_NOTIFICATION });
      const second = client.iterate({ query: `subscription { rolesUpdated { roles } }` });
      const [a, b] = [outcome(first.next()), outcome(second.next())];
      await pause(300);
      await setStatus('2', 'suspended');
      const [endedA, endedB] = await Promise.all([within(a, 2000), within(b, 2000)]);
      expect(endedA).toEqual({ closed: expect.objectContaining({ code: 4403, reason: 'Session ended' }) });
      expect(endedB).toEqual({ closed: expect.objectContaining({ code: 4403, reason: 'Session ended' }) });
    } finally {
      await client.dispose();
      await setStatus('2', 'active');
    }
  });

  it("is not delivered an event after the block, even when the block did not reach this server's sockets", async () => {
    // A status written by another instance (no listener fires here): the event itself is checked before delivery.
    const token = await tokenFor(api.baseUrl, 'croudie.limited@example.com');
    const client = socketFor(api.wsUrl, token);
    try {
      const events = client.iterate<{ newNotification: { subject: string } }>({ query: NEW_NOTIFICATION });
      const next = outcome(events.next());
      await pause(300);
      await api.db.update(croudies).set({ status: 'blocked' }).where(eq(croudies.id, 2));
      await notify(DEMO_PRINCIPALS.croudieLimited, 'After the block');
      const result = await within(next, 2000);
      expect(result).toEqual({ closed: expect.objectContaining({ code: 4403, reason: 'Session ended' }) });
    } finally {
      await client.dispose();
      await setStatus('2', 'active');
    }
  });

  it('cannot be impersonated: staff acting as them get FORBIDDEN', async () => {
    await setStatus('2', 'blocked');
    try {
      const res = await gql(api, ME, { token: admin, impersonate: DEMO_PRINCIPALS.croudieLimited });
      expect(errorCode(res)).toBe('FORBIDDEN');
    } finally {
      await setStatus('2', 'active');
    }
    const again = await gql<{ me: { principalId: string } }>(api, ME, { token: admin, impersonate: DEMO_PRINCIPALS.croudieLimited });
    expect(again.data?.me.principalId).toBe(DEMO_PRINCIPALS.croudieLimited);
  });

  it('keeps access while pending or inactive (the screens the spec allows them)', async () => {
    for (const email of ['croudie.pending@example.com', 'croudie.inactive@example.com']) {
      const token = await tokenFor(api.baseUrl, email);
      expect((await gql(api, ME, { token })).errors).toBeUndefined();
    }
  });
});

describe('signing out', () => {
  it('refuses the access token signed out of, and closes the socket that carries it', async () => {
    const session = await signIn(api.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD, { host: 'network.localhost:8080' });
    const client = socketFor(api.wsUrl, session.accessToken);
    try {
      const events = client.iterate({ query: NEW_NOTIFICATION });
      const next = outcome(events.next());
      await pause(300);
      expect((await gql(api, ME, { token: session.accessToken })).errors).toBeUndefined();
      expect((await revokeToken(session.browser)).status).toBe(200);
      expect(errorCode(await gql(api, ME, { token: session.accessToken }))).toBe('UNAUTHENTICATED');
      expect(await within(next, 2000)).toEqual({ closed: expect.objectContaining({ code: 4403, reason: 'Session ended' }) });
      // A new socket with that token is refused too.
      const again = socketFor(api.wsUrl, session.accessToken);
      try {
        const refused = await within(outcome(again.iterate({ query: NEW_NOTIFICATION }).next()), 2000);
        expect(refused).toEqual({ closed: expect.objectContaining({ code: 4403 }) });
      } finally {
        await again.dispose();
      }
    } finally {
      await client.dispose();
    }
  });
});

describe('graphql-armor on the websocket', () => {
  it('fails a rejected operation alone: the sibling subscription on the same socket keeps receiving', async () => {
    const token = await tokenFor(api.baseUrl, 'croudie.us@example.com');
    const client = socketFor(api.wsUrl, token);
    try {
      const sibling = client.iterate<{ newNotification: { subject: string } }>({ query: NEW_NOTIFICATION });
      const siblingNext = outcome(sibling.next());
      await pause(300);
      // 16 aliases: over graphql-armor's limit of 15.
      const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: rolesUpdated { roles }`).join(' ');
      const rejected = await client
        .iterate({ query: `subscription { ${aliases} }` })
        .next()
        .then((r) => ({ result: r.value }))
        .catch((error: unknown) => ({ error }));
      expect(JSON.stringify(rejected)).toMatch(/aliases limit/i);
      await notify(DEMO_PRINCIPALS.croudieUs, 'Still listening');
      const delivered = await within(siblingNext, 3000);
      expect(delivered).toMatchObject({ event: { data: { newNotification: { subject: 'Still listening' } } } });
    } finally {
      await client.dispose();
    }
  });
});

describe('an access token that expires', () => {
  let shortLived: TestApi;
  beforeAll(async () => {
    shortLived = await startTestApi({ env: { ACCESS_TOKEN_TTL_SECONDS: '6' } });
  });
  afterAll(async () => {
    await shortLived?.close();
  });

  it('ends the subscriptions of the socket it opened, when it expires (4403 Access token expired)', async () => {
    const token = await tokenFor(shortLived.baseUrl, 'croudie.active@example.com');
    const client = socketFor(shortLived.wsUrl, token);
    try {
      const next = outcome(client.iterate({ query: NEW_NOTIFICATION }).next());
      const result = await within(next, 12_000);
      expect(result).toEqual({ closed: expect.objectContaining({ code: 4403, reason: 'Access token expired' }) });
    } finally {
      await client.dispose();
    }
  }, 20_000);
});
