// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage } from './browserStorage';

// The entry chunk's first requests (ADR 0254, 0293): on a signed-in page the registry and the token refresh leave as
// the entry script runs, and restoring the session then finds the refresh's answer instead of sending another.

/** The network as the browser has it: the registry and the identity API's token endpoint. */
function fakeNetwork() {
  const calls: { url: string; body: string; keepalive?: boolean }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, body: String(init.body ?? ''), keepalive: init.keepalive });
      if (url === '/api/identity/token') {
        return new Response(JSON.stringify({ access_token: 'at-1', expires_in: 300 }), { status: 200 });
      }
      return new Response(JSON.stringify({ remotes: [] }), { status: 200 });
    }),
  );
  return calls;
}

/** Runs the entry chunk's module as a page load at `path` does, in a fresh module graph. */
async function loadEntryAt(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  await import('./earlyRequests');
  return import('../auth/refresh');
}

afterEach(() => {
  vi.unstubAllGlobals();
  browserStorage.clear();
  document.cookie = 'identity_refreshing=; Path=/; Max-Age=0';
});

describe('the entry chunk’s first requests', () => {
  it('on a signed-in reload: the registry and one token refresh, which restoring the session joins', async () => {
    browserStorage.setItem('auth:has-session', '1');
    const calls = fakeNetwork();
    const { validAccessToken } = await loadEntryAt('/work');
    // both leave before anything of the shell asks for them
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/registry.json', '/api/identity/token']));
    await expect(validAccessToken()).resolves.toBe('at-1');
    const refreshes = calls.filter((c) => c.url === '/api/identity/token');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toContain('grant_type=refresh_token');
    // leaving the page must not cancel it (ADR 0258)
    expect(refreshes[0]?.keepalive).toBe(true);
  });

  it('sends no refresh from a browser without a session, and nothing at all on a public page', async () => {
    const anonymous = fakeNetwork();
    await loadEntryAt('/work');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(anonymous.map((c) => c.url)).toEqual(['/registry.json']);

    browserStorage.setItem('auth:has-session', '1');
    const onLogin = fakeNetwork();
    await loadEntryAt('/login');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onLogin).toEqual([]);
  });
});
