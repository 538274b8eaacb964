// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { clientLink, clientSearchPath, noResults, searchTerm, taskLink, taskSearchPath, toList, useDebouncedValue } from './searchRules';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('search rules', () => {
  it('searches nothing for a blank box and trims the term', () => {
    expect(searchTerm('   ')).toBeNull();
    expect(searchTerm('  acme ')).toBe('acme');
    expect(searchTerm('x'.repeat(250))).toHaveLength(200);
  });

  it('asks for clients active or pending, 3, by name', () => {
    const url = new URL(clientSearchPath('blue bird'), 'http://x');
    expect(url.pathname).toBe('/api/platform/clients');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: 'blue bird',
      state: 'active,pending',
      limit: '3',
      fields: 'id,name',
      ordering: 'name',
    });
  });

  it('asks for tasks with the state list, next scheduled only, 3, and user_id only when Only show mine is on', () => {
    const url = new URL(taskSearchPath('audit', false, '2'), 'http://x');
    expect(url.pathname).toBe('/api/platform/tasks');
    expect(url.searchParams.get('is_next_scheduled_only')).toBe('true');
    expect(url.searchParams.get('limit')).toBe('3');
    expect(url.searchParams.get('search')).toBe('audit');
    expect(url.searchParams.get('state')?.split(',')).toContain('in_progress');
    expect(url.searchParams.get('state')?.split(',')).not.toContain('withdrawn');
    expect(url.searchParams.has('user_id')).toBe(false);
    expect(new URL(taskSearchPath('audit', true, '2'), 'http://x').searchParams.get('user_id')).toBe('2');
  });

  it('keeps at most 3 results and the server total', () => {
    expect(toList({ total: 12, results: [1, 2, 3, 4, 5] })).toEqual({ total: 12, items: [1, 2, 3] });
    expect(toList({ total: 0, results: [] })).toEqual({ total: 0, items: [] });
    expect(noResults({ clients: { total: 0, items: [] }, tasks: { total: 0, items: [] } })).toBe(true);
    expect(noResults({ clients: { total: 0, items: [] }, tasks: { total: 1, items: [] } })).toBe(false);
  });

  it('links clients to /client/{id} and tasks to /work/task/{id}', () => {
    expect(clientLink(4)).toBe('/client/4');
    expect(taskLink(17)).toBe('/work/task/17');
  });
});

describe('useDebouncedValue', () => {
  it('settles 300 ms after the last change', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v), { initialProps: { v: '' } });
    rerender({ v: 'a' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ v: 'ac' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ac');
  });
});
