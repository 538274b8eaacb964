// "Social redirect": sign in through an upstream OpenID provider (Google in production; a local provider in tests).
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as client from 'openid-client';
import { PlatformError } from '../../kit/errors.js';
import { findAccountByEmail } from './accounts.js';
import { LOGIN_MESSAGES, type IdentityContext, type UpstreamOidcSettings } from './context.js';
import { publicOrigin, redirect } from './http.js';
import { interactionTenant, nextStep } from './interaction.js';
import { createStateStore } from './login-state.js';
import { MOUNT_PATH } from './provider.js';

const STATE_TTL_SEC = 10 * 60;
const COOKIE = 'identity_federated';
export const FEDERATED_CALLBACK_PATH = `${MOUNT_PATH}/federated/callback`;

interface FederatedState {
  uid: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
}

export function upstreamFromEnv(env: Record<string, string | undefined>): UpstreamOidcSettings | undefined {
  const issuer = env.UPSTREAM_OIDC_ISSUER;
  const clientId = env.UPSTREAM_OIDC_CLIENT_ID;
  if (!issuer || !clientId) return undefined;
  return { issuer, clientId, clientSecret: env.UPSTREAM_OIDC_CLIENT_SECRET || undefined, scope: env.UPSTREAM_OIDC_SCOPE || undefined };
}

export function createFederation(ctx: IdentityContext) {
  const states = createStateStore<FederatedState>(ctx.db, 'IdentityFederatedState');
  let discovered: Promise<client.Configuration> | undefined;

  function upstreamConfig(settings: UpstreamOidcSettings): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        settings.issuer.startsWith('http:') && !ctx.config.isProduction ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined; // try again next time
        throw error;
      });
    return discovered;
  }

  function cookie(value: string, maxAge: number): string {
    const secure = ctx.config.isProduction ? '; Secure' : '';
    return `${COOKIE}=${value}; Path=${MOUNT_PATH}/federated; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
  }

  function readCookie(req: IncomingMessage): string | undefined {
    const header = req.headers.cookie ?? '';
    for (const part of header.split(';')) {
      const [name, ...rest] = part.trim().split('=');
      if (name === COOKIE) return rest.join('=');
    }
    return undefined;
  }

  /** GET /api/identity/interaction/{uid}/federated → 302 to the upstream provider. */
  async function start(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const settings = ctx.upstream;
    if (!settings) throw new PlatformError('NOT_FOUND', 'Social sign-in is not configured');
    const interaction = await ctx.provider.Interaction.find(uid);
    if (!interaction) throw new PlatformError('NOT_FOUND', LOGIN_MESSAGES.unableToLogin);
    interactionTenant(req, interaction);
    let config: client.Configuration;
    try {
      config = await upstreamConfig(settings);
    } catch (error) {
      // The browser navigated here: send it back to the login screen rather than showing a JSON error.
      ctx.logger.warn({ err: error }, 'federated sign-in: upstream discovery failed');
      redirect(res, `/login?interaction=${encodeURIComponent(uid)}&error=${encodeURIComponent(LOGIN_MESSAGES.unableToLogin)}`);
      return;
    }
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const redirectUri = `${publicOrigin(req)}${FEDERATED_CALLBACK_PATH}`;
    await states.set(state, { uid, codeVerifier, nonce, redirectUri }, STATE_TTL_SEC);
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: settings.scope ?? 'openid email',
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    res.setHeader('Set-Cookie', cookie(state, STATE_TTL_SEC));
    redirect(res, url.href);
  }

  /** GET /api/identity/federated/callback: match the upstream e-mail to an account, finish the interaction. */
  async function callback(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const settings = ctx.upstream;
    if (!settings) throw new PlatformError('NOT_FOUND', 'Social sign-in is not configured');
    const url = new URL(req.url ?? '/', 'http://internal');
    const stateParam = url.searchParams.get('state') ?? '';
    const bound = readCookie(req);
    res.setHeader('Set-Cookie', cookie('', 0));
    const saved = stateParam && bound === stateParam ? await states.take(stateParam) : undefined;
    if (!saved) throw new PlatformError('BAD_USER_INPUT', LOGIN_MESSAGES.unableToLogin);
    const back = (error?: string) =>
      redirect(res, `/login?interaction=${encodeURIComponent(saved.uid)}${error ? `&error=${encodeURIComponent(error)}` : ''}`);

    const interaction = await ctx.provider.Interaction.find(saved.uid);
    if (!interaction) throw new PlatformError('NOT_FOUND', LOGIN_MESSAGES.unableToLogin);
    let email: string | undefined;
    try {
      const config = await upstreamConfig(settings);
      const tokens = await client.authorizationCodeGrant(config, new URL(`${saved.redirectUri}${url.search}`), {
        pkceCodeVerifier: saved.codeVerifier,
        expectedState: stateParam,
        expectedNonce: saved.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      let claims: Record<string, unknown> | undefined = idClaims;
      if (idClaims && typeof idClaims.email !== 'string') {
        // Providers that keep scope claims out of the ID token answer them at userinfo.
        claims = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      }
      if (claims && claims.email_verified === true && typeof claims.email === 'string') email = claims.email;
    } catch (error) {
      ctx.logger.warn({ err: error }, 'federated sign-in: upstream exchange failed');
      back(LOGIN_MESSAGES.unableToLogin);
      return;
    }
    let tenant;
    try {
      tenant = interactionTenant(req, interaction);
    } catch {
      back(LOGIN_MESSAGES.unableToLogin);
      return;
    }
    const account = email ? await findAccountByEmail(ctx.db, email) : undefined;
    if (!account || account.status !== 'active' || account.tenant !== tenant) {
      back(LOGIN_MESSAGES.unableToLogin);
      return;
    }
    const step = await nextStep(ctx, interaction, account, ['fed'], { passwordStep: false });
    if (step.state === 'SUCCESS') redirect(res, step.redirectTo);
    else back();
  }

  return { start, callback };
}
