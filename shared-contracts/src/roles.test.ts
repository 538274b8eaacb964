import { describe, expect, it } from 'vitest';
import { hasSomeRole, isInvoicable, parseRoleClaim } from './roles';
import { parsePrincipalId, principalId } from './principals';

describe('roles', () => {
  it('parses the | separated claim', () => {
    expect(parseRoleClaim('fte_core|job_user')).toEqual(['fte_core', 'job_user']);
    expect(parseRoleClaim('')).toEqual([]);
  });
  it('an empty requirement lets anyone in', () => {
    expect(hasSomeRole([], [])).toBe(true);
    expect(hasSomeRole(['job_user'], ['hr_user'])).toBe(false);
    expect(hasSomeRole(['job_user', 'hr_user'], ['hr_user'])).toBe(true);
  });
  it('only active and inactive croudies are invoicable', () => {
    expect(isInvoicable(['croudie-active'])).toBe(true);
    expect(isInvoicable(['croudie-inactive'])).toBe(true);
    expect(isInvoicable(['croudie-pending'])).toBe(false);
  });
  it('builds and parses principal ids', () => {
    expect(principalId('CROUDIE', 7)).toBe('croudie-network:croudies:7');
    expect(parsePrincipalId('user-service:users:12')).toEqual({ kind: 'USER', id: '12' });
    expect(parsePrincipalId('something:else:1')).toBeNull();
  });
});
