// Identity module: OpenID Provider at /api/identity, the interaction JSON API, recovery endpoints, token verification.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { Clock } from '../../kit/clock.js';
import type { Config } from '../../kit/config.js';
import type { Database } from '../../kit/db/index.js';
import { PlatformError } from '../../kit/errors.js';
import type { Logger } from '../../kit/logger.js';
import type { Outbox } from '../../kit/outbox/index.js';
import type { AccountsPort } from '../../kit/accounts.js';
import type { LimiterFactory } from '../../kit/rate-limit.js';
import {
  bumpSessionVersion,
  createIdentityAccount,
  findAccountByEmail,
  onSessionEnded,
  sessionVersionOf,
  setIdentityAccountStatus,
  type IdentityDb,
} from './accounts.js';
import type { IdentityContext, UpstreamOidcSettings } from './context.js';
import { createFederation, upstreamFromEnv } from './federated.js';
import { redirect, sendError } from './http.js';
import { assertInteractionBrowser, getInteraction, isNavigation, postMfa, postNewPassword, postPassword } from './interaction.js';
import { useRefreshCookie } from './refresh-cookie.js';
import { purgeExpiredOidcPayloads } from './adapter.js';
import { createExternalVerifier, externalIssuerFromEnv, type ExternalIssuerSettings } from './external.js';
import { loadIdentityKeys } from './keys.js';
import { verifyDummyPassword } from './password.js';
import { rememberVerifiedTokens } from './verified-tokens.js';
import { createStateStore, type LoginState } from './login-state.js';
import { API_AUDIENCE, MOUNT_PATH, createProvider } from './provider.js';
import {
  pendingEmailOf,
  postConfirmEmail,
  postCreatePassword,
  postForgot,
  postReset,
  sendAccountLink,
  sendEmailChangeLink,
  type AccountTokenPurpose,
} from './recovery.js';
import { confirmTwoStepEnrolment, disableTwoStep, startTwoStepEnrolment, twoStepEnabled } from './two-step.js';
import { createThrottle, type ThrottleOptions } from './throttle.js';

export { createIdentityAccount, sessionVersionSubquery, setIdentityAccountStatus } from './accounts.js';
export { API_AUDIENCE, SHELL_CLIENT_ID, MOUNT_PATH } from './provider.js';

export interface AccessTokenClaims {
  sub: string;
  tenant: string;
  roles: string[];
  email?: string;
  /** Session version at issue (claim `sv`); absent on tokens of an external issuer. */
  sessionVersion?: number;
}

export interface IdentityModule {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  verifyAccessToken(token: string): Promise<AccessTokenClaims>;
  /** E-mails a single-use create-password or confirm-e-mail link for an existing identity account. */
  sendAccountLink(principalId: string, purpose: AccountTokenPurpose): Promise<void>;
  /** The port the domain modules use through the request context (kit/accounts.ts). */
  accounts: AccountsPort;
  /** Called with the principal after every session-version bump (sign-out, password change, status change). */
  onSessionEnded(listener: (principalId: string) => void): () => void;
  close(): Promise<void>;
}

export interface IdentityModuleOptions {
  /** Upstream OIDC provider for social sign-in; default from UPSTREAM_OIDC_ISSUER / _CLIENT_ID / _CLIENT_SECRET. */
  upstream?: UpstreamOidcSettings | null;
  throttle?: { login?: ThrottleOptions; mfa?: ThrottleOptions; forgot?: ThrottleOptions; reset?: ThrottleOptions; token?: ThrottleOptions };
  /** Wall clock for TOTP (tests move it). */
  totpNow?: () => number;
  forgotMinMs?: number;
  /** Also accept access tokens of this external issuer; default EXTERNAL_OIDC_ISSUER / _CLIENT_ID / _JWKS_URI. */
  externalIssuer?: ExternalIssuerSettings | null;
  /** Proxies that append to X-Forwarded-For in front of the API; default config.trustedProxyHops (TRUSTED_PROXY_HOPS, 1). */
  trustedProxyHops?: number;
  /** Where the throttles count (kit/rate-limit.ts): Redis when several instances run; default in this process. */
  limiters?: LimiterFactory;
}

const loginPath = (uid: string) => `/login?interaction=${encodeURIComponent(uid)}`;

