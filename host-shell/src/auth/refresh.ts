import { accessTokenExpired, getTokens, setTokens, tokenSetFromResponse, type TokenSet } from './tokens';
import { impersonationOpener, requestTokenFromOpener } from '../session/impersonationTokens';
import { browserStorage } from '../app/browserStorage';

/*
 * The token endpoint and the refresh: a fresh access token by the HttpOnly refresh cookie, one request shared by every
 * caller of the page and one at a time across tabs. It imports no shared module, so the entry chunk can start the
 * refresh of a reload while the shell's code is still arriving (app/earlyRequests.ts, ADR 0293).
 */

/** docs/architecture.md § Identity: one public client, PKCE S256, endpoints relative to the shell's origin. */
export const CLIENT_ID = 'host-shell';
const TOKEN_URL = '/api/identity/token';

export async function tokenRequest(body: Record<string, string>): Promise<Response> {
  return fetch(TOKEN_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(body),
    // Leaving the page must not cancel it: the server may already have rotated the refresh cookie, and only a request
    // that runs to its end stores the new one (ADR 0258).
    keepalive: true,
  });
}

/**
 * Set before a refresh, cleared by the token endpoint's answer (platform-api refresh-cookie.ts): a page that starts
 * while the previous page's refresh is still on its way waits for it, instead of presenting the cookie that refresh is
 * rotating (which the server would take for reuse and end the session). Expires on its own if no answer ever comes.
 */
const REFRESH_IN_FLIGHT = 'identity_refreshing';
const REFRESH_IN_FLIGHT_MAX_MS = 5000;

const refreshInFlight = () => document.cookie.split('; ').some((c) => c.startsWith(`${REFRESH_IN_FLIGHT}=`));

async function afterRefreshInFlight(): Promise<void> {
  const deadline = Date.now() + REFRESH_IN_FLIGHT_MAX_MS;
  while (refreshInFlight() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

function markRefreshInFlight(on: boolean): void {
  document.cookie = on
    ? `${REFRESH_IN_FLIGHT}=1; Path=/; Max-Age=${REFRESH_IN_FLIGHT_MAX_MS / 1000}; SameSite=Strict`
    : `${REFRESH_IN_FLIGHT}=; Path=/; Max-Age=0; SameSite=Strict`;
}

/** One refresh at a time across every tab of this origin: the cookie rotates on each use, and two tabs sending the
 * same cookie at once would look like reuse and revoke the grant. */
export const REFRESH_LOCK = 'work-platform:token-refresh';

export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  // Web Locks are in every current browser; without them (old browsers, tests) one tab is still serialised above.
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  return locks ? (locks.request(REFRESH_LOCK, task) as Promise<T>) : task();
}

/**
 * "This browser holds a refresh cookie" — a flag, not a secret (the cookie itself is HttpOnly), so an anonymous visit
 * does not send a refresh that can only fail. Per browser, like the cookie; set by a code exchange or refresh, cleared
 * when a refresh is refused and at sign-out.
 */
export const SESSION_HINT_KEY = 'auth:has-session';

export function setSessionHint(on: boolean): void {
  try {
    if (on) browserStorage.setItem(SESSION_HINT_KEY, '1');
    else browserStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage unavailable: the next load simply tries the refresh.
  }
}

/** 'offline': the network failed, which is not a sign-out. */
type Refreshed = TokenSet | null | 'offline';

/** A refresh grant by the HttpOnly refresh cookie (the shell never sees the refresh token). */
async function refreshByCookie(previous: TokenSet | null): Promise<Refreshed> {
  if (browserStorage.getItem(SESSION_HINT_KEY) !== '1') return null;
  return withRefreshLock(async () => {
    await afterRefreshInFlight();
    let response: Response;
    try {
      markRefreshInFlight(true);
      response = await tokenRequest({ grant_type: 'refresh_token', client_id: CLIENT_ID });
    } catch {
      return 'offline';
    } finally {
      markRefreshInFlight(false); // the server's answer clears it too, for when this page is gone by then
    }
    setSessionHint(response.ok);
    if (!response.ok) return null;
    return tokenSetFromResponse(await response.json(), Date.now(), previous);
  });
}

let refreshing: Promise<TokenSet | null> | null = null;

/**
 * A fresh access token: by the refresh cookie, or — in a croudie impersonation window on another origin, which has
 * no cookie — from the staff member's window that opened it. Concurrent callers share one request. Resolves null
 * (and forgets the token) when the session is over; a network failure keeps the token for a later retry.
 */
export function refreshTokens(): Promise<TokenSet | null> {
  refreshing ??= (async () => {
    const before = getTokens();
    const next: Refreshed = impersonationOpener() ? await requestTokenFromOpener() : await refreshByCookie(before);
    if (next === 'offline') return null;
    // Another path (the code exchange) may have set tokens meanwhile: a failed refresh must not wipe those.
    if (next || getTokens() === before) setTokens(next);
    return next ?? getTokens();
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** A usable access token: the one in memory, or (after a reload, or near expiry) a refreshed one. */
export async function validAccessToken(): Promise<string | null> {
  const tokens = getTokens();
  if (tokens && !accessTokenExpired(tokens)) return tokens.accessToken;
  return (await refreshTokens())?.accessToken ?? null;
}

/** The token set behind validAccessToken (what an impersonation window is handed). */
export async function validTokens(): Promise<TokenSet | null> {
  return (await validAccessToken()) ? getTokens() : null;
}
