import { describe, expect, it } from 'vitest';
import {
  gridStateKey,
  gridVariables,
  parseGridState,
  withFilters,
  withPage,
  withPageSize,
  withSearch,
  withSort,
  writeGridState,
  type GridConfig,
} from './gridState';

const config: GridConfig<'states' | 'owner'> = {
  defaultSort: { field: 'id', direction: 'DESC' },
  sortFields: ['name', 'createdAt'],
  filterKeys: ['states', 'owner'],
};
const parse = (query: string, with_ = config) => parseGridState(new URLSearchParams(query), with_);
const write = (query: string, with_ = config) => writeGridState(new URLSearchParams(), parse(query, with_), with_).toString();

describe('parseGridState', () => {
  it('reads an empty URL as the defaults: page 1, 10 rows, id descending, no search or filters', () => {
    expect(parse('')).toEqual({
      page: 1,
      pageSize: 10,
      sort: { field: 'id', direction: 'DESC' },
      search: '',
      filters: { states: [], owner: [] },
    });
  });

  it('reads page, size, sort, search and repeated filter values', () => {
    expect(parse('page=3&size=50&sort=-name&q=%20ada%20&states=OPEN&states=CLOSED&owner=7')).toEqual({
      page: 3,
      pageSize: 50,
      sort: { field: 'name', direction: 'DESC' },
      search: 'ada',
      filters: { states: ['OPEN', 'CLOSED'], owner: ['7'] },
    });
    expect(parse('sort=createdAt').sort).toEqual({ field: 'createdAt', direction: 'ASC' });
    expect(parse('sort=id').sort).toEqual({ field: 'id', direction: 'ASC' });
  });

  it.each(['0', '-2', '1.5', 'abc', '', '99999999999999999999'])('reads page=%s as page 1', (page) => {
    expect(parse(`page=${page}`).page).toBe(1);
  });

  it.each(['5', '20', '1000', 'ten', ''])('reads the unoffered size=%s as 10', (size) => {
    expect(parse(`size=${size}`).pageSize).toBe(10);
  });

  it.each(['password', '-password', '-', '--name', 'Name'])('reads the unknown sort=%s as the default', (sort) => {
    expect(parse(`sort=${encodeURIComponent(sort)}`).sort).toEqual({ field: 'id', direction: 'DESC' });
  });

  it('ignores empty filter values and keys it does not know', () => {
    expect(parse('states=&states=OPEN&colour=red').filters).toEqual({ states: ['OPEN'], owner: [] });
  });

  it('reads only its own prefixed keys when two grids share a page', () => {
    const invites: GridConfig<'states' | 'owner'> = { ...config, filterKeys: [], prefix: 'invites' };
    const state = parse('page=4&invites.page=2&invites.sort=name', invites);
    expect(state.page).toBe(2);
    expect(state.sort).toEqual({ field: 'name', direction: 'ASC' });
  });

  it('refuses a filter named like a grid parameter', () => {
    expect(() => parse('', { ...config, filterKeys: ['page' as 'states'] })).toThrow(/page/);
  });
});

describe('writeGridState', () => {
  it('leaves every default out of the URL', () => {
    expect(write('page=1&size=10&sort=-id&q=&states=')).toBe('');
  });

  it('writes what differs from the defaults and round-trips', () => {
    const query = 'page=2&size=25&sort=name&q=ada+lovelace&states=OPEN&states=CLOSED';
    expect(write(query)).toBe(query);
    expect(write('sort=-name')).toBe('sort=-name');
  });

  it('keeps keys that are not its own, such as another grid’s', () => {
    const params = new URLSearchParams('tab=people&invites.page=3&page=9');
    const next = writeGridState(params, parse(''), config);
    expect(next.toString()).toBe('tab=people&invites.page=3');
    expect(params.toString()).toBe('tab=people&invites.page=3&page=9');
  });

  it('gives the same key for URLs that mean the same', () => {
    expect(gridStateKey(parse('page=1&sort=-id'), config)).toBe(gridStateKey(parse(''), config));
  });
});

describe('changes', () => {
  const onPage3 = parse('page=3&q=ada');

  it('a page change keeps the rest; an invalid page reads as 1', () => {
    expect(withPage(onPage3, 4)).toMatchObject({ page: 4, search: 'ada' });
    expect(withPage(onPage3, 0).page).toBe(1);
  });

  it('page size, sort, search and filter changes go back to page 1', () => {
    expect(withPageSize(onPage3, 25)).toMatchObject({ page: 1, pageSize: 25 });
    expect(withSort(onPage3, { field: 'name', direction: 'ASC' }, config)).toMatchObject({ page: 1, sort: { field: 'name' } });
    expect(withSearch(onPage3, 'grace ')).toMatchObject({ page: 1, search: 'grace' });
    expect(withFilters(onPage3, { states: 'OPEN' }, config)).toMatchObject({ page: 1, filters: { states: ['OPEN'] } });
  });

  it('returns the same state when nothing changes, so nothing navigates', () => {
    expect(withPage(onPage3, 3)).toBe(onPage3);
    expect(withPageSize(onPage3, 10)).toBe(onPage3);
    expect(withPageSize(onPage3, 7)).toBe(onPage3);
    expect(withSort(onPage3, null, config)).toBe(onPage3);
    expect(withSearch(onPage3, ' ada ')).toBe(onPage3);
    expect(withFilters(onPage3, { states: [] }, config)).toBe(onPage3);
  });

  it('a cleared or unknown sort goes back to the default', () => {
    const byName = withSort(onPage3, { field: 'name', direction: 'ASC' }, config);
    expect(withSort(byName, null, config).sort).toEqual({ field: 'id', direction: 'DESC' });
    expect(withSort(byName, { field: 'secret', direction: 'ASC' }, config).sort).toEqual({ field: 'id', direction: 'DESC' });
  });

  it('switches a filter off with null, undefined or an empty string', () => {
    const filtered = parse('states=OPEN&owner=7');
    expect(withFilters(filtered, { states: null, owner: '' }, config).filters).toEqual({ states: [], owner: [] });
    expect(withFilters(filtered, { owner: undefined }, config).filters).toEqual({ states: ['OPEN'], owner: [] });
  });
});

describe('gridVariables', () => {
  it('gives the list query its pagination, sort and filters, a filter that is off as null', () => {
    expect(gridVariables(parse('page=2&size=25&sort=name&states=OPEN'), config)).toEqual({
      pagination: { page: 2, limit: 25 },
      sort: { field: 'name', direction: 'ASC' },
      filters: { search: null, states: ['OPEN'], owner: null },
    });
    expect(gridVariables(parse('q=ada'), config).filters.search).toBe('ada');
  });
});
