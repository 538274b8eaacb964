// Access tokens from an external issuer (production: Cognito) are accepted when configured, mapped to our accounts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser, followToCallback, pkcePair, signIn } from '../../../test/support/sign-in.js';
import { DEMO_PASSWORD, startIdentityHarness, type IdentityHarness } from './identity.harness.js';

let h: IdentityHarness;
let server: Server;
let issuer: string;
let signedInAs = 'croudie.active@example.com';
const SHELL_AT_ISSUER = 'shell-at-external';
const REDIRECT = 'http://shell.example/callback';

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const external = new Provider(issuer, {
    clients: [
      { client_id: SHELL_AT_ISSUER, token_endpoint_auth_method: 'none', redirect_uris: [REDIRECT], grant_types: ['authorization_code'] },
      { client_id: 'someone-else', token_endpoint_auth_method: 'none', redirect_uris: [REDIRECT], grant_types: ['authorization_code'] },
    ],
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id }) }),
    interactions: { url: (_ctx, interaction) => `/ext-login/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => 'https://api.example',
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({ scope: 'api', audience: 'https://api.example', accessTokenFormat: 'jwt', accessTokenTTL: 600 }),
      },
    },
    extraTokenClaims: (_ctx, token) => ({ email: 'accountId' in token ? token.accountId : undefined }),
    ttl: { AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60 },
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid');
      grant.addResourceScope('https://api.example', 'api');
      await grant.save();
      return grant;
    },
  });
  const callback = external.callback();
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/ext-login/')) {
      void external.interactionFinished(req, res, { login: { accountId: signedInAs } });
      return;
    }
    callback(req, res);
  });
  h = await startIdentityHarness({ externalIssuer: { issuer, clientId: SHELL_AT_ISSUER } });
});

afterAll(async () => {
  await h?.close();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

async function externalAccessToken(email: string, clientId = SHELL_AT_ISSUER): Promise<string> {
  signedInAs = email;
  const browser = new TestBrowser(h.baseUrl);
  const { verifier, challenge } = pkcePair();
  const params = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: REDIRECT,
    scope: 'openid api',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const code = await followToCallback(browser, `${issuer}/auth?${params}`, REDIRECT);
  const res = await browser.json<Record<string, string>>(`${issuer}/token`, {
    method: 'POST',
    form: { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT, client_id: clientId },
  });
  expect(res.status).toBe(200);
  return res.body.access_token!;
}

describe('external issuer access tokens', () => {
  it('are verified against the issuer JWKS and mapped to the account (sub, tenant, roles are ours)', async () => {
    const token = await externalAccessToken('croudie.active@example.com');
    expect(await h.identity.verifyAccessToken(token)).toEqual({
      sub: 'croudie-network:croudies:1',
      tenant: 'network',
      roles: ['croudie-active'],
      email: 'croudie.active@example.com',
    });
  });

  it('do not stop our own tokens from verifying', async () => {
    const t = await signIn(h.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD);
    expect(await h.identity.verifyAccessToken(t.accessToken)).toMatchObject({ sub: 'croudie-network:croudies:1' });
  });

  it('are refused for another client, for an unknown e-mail, and when tampered', async () => {
    await expect(h.identity.verifyAccessToken(await externalAccessToken('croudie.active@example.com', 'someone-else'))).rejects.toThrow(
      /another client/,
    );
    await expect(h.identity.verifyAccessToken(await externalAccessToken('stranger@example.com'))).rejects.toThrow(/no active account/);
    const token = await externalAccessToken('croudie.active@example.com');
    const [head, body, sig] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), email: 'staff.admin@example.com' }),
    ).toString('base64url');
    await expect(h.identity.verifyAccessToken(`${head}.${forged}.${sig}`)).rejects.toThrow();
  });
});
