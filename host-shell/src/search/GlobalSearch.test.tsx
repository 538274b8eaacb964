// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { GlobalSearch } from './GlobalSearch';

// jsdom has no ResizeObserver; antd's popover measures with it
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const flush = () =>
  act(async () => {
    for (let i = 0; i < 8; i++) await Promise.resolve();
  });

function setup(answer: (path: string) => unknown) {
  const paths: string[] = [];
  const apiFetch = vi.fn(async (path: string) => {
    paths.push(path);
    return json(answer(path));
  });
  const navigate = vi.fn();
  render(<GlobalSearch apiFetch={apiFetch} userId="2" navigate={navigate} />);
  return { paths, navigate, box: screen.getByRole('textbox', { name: 'Search for tasks and clients' }) };
}

const many = (n: number, name: string) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `${name} ${i + 1}`,
    state: 'in_progress',
    client: { name: 'Acme' },
    owner: { full_name: 'Sam Admin' },
  }));

// antd's first render in jsdom is slow on a busy machine
describe('global search', { timeout: 30_000 }, () => {
  it('waits 300 ms after typing, then shows both lists with counts and 3 results each', async () => {
    vi.useFakeTimers();
    const { paths, box, navigate } = setup((p) =>
      p.startsWith('/api/platform/clients') ? { total: 5, results: many(5, 'Client') } : { total: 7, results: many(4, 'Task') },
    );
    expect(box.getAttribute('placeholder')).toBe('Search for tasks and clients');
    fireEvent.change(box, { target: { value: 'a' } });
    act(() => vi.advanceTimersByTime(150));
    fireEvent.change(box, { target: { value: 'au' } });
    act(() => vi.advanceTimersByTime(299));
    expect(paths).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    await flush();
    expect(paths).toHaveLength(2);
    expect(paths.every((p) => p.includes('search=au'))).toBe(true);
    const clients = screen.getByRole('region', { name: 'Clients (5)' });
    const tasks = screen.getByRole('region', { name: 'Tasks (7)' });
    expect(
      within(clients)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/client/1', '/client/2', '/client/3']);
    expect(
      within(tasks)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/work/task/1', '/work/task/2', '/work/task/3']);
    fireEvent.click(within(tasks).getByRole('link', { name: 'Task 2' }));
    expect(navigate).toHaveBeenCalledWith('/work/task/2');
  });

  it('Only show mine asks again with the person’s user_id', async () => {
    const { paths, box } = setup(() => ({ total: 1, results: many(1, 'Mine') }));
    fireEvent.change(box, { target: { value: 'mine' } });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 320));
    });
    await flush();
    expect(paths.filter((p) => p.includes('user_id'))).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only show mine' }));
    await flush();
    const withUser = paths.filter((p) => p.startsWith('/api/platform/tasks') && p.includes('user_id=2'));
    expect(withUser).toHaveLength(1);
    expect(paths.filter((p) => p.startsWith('/api/platform/clients') && p.includes('user_id'))).toEqual([]);
  });

  it('shows the empty state when neither list has anything', async () => {
    const { box } = setup(() => ({ total: 0, results: [] }));
    fireEvent.change(box, { target: { value: 'zzzz' } });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 320));
    });
    await flush();
    expect(screen.getByText('No results found')).toBeTruthy();
    expect(screen.getByText('Please check the spelling and the filters applied')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Clients/ })).toBeNull();
  });
});
