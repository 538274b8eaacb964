import { describe, expect, it } from 'vitest';
import { INITIAL_TABLE_STATE, nextTableState, taskStateLabel, variablesFor } from './taskTable';

describe('my tasks table state', () => {
  it('starts on page 1 with 10 rows sorted by id descending', () => {
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
  it('labels states from the catalogue, withdrawn as Deleted', () => {
    expect(taskStateLabel('IN_PROGRESS')).toBe('In progress');
    expect(taskStateLabel('WITHDRAWN')).toBe('Deleted');
    expect(taskStateLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});
