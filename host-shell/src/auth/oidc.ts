import { codeChallengeS256, createCodeVerifier, createState } from './pkce';
import { accessTokenExpired, getTokens, setTokens, tokenSetFromResponse, type TokenSet } from './tokens';
import { safeRedirectPath } from './guard';
import { storePrincipal } from '../session/impersonation';
import { impersonationOpener, requestTokenFromOpener } from '../session/impersonationTokens';
import { browserStorage, tabStorage } from '../app/browserStorage';

/** docs/architecture.md § Identity: one public client, PKCE S256, endpoints relative to the shell's origin. */
export const CLIENT_ID = 'host-shell';
const AUTH_URL = '/api/identity/auth';
const TOKEN_URL = '/api/identity/token';
const REVOCATION_URL = '/api/identity/token/revocation';
const PENDING_KEY = 'auth:pending';
const SCOPE = 'openid email profile offline_access';

interface PendingSignIn {
  verifier: string;
  state: string;
  redirect: string;
}

export function redirectUri(): string {
  return `${window.location.origin}/callback`;
}

/** Starts the authorization code flow: remembers verifier, state and where to go afterwards, then leaves the page. */
export async function startSignIn(redirect: string | null): Promise<void> {
  // A sign-out is leaving for /logout: the login screen the guard shows meanwhile (the tokens are gone) must not
  // start a sign-in, whose navigation would abort the sign-out's.
  if (signingOut) return;
  const verifier = createCodeVerifier();
  const state = createState();
  const pending: PendingSignIn = { verifier, state, redirect: safeRedirectPath(redirect) };
  tabStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri(),
    scope: SCOPE,
    state,
    code_challenge: await codeChallengeS256(verifier),
    code_challenge_method: 'S256',
    // Always show our login screen, so signing out and in as someone else works even with a provider session.
    prompt: 'login',
  });
  window.location.assign(`${AUTH_URL}?${params}`);
}

export function pendingRedirect(): string {
  try {
    const pending = JSON.parse(tabStorage.getItem(PENDING_KEY) ?? 'null') as PendingSignIn | null;
    return pending?.redirect ?? '/';
  } catch {
    return '/';
  }
}

async function tokenRequest(body: Record<string, string>): Promise<Response> {
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

const exchanges = new Map<string, Promise<{ tokens: TokenSet; redirect: string }>>();

/** Exchanges the code from /callback for tokens. Idempotent per code (React may run effects twice). */
export function exchangeCode(code: string, state: string | null): Promise<{ tokens: TokenSet; redirect: string }> {
  let promise = exchanges.get(code);
  if (!promise) {
    promise = (async () => {
      const pending = JSON.parse(tabStorage.getItem(PENDING_KEY) ?? 'null') as PendingSignIn | null;
      if (!pending) throw new Error('No sign-in was started in this tab');
      if (pending.state !== state) throw new Error('The sign-in state does not match');
      const response = await tokenRequest({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri(),
        client_id: CLIENT_ID,
        code_verifier: pending.verifier,
      });
      if (!response.ok) throw new Error(`Token exchange failed (${response.status})`);
      const tokens = tokenSetFromResponse(await response.json());
      setTokens(tokens);
      setSessionHint(true);
      tabStorage.removeItem(PENDING_KEY);
      return { tokens, redirect: pending.redirect };
    })();
    exchanges.set(code, promise);
  }
  return promise;
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

function setSessionHint(on: boolean): void {
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

let signingOut: Promise<void> | null = null;

/**
 * Revokes the refresh cookie (best effort; the API ends every session of the person), forgets the token and shows the
 * logged-out page. Once per page: the revocation ends every session of the person, so their own socket closes with "Session ended"
 * and asks to sign out again while the first sign-out is still on its way (a second revocation without a cookie,
 * a second navigation aborting the first).
 */
export function signOut(): Promise<void> {
  signingOut ??= (async () => {
    if (!impersonationOpener()) {
      try {
        await withRefreshLock(() =>
          fetch(REVOCATION_URL, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ client_id: CLIENT_ID }),
          }),
        );
      } catch {
        // Revocation is best effort; the token is dropped either way.
      }
    }
    setSessionHint(false);
    // Clear session and user, go to /logout, clear impersonation (staff-and-admin.md §4 Sign-out).
    // The in-memory session and user go with the document; the stored copies go now.
    setTokens(null);
    window.location.assign('/logout');
    storePrincipal(null);
  })();
  return signingOut;
}
