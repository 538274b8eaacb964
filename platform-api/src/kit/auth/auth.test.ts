import { describe, expect, it } from 'vitest';
import { forbidden } from '../errors.js';
import { ANONYMOUS, kindOfPrincipal, mayImpersonate, requireRoles, requireSignedIn, requireTenant, type AuthState } from './index.js';

const staffViewer = (roles: string[]): AuthState => {
  const viewer = {
    principalId: 'user-service:users:7',
    kind: 'USER' as const,
    id: 7,
    tenant: 'control' as const,
    roles,
    person: {
      principalId: 'user-service:users:7',
      kind: 'USER' as const,
      id: 7,
      firstName: 'A',
      lastName: 'B',
      email: 'a@b',
      status: 'active',
    },
  };
  return { viewer, actor: viewer, impersonating: false, error: null };
};

describe('impersonation rule', () => {
  it('lets impersonate or hr_user view agency users', () => {
    expect(mayImpersonate(['impersonate'], 'user-service:users:3')).toBe(true);
    expect(mayImpersonate(['hr_user'], 'user-service:users:3')).toBe(true);
    expect(mayImpersonate(['network_admin'], 'user-service:users:3')).toBe(false);
  });
  it('lets impersonate or network_admin view croudies', () => {
    expect(mayImpersonate(['network_admin'], 'croudie-network:croudies:3')).toBe(true);
    expect(mayImpersonate(['impersonate'], 'croudie-network:croudies:3')).toBe(true);
    expect(mayImpersonate(['hr_user', 'fte_core'], 'croudie-network:croudies:3')).toBe(false);
  });
  it('lets nobody view client users or unknown principals', () => {
    expect(mayImpersonate(['impersonate', 'hr_user', 'network_admin'], 'client-portal:client-users:1')).toBe(false);
    expect(mayImpersonate(['impersonate'], 'something:else:1')).toBe(false);
    expect(kindOfPrincipal('something:else:1')).toBeNull();
  });
});

describe('guards', () => {
  it('requireSignedIn: UNAUTHENTICATED anonymously, the refusal reason when there is one', () => {
    expect(() => requireSignedIn(ANONYMOUS)).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED' }));
    expect(() => requireSignedIn({ ...ANONYMOUS, error: forbidden('no') })).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });
  it('requireRoles: any one of the roles', () => {
    expect(requireRoles(staffViewer(['finance']), 'finance', 'finance_admin').id).toBe(7);
    expect(() => requireRoles(staffViewer(['fte_core']), 'finance')).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });
  it('requireTenant', () => {
    expect(requireTenant(staffViewer([]), 'control').tenant).toBe('control');
    expect(() => requireTenant(staffViewer([]), 'network')).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });
});
