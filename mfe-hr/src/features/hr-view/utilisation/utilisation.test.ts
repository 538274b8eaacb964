import { describe, expect, it } from 'vitest';
import { defaultRange, periodName, periodStartsOf, utilisationBars, utilisationFiltersOf, wholePeriods } from './utilisation';

// Wednesday 14 January 2026
const TODAY = '2026-01-14';

describe('the utilisation range', () => {
  it('defaults to the last 8 weeks (Monday to Sunday) or the last 6 months, the current one included', () => {
    expect(defaultRange('week', TODAY)).toEqual({ startDate: '2025-11-24', endDate: '2026-01-18' });
    expect(periodStartsOf('week', defaultRange('week', TODAY))).toHaveLength(8);
    expect(defaultRange('month', TODAY)).toEqual({ startDate: '2025-08-01', endDate: '2026-01-31' });
    expect(periodStartsOf('month', defaultRange('month', TODAY))).toHaveLength(6);
  });

  it('makes a range whole periods, the right way round, and at most 26 weeks or 12 months', () => {
    expect(wholePeriods('week', { startDate: '2026-01-07', endDate: '2026-01-14' })).toEqual({
      startDate: '2026-01-05',
      endDate: '2026-01-18',
    });
    expect(wholePeriods('month', { startDate: '2026-03-10', endDate: '2026-01-20' })).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-03-31',
    });
    const long = wholePeriods('week', { startDate: '2025-01-01', endDate: '2026-01-14' });
    expect(long.endDate).toBe('2026-01-18');
    expect(periodStartsOf('week', long)).toHaveLength(26);
    expect(periodStartsOf('month', wholePeriods('month', { startDate: '2024-01-01', endDate: '2026-01-14' }))).toHaveLength(12);
  });

  it("reads the URL's period, dates and team, and falls back to the defaults for anything else", () => {
    expect(utilisationFiltersOf({}, TODAY)).toEqual({ period: 'week', startDate: '2025-11-24', endDate: '2026-01-18', teamId: null });
    expect(utilisationFiltersOf({ period: ['month'], from: ['2025-10-15'], to: ['2025-12-02'], team: ['4'] }, TODAY)).toEqual({
      period: 'month',
      startDate: '2025-10-01',
      endDate: '2025-12-31',
      teamId: '4',
    });
    expect(utilisationFiltersOf({ period: ['year'], from: ['soon'], team: ['x'] }, TODAY)).toEqual(utilisationFiltersOf({}, TODAY));
  });

  it('names weeks by their Monday and months by name', () => {
    expect(periodName('week', '2026-01-12')).toBe('w/c 12 Jan 2026');
    expect(periodName('month', '2026-01-01')).toBe('Jan 2026');
  });
});

describe('the utilisation figures', () => {
  const figures = [
    { periodStart: '2026-01-05', target: 2250, logged: 1800 },
    { periodStart: '2026-01-12', target: 1800, logged: 2700 },
    { periodStart: '2026-01-19', target: 0, logged: 0 },
  ];

  it('scales the bars to the largest figure, logged or target, with the rate logged / target (none without a target)', () => {
    expect(utilisationBars(figures)).toEqual([
      { periodStart: '2026-01-05', logged: 1800, target: 2250, rate: 0.8, loggedShare: 1800 / 2700, targetShare: 2250 / 2700 },
      { periodStart: '2026-01-12', logged: 2700, target: 1800, rate: 1.5, loggedShare: 1, targetShare: 1800 / 2700 },
      { periodStart: '2026-01-19', logged: 0, target: 0, rate: null, loggedShare: 0, targetShare: 0 },
    ]);
    expect(utilisationBars([{ periodStart: '2026-01-05', target: 0, logged: 0 }])[0]!.targetShare).toBe(0);
  });
});
