// Issue 12: the refresh token is out of every script's reach — an HttpOnly, SameSite=Strict cookie scoped to the token
// endpoint; the token JSON no longer carries it; refresh and revocation work by the cookie.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REFRESH_COOKIE,
  TestBrowser,
  exchangeCode,
  followToCallback,
  refreshTokens,
  revokeToken,
  signIn,
  startAuthorization,
} from '../../../test/support/sign-in.js';
import { REFRESH_IN_FLIGHT_COOKIE, refreshCookie } from './refresh-cookie.js';
import { DEMO_PASSWORD, startIdentityHarness, type IdentityHarness } from './identity.harness.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => {
  await h?.close();
});

function refreshSetCookie(res: Response): string | undefined {
  return res.headers.getSetCookie().find((line) => line.startsWith(`${REFRESH_COOKIE}=`));
}

describe('the code exchange', () => {
  it('answers the access token without refresh_token and sets the refresh cookie HttpOnly, SameSite=Strict, Path=/api/identity/token', async () => {
    const browser = new TestBrowser(h.baseUrl);
    const start = await startAuthorization(browser);
    const step = await browser.json<{ redirectTo: string }>(`/api/identity/interaction/${start.uid}/password`, {
      method: 'POST',
      json: { email: 'croudie.active@example.com', password: DEMO_PASSWORD },
    });
    const code = await followToCallback(browser, step.body.redirectTo, start.redirectUri);
    const tokens = await exchangeCode(browser, code, start.verifier, start.redirectUri);
    expect(tokens.status).toBe(200);
    expect(tokens.body.access_token).toBeTruthy();
    expect(tokens.body).not.toHaveProperty('refresh_token');
    const cookie = refreshSetCookie(tokens.res);
    expect(cookie).toBeDefined();
    const attributes = cookie!.split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=strict');
    expect(attributes).toContain('path=/api/identity/token');
    // Lives as long as the refresh token (14 days), not a session cookie a closed tab would lose.
    const maxAge = Number(attributes.find((a) => a.startsWith('max-age='))?.slice('max-age='.length));
    expect(maxAge).toBeGreaterThan(13 * 86_400);
    expect(attributes).not.toContain('secure'); // plain http in development; Secure in production (below)
  });

  it('marks the cookie Secure in production', () => {
    expect(refreshCookie('abc', 60, true).split('; ')).toContain('Secure');
    expect(refreshCookie('abc', 60, false).split('; ')).not.toContain('Secure');
  });
});

describe('refresh by cookie', () => {
  it('works without refresh_token in the body and rotates the cookie', async () => {
    const t = await signIn(h.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD);
    const before = t.browser.cookies.get(REFRESH_COOKIE)!;
    expect(before).toBeTruthy();
    const refreshed = await refreshTokens(t.browser);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).not.toHaveProperty('refresh_token');
    expect(decodeJwt(String(refreshed.body.access_token)).sub).toBe('croudie-network:croudies:1');
    const after = t.browser.cookies.get(REFRESH_COOKIE)!;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    // The rotated cookie works again.
    expect((await refreshTokens(t.browser)).status).toBe(200);
  });

  it('without a cookie and without a token is refused', async () => {
    const res = await refreshTokens(new TestBrowser(h.baseUrl));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_request' });
  });

  it('clears a dead cookie', async () => {
    const t = await signIn(h.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD);
    t.browser.cookies.set(REFRESH_COOKIE, 'not-a-live-refresh-token');
    const res = await refreshTokens(t.browser);
    expect(res.body).toMatchObject({ error: 'invalid_grant' });
    expect(refreshSetCookie(res.res)).toMatch(/Max-Age=0/);
    expect(t.browser.cookies.has(REFRESH_COOKIE)).toBe(false);
  });
});

describe('the in-flight flag', () => {
  it('is cleared by the answer to a refresh, accepted or refused, so the next page knows the cookie jar is current', async () => {
    const t = await signIn(h.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD);
    t.browser.cookies.set(REFRESH_IN_FLIGHT_COOKIE, '1');
    const accepted = await refreshTokens(t.browser);
    expect(accepted.status).toBe(200);
    expect(accepted.res.headers.getSetCookie()).toContain(`${REFRESH_IN_FLIGHT_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`);
    expect(t.browser.cookies.has(REFRESH_IN_FLIGHT_COOKIE)).toBe(false);

    t.browser.cookies.set(REFRESH_IN_FLIGHT_COOKIE, '1');
    t.browser.cookies.set(REFRESH_COOKIE, 'not-a-live-refresh-token');
    const refused = await refreshTokens(t.browser);
    expect(refused.status).toBe(400);
    expect(t.browser.cookies.has(REFRESH_IN_FLIGHT_COOKIE)).toBe(false);
  });
});

describe('sign-out by cookie', () => {
  it('revokes the grant and clears the cookie; the old refresh token no longer works', async () => {
    const t = await signIn(h.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD);
    const token = t.browser.cookies.get(REFRESH_COOKIE)!;
    const revoked = await revokeToken(t.browser);
    expect(revoked.status).toBe(200);
    expect(refreshSetCookie(revoked)).toMatch(/Max-Age=0/);
    expect(t.browser.cookies.has(REFRESH_COOKIE)).toBe(false);
    const replay = await refreshTokens(t.browser, token);
    expect(replay.body).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers 200 when there is nothing left to revoke (no cookie, no token), so a second sign-out is not an error', async () => {
    const t = await signIn(h.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD);
    expect((await revokeToken(t.browser)).status).toBe(200);
    expect(t.browser.cookies.has(REFRESH_COOKIE)).toBe(false);
    const again = await revokeToken(t.browser);
    expect(again.status).toBe(200);
  });
});
