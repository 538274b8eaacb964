// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Client, Provider, cacheExchange, fetchExchange } from 'urql';
import { ChannelPicker, OfficePicker, UserPicker } from './index';
import { PICKER_PAGE_SIZE, PICKER_SEARCH_DEBOUNCE_MS } from './ServerPicker';

// jsdom lacks ResizeObserver, which antd's select popup asks for.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
// jsdom's getComputedStyle resolves every antd style rule (slow): inline styles are all these tests need.
const jsdomComputedStyle = window.getComputedStyle.bind(window);
beforeEach(() => {
  window.getComputedStyle = ((elt: Element) => (elt as HTMLElement).style) as typeof window.getComputedStyle;
});
afterEach(() => {
  cleanup();
  window.getComputedStyle = jsdomComputedStyle;
});

// ---- The network boundary: a fake API answering the pickers' list queries from in-memory rows ----

interface Row {
  id: string;
  name: string;
}
interface Sent {
  operationName: string;
  variables: {
    filters?: { search?: string | null; ids?: string[]; clientId?: string };
    pagination: { page: number; limit: number };
    sort?: { field: string; direction: string };
  };
}

const OFFICES: Row[] = Array.from({ length: 60 }, (_, i) => ({ id: String(i + 1), name: `Office ${String(i + 1).padStart(2, '0')}` }));
const PEOPLE: Row[] = [
  { id: '1', name: 'Mia Member' },
  { id: '2', name: 'Sam Admin' },
  { id: '3', name: 'Harriet Human' },
];

/** One page of `rows` as the API's list convention answers it. */
function listAnswer(rows: Row[], variables: Sent['variables']) {
  const { search, ids } = variables.filters ?? {};
  const matching = ids
    ? rows.filter((r) => ids.includes(r.id))
    : rows.filter((r) => !search || r.name.toLowerCase().includes(search.toLowerCase()));
  const { page, limit } = variables.pagination;
  return { nodes: matching.slice((page - 1) * limit, page * limit), pagination: { total: matching.length, page, limit } };
}

let sent: Sent[] = [];
let failing = false;

function answer({ operationName, variables }: Sent): unknown {
  if (operationName === 'OfficePicker') {
    const page = listAnswer(OFFICES, variables);
    return { offices: { ...page, nodes: page.nodes.map((o) => ({ __typename: 'Office', ...o })) } };
  }
  if (operationName === 'UserPicker') {
    const page = listAnswer(PEOPLE, variables);
    const nodes = page.nodes.map((p) => ({
      __typename: 'User',
      id: p.id,
      fullName: p.name,
      emailAddress: `${p.name.split(' ')[0]!.toLowerCase()}@example.com`,
    }));
    return { users: { ...page, nodes } };
  }
  if (operationName === 'ChannelPicker') {
    const page = listAnswer([{ id: '9', name: 'Paid Search' }], variables);
    const nodes = page.nodes.map((c) => ({
      __typename: 'Channel',
      ...c,
      client: { __typename: 'Client', id: '4', name: 'Bluebird Travel' },
    }));
    return { channels: { ...page, nodes } };
  }
  throw new Error(`unexpected operation ${operationName}`);
}

