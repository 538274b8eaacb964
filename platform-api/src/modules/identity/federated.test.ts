// Social sign-in against a second, real OpenID provider started inside the test (oidc-provider on its own port).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser, exchangeCode, followToCallback, startAuthorization } from '../../../test/support/sign-in.js';
import { MFA_SECRET, startIdentityHarness, type IdentityHarness } from './identity.harness.js';
import { totpCode } from './totp.js';

let h: IdentityHarness;
let upstreamServer: Server;
let upstreamIssuer: string;
/** Who is "signed in at Google" for the next upstream login. */
let upstreamUser = { email: 'croudie.active@example.com', verified: true };

beforeAll(async () => {
  upstreamServer = createServer();
  await new Promise<void>((resolve) => upstreamServer.listen(0, '127.0.0.1', resolve));
  upstreamIssuer = `http://127.0.0.1:${(upstreamServer.address() as AddressInfo).port}`;
  const upstream = new Provider(upstreamIssuer, {
    clients: [
      {
        client_id: 'work-platform',
        client_secret: 'upstream-secret-for-tests',
        token_endpoint_auth_method: 'client_secret_post',
        redirect_uris: ['network', 'control', 'client'].map((t) => `http://${t}.localhost:8080/api/identity/federated/callback`),
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: upstreamUser.email, email_verified: upstreamUser.verified }),
    }),
    interactions: { url: (_ctx, interaction) => `/upstream-login/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    ttl: { AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60 },
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
  });
  const callback = upstream.callback();
  upstreamServer.on('request', (req, res) => {
    if (req.url?.startsWith('/upstream-login/')) {
      // The upstream's own login screen: the test decides who signs in there.
      void upstream.interactionFinished(req, res, { login: { accountId: `google-${upstreamUser.email}` } });
      return;
    }
    callback(req, res);
  });
  h = await startIdentityHarness({
    upstream: { issuer: upstreamIssuer, clientId: 'work-platform', clientSecret: 'upstream-secret-for-tests' },
  });
});

afterAll(async () => {
  await h?.close();
  upstreamServer?.closeAllConnections();
  await new Promise<void>((resolve) => upstreamServer?.close(() => resolve()));
});

/** Follows redirects until `stop` says so; answers that location (absolute). */
async function followUntil(browser: TestBrowser, url: string, stop: (location: string) => boolean, beforeEach?: (url: string) => void) {
  let next = url;
  for (let i = 0; i < 12; i++) {
    beforeEach?.(next);
    const res = await browser.request(next);
    const location = res.headers.get('location');
    if (!location) return { final: next, res };
    next = new URL(location, new URL(next, browser.publicOrigin)).href;
    if (stop(next)) return { final: next, res };
  }
  throw new Error('too many redirects');
}

describe('social redirect (upstream OpenID provider)', () => {
  it('GET interaction says social sign-in is available, and /federated sends the browser to the upstream with PKCE', async () => {
    const browser = new TestBrowser(h.baseUrl);
    const { uid } = await startAuthorization(browser);
    expect((await browser.json(`/api/identity/interaction/${uid}`)).body).toMatchObject({ federated: true });
    const res = await browser.request(`/api/identity/interaction/${uid}/federated`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe(upstreamIssuer);
    expect(location.searchParams.get('client_id')).toBe('work-platform');
    expect(location.searchParams.get('redirect_uri')).toBe('http://network.localhost:8080/api/identity/federated/callback');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('scope')).toBe('openid email');
  });

  it('matches the upstream e-mail to an account and finishes the interaction with our own tokens', async () => {
    upstreamUser = { email: 'Croudie.Active@example.com', verified: true };
    const browser = new TestBrowser(h.baseUrl);
    const start = await startAuthorization(browser);
    const code = await followToCallback(browser, `/api/identity/interaction/${start.uid}/federated`, start.redirectUri);
    const tokens = await exchangeCode(browser, code, start.verifier, start.redirectUri);
    expect(tokens.status).toBe(200);
    expect(await h.identity.verifyAccessToken(String(tokens.body.access_token))).toMatchObject({
      sub: 'croudie-network:croudies:1',
      tenant: 'network',
    });
  });

  it.each([
    ['an e-mail without an account', { email: 'stranger@example.com', verified: true }, 'network.localhost:8080'],
    ['an unverified upstream e-mail', { email: 'croudie.active@example.com', verified: false }, 'network.localhost:8080'],
    ["an account of another tenant than the host's", { email: 'staff.admin@example.com', verified: true }, 'network.localhost:8080'],
  ])('%s goes back to the login screen with "Unable to login"', async (_name, user, host) => {
    upstreamUser = user;
    const browser = new TestBrowser(h.baseUrl, host);
    const start = await startAuthorization(browser);
    const { final } = await followUntil(browser, `/api/identity/interaction/${start.uid}/federated`, (l) => l.includes('/login?'));
    const url = new URL(final);
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('interaction')).toBe(start.uid);
    expect(url.searchParams.get('error')).toBe('Unable to login');
  });

  it('an account with 2-step verification still has to enter its TOTP code', async () => {
    upstreamUser = { email: 'croudie.mfa@example.com', verified: true };
    const browser = new TestBrowser(h.baseUrl);
    const start = await startAuthorization(browser);
    const { final } = await followUntil(browser, `/api/identity/interaction/${start.uid}/federated`, (l) => l.includes('/login?'));
    expect(new URL(final).searchParams.get('error')).toBeNull();
    expect((await browser.json(`/api/identity/interaction/${start.uid}`)).body).toMatchObject({ state: 'MFA_REQUIRED' });
    const mfa = await browser.json<{ state: string; redirectTo: string }>(`/api/identity/interaction/${start.uid}/mfa`, {
      method: 'POST',
      json: { code: totpCode(MFA_SECRET, Date.now()) },
    });
    expect(mfa.body.state).toBe('SUCCESS');
    const code = await followToCallback(browser, mfa.body.redirectTo, start.redirectUri);
    expect((await exchangeCode(browser, code, start.verifier, start.redirectUri)).status).toBe(200);
  });

  it('a callback without the browser-binding cookie is refused (login CSRF)', async () => {
    upstreamUser = { email: 'croudie.active@example.com', verified: true };
    const browser = new TestBrowser(h.baseUrl);
    const start = await startAuthorization(browser);
    const { final } = await followUntil(browser, `/api/identity/interaction/${start.uid}/federated`, (l) =>
      l.includes('/federated/callback'),
    );
    const victim = new TestBrowser(h.baseUrl); // another browser handed the attacker's callback URL
    const res = await victim.json<Record<string, any>>(final);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Unable to login');
    // The original browser can still complete (the state was not consumed by the refused attempt).
    const ok = await browser.request(final);
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toMatch(/\/api\/identity\/auth\//);
  });
});

describe('social redirect with an unreachable upstream', () => {
  it('sends the browser back to the login screen with "Unable to login"', async () => {
    const dead = await startIdentityHarness({ accounts: [], upstream: { issuer: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y' } });
    try {
      const browser = new TestBrowser(dead.baseUrl);
      const { uid } = await startAuthorization(browser);
      const res = await browser.request(`/api/identity/interaction/${uid}/federated`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/login?interaction=${uid}&error=Unable%20to%20login`);
    } finally {
      await dead.close();
    }
  });
});