type Route = (ctx: IdentityContext, req: IncomingMessage, res: ServerResponse, uid: string) => Promise<void>;

const INTERACTION_ROUTES: Record<string, Record<string, Route>> = {
  '': { GET: getInteraction },
  '/password': { POST: postPassword },
  '/new-password': { POST: postNewPassword },
  '/mfa': { POST: postMfa },
};

export async function createIdentityModule(
  deps: { db: Database | IdentityDb; clock: Clock; config: Config; logger: Logger; outbox: Outbox },
  options: IdentityModuleOptions = {},
): Promise<IdentityModule> {
  const db = deps.db as IdentityDb;
  const logger = deps.logger.child({ module: 'identity' });
  const keys = await loadIdentityKeys(db);
  await verifyDummyPassword('warm-up'); // the first unknown e-mail must not cost an extra hash (timing)
  const provider = createProvider({ db, config: deps.config, keys });
  provider.on('server_error', (_ctx, error) => logger.error({ err: error }, 'oidc-provider server error'));
  // Sign-out (the shell revokes its refresh token): every session of that person ends.
  useRefreshCookie(provider, {
    secure: deps.config.isProduction,
    onRevoked: async (accountId) => {
      await bumpSessionVersion(db, accountId, deps.clock.now());
    },
  });
  const issuer = provider.issuer;
  const jwks = createLocalJWKSet(keys.publicJwks as Parameters<typeof createLocalJWKSet>[0]);

  const ctx: IdentityContext = {
    db,
    clock: deps.clock,
    config: deps.config,
    logger,
    outbox: deps.outbox,
    provider,
    throttles: {
      login: createThrottle('login', { limiters: options.limiters, ...options.throttle?.login }),
      mfa: createThrottle('mfa', { limiters: options.limiters, ...options.throttle?.mfa }),
      forgot: createThrottle('forgot', { limiters: options.limiters, accountIpPoints: 5, ipPoints: 50, ...options.throttle?.forgot }),
      reset: createThrottle('reset', { limiters: options.limiters, ...options.throttle?.reset }),
      token: createThrottle('token', { limiters: options.limiters, accountIpPoints: 20, ...options.throttle?.token }),
    },
    loginStates: createStateStore<LoginState>(db, 'IdentityLoginState'),
    upstream: options.upstream === null ? undefined : (options.upstream ?? upstreamFromEnv(process.env)),
    totpNow: options.totpNow ?? Date.now,
    forgotMinMs: options.forgotMinMs ?? 400,
    trustedProxyHops: options.trustedProxyHops ?? deps.config.trustedProxyHops,
  };
  const federation = createFederation(ctx);
  // Housekeeping: expired provider rows are ignored on read; drop them now and then.
  const purge = () =>
    purgeExpiredOidcPayloads(db).catch((error: unknown) => logger.warn({ err: error }, 'purging expired oidc payloads failed'));
  const purgeTimer = setInterval(purge, 60 * 60 * 1000);
  purgeTimer.unref();
  const providerCallback = provider.callback();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const originalUrl = req.url ?? '/';
    const url = new URL(originalUrl, 'http://internal');
    if (!url.pathname.startsWith(MOUNT_PATH)) {
      sendError(res, new PlatformError('NOT_FOUND', 'Not found'));
      return;
    }
    const path = url.pathname.slice(MOUNT_PATH.length) || '/';
    const method = req.method ?? 'GET';
    try {
      const interaction = /^\/interaction\/([A-Za-z0-9_-]{1,64})(\/[a-z-]+)?$/.exec(path);
      if (interaction) {
        const uid = interaction[1]!;
        const sub = interaction[2] ?? '';
        // The provider sends the browser here (the interaction cookie's path covers every step): on to the shell.
        if (sub === '' && method === 'GET' && isNavigation(req)) return redirect(res, loginPath(uid));
        const route: Route | undefined =
          sub === '/federated' && method === 'GET' ? (_ctx, rq, rs, id) => federation.start(rq, rs, id) : INTERACTION_ROUTES[sub]?.[method];
        if (!route) throw new PlatformError('NOT_FOUND', 'Not found');
        try {
          // Only the browser that began the sign-in may take its steps (signed _interaction cookie).
          await assertInteractionBrowser(ctx, req, res, uid);
        } catch (error) {
          if (sub === '/federated') return redirect(res, loginPath(uid)); // a navigation: the shell shows the error page
          throw error;
        }
        return await route(ctx, req, res, uid);
      }
      if (path === '/federated/callback' && method === 'GET') return await federation.callback(req, res);
      if (method === 'POST') {
        if (path === '/password/forgot') return await postForgot(ctx, req, res);
        if (path === '/password/reset') return await postReset(ctx, req, res);
        if (path === '/password/create') return await postCreatePassword(ctx, req, res);
        if (path === '/email/confirm') return await postConfirmEmail(ctx, req, res);
      }
    } catch (error) {
      if (!(error instanceof PlatformError)) {
        logger.error({ err: error, path }, 'identity request failed');
      }
      if (!res.headersSent) sendError(res, error);
      return;
    }
    // Everything else is the OpenID Provider's (authorize, token, revocation, jwks, discovery, end session…).
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = originalUrl;
    req.url = originalUrl.slice(MOUNT_PATH.length) || '/';
    await new Promise<void>((resolve) => {
      res.once('finish', resolve);
      res.once('close', resolve);
      providerCallback(req, res);
    });
  }

  const externalSettings = options.externalIssuer === null ? undefined : (options.externalIssuer ?? externalIssuerFromEnv(process.env));
  const external = externalSettings ? createExternalVerifier(db, externalSettings) : undefined;

  async function verifyAccessToken(token: string): Promise<AccessTokenClaims> {
    if (external && external.claims(token)) return external.verify(token);
    const { payload } = await jwtVerify(token, jwks, {
      issuer,
      audience: API_AUDIENCE,
      typ: 'at+jwt',
      algorithms: ['RS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.tenant !== 'string') throw new Error('access token without sub or tenant');
    const roles = typeof payload.roles === 'string' ? payload.roles.split('|').filter(Boolean) : [];
    const claims: AccessTokenClaims = { sub: payload.sub, tenant: payload.tenant, roles };
    if (typeof payload.email === 'string') claims.email = payload.email;
    if (typeof payload.sv === 'number' && Number.isInteger(payload.sv)) claims.sessionVersion = payload.sv;
    return claims;
  }

  const linkDeps = { db, clock: deps.clock, outbox: deps.outbox, publicUrl: deps.config.publicUrl };
  const sendLink = (principalId: string, purpose: AccountTokenPurpose) => sendAccountLink(linkDeps, principalId, purpose);
  const twoStepDeps = { db, clock: deps.clock, totpNow: ctx.totpNow };
  const accounts: AccountsPort = {
    async createWithoutPassword({ principalId, email, tenant }) {
      await createIdentityAccount(db, { principalId, email, tenant, password: null, emailConfirmed: false });
    },
    principalByEmail: async (email) => (await findAccountByEmail(db, email))?.principalId ?? null,
    sendLink,
    setSignInAllowed: (principalId, allowed) =>
      setIdentityAccountStatus(db, principalId, allowed ? 'active' : 'disabled', deps.clock.now()),
    sessionVersion: (principalId) => sessionVersionOf(db, principalId),
    requestEmailChange: (principalId, newEmail) => sendEmailChangeLink(linkDeps, principalId, newEmail),
    pendingEmail: (principalId) => pendingEmailOf(db, deps.clock, principalId),
    twoStepEnabled: (principalId) => twoStepEnabled(db, principalId),
    startTwoStepEnrolment: (principalId, label) => startTwoStepEnrolment(twoStepDeps, principalId, label),
    confirmTwoStepEnrolment: (principalId, code) => confirmTwoStepEnrolment(twoStepDeps, principalId, code),
    disableTwoStep: (principalId, code) => disableTwoStep(twoStepDeps, principalId, code),
  };

  return {
    handle,
    verifyAccessToken: rememberVerifiedTokens(verifyAccessToken),
    sendAccountLink: sendLink,
    accounts,
    onSessionEnded: (listener) => onSessionEnded(db, listener),
    async close() {
      // The database belongs to the core; only our timer is ours to stop.
      clearInterval(purgeTimer);
    },
  };
}
