/** Page sizes and defaults of data tables (staff-and-admin.md §9): page 1, 10 a page, the newest work first. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const SORT_FIELDS = ['completedAt', 'total'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export interface WorkTableState {
  page: number;
  limit: number;
  sort: { field: SortField; direction: 'ASC' | 'DESC' };
}
export const INITIAL_STATE: WorkTableState = { page: 1, limit: 10, sort: { field: 'completedAt', direction: 'DESC' } };

/** The table's change (page, size, sort column) as the next state; a new sort or size goes back to page 1. */
export function nextState(
  previous: WorkTableState,
  change: { page?: number; limit?: number; field?: string | null; order?: 'ascend' | 'descend' | null },
): WorkTableState {
  const field = SORT_FIELDS.find((f) => f === change.field);
  const sort =
    field && change.order ? { field, direction: change.order === 'ascend' ? ('ASC' as const) : ('DESC' as const) } : INITIAL_STATE.sort;
  const limit = PAGE_SIZES.find((s) => s === change.limit) ?? previous.limit;
  const sameOrder = sort.field === previous.sort.field && sort.direction === previous.sort.direction && limit === previous.limit;
  return { page: sameOrder ? Math.max(1, change.page ?? previous.page) : 1, limit, sort };
}

export const variablesFor = (s: WorkTableState) => ({ pagination: { page: s.page, limit: s.limit }, sort: s.sort });

/** antd's sort order of a column for the state. */
export function sortOrderOf(state: WorkTableState, field: string): 'ascend' | 'descend' | null {
  if (state.sort.field !== field) return null;
  return state.sort.direction === 'ASC' ? 'ascend' : 'descend';
}
