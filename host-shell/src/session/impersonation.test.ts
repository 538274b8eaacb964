import { describe, expect, it } from 'vitest';
import { acceptHandOver, IMPERSONATE_MESSAGE, kindOfPrincipal, stopTarget, tenantOfPrincipal, tenantOrigin } from './impersonation';

const here = { protocol: 'http:', host: 'network.localhost:8080' };

describe('impersonation', () => {
  it('knows the kind and app of a principal', () => {
    expect(kindOfPrincipal('user-service:users:12')).toBe('USER');
    expect(tenantOfPrincipal('croudie-network:croudies:3')).toBe('network');
    expect(tenantOfPrincipal('client-portal:client-users:3')).toBe('client');
    expect(kindOfPrincipal('user-service:users:abc')).toBeNull();
  });
  it('finds the other app of the same platform', () => {
    expect(tenantOrigin({ protocol: 'http:', host: 'control.localhost:8080' }, 'network')).toBe('http://network.localhost:8080');
  });
  it('stops at /employee/{id} for a user principal, else closes the window', () => {
    expect(stopTarget('user-service:users:7')).toBe('/employee/7');
    expect(stopTarget('croudie-network:croudies:7')).toBeNull();
  });
  it('accepts a hand-over only from the platform and only the session entries', () => {
    const message = {
      type: IMPERSONATE_MESSAGE,
      principalId: 'croudie-network:croudies:4',
      status: 'active',
      entries: { 'session-id': 'abc', 'auth:tokens': '{"refreshToken":"r"}', other: 'x' },
    };
    // Never tokens: an older sender's 'auth:tokens' entry is dropped.
    expect(acceptHandOver(message, 'http://control.localhost:8080', here)).toEqual({ ...message, entries: { 'session-id': 'abc' } });
    expect(acceptHandOver(message, 'http://evil.example', here)).toBeNull();
    expect(acceptHandOver({ ...message, principalId: 'nobody' }, 'http://control.localhost:8080', here)).toBeNull();
    expect(acceptHandOver('hello', 'http://control.localhost:8080', here)).toBeNull();
  });
});
