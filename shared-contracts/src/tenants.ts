import * as v from 'valibot';

export const TENANTS = ['network', 'control', 'client'] as const;
export type Tenant = (typeof TENANTS)[number];
export const TenantSchema = v.picklist(TENANTS);

const TENANT_BY_HOST: Readonly<Record<string, Tenant>> = {
  'network.localhost': 'network',
  'control.localhost': 'control',
  'client.localhost': 'client',
};

/** The tenant a browser is on, from the host name alone (docs/architecture.md § Tenants). Unknown hosts are network. */
export function tenantFromHost(host: string): Tenant {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return TENANT_BY_HOST[name] ?? 'network';
}
