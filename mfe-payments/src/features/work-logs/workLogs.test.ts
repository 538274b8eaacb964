import { describe, expect, it } from 'vitest';
import { completedText, INITIAL_STATE, nextState, poundsText, variablesFor, workLogStateLabel } from './workLogs';

describe('work log table', () => {
  it('starts on page 1, 10 a page, newest completed first', () => {
    expect(variablesFor(INITIAL_STATE)).toEqual({ pagination: { page: 1, limit: 10 }, sort: { field: 'completedAt', direction: 'DESC' } });
  });
  it('pages on; a new sort or page size goes back to page 1; unknown sizes and columns are ignored', () => {
    const paged = nextState(INITIAL_STATE, { page: 3, limit: 10, field: 'completedAt', order: 'descend' });
    expect(paged.page).toBe(3);
    expect(nextState(paged, { page: 3, limit: 25, field: 'completedAt', order: 'descend' })).toMatchObject({ page: 1, limit: 25 });
    expect(nextState(paged, { page: 3, limit: 10, field: 'total', order: 'ascend' })).toMatchObject({
      page: 1,
      sort: { field: 'total', direction: 'ASC' },
    });
    expect(nextState(paged, { page: 3, limit: 7, field: 'password', order: 'ascend' })).toMatchObject({
      limit: 10,
      sort: INITIAL_STATE.sort,
    });
  });
  it('shows pounds, the state label and the completion day', () => {
    expect(poundsText('42.5')).toBe('£42.50');
    expect(workLogStateLabel('READY_TO_INVOICE')).toBe('Ready to invoice');
    expect(workLogStateLabel('NEXT_MONTH')).toBe('To invoice next month');
    expect(completedText('2026-04-30T23:30:00Z')).toBe('1 May 2026');
    expect(completedText('2026-04-30T23:30:00Z', 'America/New_York')).toBe('30 Apr 2026');
  });
});
