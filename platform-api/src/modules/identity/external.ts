// Access tokens from an external OpenID issuer (production may point the shell at e.g. Cognito): verified against
// that issuer's JWKS and mapped to our identity account by e-mail, so sub/tenant/roles are the platform's own.
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import { findAccountByEmail, type IdentityDb } from './accounts.js';
import { rolesFor } from './provider.js';

export interface ExternalIssuerSettings {
  issuer: string;
  /** The shell's client id at that issuer: the token's client_id (Cognito) or one of its audiences must match. */
  clientId: string;
  /** Default: jwks_uri from the issuer's discovery document. */
  jwksUri?: string;
}

export function externalIssuerFromEnv(env: Record<string, string | undefined>): ExternalIssuerSettings | undefined {
  const issuer = env.EXTERNAL_OIDC_ISSUER;
  const clientId = env.EXTERNAL_OIDC_CLIENT_ID;
  if (!issuer || !clientId) return undefined;
  return { issuer, clientId, jwksUri: env.EXTERNAL_OIDC_JWKS_URI || undefined };
}

export function createExternalVerifier(db: IdentityDb, settings: ExternalIssuerSettings) {
  let jwks: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;
  const keySet = () =>
    (jwks ??= (async () => {
      let uri = settings.jwksUri;
      if (!uri) {
        const res = await fetch(`${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
        if (!res.ok) throw new Error(`external issuer discovery failed (${res.status})`);
        uri = String(((await res.json()) as { jwks_uri?: string }).jwks_uri ?? '');
      }
      return createRemoteJWKSet(new URL(uri));
    })().catch((error: unknown) => {
      jwks = undefined;
      throw error;
    }));

  return {
    issuer: settings.issuer,
    /** True when the (unverified) token names this issuer; verification follows. */
    claims(token: string): boolean {
      try {
        return decodeJwt(token).iss === settings.issuer;
      } catch {
        return false;
      }
    },
    async verify(token: string) {
      const { payload } = await jwtVerify(token, await keySet(), { issuer: settings.issuer });
      assertForShell(payload, settings.clientId);
      const email =
        typeof payload.email === 'string'
          ? payload.email
          : typeof payload.username === 'string' && payload.username.includes('@')
            ? payload.username
            : undefined;
      if (!email) throw new Error('external access token carries no e-mail');
      const account = await findAccountByEmail(db, email);
      if (!account || account.status !== 'active') throw new Error('no active account for the external token');
      const roles = await rolesFor(db, account.principalId, account.roles);
      return { sub: account.principalId, tenant: account.tenant, roles, email: account.email };
    },
  };
}

function assertForShell(payload: JWTPayload, clientId: string): void {
  if (payload.token_use !== undefined && payload.token_use !== 'access') throw new Error('not an access token');
  const audiences = Array.isArray(payload.aud) ? payload.aud : payload.aud ? [payload.aud] : [];
  if (payload.client_id !== clientId && !audiences.includes(clientId)) throw new Error('access token for another client');
}
