import { decodeJwt } from 'jose';
import { LRUCache } from 'lru-cache';

/** How many verified tokens one instance remembers; past it the least recently used are verified again. */
const MAX_TOKENS = 10_000;

/**
 * Remembers each access token that verified, until it expires, so a request pays for the signature check (RS256 on
 * WebCrypto, about a third of an API request's CPU) once per token rather than on every call. Safe because a signed
 * token's claims never change: what can end a session (a status change, a sign-out elsewhere, a role change) is read
 * from the database on every request (kit/auth), never from the token. Refusals are not remembered, and a token
 * without an expiry is verified every time.
 */
export function rememberVerifiedTokens<Claims extends object>(
  verify: (token: string) => Promise<Claims>,
  options: { max?: number; now?: () => number } = {},
): (token: string) => Promise<Claims> {
  const now = options.now ?? Date.now;
  const verified = new LRUCache<string, { claims: Claims; expiresAt: number }>({ max: options.max ?? MAX_TOKENS });
  return async (token) => {
    const known = verified.get(token);
    if (known && known.expiresAt > now()) return known.claims;
    if (known) verified.delete(token);
    const claims = await verify(token);
    const { exp } = decodeJwt(token);
    if (typeof exp === 'number') verified.set(token, { claims, expiresAt: exp * 1000 });
    return claims;
  };
}
