import { describe, expect, it } from 'vitest';
import { accessTokenExpired, tokenSetFromResponse } from './tokens';

describe('token set', () => {
  it('computes expiry from expires_in and keeps the old refresh token when the server does not rotate', () => {
    const first = tokenSetFromResponse({ access_token: 'a1', refresh_token: 'r1', id_token: 'i1', expires_in: 600 }, 1_000);
    expect(first).toEqual({ accessToken: 'a1', refreshToken: 'r1', idToken: 'i1', expiresAt: 601_000 });
    const next = tokenSetFromResponse({ access_token: 'a2', expires_in: 600 }, 2_000, first);
    expect(next.refreshToken).toBe('r1');
    expect(next.idToken).toBe('i1');
  });
  it('treats a token as expired shortly before its expiry', () => {
    const tokens = tokenSetFromResponse({ access_token: 'a', expires_in: 60 }, 0);
    expect(accessTokenExpired(tokens, 10_000)).toBe(false);
    expect(accessTokenExpired(tokens, 45_000)).toBe(true);
    expect(accessTokenExpired(null)).toBe(true);
  });
});
