import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type TaskStateName } from '@work/shared-contracts';
import { hasText, t } from '@work/shared-ui';
import type { MyTasksVariables } from './myTasks.query';

export type SortDirection = 'ASC' | 'DESC';
export interface TableQueryState {
  page: number;
  limit: number;
  sort: { field: string; direction: SortDirection };
}

/** Data tables default to page 1, 10 rows, sorted by id descending. */
export const DEFAULT_SORT_FIELD = 'id';
export const INITIAL_TABLE_STATE: TableQueryState = { page: 1, limit: DEFAULT_PAGE_SIZE, sort: { field: DEFAULT_SORT_FIELD, direction: 'DESC' } };
export const PAGE_SIZES = PAGE_SIZE_OPTIONS.map(String);

export function variablesFor(state: TableQueryState): MyTasksVariables {
  return { pagination: { page: state.page, limit: state.limit }, sort: state.sort };
}

/** The next query state after the table's pager or sorter changed. A sort change goes back to page 1. */
export function nextTableState(
  previous: TableQueryState,
  change: { current?: number; pageSize?: number; sortField?: string | null; sortOrder?: 'ascend' | 'descend' | null },
): TableQueryState {
  const sort = change.sortField && change.sortOrder
    ? { field: change.sortField, direction: change.sortOrder === 'ascend' ? ('ASC' as const) : ('DESC' as const) }
    : INITIAL_TABLE_STATE.sort;
  const sortChanged = sort.field !== previous.sort.field || sort.direction !== previous.sort.direction;
  const limit = change.pageSize ?? previous.limit;
  const page = sortChanged || limit !== previous.limit ? 1 : (change.current ?? previous.page);
  return { page, limit, sort };
}

/** GraphQL enum value (IN_PROGRESS) → the catalogue label (In progress); WITHDRAWN reads Deleted. */
export function taskStateLabel(state: string): string {
  const key = `taskState.${state.toLowerCase() as TaskStateName}` as const;
  return hasText(key) ? t(key) : state;
}
