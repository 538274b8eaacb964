import { hasSomeRole, prefixOwnsPath, type RegistryEntry, type Tenant } from '@work/shared-contracts';

/** Whether this signed-in person on this tenant may use the remote at all. */
export function remoteVisibleTo(entry: Pick<RegistryEntry, 'tenants' | 'roles'>, tenant: Tenant, roles: readonly string[]): boolean {
  return entry.tenants.includes(tenant) && hasSomeRole(roles, entry.roles);
}

/** The single-spa activity function for a remote: active on its route prefixes, for its tenants and roles. */
export function activityFunction(
  entry: Pick<RegistryEntry, 'routes' | 'tenants' | 'roles'>,
  context: () => { tenant: Tenant; roles: readonly string[]; signedIn: boolean },
): (location: Location | URL) => boolean {
  return (location) => {
    const { tenant, roles, signedIn } = context();
    if (!signedIn || !remoteVisibleTo(entry, tenant, roles)) return false;
    return entry.routes.some((prefix) => prefixOwnsPath(prefix, location.pathname));
  };
}
