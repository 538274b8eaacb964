// The OpenID Provider (oidc-provider 9): one public first-party client, the host shell.
import { eq, sql } from 'drizzle-orm';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../kit/config.js';
import { findAccountByPrincipal, type IdentityDb } from './accounts.js';
import { createAdapterFactory } from './adapter.js';
import type { IdentityKeys } from './keys.js';
import { principalRoles } from '../people/people.tables.js';
import { roleIsActive } from '../roles/index.js';

export const API_AUDIENCE = 'urn:work-platform:api';
export const API_SCOPE = 'api';
export const SHELL_CLIENT_ID = 'host-shell';
export const MOUNT_PATH = '/api/identity';

export const TTL = {
  AuthorizationCode: 60,
  AccessToken: 10 * 60,
  IdToken: 10 * 60,
  Interaction: 60 * 60,
  Session: 14 * 24 * 60 * 60,
  Grant: 14 * 24 * 60 * 60,
  RefreshToken: 14 * 24 * 60 * 60,
} as const;

export function publicOrigins(publicPort: number): string[] {
  return ['localhost', 'network.localhost', 'control.localhost', 'client.localhost'].map((h) => `http://${h}:${publicPort}`);
}

/** Origins of the shell: the four dev origins, plus PUBLIC_URL's origin when it is something else (production). */
export function shellOrigins(config: Pick<Config, 'publicPort' | 'publicUrl'>): string[] {
  const origins = publicOrigins(config.publicPort);
  const publicOrigin = new URL(config.publicUrl).origin;
  if (!origins.includes(publicOrigin)) origins.push(publicOrigin);
  return origins;
}

/**
 * Roles of a principal: the people module's principal_roles (without roles switched off in settings, ADR 0257), else
 * the fallback on the identity account.
 */
export async function rolesFor(db: IdentityDb, principalId: string, fallback: string): Promise<string[]> {
  const rows = await db
    .select({ role: principalRoles.role, active: sql<boolean>`${roleIsActive(principalRoles.role)}` })
    .from(principalRoles)
    .where(eq(principalRoles.principalId, principalId))
    .orderBy(principalRoles.role);
  if (rows.length > 0) return rows.filter((r) => r.active).map((r) => r.role);
  return fallback.split('|').filter(Boolean);
}

export function createProvider(deps: { db: IdentityDb; config: Config; keys: IdentityKeys }): Provider {
  const { db, config, keys } = deps;
  const issuer = `${config.publicUrl}${MOUNT_PATH}`;
  const origins = shellOrigins(config);
  const secureCookies = config.isProduction;

  const configuration: Configuration = {
    adapter: createAdapterFactory(db),
    clients: [
      {
        client_id: SHELL_CLIENT_ID,
        client_name: 'Work platform',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((o) => `${o}/callback`),
        post_logout_redirect_uris: origins.map((o) => `${o}/logout`),
      },
    ],
    jwks: { keys: keys.signing as never },
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
      short: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
    },
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', 'email', 'profile', API_SCOPE],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['tenant'] },
    responseTypes: ['code'],
    // CORS only for the shell's own origins (it calls same-origin through the gateway anyway).
    clientBasedCORS: (_ctx, origin, client) => client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
    async findAccount(_ctx, sub) {
      const account = await findAccountByPrincipal(db, sub);
      if (!account || account.status !== 'active') return undefined;
      return {
        accountId: sub,
        async claims() {
          return { sub, email: account.email, email_verified: account.emailConfirmedAt !== null, tenant: account.tenant };
        },
      };
    },
    interactions: {
      // Under the mount path, so the signed _interaction cookie (whose path is this URL's) reaches every interaction
      // step; a browser navigation here is sent on to the shell's /login?interaction={uid}.
      url: (_ctx, interaction) => `${MOUNT_PATH}/interaction/${encodeURIComponent(interaction.uid)}`,
    },
    features: {
      devInteractions: { enabled: false },
      // A client may revoke only its own tokens (the shell signs out with its refresh token).
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      introspection: { enabled: false },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== API_AUDIENCE) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: API_AUDIENCE,
            accessTokenTTL: config.accessTokenTtlSeconds ?? TTL.AccessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    /** First-party client: grants are created (and widened to what is asked) without a consent screen. */
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const client = ctx.oidc.client!;
      const session = ctx.oidc.session!;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (grant && grant.accountId !== session.accountId) grant = undefined;
      if (client.clientId !== SHELL_CLIENT_ID) return grant;
      grant ??= new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId! });
      const requested = [...ctx.oidc.requestParamScopes];
      grant.addOIDCScope(requested.filter((s) => s !== API_SCOPE).join(' '));
      const claims = [...ctx.oidc.requestParamClaims];
      if (claims.length) grant.addOIDCClaims(claims);
      grant.addResourceScope(API_AUDIENCE, API_SCOPE);
      await grant.save();
      return grant;
    },
    /** The shell always gets a refresh token (rotated on every use, see rotateRefreshToken). */
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await findAccountByPrincipal(db, token.accountId);
      if (!account) return undefined;
      const roles = await rolesFor(db, account.principalId, account.roles);
      // sv: the session version at issue; the API refuses the token once the account's version has moved on.
      return { tenant: account.tenant, roles: roles.join('|'), email: account.email, sv: account.sessionVersion };
    },
    ttl: {
      ...TTL,
      AccessToken: config.accessTokenTtlSeconds ?? TTL.AccessToken, // shorter only in tests (kit/config.ts)
      /** Absolute lifetime: a rotated refresh token keeps what was left of its predecessor (no endless sliding). */
      RefreshToken: (ctx, _token, _client) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? TTL.RefreshToken,
    },
    clockTolerance: 5,
    renderError(ctx, out) {
      ctx.type = 'json';
      ctx.body = { error: { code: 'BAD_USER_INPUT', message: out.error_description ?? out.error, oauthError: out.error } };
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = true;
  return provider;
}
