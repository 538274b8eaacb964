// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_KEY } from '../auth/refresh';
import { setTokens } from '../auth/tokens';
import { apiFetch } from './apiFetch';

const fresh = (accessToken: string) => ({ accessToken, idToken: null, expiresAt: Date.now() + 600_000 });

/** The platform API, seen from the browser: records each call and answers 401 to the stale token. */
function fakeApi() {
  const calls: { url: string; headers: Headers }[] = [];
  const fetchStub = vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, headers: new Headers(init.headers) });
    if (url === '/api/identity/token') return Response.json({ access_token: 'token-2', expires_in: 600 });
    const auth = new Headers(init.headers).get('authorization');
    return new Response(null, { status: auth === 'Bearer token-2' ? 200 : 401 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setTokens(null);
});

describe('apiFetch (REST calls remotes make through the host)', () => {
  it('refuses anything but the platform API, so the token never leaves the platform', async () => {
    fakeApi();
    await expect(apiFetch('https://elsewhere.example/upload')).rejects.toThrow(/only calls the platform API/);
  });

  it("sends the host's bearer token and session id, and keeps the caller's own headers", async () => {
    const calls = fakeApi();
    setTokens(fresh('token-2'));
    const res = await apiFetch('/api/platform/clients', { headers: { Accept: 'application/json' } });
    expect(res.status).toBe(200);
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer token-2');
    expect(calls[0]!.headers.get('x-session-id')).toBeTruthy();
    expect(calls[0]!.headers.get('accept')).toBe('application/json');
  });

  it('refreshes the tokens after a 401 and retries once with the new access token', async () => {
    const calls = fakeApi();
    setTokens(fresh('token-1'));
    localStorage.setItem(SESSION_HINT_KEY, '1'); // this browser holds a refresh cookie
    const res = await apiFetch('/api/platform/files/private/1/download');
    expect(res.status).toBe(200);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/platform/files/private/1/download',
      '/api/identity/token',
      '/api/platform/files/private/1/download',
    ]);
  });
});
