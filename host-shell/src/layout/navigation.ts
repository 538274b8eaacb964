import type { TextKey } from '@work/shared-ui';
import { hasSomeRole, prefixOwnsPath, type RegistryEntry } from '@work/shared-contracts';

interface NavEntry {
  path: string;
  label: TextKey;
  /** shown only to people with one of these roles (shell-and-freelancer.md §6); none = everyone who may open it */
  roles?: readonly string[];
}

/** The navigation menu, in order. Paths no visible remote serves (e.g. /employee without its remote) stay off it. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { path: '/dashboard', label: 'nav.dashboard' },
  { path: '/dashboard/onboarding', label: 'nav.pendingCroudies', roles: ['croudie_verifier', 'network_admin'] },
  { path: '/work', label: 'nav.work' },
  { path: '/plan', label: 'nav.plan' },
  { path: '/payments', label: 'nav.payments' },
  { path: '/academy', label: 'nav.academy' },
  { path: '/my-profile', label: 'nav.myProfile' },
  { path: '/settings', label: 'nav.settings' },
];

export function navigationItems(
  entries: readonly Pick<RegistryEntry, 'routes'>[],
  roles: readonly string[],
): Array<{ path: string; label: TextKey }> {
  const served = (path: string) => entries.some((e) => e.routes.some((route) => prefixOwnsPath(route, path)));
  return NAV_ENTRIES.filter((item) => served(item.path) && hasSomeRole(roles, item.roles ?? [])).map(({ path, label }) => ({
    path,
    label,
  }));
}
