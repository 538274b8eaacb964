import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, TASK_STATES, type TaskStateName } from '@work/shared-contracts';
import { hasText, t } from '../../text';
import { formatterIn } from '@work/shared-ui/dates';
import type { MyTasksVariables } from './myTasks.query';

export type SortDirection = 'ASC' | 'DESC';
export interface TaskFilters {
  /** GraphQL state names (IN_PROGRESS). */
  states: string[];
  clientIds: string[];
  search: string;
}
export interface TableQueryState {
  page: number;
  limit: number;
  sort: { field: string; direction: SortDirection };
  filters: TaskFilters;
}

/** Data tables default to page 1, 10 rows, sorted by id descending. */
export const DEFAULT_SORT_FIELD = 'id';
export const NO_FILTERS: TaskFilters = { states: [], clientIds: [], search: '' };
export const INITIAL_TABLE_STATE: TableQueryState = {
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
  sort: { field: DEFAULT_SORT_FIELD, direction: 'DESC' },
  filters: NO_FILTERS,
};
export const PAGE_SIZES = PAGE_SIZE_OPTIONS.map(String);
/** Search waits this long after the last key press before asking the server. */
export const SEARCH_DEBOUNCE_MS = 200;

/** Every state a task can be in, as the filter offers them (GraphQL names with the catalogue's labels). */
export const STATE_OPTIONS = TASK_STATES.map((s) => ({ value: s.toUpperCase(), label: taskStateLabel(s.toUpperCase()) }));

export function variablesFor(state: TableQueryState): MyTasksVariables {
  const { states, clientIds, search } = state.filters;
  const filters = {
    ...(states.length ? { states: states as NonNullable<NonNullable<MyTasksVariables['filters']>['states']> } : {}),
    ...(clientIds.length ? { clientIds } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
  };
  return {
    pagination: { page: state.page, limit: state.limit },
    sort: state.sort,
    ...(Object.keys(filters).length ? { filters } : {}),
  };
}

/** The next query state after the table's pager or sorter changed. A sort change goes back to page 1. */
export function nextTableState(
  previous: TableQueryState,
  change: { current?: number; pageSize?: number; sortField?: string | null; sortOrder?: 'ascend' | 'descend' | null },
): TableQueryState {
  const sort =
    change.sortField && change.sortOrder
      ? { field: change.sortField, direction: change.sortOrder === 'ascend' ? ('ASC' as const) : ('DESC' as const) }
      : INITIAL_TABLE_STATE.sort;
  const sortChanged = sort.field !== previous.sort.field || sort.direction !== previous.sort.direction;
  const limit = change.pageSize ?? previous.limit;
  const page = sortChanged || limit !== previous.limit ? 1 : (change.current ?? previous.page);
  return { ...previous, page, limit, sort };
}

/** A filter change goes back to page 1 (the old page may not exist any more). */
export function withFilters(previous: TableQueryState, change: Partial<TaskFilters>): TableQueryState {
  return { ...previous, page: 1, filters: { ...previous.filters, ...change } };
}

/** GraphQL enum value (IN_PROGRESS) → the catalogue label (In progress); WITHDRAWN reads Deleted. */
export function taskStateLabel(state: string): string {
  const key = `work.taskState.${state.toLowerCase() as TaskStateName}` as const;
  return hasText(key) ? t(key) : state;
}

const DEADLINE_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
};

/** A deadline in the person's timezone (Europe/London when none is set), e.g. "4 May 2026, 09:00 BST". */
export function formatDeadline(iso: string | null | undefined, timezone?: string | null): string {
  if (!iso) return t('work.task.noDeadline');
  return formatterIn(timezone, DEADLINE_FORMAT).format(new Date(iso));
}
