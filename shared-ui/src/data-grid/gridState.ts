/**
 * The data grid's query state (page, page size, sort, search, filters) and its URL form, as pure functions so the URL
 * rules are tested without React (staff-and-admin.md: a list's URL can be shared and survives a reload).
 *
 * URL keys: `page`, `size`, `sort` (`name` ascending, `-name` descending), `q` (search) and each filter key, repeated
 * for several values. With a `prefix` every key reads `<prefix>.page` and so on, so two grids can share a page. Only
 * what differs from the defaults is written, so an untouched list has a clean URL; anything unknown or invalid in the
 * URL reads as the default.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@work/shared-contracts';

export type SortDirection = 'ASC' | 'DESC';
export interface GridSort {
  readonly field: string;
  readonly direction: SortDirection;
}
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];
/** The page sizes every staff list offers (10, 25, 50, 100; 10 by default). */
export const PAGE_SIZES: readonly PageSize[] = PAGE_SIZE_OPTIONS;
export const DEFAULT_GRID_PAGE_SIZE: PageSize = DEFAULT_PAGE_SIZE;
/** The search box waits this long after the last key press before the query changes. */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * Filter key → its values (none: the filter is off). Single-value filters use the first value. The arrays are new with
 * each change; they are typed mutable only so they fit antd's Select `value`.
 */
export type GridFilters<F extends string = string> = Readonly<Record<F, string[]>>;

export interface GridState<F extends string = string> {
  readonly page: number;
  readonly pageSize: PageSize;
  readonly sort: GridSort;
  /** Trimmed; '' when there is no search. */
  readonly search: string;
  readonly filters: GridFilters<F>;
}

export interface GridConfig<F extends string = string> {
  readonly defaultSort: GridSort;
  /** The fields the server sorts by; the default sort's field is always allowed. */
  readonly sortFields: readonly string[];
  readonly filterKeys?: readonly F[];
  /** Prefixes this grid's URL keys (`staff` → `staff.page`) so two grids can share a page. */
  readonly prefix?: string;
}

/** The GraphQL variables of a list query: `{ pagination, sort, filters }`, a filter that is off is null. */
export interface GridVariables<F extends string = string> {
  pagination: { page: number; limit: number };
  sort: { field: string; direction: SortDirection };
  filters: { search: string | null } & { [K in F]: string[] | null };
}

const RESERVED = ['page', 'size', 'sort', 'q'];

/** The URL key of a grid parameter (`page`, `size`, `sort`, `q` or a filter key) under the config's prefix. */
export function gridParam(config: Pick<GridConfig, 'prefix'>, name: string): string {
  return config.prefix ? `${config.prefix}.${name}` : name;
}

/** Every URL key the grid owns. A filter named like a grid parameter would read as both, so it is refused. */
function ownKeys(config: GridConfig): string[] {
  const clash = (config.filterKeys ?? []).filter((key) => RESERVED.includes(key) || key === 'search');
  if (clash.length) throw new Error(`data grid: filter keys may not be named ${clash.join(', ')}`);
  return [...RESERVED, ...(config.filterKeys ?? [])].map((name) => gridParam(config, name));
}

export function defaultGridState<F extends string>(config: GridConfig<F>): GridState<F> {
  const filters = Object.fromEntries((config.filterKeys ?? []).map((key) => [key, []])) as unknown as GridFilters<F>;
  return { page: 1, pageSize: DEFAULT_GRID_PAGE_SIZE, sort: config.defaultSort, search: '', filters };
}

