// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut, startSignIn } from './oidc';
import { REFRESH_LOCK, SESSION_HINT_KEY, refreshTokens, validAccessToken, withRefreshLock } from './refresh';
import { getTokens, setTokens } from './tokens';

type Call = { url: string; body: string; credentials?: RequestCredentials; keepalive?: boolean; locked: boolean; inFlight: boolean };
let lockHeld = false;

/** navigator.locks as a browser has it: one holder at a time per name, the others queue. */
function fakeLocks() {
  const names: string[] = [];
  let queue = Promise.resolve();
  const locks = {
    request<T>(name: string, task: () => Promise<T>): Promise<T> {
      names.push(name);
      const run = queue.then(async () => {
        lockHeld = true;
        try {
          return await task();
        } finally {
          lockHeld = false;
        }
      });
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
  };
  vi.stubGlobal('navigator', { ...navigator, locks });
  return names;
}

/** The identity API: the refresh cookie is the browser's business; the shell only ever sends client_id. */
function fakeIdentity(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url,
        body: String(init.body ?? ''),
        credentials: init.credentials,
        keepalive: init.keepalive,
        locked: lockHeld,
        inFlight: document.cookie.includes('identity_refreshing=1'),
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setTokens(null);
  sessionStorage.clear();
  localStorage.clear();
});

describe('refresh by cookie', () => {
  beforeEach(() => localStorage.setItem(SESSION_HINT_KEY, '1'));

  it('does not try a refresh in a browser that never signed in (nothing to restore, no failing request)', async () => {
    localStorage.removeItem(SESSION_HINT_KEY);
    const calls = fakeIdentity(() => Response.json({ error: 'invalid_request' }, { status: 400 }));
    expect(await validAccessToken()).toBeNull();
    expect(calls).toEqual([]);
  });

  it('after a reload (no token in memory) restores the session with a cookie refresh, inside the cross-tab lock', async () => {
    const names = fakeLocks();
    const calls = fakeIdentity(() => Response.json({ access_token: 'restored', expires_in: 600 }));
    expect(getTokens()).toBeNull();
    expect(await validAccessToken()).toBe('restored');
    expect(calls).toHaveLength(1);
    const body = new URLSearchParams(calls[0]!.body);
    expect(calls[0]!.url).toBe('/api/identity/token');
    expect(Object.fromEntries(body)).toEqual({ grant_type: 'refresh_token', client_id: 'host-shell' });
    expect(calls[0]!.locked).toBe(true);
    expect(names).toEqual([REFRESH_LOCK]);
    // Memory only: nothing a script could read from storage.
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('restored');
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
  });

  it("waits for the previous page's refresh to be answered, marks its own as in flight and lets it outlive the page", async () => {
    fakeLocks();
    const calls = fakeIdentity(() => Response.json({ access_token: 'after-the-other', expires_in: 600 }));
    // the page before this one sent a refresh whose answer (which clears the flag) has not arrived yet
    document.cookie = 'identity_refreshing=1; Path=/';
    const token = validAccessToken();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toEqual([]);
    document.cookie = 'identity_refreshing=; Path=/; Max-Age=0';
    expect(await token).toBe('after-the-other');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ keepalive: true, inFlight: true });
    expect(document.cookie).not.toContain('identity_refreshing');
  });

  it('answers null and forgets the token when the cookie is dead', async () => {
    fakeLocks();
    setTokens({ accessToken: 'old', idToken: null, expiresAt: 0 });
    fakeIdentity(() => Response.json({ error: 'invalid_grant' }, { status: 400 }));
    expect(await refreshTokens()).toBeNull();
    expect(getTokens()).toBeNull();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('keeps the token through a network failure', async () => {
    fakeLocks();
    const old = { accessToken: 'old', idToken: null, expiresAt: 0 };
    setTokens(old);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await refreshTokens()).toBeNull();
    expect(getTokens()).toEqual(old);
  });

  it('runs refreshes one after another across callers holding the lock (no two requests with the same cookie)', async () => {
    fakeLocks();
    let inFlight = 0;
    let overlap = false;
    const order: string[] = [];
    const slow = (label: string) =>
      withRefreshLock(async () => {
        inFlight += 1;
        overlap ||= inFlight > 1;
        order.push(`start ${label}`);
        await new Promise((r) => setTimeout(r, 10));
        order.push(`end ${label}`);
        inFlight -= 1;
      });
    await Promise.all([slow('tab A'), slow('tab B')]);
    expect(overlap).toBe(false);
    expect(order).toEqual(['start tab A', 'end tab A', 'start tab B', 'end tab B']);
  });
});

describe('sign-out', () => {
  it('revokes by the cookie (no token in the body) inside the lock, and forgets the access token', async () => {
    fakeLocks();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    setTokens({ accessToken: 'a', idToken: null, expiresAt: Date.now() + 600_000 });
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const calls = fakeIdentity(() => new Response(null, { status: 200 }));
    // the socket closing with "Session ended" asks again while the first sign-out is on its way: one revocation, one
    // navigation
    await Promise.all([signOut(), signOut()]);
    expect(calls).toHaveLength(1);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(calls[0]!.url).toBe('/api/identity/token/revocation');
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.body))).toEqual({ client_id: 'host-shell' });
    expect(calls[0]!.locked).toBe(true);
    expect(getTokens()).toBeNull();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    // the guard shows the login screen once the tokens are gone; it must not navigate away from the sign-out
    await startSignIn('/work');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/logout');
  });
});
