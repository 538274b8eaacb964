// Authorization code + PKCE, refresh rotation and reuse detection, revocation at sign-out, JWT access tokens.
import { and, eq } from 'drizzle-orm';
import { SignJWT, decodeJwt, importJWK, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHELL_CLIENT_ID,
  TestBrowser,
  exchangeCode,
  followToCallback,
  pkcePair,
  REFRESH_COOKIE,
  refreshTokens,
  revokeToken,
  signIn,
  startAuthorization,
} from '../../../test/support/sign-in.js';
import { createLogger } from '../../kit/logger.js';
import { createTableOutbox } from '../../kit/outbox/index.js';
import { systemClock } from '../../kit/clock.js';
import { principalRoles } from '../people/people.tables.js';
import { identityOidcPayloads, identitySigningKeys } from './identity.tables.js';
import { DEMO_PASSWORD, startIdentityHarness, type IdentityHarness } from './identity.harness.js';
import { createIdentityModule, setIdentityAccountStatus } from './index.js';

const ISSUER = 'http://localhost:8080/api/identity';
let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => {
  await h?.close();
});

async function codeFor(email: string, host = 'network.localhost:8080') {
  const browser = new TestBrowser(h.baseUrl, host);
  const start = await startAuthorization(browser);
  const res = await browser.json<{ state: string; redirectTo: string }>(`/api/identity/interaction/${start.uid}/password`, {
    method: 'POST',
    json: { email, password: DEMO_PASSWORD },
  });
  const code = await followToCallback(browser, res.body.redirectTo, start.redirectUri);
  return { browser, start, code };
}

function authorizeUrl(params: Record<string, string>) {
  return `/api/identity/auth?${new URLSearchParams({
    client_id: SHELL_CLIENT_ID,
    response_type: 'code',
    redirect_uri: 'http://network.localhost:8080/callback',
    scope: 'openid email offline_access',
    state: 'xyz',
    ...params,
  })}`;
}

describe('discovery', () => {
  it('publishes the issuer, S256 only, and the endpoints the shell calls', async () => {
    const res = await new TestBrowser(h.baseUrl).json<Record<string, any>>('/api/identity/.well-known/openid-configuration');
    expect(res.status).toBe(200);
    expect(res.body.issuer).toBe(ISSUER);
    expect(res.body.code_challenge_methods_supported).toEqual(['S256']);
    expect(res.body.authorization_endpoint).toBe('http://network.localhost:8080/api/identity/auth');
    expect(res.body.token_endpoint).toBe('http://network.localhost:8080/api/identity/token');
    expect(res.body.revocation_endpoint).toBe('http://network.localhost:8080/api/identity/token/revocation');
    expect(res.body.jwks_uri).toBe('http://network.localhost:8080/api/identity/jwks');
  });
});

