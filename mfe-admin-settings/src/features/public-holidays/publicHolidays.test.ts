import { describe, expect, it } from 'vitest';
import { ALL_YEARS, holidayDay, holidayInput, yearOf, yearOptions } from './publicHolidays';

describe('the public holiday list', () => {
  it('shows the current year unless the URL names a year or every year', () => {
    expect(yearOf(undefined, 2026)).toBe(2026);
    expect(yearOf([], 2026)).toBe(2026);
    expect(yearOf(['2031'], 2026)).toBe(2031);
    expect(yearOf([ALL_YEARS], 2026)).toBeNull();
    expect(yearOf(['20x1'], 2026)).toBe(2026);
    expect(yearOf(undefined, null)).toBeNull();
  });

  it('offers every year first, then the years newest first', () => {
    expect(yearOptions([2025, 2027, 2026], 'All years')).toEqual([
      { value: 'all', label: 'All years' },
      { value: '2027', label: '2027' },
      { value: '2026', label: '2026' },
      { value: '2025', label: '2025' },
    ]);
  });

  it('shows a day with its weekday', () => {
    expect(holidayDay('2026-12-25')).toBe('Fri, Dec 25, 2026');
    expect(holidayDay('not a day')).toBe('not a day');
  });

  it('sends no offices for a holiday of every office', () => {
    expect(holidayInput({ name: 'Christmas Day', date: '2026-12-25', officeIds: null })).toEqual({
      name: 'Christmas Day',
      date: '2026-12-25',
      officeIds: [],
    });
  });
});