function parsePage(raw: string | null): number {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

function parsePageSize(raw: string | null): PageSize {
  return PAGE_SIZES.find((size) => String(size) === raw) ?? DEFAULT_GRID_PAGE_SIZE;
}

function parseSort(raw: string | null, config: GridConfig): GridSort {
  if (!raw) return config.defaultSort;
  const direction: SortDirection = raw.startsWith('-') ? 'DESC' : 'ASC';
  const field = direction === 'DESC' ? raw.slice(1) : raw;
  const known = field === config.defaultSort.field || config.sortFields.includes(field);
  return known ? { field, direction } : config.defaultSort;
}

/** The grid's state as the URL holds it; anything missing or invalid reads as its default. */
export function parseGridState<F extends string>(params: URLSearchParams, config: GridConfig<F>): GridState<F> {
  ownKeys(config);
  const get = (name: string) => params.get(gridParam(config, name));
  const filters = Object.fromEntries(
    (config.filterKeys ?? []).map((key) => [key, params.getAll(gridParam(config, key)).filter((value) => value !== '')]),
  ) as unknown as GridFilters<F>;
  return {
    page: parsePage(get('page')),
    pageSize: parsePageSize(get('size')),
    sort: parseSort(get('sort'), config),
    search: (get('q') ?? '').trim(),
    filters,
  };
}

/**
 * `params` with the grid's keys replaced by `state` (a copy; other keys, such as another grid's, stay). Defaults are
 * left out.
 */
export function writeGridState<F extends string>(params: URLSearchParams, state: GridState<F>, config: GridConfig<F>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ownKeys(config)) next.delete(key);
  const set = (name: string, value: string) => next.set(gridParam(config, name), value);
  if (state.page !== 1) set('page', String(state.page));
  if (state.pageSize !== DEFAULT_GRID_PAGE_SIZE) set('size', String(state.pageSize));
  const { field, direction } = state.sort;
  if (field !== config.defaultSort.field || direction !== config.defaultSort.direction) {
    set('sort', direction === 'DESC' ? `-${field}` : field);
  }
  if (state.search) set('q', state.search);
  for (const key of config.filterKeys ?? []) {
    for (const value of state.filters[key] ?? []) next.append(gridParam(config, key), value);
  }
  return next;
}

/** A string that changes exactly when the query changes (the grid clears its selection then). */
export function gridStateKey<F extends string>(state: GridState<F>, config: GridConfig<F>): string {
  return writeGridState(new URLSearchParams(), state, config).toString();
}

export function gridVariables<F extends string>(state: GridState<F>, config: GridConfig<F>): GridVariables<F> {
  const filters: Record<string, string | string[] | null> = { search: state.search || null };
  for (const key of config.filterKeys ?? []) {
    const values = state.filters[key] ?? [];
    filters[key] = values.length ? [...values] : null;
  }
  return {
    pagination: { page: state.page, limit: state.pageSize },
    sort: { field: state.sort.field, direction: state.sort.direction },
    filters: filters as GridVariables<F>['filters'],
  };
}

// The changes. Each returns the same object when nothing changes (so no navigation happens), and every change but
// the page itself goes back to page 1: the old page may not exist in the new result.

export function withPage<F extends string>(state: GridState<F>, page: number): GridState<F> {
  const next = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  return next === state.page ? state : { ...state, page: next };
}

export function withPageSize<F extends string>(state: GridState<F>, size: number): GridState<F> {
  const pageSize = parsePageSize(String(size));
  return pageSize === state.pageSize ? state : { ...state, pageSize, page: 1 };
}

/** null (antd's third click) goes back to the default sort; an unknown field too. */
export function withSort<F extends string>(state: GridState<F>, sort: GridSort | null, config: GridConfig<F>): GridState<F> {
  const next = sort ? parseSort(sort.direction === 'DESC' ? `-${sort.field}` : sort.field, config) : config.defaultSort;
  if (next.field === state.sort.field && next.direction === state.sort.direction) return state;
  return { ...state, sort: next, page: 1 };
}

export function withSearch<F extends string>(state: GridState<F>, search: string): GridState<F> {
  const next = search.trim();
  return next === state.search ? state : { ...state, search: next, page: 1 };
}

/** A filter's new values: a string, several, or null/undefined/'' to switch it off. Unknown keys are ignored. */
export type FilterValue = string | readonly string[] | null | undefined;

export function withFilters<F extends string>(
  state: GridState<F>,
  change: Partial<Record<F, FilterValue>>,
  config: GridConfig<F>,
): GridState<F> {
  const filters: Record<string, string[]> = { ...state.filters };
  let changed = false;
  for (const key of config.filterKeys ?? []) {
    if (!(key in change)) continue;
    const raw: FilterValue = change[key];
    const values = (typeof raw === 'string' ? [raw] : (raw ?? [])).filter((value) => value !== '');
    const old = state.filters[key] ?? [];
    if (values.length === old.length && values.every((value, i) => value === old[i])) continue;
    filters[key] = values;
    changed = true;
  }
  return changed ? { ...state, filters: filters as GridFilters<F>, page: 1 } : state;
}

/** How many filters are on (the mobile Filters button shows it). */
export function activeFilterCount(state: GridState): number {
  return Object.values<string[]>(state.filters).filter((values) => values.length > 0).length;
}
