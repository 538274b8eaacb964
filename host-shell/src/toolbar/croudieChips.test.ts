import { describe, expect, it } from 'vitest';
import { formatHours, formatPounds, monthlyHours, showsMonthlyHours } from './croudieChips';

describe('monthly hours chip (§9: 96 h = 5760 min)', () => {
  it('is normal below 80 %', () => {
    expect(monthlyHours(4550)).toEqual({ percent: 78, state: 'normal' });
    expect(monthlyHours(4607)).toEqual({ percent: 79, state: 'normal' });
  });
  it('warns from 80 %', () => {
    expect(monthlyHours(4608)).toEqual({ percent: 80, state: 'warning' });
    expect(monthlyHours(5759)).toEqual({ percent: 99, state: 'warning' });
  });
  it('shows limit reached at 100 % and above', () => {
    expect(monthlyHours(5760)).toEqual({ percent: 100, state: 'limitReached' });
    expect(monthlyHours(6000).state).toBe('limitReached');
  });
  it('is shown only for non-limited-company users', () => {
    expect(showsMonthlyHours('any_other_type')).toBe(true);
    expect(showsMonthlyHours('limited_company')).toBe(false);
  });
  it('formats minutes as hours', () => {
    expect(formatHours(0)).toBe('0h');
    expect(formatHours(5760)).toBe('96h');
    expect(formatHours(4530)).toBe('75h 30m');
  });
});

describe('earnings chip', () => {
  it('shows pounds with two decimals', () => {
    expect(formatPounds(0)).toBe('0.00');
    expect(formatPounds(12.5)).toBe('12.50');
    expect(formatPounds(1234.567)).toBe('1,234.57');
  });
});
