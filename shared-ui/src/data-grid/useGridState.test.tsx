// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { BrowserRouter, MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useGridState } from './useGridState';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderGrid(entries: string[], prefix?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={entries}>{children}</MemoryRouter>;
  return renderHook(
    () => ({
      grid: useGridState({
        defaultSort: { field: 'id', direction: 'DESC' },
        sortFields: ['name'],
        filterKeys: ['states'],
        ...(prefix ? { prefix } : {}),
      }),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('useGridState', () => {
  it('keeps the same variables object until the query changes, whatever else the URL holds', async () => {
    const { result, rerender } = renderGrid(['/list?page=2']);
    const first = result.current.grid.variables;
    rerender();
    expect(result.current.grid.variables).toBe(first);
    await act(async () => result.current.navigate('/list?page=2&tab=people'));
    expect(result.current.grid.variables).toBe(first);
    act(() => result.current.grid.setPage(3));
    expect(result.current.grid.variables).not.toBe(first);
    expect(result.current.location.search).toBe('?tab=people&page=3');
  });

  it('pushes page changes (Back returns to the previous page) but replaces the entry for a search', async () => {
    vi.useFakeTimers();
    const { result } = renderGrid(['/home', '/list']);
    act(() => result.current.grid.setPage(2));
    act(() => result.current.grid.setSearchText('ada'));
    expect(result.current.grid.searchText).toBe('ada');
    expect(result.current.grid.search).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(result.current.location.search).toBe('?q=ada');

    // Back skips the search (it replaced page 2's entry) and shows the list as it was, search box included.
    await act(async () => result.current.navigate(-1));
    expect(result.current.location.search).toBe('');
    expect(result.current.grid.searchText).toBe('');
  });

  it('drops a search still waiting when the person has left the page (the next page renders in a transition)', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/announcements');
    const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;
    const { result } = renderHook(() => useGridState({ defaultSort: { field: 'id', direction: 'DESC' }, sortFields: ['name'] }), {
      wrapper,
    });
    act(() => result.current.setSearchText('Working hours'));
    // the router has moved to the report while the list, still mounted, waits for the report's code
    window.history.pushState(null, '', '/announcements/5/report');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(window.location.pathname).toBe('/announcements/5/report');
    expect(window.location.search).toBe('');

    // on the list itself, the search reaches the address as before
    window.history.replaceState(null, '', '/announcements');
    act(() => result.current.setSearchText('Working'));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/announcements?q=Working');
  });

  it('filters and clears filters, going back to page 1', () => {
    const { result } = renderGrid(['/list?page=4']);
    act(() => result.current.grid.setFilter('states', ['OPEN', 'LATE']));
    expect(result.current.location.search).toBe('?states=OPEN&states=LATE');
    expect(result.current.grid.variables.filters).toEqual({ search: null, states: ['OPEN', 'LATE'] });
    expect(result.current.grid.activeFilters).toBe(1);
    act(() => result.current.grid.clearFilters());
    expect(result.current.location.search).toBe('');
  });

  it('uses prefixed keys so two grids can share a page', () => {
    const { result } = renderGrid(['/list?page=5&invites.sort=name'], 'invites');
    expect(result.current.grid.page).toBe(1);
    expect(result.current.grid.sort).toEqual({ field: 'name', direction: 'ASC' });
    act(() => result.current.grid.setPage(2));
    expect(result.current.location.search).toBe('?page=5&invites.page=2&invites.sort=name');
  });
});