describe('access tokens', () => {
  it('are JWTs for urn:work-platform:api with sub, tenant, "|"-joined roles and email, living 10 minutes', async () => {
    await h.db.db.insert(principalRoles).values([
      { principalId: 'user-service:users:1', role: 'admin', grantedAt: new Date() },
      { principalId: 'user-service:users:1', role: 'hr_user', grantedAt: new Date() },
      { principalId: 'user-service:users:1', role: 'impersonate', grantedAt: new Date() },
    ]);
    const t = await signIn(h.baseUrl, 'staff.admin@example.com', DEMO_PASSWORD, { host: 'control.localhost:8080' });
    const claims = decodeJwt(t.accessToken);
    expect(claims).toMatchObject({
      iss: ISSUER,
      aud: 'urn:work-platform:api',
      sub: 'user-service:users:1',
      tenant: 'control',
      roles: 'admin|hr_user|impersonate',
      email: 'staff.admin@example.com',
      client_id: 'host-shell',
      sv: 0,
    });
    expect(claims.exp! - claims.iat!).toBe(600);
    expect(await h.identity.verifyAccessToken(t.accessToken)).toEqual({
      sub: 'user-service:users:1',
      tenant: 'control',
      roles: ['admin', 'hr_user', 'impersonate'],
      email: 'staff.admin@example.com',
      sessionVersion: 0,
    });
    expect(decodeJwt(t.idToken)).toMatchObject({ iss: ISSUER, aud: 'host-shell', sub: 'user-service:users:1' });
  });

  it('roles fall back to the identity account when the people tables hold none', async () => {
    const t = await signIn(h.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD);
    expect(decodeJwt(t.accessToken).roles).toBe('croudie-active');
  });

  it('verifyAccessToken refuses a tampered token, an ID token, a foreign key and an expired token', async () => {
    const t = await signIn(h.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD);
    const [head, body, sig] = t.accessToken.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(t.accessToken), tenant: 'control' })).toString('base64url');
    await expect(h.identity.verifyAccessToken(`${head}.${forged}.${sig}`)).rejects.toThrow();
    await expect(h.identity.verifyAccessToken(t.idToken)).rejects.toThrow();
    await expect(h.identity.verifyAccessToken('not.a.jwt')).rejects.toThrow();

    const [row] = await h.db.db.select().from(identitySigningKeys).where(eq(identitySigningKeys.alg, 'RS256'));
    const jwk = row!.jwk as JWK;
    const key = await importJWK(jwk, 'RS256');
    const sign = (claims: Record<string, unknown>, exp: number) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'at+jwt' })
        .setIssuer(ISSUER)
        .setAudience('urn:work-platform:api')
        .setSubject('croudie-network:croudies:1')
        .setIssuedAt(exp - 600)
        .setExpirationTime(exp)
        .sign(key);
    const now = Math.floor(Date.now() / 1000);
    const valid = await sign({ tenant: 'network', roles: 'croudie-active' }, now + 60);
    expect(await h.identity.verifyAccessToken(valid)).toMatchObject({ sub: 'croudie-network:croudies:1' });
    await expect(h.identity.verifyAccessToken(await sign({ tenant: 'network', roles: '' }, now - 60))).rejects.toThrow();

    const otherHarness = await startIdentityHarness({ accounts: [] });
    const other = await createIdentityModule({
      db: otherHarness.db.db,
      clock: systemClock,
      config: h.config,
      logger: createLogger({ level: 'silent' }),
      outbox: createTableOutbox(h.db.db, systemClock),
    });
    await expect(other.verifyAccessToken(t.accessToken)).rejects.toThrow();
    await otherHarness.close();
  });

  it('signing keys are persisted: a restarted module verifies tokens issued before', async () => {
    const t = await signIn(h.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD);
    const restarted = await createIdentityModule({
      db: h.db.db,
      clock: systemClock,
      config: h.config,
      logger: createLogger({ level: 'silent' }),
      outbox: createTableOutbox(h.db.db, systemClock),
    });
    expect(await restarted.verifyAccessToken(t.accessToken)).toMatchObject({ sub: 'croudie-network:croudies:1' });
  });
});

