import { codeChallengeS256, createCodeVerifier, createState } from './pkce';
import { setTokens, tokenSetFromResponse, type TokenSet } from './tokens';
import { CLIENT_ID, setSessionHint, tokenRequest, withRefreshLock } from './refresh';
import { safeRedirectPath } from './guard';
import { storePrincipal } from '../session/impersonation';
import { impersonationOpener } from '../session/impersonationTokens';
import { tabStorage } from '../app/browserStorage';

/** The sign-in flows (the authorization code with PKCE S256) and sign-out; the refresh is in refresh.ts. */
const AUTH_URL = '/api/identity/auth';
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
