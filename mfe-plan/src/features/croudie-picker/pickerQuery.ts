/**
 * The croudie picker's pure parts: the query's input from what the panel holds, and the people "Add" and "Pick top 5"
 * hand to the task form (ADR 0285).
 */
import type { CroudiePickerInput } from './croudiePicker.graphql';

/** Rows a page of the scored and new lists (staff-and-admin.md §9: data table page size 10). */
export const PICKER_LIST_PAGE_SIZE = 10;

/** The filters of §2 "Croudie picker"; rates in pounds, null when not set. */
export interface PickerFilters {
  countryCodes: string[];
  clientIds: string[];
  languageCodes: string[];
  qualificationIds: string[];
  verticalIds: string[];
  hourlyRateMin: number | null;
  hourlyRateMax: number | null;
}

export const NO_FILTERS: PickerFilters = {
  countryCodes: [],
  clientIds: [],
  languageCodes: [],
  qualificationIds: [],
  verticalIds: [],
  hourlyRateMin: null,
  hourlyRateMax: null,
};

const LIST_FILTERS = ['countryCodes', 'clientIds', 'languageCodes', 'qualificationIds', 'verticalIds'] as const;

/** How many filters are set (the Filters section's badge). */
export const setFilterCount = (filters: PickerFilters) =>
  LIST_FILTERS.filter((key) => filters[key].length > 0).length +
  (filters.hourlyRateMin !== null ? 1 : 0) +
  (filters.hourlyRateMax !== null ? 1 : 0);

/** A minimum above the maximum: the API refuses it, so the panel says so and keeps the rates out of the query. */
export const ratesReversed = (filters: Pick<PickerFilters, 'hourlyRateMin' | 'hourlyRateMax'>) =>
  filters.hourlyRateMin !== null && filters.hourlyRateMax !== null && filters.hourlyRateMin > filters.hourlyRateMax;

/** The query's input: only the filters that are set, the search trimmed (none when blank), both lists' pages. */
export function pickerInput({
  clientId,
  search,
  filters,
  selectedIds,
  page,
  newPage,
}: {
  clientId: string | null;
  search: string;
  filters: PickerFilters;
  selectedIds: string[];
  page: number;
  newPage: number;
}): CroudiePickerInput {
  const set: NonNullable<CroudiePickerInput['filters']> = {};
  for (const key of LIST_FILTERS) if (filters[key].length) set[key] = filters[key];
  if (!ratesReversed(filters)) {
    if (filters.hourlyRateMin !== null) set.hourlyRateMin = filters.hourlyRateMin;
    if (filters.hourlyRateMax !== null) set.hourlyRateMax = filters.hourlyRateMax;
  }
  const text = search.trim();
  return {
    ...(clientId ? { clientId } : {}),
    ...(text ? { search: text } : {}),
    ...(Object.keys(set).length ? { filters: set } : {}),
    selectedIds,
    pagination: { page, limit: PICKER_LIST_PAGE_SIZE },
    newPagination: { page: newPage, limit: PICKER_LIST_PAGE_SIZE },
  };
}

/** A person as the task form takes them. */
export interface PickedPerson {
  id: string;
  name: string;
}

/** "{firstName} {lastName}": the name the form's Croudies list shows. */
export const personOf = (croudie: { id: string; firstName: string; lastName: string }): PickedPerson => ({
  id: croudie.id,
  name: `${croudie.firstName} ${croudie.lastName}`,
});

/**
 * The top five in the server's order, leaving out anyone chosen since the answer came: the people whose names are
 * known, and the ids still to name (none of them is dropped).
 */
export function topFiveToAdd(topFive: readonly string[], selectedIds: readonly string[], known: ReadonlyMap<string, PickedPerson>) {
  const ids = topFive.filter((id) => !selectedIds.includes(id));
  return { ids, missing: ids.filter((id) => !known.has(id)) };
}
