// Every login state of staff-and-admin.md §4 and the messages of §8, over real HTTP.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { REFRESH_COOKIE, TestBrowser, exchangeCode, followToCallback, signIn, startAuthorization } from '../../../test/support/sign-in.js';
import { identityAccounts } from './identity.tables.js';
import { DEMO_PASSWORD, MFA_SECRET, startIdentityHarness, type IdentityHarness } from './identity.harness.js';
import { totpCode } from './totp.js';

let h: IdentityHarness;
/** The moment the server checks TOTP codes at, when a test holds it still (else the real time). */
let totpFrozenAt: number | null = null;
beforeAll(async () => {
  h = await startIdentityHarness({
    totpNow: () => totpFrozenAt ?? Date.now(),
    throttle: { login: { accountIpPoints: 1000, ipPoints: 1000 }, mfa: { accountIpPoints: 1000, ipPoints: 1000 } },
  });
});
afterAll(async () => {
  await h?.close();
});

async function begin(host = 'network.localhost:8080') {
  const browser = new TestBrowser(h.baseUrl, host);
  const start = await startAuthorization(browser);
  const base = `/api/identity/interaction/${start.uid}`;
  const post = (path: string, json: unknown) => browser.json<Record<string, any>>(`${base}${path}`, { method: 'POST', json });
  return { browser, start, base, post };
}

