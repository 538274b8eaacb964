import { DateTime } from 'luxon';
import { t } from '../../text';

/** Page sizes and defaults of data tables (shell-and-freelancer.md §9): page 1, 10 a page, newest work first. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const SORT_FIELDS = ['completedAt', 'total', 'id'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export interface WorkLogTableState {
  page: number;
  limit: number;
  sort: { field: SortField; direction: 'ASC' | 'DESC' };
}
export const INITIAL_STATE: WorkLogTableState = { page: 1, limit: 10, sort: { field: 'completedAt', direction: 'DESC' } };

/** The table's change (page, size, sort column) as the next state; a new sort or size goes back to page 1. */
export function nextState(
  previous: WorkLogTableState,
  change: { page?: number; limit?: number; field?: string | null; order?: 'ascend' | 'descend' | null },
): WorkLogTableState {
  const field = SORT_FIELDS.find((f) => f === change.field);
  const sort =
    field && change.order ? { field, direction: change.order === 'ascend' ? ('ASC' as const) : ('DESC' as const) } : INITIAL_STATE.sort;
  const limit = PAGE_SIZES.find((s) => s === change.limit) ?? previous.limit;
  const sameOrder = sort.field === previous.sort.field && sort.direction === previous.sort.direction && limit === previous.limit;
  return { page: sameOrder ? Math.max(1, change.page ?? previous.page) : 1, limit, sort };
}

export const variablesFor = (s: WorkLogTableState) => ({ pagination: { page: s.page, limit: s.limit }, sort: s.sort });

/** Amounts are pounds (spec §9 earnings in £). */
export function poundsText(total: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(Number(total));
}

export function workLogStateLabel(state: string): string {
  return state === 'READY_TO_INVOICE' ? t('payments.workLog.state.READY_TO_INVOICE') : t('payments.workLog.state.NEXT_MONTH');
}

/** Completion day in the person's timezone (Europe/London by default). */
export function completedText(iso: string, timezone?: string | null): string {
  const when = DateTime.fromISO(iso, { zone: timezone || 'Europe/London' });
  return (when.isValid ? when : DateTime.fromISO(iso, { zone: 'Europe/London' })).toFormat('d MMM yyyy');
}
