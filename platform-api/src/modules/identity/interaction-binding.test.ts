// Issue 12: a sign-in is bound to the browser that started it. An attacker who starts a sign-in and sends the victim
// /login?interaction=<uid> must not get the victim's code or tokens, with or without 2-step verification.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from 'node:http';
import {
  SHELL_CLIENT_ID,
  TestBrowser,
  exchangeCode,
  followToCallback,
  pkcePair,
  signIn,
  startAuthorization,
} from '../../../test/support/sign-in.js';
import { DEMO_PASSWORD, MFA_SECRET, startIdentityHarness, type IdentityHarness } from './identity.harness.js';
import { totpCode } from './totp.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness({
    throttle: { login: { accountIpPoints: 1000, ipPoints: 1000 }, mfa: { accountIpPoints: 1000, ipPoints: 1000 } },
  });
});
afterAll(async () => {
  await h?.close();
});

const FOREIGN = {
  error: { code: 'FORBIDDEN', message: 'This sign-in was started in another browser or has expired. Please start a new sign-in.' },
};

/** The attacker resumes their own interaction at the provider: the answer must not lead to a code. */
async function attackerResume(attacker: TestBrowser, uid: string): Promise<string> {
  const res = await attacker.request(`/api/identity/auth/${uid}`);
  return res.headers.get('location') ?? `(${res.status})`;
}

describe('an interaction started in another browser', () => {
  it('is refused at every step, and the attacker resuming it gets no code (password only)', async () => {
    const attacker = new TestBrowser(h.baseUrl);
    const start = await startAuthorization(attacker);
    const victim = new TestBrowser(h.baseUrl);
    const base = `/api/identity/interaction/${start.uid}`;

    const state = await victim.json(base);
    expect(state.status).toBe(403);
    expect(state.body).toEqual(FOREIGN);
    const password = await victim.json(`${base}/password`, {
      method: 'POST',
      json: { email: 'croudie.active@example.com', password: DEMO_PASSWORD },
    });
    expect(password.status).toBe(403);
    expect(password.body).toEqual(FOREIGN);

    const location = await attackerResume(attacker, start.uid);
    expect(location).not.toMatch(/[?&]code=/);
    expect(location).not.toContain('/callback');
  });

  it('is refused at the password and MFA steps for an account with 2-step verification', async () => {
    const attacker = new TestBrowser(h.baseUrl);
    const start = await startAuthorization(attacker);
    const victim = new TestBrowser(h.baseUrl);
    const base = `/api/identity/interaction/${start.uid}`;

    const password = await victim.json(`${base}/password`, {
      method: 'POST',
      json: { email: 'croudie.mfa@example.com', password: DEMO_PASSWORD },
    });
    expect(password.status).toBe(403);
    const mfa = await victim.json(`${base}/mfa`, { method: 'POST', json: { code: totpCode(MFA_SECRET, Date.now()) } });
    expect(mfa.status).toBe(403);
    expect(mfa.body).toEqual(FOREIGN);

    const location = await attackerResume(attacker, start.uid);
    expect(location).not.toMatch(/[?&]code=/);
  });

  it('sends the social sign-in start back to the login screen instead of upstream', async () => {
    const attacker = new TestBrowser(h.baseUrl);
    const start = await startAuthorization(attacker);
    const victim = new TestBrowser(h.baseUrl);
    const res = await victim.request(`/api/identity/interaction/${start.uid}/federated`);
    // Social sign-in is not configured in this harness: the starting browser would get NOT_FOUND; a foreign one
    // never reaches that far.
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/login?interaction=${start.uid}`);
  });
});

describe('the browser that started the sign-in', () => {
  it('holds the signed interaction cookie on a path that covers every step, and a navigation there leads to /login', async () => {
    const browser = new TestBrowser(h.baseUrl);
    const { challenge } = pkcePair();
    const authorize = await browser.request(
      `/api/identity/auth?${new URLSearchParams({
        client_id: SHELL_CLIENT_ID,
        response_type: 'code',
        redirect_uri: `${browser.publicOrigin}/callback`,
        scope: 'openid email offline_access',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      })}`,
    );
    const uid = /\/api\/identity\/interaction\/([^/?#]+)$/.exec(authorize.headers.get('location') ?? '')?.[1];
    expect(uid).toBeTruthy();
    const cookie = authorize.headers.getSetCookie().find((line) => line.startsWith('_interaction='));
    expect(cookie).toContain(`path=/api/identity/interaction/${uid}`);
    expect(browser.cookies.get('_interaction.sig')).toBeTruthy();

    // A real browser navigation (fetch in Node always sends Sec-Fetch-Mode: cors, so use node:http).
    const navigation = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const url = new URL(`/api/identity/interaction/${uid}`, h.baseUrl);
      get(
        url,
        { headers: { Accept: 'text/html,application/xhtml+xml', 'Sec-Fetch-Mode': 'navigate', 'X-Forwarded-Host': browser.host } },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        },
      ).on('error', reject);
    });
    expect(navigation).toEqual({ status: 302, location: `/login?interaction=${uid}` });

    const state = await browser.json(`/api/identity/interaction/${uid}`, { headers: { Accept: 'application/json' } });
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({ uid, state: 'LOGIN' });
  });

  it('a forged interaction cookie (wrong signature) is refused', async () => {
    const attacker = new TestBrowser(h.baseUrl);
    const start = await startAuthorization(attacker);
    const victim = new TestBrowser(h.baseUrl);
    victim.cookies.set('_interaction', start.uid);
    victim.cookies.set('_interaction.sig', 'forged');
    expect((await victim.json(`/api/identity/interaction/${start.uid}`)).status).toBe(403);
  });

  it('still signs in with a password, and with password + MFA', async () => {
    const plain = await signIn(h.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD);
    expect(plain.accessToken).toBeTruthy();
    const mfa = await signIn(h.baseUrl, 'croudie.mfa@example.com', DEMO_PASSWORD, { totpSecret: MFA_SECRET });
    expect(await h.identity.verifyAccessToken(mfa.accessToken)).toMatchObject({ sub: 'croudie-network:croudies:2' });
  });

  it('cannot use its cookie for another interaction uid', async () => {
    const browser = new TestBrowser(h.baseUrl);
    const mine = await startAuthorization(browser);
    const cookies = new Map(browser.cookies);
    const attacker = new TestBrowser(h.baseUrl);
    const theirs = await startAuthorization(attacker);
    for (const [name, value] of cookies) browser.cookies.set(name, value);
    const res = await browser.json(`/api/identity/interaction/${theirs.uid}/password`, {
      method: 'POST',
      json: { email: 'croudie.active@example.com', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(403);
    // Its own interaction goes on normally.
    const own = await browser.json<{ state: string; redirectTo: string }>(`/api/identity/interaction/${mine.uid}/password`, {
      method: 'POST',
      json: { email: 'croudie.active@example.com', password: DEMO_PASSWORD },
    });
    expect(own.body.state).toBe('SUCCESS');
    const code = await followToCallback(browser, own.body.redirectTo, mine.redirectUri);
    expect((await exchangeCode(browser, code, mine.verifier, mine.redirectUri)).status).toBe(200);
  });
});