describe('LOGIN state', () => {
  it('the provider sends the browser to /login?interaction={uid} and GET answers LOGIN with the host tenant', async () => {
    const { browser, start, base } = await begin('control.localhost:8080');
    expect(start.uid).toMatch(/^[\w-]+$/);
    const res = await browser.json(base);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ uid: start.uid, state: 'LOGIN', tenant: 'control', federated: false });
  });

  it('an unknown interaction is NOT_FOUND', async () => {
    const browser = new TestBrowser(h.baseUrl);
    const res = await browser.json('/api/identity/interaction/nope123');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Unable to login' } });
  });

  it('SUCCESS with the right password; redirectTo ends at /callback?code=…', async () => {
    const { browser, start, post } = await begin();
    const res = await post('/password', { email: 'Croudie.Active@example.com', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('SUCCESS');
    expect(res.body.redirectTo).toMatch(/^http:\/\/network\.localhost:8080\/api\/identity\/auth\//);
    const code = await followToCallback(browser, res.body.redirectTo, start.redirectUri);
    const tokens = await exchangeCode(browser, code, start.verifier, start.redirectUri);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer' });
  });

  it('wrong password and unknown e-mail both answer "Unable to login"', async () => {
    const { post } = await begin();
    const wrong = await post('/password', { email: 'croudie.active@example.com', password: 'Wrong-Password-1!' });
    const unknown = await post('/password', { email: 'nobody@example.com', password: 'Wrong-Password-1!' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Unable to login' } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('an unknown e-mail costs a password hash too (no timing oracle)', async () => {
    const { post } = await begin();
    // CPU time of this process (the API runs in it): a busy CI core stretches wall time, not the work done.
    const time = async (email: string) => {
      const before = process.cpuUsage();
      await post('/password', { email, password: 'Wrong-Password-1!' });
      const used = process.cpuUsage(before);
      return used.user + used.system;
    };
    await time('warm@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time('croudie.active@example.com'));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('a malformed e-mail answers "Incorrect email address"', async () => {
    const { post } = await begin();
    const res = await post('/password', { email: 'not-an-email', password: DEMO_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Incorrect email address' });
    expect(res.body.error.fieldErrors.email).toBe('Please enter a valid email address');
  });

  it('signing in on another tenant\'s host is refused with "Unable to login"', async () => {
    const onNetwork = await begin('network.localhost:8080');
    const staff = await onNetwork.post('/password', { email: 'staff.admin@example.com', password: DEMO_PASSWORD });
    expect(staff.status).toBe(401);
    expect(staff.body.error.message).toBe('Unable to login');
    const onOther = await begin('localhost:8080'); // any other host is the network tenant
    expect((await onOther.post('/password', { email: 'client.user@example.com', password: DEMO_PASSWORD })).status).toBe(401);
    const onControl = await begin('control.localhost:8080');
    expect((await onControl.post('/password', { email: 'staff.admin@example.com', password: DEMO_PASSWORD })).body.state).toBe('SUCCESS');
  });

  it('the interaction cannot be moved to another tenant host than the one that started the flow', async () => {
    const { start } = await begin('network.localhost:8080');
    const other = new TestBrowser(h.baseUrl, 'control.localhost:8080');
    // Even with the starting browser's interaction cookie, a step on another tenant's host is refused.
    for (const [name, value] of start.browser.cookies) other.cookies.set(name, value);
    const res = await other.json(`/api/identity/interaction/${start.uid}/password`, {
      method: 'POST',
      json: { email: 'staff.admin@example.com', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Unable to login' } });
  });

  it('a disabled account cannot sign in', async () => {
    await h.db.db.update(identityAccounts).set({ status: 'disabled' }).where(eq(identityAccounts.email, 'client.user@example.com'));
    const { post } = await begin('client.localhost:8080');
    expect((await post('/password', { email: 'client.user@example.com', password: DEMO_PASSWORD })).status).toBe(401);
    await h.db.db.update(identityAccounts).set({ status: 'active' }).where(eq(identityAccounts.email, 'client.user@example.com'));
    const again = await begin('client.localhost:8080');
    expect((await again.post('/password', { email: 'client.user@example.com', password: DEMO_PASSWORD })).body.state).toBe('SUCCESS');
  });

  it('prompt=login (what the shell sends) shows the login screen even with a live provider session, and completes', async () => {
    const first = await signIn(h.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD);
    const start = await startAuthorization(first.browser, {
      scope: 'openid email profile offline_access',
      extraParams: { prompt: 'login' },
    });
    const res = await first.browser.json<{ state: string; redirectTo: string }>(`/api/identity/interaction/${start.uid}/password`, {
      method: 'POST',
      json: { email: 'croudie.active@example.com', password: DEMO_PASSWORD },
    });
    expect(res.body.state).toBe('SUCCESS');
    const code = await followToCallback(first.browser, res.body.redirectTo, start.redirectUri);
    const tokens = await exchangeCode(first.browser, code, start.verifier, start.redirectUri);
    expect(tokens.status).toBe(200);
    expect(first.browser.cookies.get(REFRESH_COOKIE)).toBeTruthy();
  });

  it('steps out of order are a CONFLICT', async () => {
    const { post } = await begin();
    expect((await post('/mfa', { code: '123456' })).status).toBe(409);
    expect((await post('/new-password', { password: 'Another-Password-1!' })).status).toBe(409);
  });
});

describe('NEW_PASSWORD_REQUIRED state', () => {
  it('asks for a new password, enforces the rule with its messages, then succeeds; the old password stops working', async () => {
    const { browser, start, base, post } = await begin();
    const first = await post('/password', { email: 'croudie.newpassword@example.com', password: DEMO_PASSWORD });
    expect(first.body).toEqual({ state: 'NEW_PASSWORD_REQUIRED' });
    expect((await browser.json(base)).body).toMatchObject({ state: 'NEW_PASSWORD_REQUIRED' });

    const cases: [string, string][] = [
      ['Short-1a!', 'Password must be at least 12 characters long'],
      ['NO-LOWERCASE-123!', 'Password must contain at least one lowercase letter'],
      ['no-uppercase-123!', 'Password must contain at least one uppercase letter'],
      ['No-Digits-Here-!', 'Password must contain at least one number'],
      ['NoSpecialChars123', 'Password must contain at least one special character'],
    ];
    for (const [password, message] of cases) {
      const res = await post('/new-password', { password });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Password is not strong enough',
        fieldErrors: { password: message },
      });
    }
    const same = await post('/new-password', { password: DEMO_PASSWORD });
    expect(same.status).toBe(400);

    const ok = await post('/new-password', { password: 'Brand-New-Password-7?' });
    expect(ok.body.state).toBe('SUCCESS');
    const code = await followToCallback(browser, ok.body.redirectTo, start.redirectUri);
    expect((await exchangeCode(browser, code, start.verifier, start.redirectUri)).status).toBe(200);

    await expect(signIn(h.baseUrl, 'croudie.newpassword@example.com', DEMO_PASSWORD)).rejects.toMatchObject({ status: 401 });
    const again = await signIn(h.baseUrl, 'croudie.newpassword@example.com', 'Brand-New-Password-7?');
    expect(again.accessToken).toBeTruthy();
  });
});

describe('MFA_REQUIRED state (TOTP)', () => {
  async function toMfa() {
    const flow = await begin();
    const res = await flow.post('/password', { email: 'croudie.mfa@example.com', password: DEMO_PASSWORD });
    expect(res.body).toEqual({ state: 'MFA_REQUIRED' });
    return flow;
  }

  it('refuses a wrong code with "Invalid token." and a non-6-digit code with the format message', async () => {
    const { post, browser, base } = await toMfa();
    expect((await browser.json(base)).body).toMatchObject({ state: 'MFA_REQUIRED' });
    const wrongCode = totpCode(MFA_SECRET, Date.now() + 5 * 60_000);
    const wrong = await post('/mfa', { code: wrongCode });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Invalid token.' } });
    const short = await post('/mfa', { code: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.error).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { code: 'MFA code must be 6 digits' } });
  });

  it('accepts the previous step (−1), then the current, then the next (+1); a replayed or older code is refused', async () => {
    // the server's TOTP time held at the test's "now": a 30 s step boundary passing mid-test (a slow machine) would
    // otherwise make "the current step" a previous one
    const now = Date.now();
    totpFrozenAt = now;
    onTestFinished(() => {
      totpFrozenAt = null;
    });
    const a = await toMfa();
    const previous = await a.post('/mfa', { code: totpCode(MFA_SECRET, now - 30_000) });
    expect(previous.body.state).toBe('SUCCESS');
    const code = await followToCallback(a.browser, previous.body.redirectTo, a.start.redirectUri);
    const tokens = await exchangeCode(a.browser, code, a.start.verifier, a.start.redirectUri);
    expect(await h.identity.verifyAccessToken(String(tokens.body.access_token))).toMatchObject({ sub: 'croudie-network:croudies:2' });

    const b = await toMfa();
    const replay = await b.post('/mfa', { code: totpCode(MFA_SECRET, now - 30_000) });
    expect(replay.status).toBe(401);
    expect(replay.body.error.message).toBe('Invalid token.');
    expect((await b.post('/mfa', { code: totpCode(MFA_SECRET, now) })).body.state).toBe('SUCCESS');

    const c = await toMfa();
    expect((await c.post('/mfa', { code: totpCode(MFA_SECRET, now) })).status).toBe(401); // same code again
    expect((await c.post('/mfa', { code: totpCode(MFA_SECRET, now - 30_000) })).status).toBe(401); // older step
    expect((await c.post('/mfa', { code: totpCode(MFA_SECRET, now + 30_000) })).body.state).toBe('SUCCESS');
  });

  it('refuses a code two steps away', async () => {
    const { post } = await toMfa();
    expect((await post('/mfa', { code: totpCode(MFA_SECRET, Date.now() - 90_000) })).status).toBe(401);
  });
});

describe('NEW_PASSWORD_REQUIRED then MFA_REQUIRED', () => {
  it('an account with both asks for the new password first, then the TOTP code', async () => {
    const { post } = await begin();
    expect((await post('/password', { email: 'croudie.both@example.com', password: DEMO_PASSWORD })).body).toEqual({
      state: 'NEW_PASSWORD_REQUIRED',
    });
    expect((await post('/new-password', { password: 'Both-Steps-Password-1!' })).body).toEqual({ state: 'MFA_REQUIRED' });
    // The new password is already saved; the sign-in is not complete without the code.
    expect((await post('/mfa', { code: totpCode(MFA_SECRET, Date.now()) })).body.state).toBe('SUCCESS');
  });
});