function apiClient() {
  return new Client({
    url: 'http://api.test/api/graphql',
    preferGetMethod: false,
    exchanges: [cacheExchange, fetchExchange],
    fetch: async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as Sent;
      sent.push(body);
      const json = failing ? { errors: [{ message: 'Internal', extensions: { code: 'INTERNAL' } }] } : { data: answer(body) };
      return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
}

beforeEach(() => {
  sent = [];
  failing = false;
});

function renderWithApi(ui: React.ReactNode) {
  return render(<Provider value={apiClient()}>{ui}</Provider>);
}

/** A form field holding the picker's value, as a page would. */
function OfficeField({ initial = null, onValue }: { initial?: string | null; onValue?: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <OfficePicker
      value={value}
      allowClear
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const combobox = (name: string) => screen.getByRole('combobox', { name });
const open = (name: string) => fireEvent.mouseDown(combobox(name));
const popup = () => document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')!;
const optionTitles = () => [...popup().querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
const listQueries = (operationName: string) => sent.filter((s) => s.operationName === operationName && !s.variables.filters?.ids);
const idQueries = (operationName: string) => sent.filter((s) => s.operationName === operationName && s.variables.filters?.ids);

// antd's first render in jsdom takes seconds on a busy machine.
describe('the server pickers', { timeout: 30_000 }, () => {
  it('have an accessible name and load nothing until opened; opening loads the first page by name', async () => {
    renderWithApi(<OfficeField />);
    expect(combobox('Office')).toBeTruthy();
    expect(sent).toEqual([]);
    open('Office');
    await waitFor(() => expect(optionTitles()).toContain('Office 01'));
    expect(listQueries('OfficePicker')).toEqual([
      {
        operationName: 'OfficePicker',
        variables: {
          filters: { search: null },
          pagination: { page: 1, limit: PICKER_PAGE_SIZE },
          sort: { field: 'name', direction: 'ASC' },
        },
        query: expect.any(String),
        extensions: undefined,
      },
    ]);
  });

  it('search sends the term after the debounce and shows what the server found', async () => {
    renderWithApi(<OfficeField />);
    open('Office');
    await waitFor(() => expect(optionTitles()).toContain('Office 01'));
    fireEvent.change(combobox('Office'), { target: { value: 'office 4' } });
    // typing shows at once; the server is asked only when the typing stops
    expect((combobox('Office') as HTMLInputElement).value).toBe('office 4');
    expect(listQueries('OfficePicker')).toHaveLength(1);
    await waitFor(() => expect(listQueries('OfficePicker')).toHaveLength(2), { timeout: PICKER_SEARCH_DEBOUNCE_MS + 1500 });
    expect(listQueries('OfficePicker')[1]!.variables.filters).toEqual({ search: 'office 4' });
    await waitFor(() => expect(optionTitles()).toEqual(Array.from({ length: 10 }, (_, i) => `Office 4${i}`)));
  });

  it('says so when the search finds nothing', async () => {
    renderWithApi(<OfficeField />);
    open('Office');
    fireEvent.change(combobox('Office'), { target: { value: 'nowhere' } });
    expect(await screen.findByText('No offices found', undefined, { timeout: PICKER_SEARCH_DEBOUNCE_MS + 1500 })).toBeTruthy();
  });

  it('loads the next page when the list is scrolled to its end, until the total is reached', async () => {
    renderWithApi(<OfficeField />);
    open('Office');
    await waitFor(() => expect(optionTitles()).toContain('Office 01'));
    const scroll = () => fireEvent.scroll(popup().querySelector('.ant-select-dropdown-list-holder')!);
    scroll();
    await waitFor(() => expect(listQueries('OfficePicker').map((s) => s.variables.pagination.page)).toEqual([1, 2]));
    scroll();
    await waitFor(() => expect(listQueries('OfficePicker').map((s) => s.variables.pagination.page)).toEqual([1, 2, 3]));
    // 60 offices in pages of 25: three pages hold them all
    await act(async () => {
      scroll();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(listQueries('OfficePicker').map((s) => s.variables.pagination.page)).toEqual([1, 2, 3]);
  });

  it('labels a value that is not on a loaded page by asking the server for its id', async () => {
    renderWithApi(<OfficeField initial="55" />);
    await waitFor(() => expect(screen.getByTitle('Office 55')).toBeTruthy());
    expect(idQueries('OfficePicker').map((s) => s.variables)).toEqual([
      { filters: { ids: ['55'] }, pagination: { page: 1, limit: 1 }, sort: { field: 'name', direction: 'ASC' } },
    ]);
    expect(listQueries('OfficePicker')).toEqual([]);
  });

  it('gives the chosen id, and null when cleared', async () => {
    const values: (string | null)[] = [];
    renderWithApi(<OfficeField onValue={(v) => values.push(v)} />);
    open('Office');
    await waitFor(() => expect(optionTitles()).toContain('Office 03'));
    fireEvent.click(within(popup()).getByTitle('Office 03'));
    expect(values).toEqual(['3']);
    await waitFor(() => expect(document.querySelector('.ant-select-clear')).toBeTruthy());
    fireEvent.mouseDown(document.querySelector('.ant-select-clear')!);
    fireEvent.click(document.querySelector('.ant-select-clear')!);
    await waitFor(() => expect(values.at(-1)).toBeNull());
    // the label came with the page: no lookup by id was needed
    expect(idQueries('OfficePicker')).toEqual([]);
  });

  it('holds several values with multiple, labelling each and adding the chosen one', async () => {
    const changes: string[][] = [];
    function Users() {
      const [value, setValue] = useState<string[]>(['2']);
      return (
        <UserPicker
          multiple
          aria-label="Reviewers"
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      );
    }
    renderWithApi(<Users />);
    await waitFor(() => expect(screen.getByText('Sam Admin')).toBeTruthy());
    expect(idQueries('UserPicker').map((s) => s.variables.filters)).toEqual([{ ids: ['2'] }]);
    open('Reviewers');
    await waitFor(() => expect(optionTitles()).toContain('Harriet Human'));
    // the list shows each person's e-mail under the name
    expect(within(popup()).getByText('harriet@example.com')).toBeTruthy();
    fireEvent.click(within(popup()).getByTitle('Harriet Human'));
    expect(changes).toEqual([['2', '3']]);
  });

  it('asks for one client’s channels when given a client', async () => {
    renderWithApi(<ChannelPicker clientId="4" value={null} />);
    open('Channel');
    await waitFor(() => expect(optionTitles()).toEqual(['Paid Search']));
    expect(listQueries('ChannelPicker')[0]!.variables.filters).toEqual({ clientId: '4', search: null });
  });

  it('says the list could not be loaded when the server fails, and asks again when opened again', async () => {
    failing = true;
    renderWithApi(<OfficeField />);
    open('Office');
    expect(await screen.findByText('The list could not be loaded. Please try again soon.')).toBeTruthy();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(listQueries('OfficePicker')).toHaveLength(1);
    failing = false;
    // a click elsewhere closes it; opening again asks again
    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(combobox('Office').getAttribute('aria-expanded')).toBe('false'));
    open('Office');
    await waitFor(() => expect(optionTitles()).toContain('Office 01'));
    expect(listQueries('OfficePicker')).toHaveLength(2);
  });
});
