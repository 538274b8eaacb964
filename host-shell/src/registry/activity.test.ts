import { describe, expect, it } from 'vitest';
import { activityFunction, remoteVisibleTo } from './activity';

const payments = { routes: ['/payments'], tenants: ['network' as const], roles: ['croudie-active', 'croudie-inactive'] };
const url = (path: string) => new URL(`http://network.localhost:8080${path}`);

describe('registry → single-spa activity function', () => {
  it('is active on its prefixes for a signed-in person with a matching role on the tenant', () => {
    const active = activityFunction(payments, () => ({ tenant: 'network', roles: ['croudie-active'], signedIn: true }));
    expect(active(url('/payments'))).toBe(true);
    expect(active(url('/payments/invoices/new'))).toBe(true);
    expect(active(url('/paymentsx'))).toBe(false);
    expect(active(url('/work'))).toBe(false);
  });
  it('is inactive for the wrong tenant, the wrong roles or nobody signed in', () => {
    expect(activityFunction(payments, () => ({ tenant: 'control', roles: ['croudie-active'], signedIn: true }))(url('/payments'))).toBe(
      false,
    );
    expect(activityFunction(payments, () => ({ tenant: 'network', roles: ['croudie-pending'], signedIn: true }))(url('/payments'))).toBe(
      false,
    );
    expect(activityFunction(payments, () => ({ tenant: 'network', roles: ['croudie-active'], signedIn: false }))(url('/payments'))).toBe(
      false,
    );
  });
  it('an empty role list means anyone signed in', () => {
    expect(remoteVisibleTo({ tenants: ['control'], roles: [] }, 'control', [])).toBe(true);
  });
});
