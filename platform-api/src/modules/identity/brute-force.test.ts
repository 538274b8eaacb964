// Anti-automation at the sign-in endpoint: 429 RATE_LIMITED with Retry-After, per account+IP and per IP, expiring.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser, startAuthorization } from '../../../test/support/sign-in.js';
import { DEMO_PASSWORD, MFA_SECRET, startIdentityHarness, type IdentityHarness } from './identity.harness.js';
import { totpCode } from './totp.js';

let h: IdentityHarness;
beforeAll(async () => {
  // Production defaults are 5 failures / 15 min per account+IP and 100 / hour per IP; tests shorten the window.
  h = await startIdentityHarness({
    throttle: {
      login: { accountIpPoints: 3, accountIpDurationSec: 3, ipPoints: 6, ipDurationSec: 3 },
      mfa: { accountIpPoints: 3, accountIpDurationSec: 3 },
      reset: { accountIpPoints: 3, accountIpDurationSec: 60 },
      token: { accountIpPoints: 3, accountIpDurationSec: 60 },
    },
  });
});
afterAll(async () => {
  await h?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function passwordAttempt(ip: string, email: string, password: string) {
  const browser = new TestBrowser(h.baseUrl);
  const { uid } = await startAuthorization(browser);
  return browser.json<Record<string, any>>(`/api/identity/interaction/${uid}/password`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': ip },
    json: { email, password },
  });
}

describe('sign-in throttling', () => {
  it('blocks an account from one address after 3 failures (even the right password), not from another address, and lifts it after the window', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await passwordAttempt('203.0.113.1', 'croudie.active@example.com', 'Wrong-Password-1!')).status).toBe(401);
    }
    const blocked = await passwordAttempt('203.0.113.1', 'croudie.active@example.com', DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('RATE_LIMITED');
    const retryAfter = Number(blocked.res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3);
    expect(blocked.body.error.retryAfter).toBe(retryAfter);

    // A stranger's failures do not lock the owner out elsewhere.
    expect((await passwordAttempt('198.51.100.7', 'croudie.active@example.com', DEMO_PASSWORD)).body.state).toBe('SUCCESS');

    await sleep(3100);
    expect((await passwordAttempt('203.0.113.1', 'croudie.active@example.com', DEMO_PASSWORD)).body.state).toBe('SUCCESS');
  });

  it('only the last X-Forwarded-For entry (the one the gateway adds) counts', async () => {
    for (let i = 0; i < 3; i++) {
      await passwordAttempt(`1.2.3.${i}, 203.0.113.9`, 'croudie.mfa@example.com', 'Wrong-Password-1!');
    }
    expect((await passwordAttempt('9.9.9.9, 203.0.113.9', 'croudie.mfa@example.com', DEMO_PASSWORD)).status).toBe(429);
    await sleep(3100);
  });

  it('blocks an address after 6 failures across accounts', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await passwordAttempt('203.0.113.50', `someone${i}@example.com`, 'Wrong-Password-1!')).status).toBe(401);
    }
    const res = await passwordAttempt('203.0.113.50', 'croudie.active@example.com', DEMO_PASSWORD);
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('RATE_LIMITED');
    await sleep(3100);
    expect((await passwordAttempt('203.0.113.50', 'croudie.active@example.com', DEMO_PASSWORD)).body.state).toBe('SUCCESS');
  });

  it('throttles wrong TOTP codes per account and address', async () => {
    const browser = new TestBrowser(h.baseUrl);
    const { uid } = await startAuthorization(browser);
    const headers = { 'X-Forwarded-For': '203.0.113.77' };
    const first = await browser.json<Record<string, any>>(`/api/identity/interaction/${uid}/password`, {
      method: 'POST',
      headers,
      json: { email: 'croudie.mfa@example.com', password: DEMO_PASSWORD },
    });
    expect(first.body.state).toBe('MFA_REQUIRED');
    const wrong = totpCode(MFA_SECRET, Date.now() + 10 * 60_000);
    for (let i = 0; i < 3; i++) {
      expect((await browser.json(`/api/identity/interaction/${uid}/mfa`, { method: 'POST', headers, json: { code: wrong } })).status).toBe(
        401,
      );
    }
    const blocked = await browser.json<Record<string, any>>(`/api/identity/interaction/${uid}/mfa`, {
      method: 'POST',
      headers,
      json: { code: totpCode(MFA_SECRET, Date.now()) },
    });
    expect(blocked.status).toBe(429);
    await sleep(3100);
    const ok = await browser.json<Record<string, any>>(`/api/identity/interaction/${uid}/mfa`, {
      method: 'POST',
      headers,
      json: { code: totpCode(MFA_SECRET, Date.now() + 30_000) },
    });
    expect(ok.body.state).toBe('SUCCESS');
  });
});

describe('recovery throttling', () => {
  const post = (path: string, ip: string, json: unknown) =>
    new TestBrowser(h.baseUrl).json<Record<string, any>>(path, { method: 'POST', headers: { 'X-Forwarded-For': ip }, json });

  it('forgot password: 5 requests per e-mail and address, then 429 (for known and unknown e-mails alike)', async () => {
    for (const email of ['croudie.active@example.com', 'nobody@example.com']) {
      for (let i = 0; i < 5; i++) expect((await post('/api/identity/password/forgot', '203.0.113.90', { email })).status).toBe(202);
      const blocked = await post('/api/identity/password/forgot', '203.0.113.90', { email });
      expect(blocked.status).toBe(429);
      expect(blocked.body.error.code).toBe('RATE_LIMITED');
    }
    expect((await post('/api/identity/password/forgot', '203.0.113.91', { email: 'croudie.active@example.com' })).status).toBe(202);
  });

  it('reset password: wrong codes from one address are throttled', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await post('/api/identity/password/reset', '203.0.113.92', {
        email: 'croudie.mfa@example.com',
        code: '000000',
        password: 'Reset-Password-2026!',
      });
      expect(res.status).toBe(400);
    }
    const blocked = await post('/api/identity/password/reset', '203.0.113.92', {
      email: 'croudie.mfa@example.com',
      code: '000000',
      password: 'Reset-Password-2026!',
    });
    expect(blocked.status).toBe(429);
  });

  it('create-password / confirm-e-mail: guessing tokens from one address is throttled', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post('/api/identity/email/confirm', '203.0.113.93', { token: `guess-${i}` })).status).toBe(400);
    expect((await post('/api/identity/email/confirm', '203.0.113.93', { token: 'guess-x' })).status).toBe(429);
  });
});
