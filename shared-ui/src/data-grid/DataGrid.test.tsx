// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Select } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { DataGrid } from './DataGrid';
import type { GridVariables } from './gridState';
import type { DataGridProps } from './types';
import { useGridState } from './useGridState';

// jsdom lacks ResizeObserver, which antd's table asks for.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
// jsdom's getComputedStyle resolves every antd style rule (tens of ms a call, more as styles are added), and a role
// query calls it for each element it names: inline styles are all these tests need, but one.
const jsdomComputedStyle = window.getComputedStyle.bind(window);
const inlineStyle = ((elt: Element) => (elt as HTMLElement).style) as typeof window.getComputedStyle;

/** A window `width` px wide for antd's breakpoints (jsdom matches no media query). */
function viewport(width: number) {
  window.matchMedia = ((query: string) => {
    const bound = /\((min|max)-width:\s*(\d+)px\)/.exec(query);
    const matches = bound ? (bound[1] === 'min' ? width >= Number(bound[2]) : width <= Number(bound[2])) : false;
    const noop = () => {};
    return {
      matches,
      media: query,
      onchange: null,
      addListener: noop,
      removeListener: noop,
      addEventListener: noop,
      removeEventListener: noop,
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
}
const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  viewport(1280);
  window.getComputedStyle = inlineStyle;
});
afterEach(() => {
  cleanup();
  window.matchMedia = originalMatchMedia;
  window.getComputedStyle = jsdomComputedStyle;
  vi.useRealTimers();
});

interface Vertical {
  id: string;
  name: string;
}
const ALL: Vertical[] = Array.from({ length: 30 }, (_, i) => ({ id: String(i + 1), name: `Vertical ${i + 1}` }));

/** What the page sees: the grid's last variables and the address. */
const seen: { variables?: GridVariables<'states'>; search?: string } = {};

type Extra = Partial<Omit<DataGridProps<Vertical>, 'state'>>;
function VerticalsPage({ rows, total, ...props }: Extra) {
  const grid = useGridState({
    defaultSort: { field: 'id', direction: 'DESC' },
    sortFields: ['id', 'name'],
    filterKeys: ['states'],
  });
  seen.variables = grid.variables;
  seen.search = useLocation().search;
  const { page, limit } = grid.variables.pagination;
  return (
    <DataGrid<Vertical>
      label="Verticals"
      entity="verticals"
      state={grid}
      rows={rows ?? ALL.slice((page - 1) * limit, page * limit)}
      total={total ?? ALL.length}
      rowKey={(row) => row.id}
      rowName={(row) => row.name}
      columns={[
        { key: 'id', title: 'ID', sortable: true, width: 80 },
        { key: 'name', title: 'Name', sortable: true },
      ]}
      search={{ label: 'Search verticals' }}
      filters={
        <Select
          aria-label="State"
          mode="multiple"
          options={[{ value: 'OPEN', label: 'Open' }]}
          value={grid.filters.states}
          onChange={(states: string[]) => grid.setFilter('states', states)}
          style={{ minWidth: 160 }}
        />
      }
      {...props}
    />
  );
}

function renderPage(props: Extra = {}, url = '/verticals') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <VerticalsPage {...props} />
    </MemoryRouter>,
  );
}

const table = () => screen.getByRole('table', { name: 'Verticals' });
const names = () =>
  within(table())
    .queryAllByRole('cell', { name: /^Vertical \d+$/ })
    .map((cell) => cell.textContent);

