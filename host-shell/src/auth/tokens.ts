/**
 * Tokens live in memory; a copy sits in sessionStorage (per tab, cleared when the tab closes) so a reload
 * can refresh instead of signing in again.
 */
import { tabStorage } from '../app/browserStorage';

export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  idToken: string | null;
  /** epoch ms */
  expiresAt: number;
}

const KEY = 'auth:tokens';
let current: TokenSet | null = null;
const listeners = new Set<() => void>();

export function tokenSetFromResponse(body: {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in?: number;
}, now = Date.now(), previous: TokenSet | null = null): TokenSet {
  return {
    accessToken: body.access_token,
    // A refresh without rotation keeps the old refresh token.
    refreshToken: body.refresh_token ?? previous?.refreshToken ?? null,
    idToken: body.id_token ?? previous?.idToken ?? null,
    expiresAt: now + (body.expires_in ?? 300) * 1000,
  };
}

export function getTokens(): TokenSet | null {
  if (current) return current;
  try {
    const raw = tabStorage.getItem(KEY);
    current = raw ? (JSON.parse(raw) as TokenSet) : null;
  } catch {
    current = null;
  }
  return current;
}

export function setTokens(tokens: TokenSet | null): void {
  current = tokens;
  try {
    if (tokens) tabStorage.setItem(KEY, JSON.stringify(tokens));
    else tabStorage.removeItem(KEY);
  } catch {
    // Storage can be unavailable (private mode); memory still works for this page.
  }
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
