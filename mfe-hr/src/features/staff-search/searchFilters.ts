import { STAFF_ROLES, type StaffRole } from '@work/shared-contracts';
import { CROUDIE_STATUSES, type CroudieStatus } from '../croudie-admin/croudieStatus';

/** The FTE search's URL filters (besides the search `q`): status (several), office, team, role. */
export const STAFF_SEARCH_FILTERS = ['status', 'office', 'team', 'role'] as const;
export type StaffSearchFilterKey = (typeof STAFF_SEARCH_FILTERS)[number];

/**
 * Colleagues who work here now or are about to start: what people look for in the FTE search. The API answers every
 * status when none is given, so the list asks for these until staff choose others (offboarded people are one filter
 * away, not mixed in with the team).
 */
export const DEFAULT_STAFF_STATUSES: readonly CroudieStatus[] = ['active', 'pending', 'reactivated'];

/** The users query's sort fields (lists.data.ts USER_SORT_FIELDS): teams and roles are lists, not sortable. */
export const STAFF_SORT_FIELDS = ['name', 'email', 'office', 'status', 'id'];
export const STAFF_DEFAULT_SORT = { field: 'name', direction: 'ASC' } as const;

/** The statuses the URL asks for that exist (§4 User statuses), or the default ones. */
export function staffStatusesOf(values: readonly string[] | null | undefined): CroudieStatus[] {
  const known = CROUDIE_STATUSES.filter((status) => values?.includes(status));
  return known.length ? known : [...DEFAULT_STAFF_STATUSES];
}

const ID = /^[1-9]\d{0,9}$/;
const idOf = (values: readonly string[] | null | undefined) => {
  const id = values?.[0];
  return id && ID.test(id) ? id : null;
};
const roleOf = (values: readonly string[] | null | undefined): StaffRole | null => {
  const role = values?.[0];
  return role && (STAFF_ROLES as readonly string[]).includes(role) ? (role as StaffRole) : null;
};

/** The grid's URL state as the users query's filters; anything the URL holds that cannot be one is left out. */
export function userFiltersOf(filters: { search: string | null } & Record<StaffSearchFilterKey, string[] | null>) {
  return {
    search: filters.search?.trim() || null,
    statuses: staffStatusesOf(filters.status),
    officeId: idOf(filters.office),
    teamId: idOf(filters.team),
    role: roleOf(filters.role),
  };
}