describe('authorization code + PKCE', () => {
  it('refuses a request without a code challenge', async () => {
    const res = await new TestBrowser(h.baseUrl).request(authorizeUrl({}));
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://network.localhost:8080/callback');
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses the plain method', async () => {
    const res = await new TestBrowser(h.baseUrl).request(authorizeUrl({ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }));
    const location = new URL(res.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a redirect URI that is not registered exactly (no redirect at all)', async () => {
    const { challenge } = pkcePair();
    for (const redirect_uri of [
      'http://network.localhost:8080/callback/',
      'http://network.localhost:9999/callback',
      'http://evil.example/callback',
    ]) {
      const res = await new TestBrowser(h.baseUrl).request(
        authorizeUrl({ redirect_uri, code_challenge: challenge, code_challenge_method: 'S256' }),
      );
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it('refuses the code exchange without the verifier or with a wrong one', async () => {
    const { browser, start, code } = await codeFor('croudie.active@example.com');
    const missing = await browser.json('/api/identity/token', {
      method: 'POST',
      form: { grant_type: 'authorization_code', code, redirect_uri: start.redirectUri, client_id: SHELL_CLIENT_ID },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: 'invalid_grant' });
    const other = await codeFor('croudie.active@example.com');
    const wrong = await exchangeCode(other.browser, other.code, pkcePair().verifier, other.start.redirectUri);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'invalid_grant' });
  });

  it('codes live at most 60 seconds', async () => {
    const { code } = await codeFor('croudie.active@example.com');
    const rows = await h.db.db
      .select()
      .from(identityOidcPayloads)
      .where(and(eq(identityOidcPayloads.kind, 'AuthorizationCode'), eq(identityOidcPayloads.id, code)));
    expect(rows).toHaveLength(1);
    const ttl = rows[0]!.expiresAt!.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('an expired code is refused', async () => {
    const { browser, start, code } = await codeFor('croudie.active@example.com');
    await h.db.db
      .update(identityOidcPayloads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(identityOidcPayloads.kind, 'AuthorizationCode'), eq(identityOidcPayloads.id, code)));
    expect((await exchangeCode(browser, code, start.verifier, start.redirectUri)).body).toMatchObject({ error: 'invalid_grant' });
  });

  it('a code used twice is refused, and the tokens of its first use are revoked', async () => {
    const { browser, start, code } = await codeFor('croudie.active@example.com');
    const first = await exchangeCode(browser, code, start.verifier, start.redirectUri);
    expect(first.status).toBe(200);
    const firstRefreshToken = browser.cookies.get(REFRESH_COOKIE)!;
    const second = await exchangeCode(browser, code, start.verifier, start.redirectUri);
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ error: 'invalid_grant' });
    const refreshed = await refreshTokens(browser, firstRefreshToken);
    expect(refreshed.body).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('refresh tokens', () => {
  it('rotate on every use; reusing a consumed one revokes the whole grant', async () => {
    const t = await signIn(h.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD);
    const r1 = await refreshTokens(t.browser, t.refreshToken);
    expect(r1.status).toBe(200);
    const rt1 = t.browser.cookies.get(REFRESH_COOKIE)!;
    expect(rt1).not.toBe(t.refreshToken);
    expect(await h.identity.verifyAccessToken(String(r1.body.access_token))).toMatchObject({ sub: 'croudie-network:croudies:1' });

    const r2 = await refreshTokens(t.browser, rt1);
    expect(r2.status).toBe(200);
    const rt2 = t.browser.cookies.get(REFRESH_COOKIE)!;

    const reuse = await refreshTokens(t.browser, t.refreshToken); // consumed token replayed (stolen copy)
    expect(reuse.status).toBe(400);
    expect(reuse.body).toMatchObject({ error: 'invalid_grant' });
    const afterReuse = await refreshTokens(t.browser, rt2); // the legitimate latest token dies with the grant
    expect(afterReuse.status).toBe(400);
    expect(afterReuse.body).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('refresh token lifetime', () => {
  it('is absolute: a rotated refresh token expires when the first one would have (14 days after sign-in)', async () => {
    const t = await signIn(h.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD);
    const expiry = async (token: string) => {
      const rows = await h.db.db
        .select()
        .from(identityOidcPayloads)
        .where(and(eq(identityOidcPayloads.kind, 'RefreshToken'), eq(identityOidcPayloads.id, token)));
      return rows[0]!.expiresAt!.getTime();
    };
    const first = await expiry(t.refreshToken);
    expect(first - Date.now()).toBeGreaterThan(14 * 86_400_000 - 60_000);
    expect(first - Date.now()).toBeLessThanOrEqual(14 * 86_400_000);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await refreshTokens(t.browser, t.refreshToken)).status).toBe(200);
    const second = await expiry(t.browser.cookies.get(REFRESH_COOKIE)!);
    expect(Math.abs(second - first)).toBeLessThanOrEqual(1000);
  });
});

describe('disabling an account', () => {
  it('stops refresh at once and refuses new sign-ins until enabled again', async () => {
    const t = await signIn(h.baseUrl, 'client.user@example.com', DEMO_PASSWORD, { host: 'client.localhost:8080' });
    await setIdentityAccountStatus(h.db.db, 'client-portal:client-users:1', 'disabled');
    expect((await refreshTokens(t.browser, t.refreshToken)).body).toMatchObject({ error: 'invalid_grant' });
    await expect(signIn(h.baseUrl, 'client.user@example.com', DEMO_PASSWORD, { host: 'client.localhost:8080' })).rejects.toMatchObject({
      status: 401,
    });
    await setIdentityAccountStatus(h.db.db, 'client-portal:client-users:1', 'active');
    expect((await signIn(h.baseUrl, 'client.user@example.com', DEMO_PASSWORD, { host: 'client.localhost:8080' })).accessToken).toBeTruthy();
  });
});

describe('sign-out', () => {
  it('revoking the refresh token ends refreshes and the browser session (next authorize asks to log in again)', async () => {
    const t = await signIn(h.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD);
    // Before sign-out the provider session is live: a new authorize goes straight back to the callback.
    const { challenge } = pkcePair();
    const sso = await t.browser.request(authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }));
    expect(sso.status).toBe(303);
    expect(sso.headers.get('location')).toMatch(/^http:\/\/network\.localhost:8080\/callback\?code=/);

    const revoked = await revokeToken(t.browser, t.refreshToken);
    expect(revoked.status).toBe(200);
    const refreshed = await refreshTokens(t.browser, t.refreshToken);
    expect(refreshed.status).toBe(400);
    expect(refreshed.body).toMatchObject({ error: 'invalid_grant' });

    const again = await t.browser.request(authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }));
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toMatch(/^\/api\/identity\/interaction\//);
  });
});
