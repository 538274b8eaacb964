import { describe, expect, it } from 'vitest';
import { INITIAL_STATE, nextState, sortOrderOf, variablesFor } from './workReadyTable';

describe('the work ready for invoicing table', () => {
  it('starts on page 1, 10 a page, newest completed first', () => {
    expect(variablesFor(INITIAL_STATE)).toEqual({ pagination: { page: 1, limit: 10 }, sort: { field: 'completedAt', direction: 'DESC' } });
    expect(sortOrderOf(INITIAL_STATE, 'completedAt')).toBe('descend');
    expect(sortOrderOf(INITIAL_STATE, 'total')).toBeNull();
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
});
