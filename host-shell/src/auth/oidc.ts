import { codeChallengeS256, createCodeVerifier, createState } from './pkce';
import { accessTokenExpired, getTokens, setTokens, tokenSetFromResponse, type TokenSet } from './tokens';
import { safeRedirectPath } from './guard';
import { storePrincipal } from '../session/impersonation';
import { tabStorage } from '../app/browserStorage';

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
  });
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
      tabStorage.removeItem(PENDING_KEY);
      return { tokens, redirect: pending.redirect };
    })();
    exchanges.set(code, promise);
  }
  return promise;
}

let refreshing: Promise<TokenSet | null> | null = null;

/** Uses the refresh token; concurrent callers share one request. Resolves null (and clears tokens) when it cannot. */
export function refreshTokens(): Promise<TokenSet | null> {
  refreshing ??= (async () => {
    const tokens = getTokens();
    if (!tokens?.refreshToken) {
      setTokens(null);
      return null;
    }
    try {
      const response = await tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
        client_id: CLIENT_ID,
      });
      if (!response.ok) {
        setTokens(null);
        return null;
      }
      const next = tokenSetFromResponse(await response.json(), Date.now(), tokens);
      setTokens(next);
      return next;
    } catch {
      // A network failure is not a sign-out: keep the tokens and let the caller retry later.
      return null;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** A usable access token, refreshed first when it has (nearly) expired. */
export async function validAccessToken(): Promise<string | null> {
  const tokens = getTokens();
  if (!tokens) return null;
  if (!accessTokenExpired(tokens)) return tokens.accessToken;
  return (await refreshTokens())?.accessToken ?? null;
}

/** Revokes the refresh token (best effort), forgets every token and shows the logged-out page. */
export async function signOut(): Promise<void> {
  const tokens = getTokens();
  if (tokens?.refreshToken) {
    try {
      await fetch(REVOCATION_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: tokens.refreshToken, token_type_hint: 'refresh_token', client_id: CLIENT_ID }),
      });
    } catch {
      // Revocation is best effort; the tokens are dropped either way.
    }
  }
  // Clear session and user, go to /logout, clear impersonation (staff-and-admin.md §4 Sign-out).
  // The in-memory session and user go with the document; the stored copies go now.
  setTokens(null);
  window.location.assign('/logout');
  storePrincipal(null);
}
