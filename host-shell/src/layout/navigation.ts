import type { TextKey } from '../text';
import { hasSomeRole, prefixOwnsPath, type RegistryEntry } from '@work/shared-contracts';
import { STAFF_ROLES } from '@work/shared-contracts/roles';

interface NavEntry {
  path: string;
  label: TextKey;
  /** shown only to people with one of these roles (shell-and-freelancer.md §6); none = everyone who may open it */
  roles?: readonly string[];
}

/** The navigation menu, in order. Paths no visible remote serves (e.g. /employee without its remote) stay off it. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { path: '/dashboard', label: 'shell.nav.dashboard' },
  { path: '/dashboard/onboarding', label: 'shell.nav.pendingCroudies', roles: ['croudie_verifier', 'network_admin'] },
  { path: '/work', label: 'shell.nav.work' },
  { path: '/work/credentials', label: 'shell.nav.taskCredentials', roles: ['task_cred_admin'] },
  { path: '/plan', label: 'shell.nav.plan' },
  // the croudie's payment centre; on control /payments is finance's view, which has its own entry below
  { path: '/payments', label: 'shell.nav.payments', roles: ['croudie-active', 'croudie-inactive'] },
  { path: '/payments/finance', label: 'shell.nav.finance', roles: ['finance', 'finance_admin'] },
  // the croudie search list and profiles (staff only; the API refuses croudies)
  { path: '/croudies', label: 'shell.nav.croudies', roles: STAFF_ROLES },
  // colleagues: the FTE search and profiles (every staff member), the HR view (hr_user; team leaders open it by link)
  { path: '/employee', label: 'shell.nav.employee', roles: STAFF_ROLES },
  { path: '/hr-view', label: 'shell.nav.hr', roles: ['hr_user'] },
  { path: '/academy', label: 'shell.nav.academy' },
  // the announcements admin (staff-and-admin.md §2; its API is network_admin's, ADR 0287)
  { path: '/announcements', label: 'shell.nav.announcements', roles: ['network_admin'] },
  { path: '/my-profile', label: 'shell.nav.myProfile' },
  { path: '/settings', label: 'shell.nav.settings' },
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

/** Links a feature flag takes away (shell-and-freelancer.md flags: hide_plan_link hides the plan's link). */
const LINKS_HIDDEN_BY_FLAG: Readonly<Record<string, readonly string[]>> = {
  hide_plan_link: ['/plan'],
};

/** The navigation and app-switcher paths the person's flags hide; the pages stay reachable by address. */
export function linksHiddenByFlags(flags: readonly string[]): string[] {
  return flags.flatMap((flag) => LINKS_HIDDEN_BY_FLAG[flag] ?? []);
}
