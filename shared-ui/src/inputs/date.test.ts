import { describe, expect, it } from 'vitest';
import { clampDate, formatDisplayDate, isoDay, parseDisplayDate } from './date';

const MIN = '2026-03-16';
const MAX = '2026-09-16';

describe('date input rule', () => {
  it('shows DD/MM/YYYY', () => {
    expect(formatDisplayDate('2026-03-06')).toBe('06/03/2026');
    expect(formatDisplayDate('2026-12-31')).toBe('31/12/2026');
  });
  it('reads DD/MM/YYYY (day first), with or without leading zeros and spaces around', () => {
    expect(parseDisplayDate('20/03/2026', MIN, MAX)).toBe('2026-03-20');
    expect(parseDisplayDate(' 2/4/2026 ', MIN, MAX)).toBe('2026-04-02');
  });
  it('clamps to the min and max bounds', () => {
    expect(parseDisplayDate('01/01/2026', MIN, MAX)).toBe(MIN);
    expect(parseDisplayDate('01/12/2026', MIN, MAX)).toBe(MAX);
    expect(parseDisplayDate('16/09/2026', MIN, MAX)).toBe(MAX);
    expect(clampDate('2026-05-01', MIN, MAX)).toBe('2026-05-01');
  });
  it('refuses what is not a date', () => {
    expect(parseDisplayDate('31/02/2026', MIN, MAX)).toBeUndefined();
    expect(parseDisplayDate('29/02/2027', MIN, MAX)).toBeUndefined();
    expect(parseDisplayDate('2026-03-20', MIN, MAX)).toBeUndefined();
    expect(parseDisplayDate('soon', MIN, MAX)).toBeUndefined();
    expect(parseDisplayDate('', MIN, MAX)).toBeUndefined();
    expect(isoDay(2028, 2, 29)).toBe('2028-02-29');
    expect(isoDay(2026, 13, 1)).toBeUndefined();
  });
});
