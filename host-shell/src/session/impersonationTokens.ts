/**
 * Tokens for a croudie impersonation window (ADR 0053). The staff member's app (control origin) opens the network app
 * in a new window. Cookies are per host, so that window has no refresh cookie; instead it asks its opener for an
 * access token whenever it needs one, by postMessage, both sides checking origin and window:
 *
 *   impersonation window → opener   { type: TOKEN_REQUEST, id }                       (to the recorded opener origin)
 *   opener → impersonation window   { type: TOKEN_RESPONSE, id, accessToken, expiresAt } (only to a window it opened)
 *
 * Nothing is written to storage but the opener's origin (window) and the served origin (opener); the access token
 * stays in memory on both sides and the refresh cookie never leaves the staff member's origin.
 */
import { tabStorage } from '../app/browserStorage';
import type { TokenSet } from '../auth/tokens';

export const TOKEN_REQUEST = 'work-platform:token-request';
export const TOKEN_RESPONSE = 'work-platform:token';
/** In the impersonation window: the origin of the staff member's window that hands it tokens. */
export const OPENER_KEY = 'impersonation-opener';
/** In the staff member's window: the origin of the impersonation window it opened and serves. */
export const SERVED_KEY = 'impersonation-served';
export const TOKEN_REQUEST_TIMEOUT_MS = 5000;

export interface TokenRequest {
  type: typeof TOKEN_REQUEST;
  id: string;
}

export interface TokenResponse {
  type: typeof TOKEN_RESPONSE;
  id: string;
  accessToken: string | null;
  expiresAt: number;
}

export function impersonationOpener(storage: Storage = tabStorage): string | null {
  return storage.getItem(OPENER_KEY);
}

export function rememberOpener(origin: string | null, storage: Storage = tabStorage): void {
  if (origin) storage.setItem(OPENER_KEY, origin);
  else storage.removeItem(OPENER_KEY);
}

export function rememberServedWindow(origin: string, storage: Storage = tabStorage): void {
  storage.setItem(SERVED_KEY, origin);
}

type Win = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & { opener: unknown };

/** In the impersonation window: asks the opener for a fresh access token; null when it cannot (closed, refused). */
export function requestTokenFromOpener(win: Win = window, storage: Storage = tabStorage): Promise<TokenSet | null> {
  const origin = impersonationOpener(storage);
  const opener = win.opener as Window | null;
  if (!origin || !opener || (opener as { closed?: boolean }).closed) return Promise.resolve(null);
  const id = crypto.randomUUID();
  return new Promise((resolve) => {
    const done = (tokens: TokenSet | null) => {
      win.removeEventListener('message', onMessage);
      win.clearTimeout(timer);
      resolve(tokens);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== opener) return;
      const data = event.data as Partial<TokenResponse> | null;
      if (!data || data.type !== TOKEN_RESPONSE || data.id !== id) return;
      done(
        typeof data.accessToken === 'string' && typeof data.expiresAt === 'number'
          ? { accessToken: data.accessToken, idToken: null, expiresAt: data.expiresAt }
          : null,
      );
    };
    const timer = win.setTimeout(() => done(null), TOKEN_REQUEST_TIMEOUT_MS);
    win.addEventListener('message', onMessage);
    const request: TokenRequest = { type: TOKEN_REQUEST, id };
    opener.postMessage(request, origin);
  });
}

/**
 * In the staff member's window: answers token requests of the impersonation window it opened — only from the origin
 * recorded when opening it, and only from a window whose opener is this one. Returns the uninstall function.
 */
export function serveImpersonationWindows(
  accessToken: () => Promise<TokenSet | null>,
  win: Window = window,
  storage: Storage = tabStorage,
): () => void {
  const onMessage = (event: MessageEvent) => {
    const served = storage.getItem(SERVED_KEY);
    const data = event.data as Partial<TokenRequest> | null;
    if (!served || event.origin !== served || !data || data.type !== TOKEN_REQUEST || typeof data.id !== 'string') return;
    const source = event.source as Window | null;
    let openedHere = false;
    try {
      openedHere = !!source && source.opener === win; // `opener` is readable across origins
    } catch {
      openedHere = false;
    }
    if (!source || !openedHere) return;
    const id = data.id;
    void accessToken().then(
      (tokens) => {
        const response: TokenResponse = {
          type: TOKEN_RESPONSE,
          id,
          accessToken: tokens?.accessToken ?? null,
          expiresAt: tokens?.expiresAt ?? 0,
        };
        source.postMessage(response, served);
      },
      () => source.postMessage({ type: TOKEN_RESPONSE, id, accessToken: null, expiresAt: 0 } satisfies TokenResponse, served),
    );
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
