/**
 * A data grid's query state, kept in the URL query string (gridState.ts has the rules) through react-router-dom's
 * useSearchParams, so it works in each remote's own BrowserRouter.
 *
 *   const grid = useGridState({ defaultSort: { field: 'id', direction: 'DESC' }, sortFields: ['id', 'name'],
 *     filterKeys: ['states'] });
 *   const [{ data }] = useQuery({ query: VerticalsQuery, variables: grid.variables });
 *
 * History: page, page size, sort and filter changes push an entry (Back returns to the previous page of the list);
 * search replaces it, or every pause in typing would be one more Back press.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  activeFilterCount,
  gridStateKey,
  gridVariables,
  parseGridState,
  SEARCH_DEBOUNCE_MS,
  withFilters,
  withPage,
  withPageSize,
  withSearch,
  withSort,
  writeGridState,
  type FilterValue,
  type GridConfig,
  type GridSort,
  type GridState,
  type GridVariables,
  type PageSize,
} from './gridState';

export type GridStateOptions<F extends string = never> = GridConfig<F>;

/** What DataGrid needs of the state; useGridState returns it with the filters and variables. */
export interface GridView {
  readonly page: number;
  readonly pageSize: PageSize;
  readonly sort: GridSort;
  /** The search box's text: shows typing at once; `search` (and the variables) follow after the debounce. */
  readonly searchText: string;
  /** Changes exactly when the query changes (page, size, sort, search, filters). */
  readonly queryKey: string;
  readonly activeFilters: number;
  setPage(page: number, options?: { replace?: boolean }): void;
  setPageSize(size: number): void;
  /** null: back to the default sort. */
  setSort(sort: GridSort | null): void;
  setSearchText(text: string): void;
}

export interface GridController<F extends string = never> extends GridView, GridState<F> {
  /** `{ pagination, sort, filters: { search, ...filters } }` for the list query; the same object until the query changes. */
  readonly variables: GridVariables<F>;
  setFilter(key: F, value: FilterValue): void;
  setFilters(change: Partial<Record<F, FilterValue>>): void;
  clearFilters(): void;
}

export function useGridState<const F extends string = never>(options: GridStateOptions<F>): GridController<F> {
  // Callers pass a fresh options object each render: the config changes only when its content does.
  const configJson = JSON.stringify({
    defaultSort: { field: options.defaultSort.field, direction: options.defaultSort.direction },
    sortFields: options.sortFields,
    filterKeys: options.filterKeys ?? [],
    prefix: options.prefix ?? '',
  });
  const config = useMemo(() => JSON.parse(configJson) as GridConfig<F>, [configJson]);

  const [params, setParams] = useSearchParams();
  // Keyed by the grid's own canonical URL form, so other keys (another grid's) or `?page=1` vs `` keep it the same.
  const key = gridStateKey(parseGridState(params, config), config);
  const state = useMemo(() => parseGridState(new URLSearchParams(key), config), [key, config]);
  const variables = useMemo(() => gridVariables(state, config), [state, config]);

  const update = useCallback(
    (next: GridState<F>, replace = false) => {
      if (next !== state) setParams(writeGridState(params, next, config), { replace });
    },
    [state, params, config, setParams],
  );

  // The search box shows its own text; the URL follows 200 ms after the last key press. `written` is the search the
  // URL last got from here, so a search that arrives by navigation (Back, a shared link) shows in the box while the
  // URL catching up with our own typing never overwrites newer key presses.
  const [searchText, setSearchText] = useState(state.search);
  const written = useRef(state.search);
  useEffect(() => {
    if (state.search === written.current) return;
    written.current = state.search;
    setSearchText(state.search);
  }, [state.search]);
  // A search still waiting when the person leaves the page is dropped. The router renders the next page in a
  // transition, so this page stays mounted until that page's code has loaded; writing the search then would replace
  // the new address with the list's own.
  useEffect(() => {
    const search = searchText.trim();
    if (search === written.current) return;
    const at = window.location.pathname;
    const timer = setTimeout(() => {
      if (window.location.pathname !== at) return;
      written.current = search;
      update(withSearch(state, search), true);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, state, update]);

  return useMemo(
    () => ({
      ...state,
      variables,
      searchText,
      queryKey: key,
      activeFilters: activeFilterCount(state),
      setPage: (page: number, how?: { replace?: boolean }) => update(withPage(state, page), how?.replace),
      setPageSize: (size: number) => update(withPageSize(state, size)),
      setSort: (sort: GridSort | null) => update(withSort(state, sort, config)),
      setSearchText,
      setFilter: (filter: F, value: FilterValue) =>
        update(withFilters(state, { [filter]: value } as Partial<Record<F, FilterValue>>, config)),
      setFilters: (change: Partial<Record<F, FilterValue>>) => update(withFilters(state, change, config)),
      clearFilters: () =>
        update(
          withFilters(
            state,
            Object.fromEntries((config.filterKeys ?? []).map((k) => [k, null])) as Partial<Record<F, FilterValue>>,
            config,
          ),
        ),
    }),
    [state, variables, searchText, key, update, config],
  );
}
