// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { accessTokenExpired, getTokens, setTokens, tokenSetFromResponse } from './tokens';

describe('token set', () => {
  it('computes expiry from expires_in and keeps the ID token when a refresh answers none', () => {
    const first = tokenSetFromResponse({ access_token: 'a1', id_token: 'i1', expires_in: 600 }, 1_000);
    expect(first).toEqual({ accessToken: 'a1', idToken: 'i1', expiresAt: 601_000 });
    const next = tokenSetFromResponse({ access_token: 'a2', expires_in: 600 }, 2_000, first);
    expect(next.idToken).toBe('i1');
  });
  it('treats a token as expired shortly before its expiry', () => {
    const tokens = tokenSetFromResponse({ access_token: 'a', expires_in: 60 }, 0);
    expect(accessTokenExpired(tokens, 10_000)).toBe(false);
    expect(accessTokenExpired(tokens, 45_000)).toBe(true);
    expect(accessTokenExpired(null)).toBe(true);
  });
  it('keeps tokens in memory only: nothing reaches sessionStorage or localStorage', () => {
    setTokens(tokenSetFromResponse({ access_token: 'secret-access', id_token: 'secret-id', expires_in: 600 }));
    expect(getTokens()?.accessToken).toBe('secret-access');
    const stored = [sessionStorage, localStorage].flatMap((s) => Object.keys(s).map((k) => s.getItem(k) ?? ''));
    expect(stored.join('\n')).not.toContain('secret-access');
    setTokens(null);
  });
});
