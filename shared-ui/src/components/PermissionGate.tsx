import type { ReactNode } from 'react';
import { hasSomeRole } from '@work/shared-contracts';
import { useSession } from './RemoteProviders';

/**
 * Shows its content only to a person holding at least one of the roles, or to everyone when disabled
 * (staff-and-admin.md §6). A convenience for what a person is offered: the API refuses the operation itself.
 */
export function PermissionGate({
  roles,
  disabled = false,
  fallback = null,
  children,
}: {
  roles: readonly string[];
  disabled?: boolean;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const session = useSession();
  return <>{disabled || hasSomeRole(session.roles, roles) ? children : fallback}</>;
}

/** The same check as a hook, for props such as a column's presence. */
export function useHasSomeRole(roles: readonly string[]): boolean {
  return hasSomeRole(useSession().roles, roles);
}
