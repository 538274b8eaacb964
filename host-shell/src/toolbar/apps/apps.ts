import { hasSomeRole, prefixOwnsPath } from '@work/shared-contracts';
import type { TextKey } from '../../text';

export interface AppDefinition {
  id: string;
  label: TextKey;
  /** where the app opens */
  path: string;
  /** shown only to people with at least one of these roles (never empty: every app names who it is for) */
  roles: readonly string[];
}

const CROUDIES = ['croudie-active', 'croudie-inactive'] as const;

/**
 * Every app of the switcher, in switcher order (the first 4 a person may use sit above the divider).
 * Croudie apps carry croudie roles, staff apps staff roles, so the tenant follows from the roles.
 * Which staff role opens which app is not in the spec; ADR 0071 records the choice.
 */
export const APPS: readonly AppDefinition[] = [
  { id: 'work', label: 'shell.apps.work', path: '/work', roles: [...CROUDIES, 'fte_core', 'job_user', 'operations', 'tech'] },
  { id: 'payments', label: 'shell.apps.payments', path: '/payments', roles: CROUDIES },
  { id: 'plan', label: 'shell.apps.plan', path: '/plan', roles: ['forecasting', 'forecast_admin', 'fte_core', 'operations'] },
  { id: 'finance', label: 'shell.apps.finance', path: '/payments/finance', roles: ['finance', 'finance_admin'] },
  { id: 'academy', label: 'shell.apps.academy', path: '/academy', roles: [...CROUDIES, 'croudie-pending', 'academy'] },
  { id: 'get-started', label: 'shell.apps.getStarted', path: '/dashboard/pending', roles: ['croudie-pending'] },
  { id: 'employees', label: 'shell.apps.employees', path: '/employee', roles: ['hr_user'] },
  { id: 'hr', label: 'shell.apps.hr', path: '/hr-view', roles: ['hr_user'] },
  { id: 'croudies', label: 'shell.apps.croudies', path: '/croudies', roles: ['network_admin', 'croudie_verifier', 'operations'] },
  { id: 'my-profile', label: 'shell.apps.myProfile', path: '/my-profile', roles: [...CROUDIES, 'croudie-pending'] },
  { id: 'settings', label: 'shell.apps.settings', path: '/settings', roles: ['tech', 'client_admin'] },
];

/** How many apps sit above the divider (spec §1). */
export const APPS_ABOVE_DIVIDER = 4;

/**
 * The switcher's two groups: apps whose roles overlap the person's (and, when `served` is given, whose path a
 * composed remote serves, so the switcher never links to a missing page), first 4 above the divider, the rest below.
 */
export function appSwitcherGroups(
  roles: readonly string[],
  served?: readonly string[],
  apps: readonly AppDefinition[] = APPS,
): { above: AppDefinition[]; below: AppDefinition[] } {
  const visible = apps.filter(
    (app) =>
      app.roles.length > 0 && hasSomeRole(roles, app.roles) && (!served || served.some((prefix) => prefixOwnsPath(prefix, app.path))),
  );
  return { above: visible.slice(0, APPS_ABOVE_DIVIDER), below: visible.slice(APPS_ABOVE_DIVIDER) };
}
