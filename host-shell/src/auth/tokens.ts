/**
 * The access token lives in this page's memory only — never in sessionStorage or localStorage, where any script could
 * read it. The refresh token is not the shell's at all: the API keeps it in an HttpOnly cookie scoped to the token
 * endpoint, so a reload restores the session with a cookie refresh (auth/oidc.ts; ADR 0053).
 */
import { tabStorage } from '../app/browserStorage';

export interface TokenSet {
  accessToken: string;
  idToken: string | null;
  /** epoch ms */
  expiresAt: number;
}

/** Where older shells kept a copy of the tokens (refresh token included): removed on load. */
const LEGACY_KEY = 'auth:tokens';
try {
  tabStorage.removeItem(LEGACY_KEY);
} catch {
  // Storage may be unavailable; then nothing was stored either.
}

let current: TokenSet | null = null;
const listeners = new Set<() => void>();

export function tokenSetFromResponse(
  body: {
    access_token: string;
    id_token?: string;
    expires_in?: number;
  },
  now = Date.now(),
  previous: TokenSet | null = null,
): TokenSet {
  return {
    accessToken: body.access_token,
    idToken: body.id_token ?? previous?.idToken ?? null,
    expiresAt: now + (body.expires_in ?? 300) * 1000,
  };
}

export function getTokens(): TokenSet | null {
  return current;
}

export function setTokens(tokens: TokenSet | null): void {
  current = tokens;
  listeners.forEach((l) => l());
}

/** True when the access token is gone or expires within `skewMs`. */
export function accessTokenExpired(tokens: TokenSet | null, now = Date.now(), skewMs = 30_000): boolean {
  return !tokens || tokens.expiresAt - skewMs <= now;
}

export function onTokensChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
