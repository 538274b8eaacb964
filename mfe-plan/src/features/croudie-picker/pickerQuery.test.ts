import { describe, expect, it } from 'vitest';
import { NO_FILTERS, personOf, pickerInput, ratesReversed, setFilterCount, topFiveToAdd } from './pickerQuery';

const base = { clientId: '7', search: '', filters: NO_FILTERS, selectedIds: [], page: 1, newPage: 1 };

describe('the croudie picker’s query input', () => {
  it('sends only what is set: no blank search, no empty filters, both lists 10 a page', () => {
    expect(pickerInput(base)).toEqual({
      clientId: '7',
      selectedIds: [],
      pagination: { page: 1, limit: 10 },
      newPagination: { page: 1, limit: 10 },
    });
    expect(pickerInput({ ...base, clientId: null, search: '   ', page: 3, newPage: 2 })).toEqual({
      selectedIds: [],
      pagination: { page: 3, limit: 10 },
      newPagination: { page: 2, limit: 10 },
    });
  });

  it('trims the search and sends the set filters, a rate of 0 included', () => {
    const input = pickerInput({
      ...base,
      search: ' cara ',
      selectedIds: ['41'],
      filters: { ...NO_FILTERS, languageCodes: ['en'], verticalIds: ['21'], hourlyRateMin: 0 },
    });
    expect(input.search).toBe('cara');
    expect(input.selectedIds).toEqual(['41']);
    expect(input.filters).toEqual({ languageCodes: ['en'], verticalIds: ['21'], hourlyRateMin: 0 });
  });

  it('keeps a reversed rate range out of the query', () => {
    const filters = { ...NO_FILTERS, countryCodes: ['GB'], hourlyRateMin: 40, hourlyRateMax: 30 };
    expect(ratesReversed(filters)).toBe(true);
    expect(ratesReversed({ hourlyRateMin: 30, hourlyRateMax: 30 })).toBe(false);
    expect(ratesReversed({ hourlyRateMin: 40, hourlyRateMax: null })).toBe(false);
    expect(pickerInput({ ...base, filters }).filters).toEqual({ countryCodes: ['GB'] });
  });

  it('counts the set filters, each rate bound on its own', () => {
    expect(setFilterCount(NO_FILTERS)).toBe(0);
    expect(setFilterCount({ ...NO_FILTERS, clientIds: ['7', '8'], qualificationIds: ['1'], hourlyRateMax: 0 })).toBe(3);
  });
});

describe('the people the picker adds', () => {
  it('names a croudie “first last”', () => {
    expect(personOf({ id: '41', firstName: 'Cara', lastName: 'Croudie' })).toEqual({ id: '41', name: 'Cara Croudie' });
  });

  it('takes the top five in order without the chosen, and says whose names are not known', () => {
    const known = new Map([
      ['41', { id: '41', name: 'Cara Croudie' }],
      ['43', { id: '43', name: 'Eve Editor' }],
    ]);
    expect(topFiveToAdd(['43', '41', '44', '42'], ['41'], known)).toEqual({ ids: ['43', '44', '42'], missing: ['44', '42'] });
    expect(topFiveToAdd(['41'], ['41'], known)).toEqual({ ids: [], missing: [] });
  });
});