// antd's first render in jsdom takes seconds on a busy machine.
describe('DataGrid', { timeout: 30_000 }, () => {
  it('pages with the pager: the next page changes the variables and the URL; a new page size goes back to page 1', async () => {
    renderPage();
    expect(names()).toHaveLength(10);
    expect(screen.getByText('30 in total')).toBeTruthy();
    expect(seen.search).toBe('');

    fireEvent.click(screen.getByTitle('Next Page'));
    expect(seen.variables?.pagination).toEqual({ page: 2, limit: 10 });
    expect(seen.search).toBe('?page=2');
    expect(names()[0]).toBe('Vertical 11');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Page Size' }));
    fireEvent.click(await screen.findByTitle('25 / page'));
    expect(seen.variables?.pagination).toEqual({ page: 1, limit: 25 });
    expect(seen.search).toBe('?size=25');
    expect(names()).toHaveLength(25);
  });

  it('sorts by a clicked header on the server, keeping the default id descending out of the URL', () => {
    renderPage();
    expect(screen.getByRole('columnheader', { name: 'ID' }).getAttribute('aria-sort')).toBe('descending');
    expect(seen.variables?.sort).toEqual({ field: 'id', direction: 'DESC' });

    fireEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
    expect(seen.variables?.sort).toEqual({ field: 'name', direction: 'ASC' });
    expect(seen.search).toBe('?sort=name');
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
    expect(seen.search).toBe('?sort=-name');

    fireEvent.click(screen.getByRole('columnheader', { name: 'ID' }));
    expect(seen.variables?.sort).toEqual({ field: 'id', direction: 'ASC' });
    fireEvent.click(screen.getByRole('columnheader', { name: 'ID' }));
    expect(seen.variables?.sort).toEqual({ field: 'id', direction: 'DESC' });
    expect(seen.search).toBe('');
  });

  it('searches 200 ms after the last key press, showing the typed text at once', async () => {
    renderPage({}, '/verticals?page=3');
    vi.useFakeTimers();
    const box = screen.getByRole('textbox', { name: 'Search verticals' });
    fireEvent.change(box, { target: { value: 'ad' } });
    fireEvent.change(box, { target: { value: 'ada ' } });
    expect((box as HTMLInputElement).value).toBe('ada ');
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(seen.variables?.filters.search).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(seen.variables?.filters.search).toBe('ada');
    expect(seen.variables?.pagination.page).toBe(1);
    expect(seen.search).toBe('?q=ada');
    expect((box as HTMLInputElement).value).toBe('ada ');
  });

  it('runs a bulk action on the selected rows, and clears the selection when the page changes', async () => {
    const archive = vi.fn(async (_rows: readonly Vertical[]) => {});
    renderPage({ selection: { actions: [{ key: 'archive', label: 'Archive', onRun: archive }] } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Vertical 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Vertical 3' }));
    expect(screen.getByText('2 selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByText('2 selected')).toBeNull());
    expect(archive).toHaveBeenCalledWith([ALL[0], ALL[2]]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Vertical 2' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByTitle('Next Page'));
    expect(screen.queryByText('1 selected')).toBeNull();
    fireEvent.click(screen.getByTitle('Previous Page'));
    expect((screen.getByRole('checkbox', { name: 'Select Vertical 2' }) as HTMLInputElement).checked).toBe(false);
  });

  it('moves a row with the keyboard on its reorder handle', async () => {
    const onMove = vi.fn(async () => {});
    renderPage({ reorder: { onMove } }, '/verticals?page=2');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Reorder Vertical 12' }), { key: 'ArrowDown' });
    await waitFor(() => expect(onMove).toHaveBeenCalledTimes(1));
    expect(onMove).toHaveBeenCalledWith(ALL[11], 2, { fromIndex: 1, pageOffset: 10 });
    await waitFor(() => expect(screen.getByText('Vertical 12 moved to position 13')).toBeTruthy());

    fireEvent.keyDown(screen.getByRole('button', { name: 'Reorder Vertical 12' }), { key: 'ArrowUp' });
    await waitFor(() => expect(onMove).toHaveBeenLastCalledWith(ALL[11], 0, { fromIndex: 1, pageOffset: 10 }));
    // The first row cannot go further up.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Reorder Vertical 11' }), { key: 'ArrowUp' });
    expect(onMove).toHaveBeenCalledTimes(2);
  });

  it('moves a row dragged by its handle onto another row', async () => {
    const onMove = vi.fn();
    renderPage({ reorder: { onMove } });
    const dataTransfer = { setData: vi.fn(), setDragImage: vi.fn(), effectAllowed: '', dropEffect: '' };
    const target = screen.getByRole('cell', { name: 'Vertical 3' });
    fireEvent.dragStart(screen.getByRole('button', { name: 'Reorder Vertical 1' }), { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    await waitFor(() => expect(onMove).toHaveBeenCalledWith(ALL[0], 2, { fromIndex: 0, pageOffset: 0 }));
  });

  it('opens a row’s overflow menu', async () => {
    const remove = vi.fn();
    renderPage({ rowActions: (row) => [{ key: 'delete', label: `Delete ${row.name}`, danger: true, onClick: remove }] });
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Vertical 2' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete Vertical 2' }));
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('says "No verticals found" for an empty list', () => {
    renderPage({ rows: [], total: 0 });
    expect(screen.getByText('No verticals found')).toBeTruthy();
  });

  it('shows a failed panel with a Retry button when the list cannot load', () => {
    const onRetry = vi.fn();
    renderPage({ rows: [], total: 0, error: new Error('offline'), onRetry });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Unable to load')).toBeTruthy();
    expect(within(alert).getByText(/Please try again soon/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says the roles do not allow the list, without a Retry, when the API refuses it (FORBIDDEN)', async () => {
    const refused = { graphQLErrors: [{ message: 'Your roles do not allow the query verticals', extensions: { code: 'FORBIDDEN' } }] };
    renderPage({ rows: [], total: 0, error: refused, onRetry: vi.fn() });
    const alert = screen.getByRole('alert');
    expect(await within(alert).findByText('No access')).toBeTruthy();
    expect(
      within(alert).getByText('Your roles do not allow you to see the verticals. Ask an administrator if you need them.'),
    ).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('restores page, size, sort, search and filters from the URL (a reload or a shared link)', () => {
    renderPage({}, '/verticals?page=2&size=25&sort=-name&q=ada&states=OPEN');
    expect(seen.variables).toEqual({
      pagination: { page: 2, limit: 25 },
      sort: { field: 'name', direction: 'DESC' },
      filters: { search: 'ada', states: ['OPEN'] },
    });
    expect((screen.getByRole('textbox', { name: 'Search verticals' }) as HTMLInputElement).value).toBe('ada');
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByTitle('2').className).toMatch(/active/);
    expect(screen.getByTitle('25 / page')).toBeTruthy();
    expect(names()[0]).toBe('Vertical 26');
  });

  it('goes to the last page when the URL names one past the end', async () => {
    renderPage({ rows: [], total: 30 }, '/verticals?page=9');
    await waitFor(() => expect(seen.search).toBe('?page=3'));
  });

  it('shows the filters inline on a wide screen', () => {
    renderPage();
    expect(screen.getByRole('combobox', { name: 'State' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
  });

  it('puts the filters in a bottom sheet behind a Filters button on a narrow screen', async () => {
    viewport(375);
    renderPage();
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    // Not found by name: under NODE_ENV=test antd gives every generated id 'test-id', so the sheet's aria-labelledby
    // points at the pager's input.
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('Filters')).toBeTruthy();
    expect(within(sheet).getByRole('combobox', { name: 'State' })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    // antd hides the closed sheet with a class: this check needs the real computed styles.
    window.getComputedStyle = (elt: Element) => jsdomComputedStyle(elt);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
