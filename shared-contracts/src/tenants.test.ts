import { describe, expect, it } from 'vitest';
import { tenantFromHost } from './tenants';

describe('tenantFromHost', () => {
  it.each([
    ['network.localhost', 'network'],
    ['network.localhost:8080', 'network'],
    ['control.localhost:8080', 'control'],
    ['CONTROL.localhost', 'control'],
    ['client.localhost:9000', 'client'],
    ['localhost:8080', 'network'],
    ['example.com', 'network'],
    ['', 'network'],
  ])('%s → %s', (host, tenant) => {
    expect(tenantFromHost(host)).toBe(tenant);
  });
});
