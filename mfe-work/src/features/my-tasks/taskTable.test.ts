import { describe, expect, it, vi } from 'vitest';
import { debounce } from '../../app/useDebouncedValue';
import {
  formatDeadline,
  INITIAL_TABLE_STATE,
  nextTableState,
  SEARCH_DEBOUNCE_MS,
  STATE_OPTIONS,
  taskStateLabel,
  variablesFor,
  withFilters,
} from './taskTable';

describe('my tasks table state', () => {
  it('starts on page 1 with 10 rows sorted by id descending and no filters', () => {
    expect(variablesFor(INITIAL_TABLE_STATE)).toEqual({
      pagination: { page: 1, limit: 10 },
      sort: { field: 'id', direction: 'DESC' },
    });
  });
  it('pages, and goes back to page 1 when the page size or sort changes', () => {
    const page3 = nextTableState(INITIAL_TABLE_STATE, { current: 3, pageSize: 10 });
    expect(page3.page).toBe(3);
    expect(nextTableState(page3, { current: 3, pageSize: 25 })).toMatchObject({ page: 1, limit: 25 });
    expect(nextTableState(page3, { current: 3, pageSize: 10, sortField: 'name', sortOrder: 'ascend' })).toMatchObject({
      page: 1,
      sort: { field: 'name', direction: 'ASC' },
    });
    expect(nextTableState(page3, { current: 3, sortField: null, sortOrder: null }).sort).toEqual({ field: 'id', direction: 'DESC' });
  });
  it('sends state, client and trimmed search filters to the server and goes back to page 1 when they change', () => {
    const page3 = nextTableState(INITIAL_TABLE_STATE, { current: 3, pageSize: 10 });
    const filtered = withFilters(withFilters(page3, { states: ['OFFERED', 'IN_PROGRESS'], clientIds: ['4'] }), { search: '  audit ' });
    expect(filtered.page).toBe(1);
    expect(variablesFor(filtered)).toEqual({
      pagination: { page: 1, limit: 10 },
      sort: { field: 'id', direction: 'DESC' },
      filters: { states: ['OFFERED', 'IN_PROGRESS'], clientIds: ['4'], search: 'audit' },
    });
    expect(variablesFor(withFilters(filtered, { states: [], clientIds: [], search: '   ' })).filters).toBeUndefined();
    expect(nextTableState(filtered, { current: 2, pageSize: 10 }).filters).toEqual(filtered.filters);
  });
  it('labels states from the catalogue, withdrawn as Deleted', () => {
    expect(taskStateLabel('IN_PROGRESS')).toBe('In progress');
    expect(taskStateLabel('WITHDRAWN')).toBe('Deleted');
    expect(taskStateLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(STATE_OPTIONS).toHaveLength(10);
    expect(STATE_OPTIONS.find((o) => o.value === 'WITHDRAWN')?.label).toBe('Deleted');
  });
});

describe('search debounce', () => {
  it('asks once, 200 ms after the last key press', () => {
    vi.useFakeTimers();
    try {
      const apply = vi.fn();
      const search = debounce(apply, SEARCH_DEBOUNCE_MS);
      expect(SEARCH_DEBOUNCE_MS).toBe(200);
      search.call('a');
      vi.advanceTimersByTime(150);
      search.call('au');
      vi.advanceTimersByTime(199);
      expect(apply).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(apply).toHaveBeenCalledExactlyOnceWith('au');
      search.call('aud');
      search.cancel();
      vi.advanceTimersByTime(500);
      expect(apply).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('deadlines', () => {
  it('show in Europe/London by default and in the person’s timezone when set', () => {
    expect(formatDeadline('2026-05-04T08:00:00Z')).toBe('4 May 2026, 09:00 BST');
    expect(formatDeadline('2026-01-10T08:00:00Z', null)).toBe('10 Jan 2026, 08:00 GMT');
    expect(formatDeadline('2026-05-04T08:00:00Z', 'America/New_York')).toBe('4 May 2026, 04:00 GMT-4');
    expect(formatDeadline('2026-05-04T08:00:00Z', 'Not/AZone')).toBe('4 May 2026, 09:00 BST');
    expect(formatDeadline(null)).toBe('No deadline');
  });
});
