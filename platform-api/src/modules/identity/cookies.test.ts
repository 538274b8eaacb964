// Provider cookies: plain http works on *.localhost in development; production cookies are Secure.
import { afterAll, describe, expect, it } from 'vitest';
import { pkcePair } from '../../../test/support/sign-in.js';
import { startIdentityHarness, type IdentityHarness } from './identity.harness.js';

const harnesses: IdentityHarness[] = [];
afterAll(async () => {
  await Promise.all(harnesses.map((h) => h.close()));
});

async function authorizeCookies(h: IdentityHarness, origin: string) {
  const url = new URL(origin);
  const params = new URLSearchParams({
    client_id: 'host-shell',
    response_type: 'code',
    redirect_uri: `${origin}/callback`,
    scope: 'openid',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  });
  const res = await fetch(`${h.baseUrl}/api/identity/auth?${params}`, {
    redirect: 'manual',
    headers: { 'X-Forwarded-Host': url.host, 'X-Forwarded-Proto': url.protocol.replace(':', '') },
  });
  expect(res.status).toBe(303);
  return res.headers.getSetCookie();
}

describe('provider cookies', () => {
  it('development: http on control.localhost, HttpOnly, SameSite=Lax, not Secure', async () => {
    const h = await startIdentityHarness({ accounts: [] });
    harnesses.push(h);
    const cookies = await authorizeCookies(h, 'http://control.localhost:8080');
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) {
      expect(c).toMatch(/httponly/i);
      expect(c).toMatch(/samesite=lax/i);
      expect(c).not.toMatch(/;\s*secure/i);
    }
  });

  it('production: PUBLIC_URL origin is a registered redirect URI and every cookie is Secure', async () => {
    const h = await startIdentityHarness({ accounts: [], env: { NODE_ENV: 'production', PUBLIC_URL: 'https://work.example.com' } });
    harnesses.push(h);
    const cookies = await authorizeCookies(h, 'https://work.example.com');
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) expect(c).toMatch(/;\s*secure/i);
  });
});
