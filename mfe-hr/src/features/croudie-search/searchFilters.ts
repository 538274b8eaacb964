import { CROUDIE_STATUSES, type CroudieStatus } from '../croudie-admin/croudieStatus';

/** The search list's URL filters (besides the search `q`): status (several), country, language. */
export const SEARCH_FILTERS = ['status', 'country', 'language'] as const;
export type SearchFilterKey = (typeof SEARCH_FILTERS)[number];

/** §7: the list shows active and pending croudies until staff choose other statuses. */
export const DEFAULT_STATUSES: readonly CroudieStatus[] = ['active', 'pending'];

/** Staff who see hourly rates, and so may sort by them (the API's MONEY_ROLES). */
export const RATE_ROLES = ['finance', 'finance_admin', 'network_admin'] as const;

/** The server's sort fields; the hourly rate only for those who see it. */
export function searchSortFields(seesRates: boolean): string[] {
  return ['name', 'email', 'country', ...(seesRates ? ['hourlyRate'] : []), 'status', 'id'];
}
export const SEARCH_DEFAULT_SORT = { field: 'name', direction: 'ASC' } as const;

/** The statuses the URL asks for that exist, or the default ones. */
export function statusesOf(values: readonly string[] | null | undefined): CroudieStatus[] {
  const known = CROUDIE_STATUSES.filter((status) => values?.includes(status));
  return known.length ? known : [...DEFAULT_STATUSES];
}

const COUNTRY = /^[A-Z]{2}$/;
const LANGUAGE = /^[a-z]{2}$/;

/** The grid's URL state as the croudies query's filters; anything the URL holds that cannot be a code is left out. */
export function croudieFiltersOf(filters: { search: string | null } & Record<SearchFilterKey, string[] | null>) {
  const country = filters.country?.[0];
  const language = filters.language?.[0];
  return {
    search: filters.search?.trim() || null,
    statuses: statusesOf(filters.status),
    countryCode: country && COUNTRY.test(country) ? country : null,
    languageCode: language && LANGUAGE.test(language) ? language : null,
  };
}
