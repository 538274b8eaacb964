// The refresh token lives in an HttpOnly, SameSite=Strict cookie scoped to the token endpoint, out of every script's
// reach (ADR 0053). This koa middleware wraps the provider's token and revocation endpoints: it moves refresh_token
// from the token JSON into the cookie, and feeds the cookie back in when the shell leaves the token out.
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { MOUNT_PATH, SHELL_CLIENT_ID } from './provider.js';

export const REFRESH_COOKIE = 'identity_refresh';
/**
 * "A refresh of this browser is in flight": set by the shell (a flag, not a secret) before it sends a refresh, cleared
 * by the token endpoint's answer. The refresh rotates the cookie, and presenting a rotated one revokes the grant (reuse
 * detection), so a page must not refresh while the previous page's refresh is still on its way (ADR 0258).
 */
export const REFRESH_IN_FLIGHT_COOKIE = 'identity_refreshing';
/** Covers /api/identity/token and /api/identity/token/revocation, nothing else. */
export const REFRESH_COOKIE_PATH = `${MOUNT_PATH}/token`;

const TOKEN_PATH = '/token';
const REVOCATION_PATH = '/token/revocation';
// The provider's own limit for form bodies.
const MAX_BODY_BYTES = 56 * 1024;

export interface RefreshCookieOptions {
  secure: boolean;
  /** A refresh token of this account was revoked (sign-out). */
  onRevoked(accountId: string): Promise<void>;
}

export function refreshCookie(value: string, maxAgeSec: number, secure: boolean): string {
  const attributes = [
    `${REFRESH_COOKIE}=${value}`,
    `Path=${REFRESH_COOKIE_PATH}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSec))}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (maxAgeSec <= 0) attributes.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || undefined;
  }
  return undefined;
}

async function readForm(ctx: KoaContextWithOIDC): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) ctx.throw(413, 'request entity too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Installs the middleware on the provider (before its routes). */
export function useRefreshCookie(provider: Provider, options: RefreshCookieOptions): void {
  provider.use(async (koaCtx, next) => {
    const ctx = koaCtx as KoaContextWithOIDC;
    const isToken = ctx.path === TOKEN_PATH;
    const isRevocation = ctx.path === REVOCATION_PATH;
    if (ctx.method !== 'POST' || (!isToken && !isRevocation)) return next();

    const cookie = readCookie(ctx.get('cookie'), REFRESH_COOKIE);
    const inFlight = isToken && !!readCookie(ctx.get('cookie'), REFRESH_IN_FLIGHT_COOKIE);
    const clear = () => ctx.append('Set-Cookie', refreshCookie('', 0, options.secure));
    let usedCookie = false;
    let revoking: { token: string; accountId: string } | undefined;

    // Only read the body when there is something to do: a cookie to feed in, or a revocation to watch.
    if ((cookie || isRevocation) && ctx.is('application/x-www-form-urlencoded')) {
      const form = await readForm(ctx);
      if (cookie && isToken && form.get('grant_type') === 'refresh_token' && !form.get('refresh_token')) {
        form.set('refresh_token', cookie);
        usedCookie = true;
      }
      if (cookie && isRevocation && !form.get('token')) {
        form.set('token', cookie);
        form.set('token_type_hint', 'refresh_token');
      }
      // The provider parses an already-read body from req.body (its documented fallback for upstream parsers).
      (ctx.req as typeof ctx.req & { body?: string }).body = form.toString();
      if (isRevocation) {
        const token = form.get('token') ?? '';
        if (!token) {
          // Nothing to revoke: the cookie is already gone (a refused refresh cleared it, or an earlier sign-out did).
          // Signing out is idempotent, so this is a success, not the provider's "missing parameter" 400 (RFC 7009 §2.2).
          ctx.status = 200;
          ctx.body = '';
          return;
        }
        usedCookie = !!cookie && token === cookie;
        const found = token ? await provider.RefreshToken.find(token).catch(() => undefined) : undefined;
        if (found?.accountId && found.clientId === SHELL_CLIENT_ID) revoking = { token, accountId: found.accountId };
      }
    }

    await next();

    if (isToken) {
      // whatever the answer, this refresh is over
      if (inFlight) ctx.append('Set-Cookie', `${REFRESH_IN_FLIGHT_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`);
      const body = ctx.body as Record<string, unknown> | undefined;
      if (ctx.status === 200 && body && typeof body.refresh_token === 'string') {
        const value = body.refresh_token;
        const stored = await provider.RefreshToken.find(value).catch(() => undefined);
        ctx.append('Set-Cookie', refreshCookie(value, stored?.remainingTTL ?? 0, options.secure));
        delete body.refresh_token;
      } else if (usedCookie && ctx.status === 400 && body?.error === 'invalid_grant') {
        clear(); // a dead cookie (expired, revoked, reused) is of no further use
      }
      return;
    }
    // Revocation answers 200 even for unknown tokens; the grant is gone when the token can no longer be found.
    if (ctx.status === 200) {
      if (revoking && !(await provider.RefreshToken.find(revoking.token).catch(() => undefined))) {
        await options.onRevoked(revoking.accountId);
      }
      if (usedCookie) clear();
    }
  });
}
