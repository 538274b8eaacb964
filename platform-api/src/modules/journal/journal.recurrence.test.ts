import { describe, expect, it } from 'vitest';
import { applyModifier, defaultSchedule, type ScheduleRules } from '@work/shared-contracts/journal-schedule';
import { dueInstant, occurrenceDates } from './journal.recurrence.js';

const base = (over: Partial<ScheduleRules>): ScheduleRules => ({ ...defaultSchedule('daily', '2026-01-01'), ...over });

describe('schedule expansion (RFC 5545 via rrule)', () => {
  it('daily with an interval runs across a month end', () => {
    const s = base({ occurrence: 'daily', interval: 2, range: { start: '2026-01-28', end: '2026-02-05' } });
    expect(occurrenceDates(s, '2026-01-01', '2026-12-31')).toEqual(['2026-01-28', '2026-01-30', '2026-02-01', '2026-02-03', '2026-02-05']);
  });

  it('weekly mon–fri every second week', () => {
    const s = base({ occurrence: 'weekly', interval: 2, days: ['mon', 'wed'], range: { start: '2026-03-02', end: '2026-03-31' } });
    expect(occurrenceDates(s, '2026-03-01', '2026-03-31')).toEqual(['2026-03-02', '2026-03-04', '2026-03-16', '2026-03-18', '2026-03-30']);
  });

  it('monthly on the 28th, and on the last day across a leap February', () => {
    const on28 = base({ occurrence: 'monthly', dayNumber: '28', range: { start: '2028-01-01', end: '2028-04-30' } });
    expect(occurrenceDates(on28, '2028-01-01', '2028-04-30')).toEqual(['2028-01-28', '2028-02-28', '2028-03-28', '2028-04-28']);
    const last = base({ occurrence: 'monthly', dayNumber: 'last_day', range: { start: '2028-01-01', end: '2028-04-30' } });
    expect(occurrenceDates(last, '2028-01-01', '2028-04-30')).toEqual(['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30']);
    const notLeap = base({ occurrence: 'monthly', dayNumber: 'last_day', range: { start: '2026-02-01', end: '2026-02-28' } });
    expect(occurrenceDates(notLeap, '2026-02-01', '2026-02-28')).toEqual(['2026-02-28']);
  });

  it('first and last working day skip weekends and public holidays', () => {
    const first = base({ occurrence: 'monthly', dayNumber: 'first_working_day', range: { start: '2026-01-01', end: '2026-06-30' } });
    // 1 Feb and 1 Mar 2026 are Sundays; 1 Jan (a Thursday) is a holiday here, so 2 Jan.
    expect(occurrenceDates(first, '2026-01-01', '2026-06-30', new Set(['2026-01-01']))).toEqual([
      '2026-01-02',
      '2026-02-02',
      '2026-03-02',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
    ]);
    const last = base({ occurrence: 'monthly', dayNumber: 'last_working_day', range: { start: '2026-01-01', end: '2026-06-30' } });
    // 31 Jan 2026 is a Saturday → 30 Jan; 28 Feb a Saturday → 27 Feb; 31 May a Sunday → 29 May.
    expect(occurrenceDates(last, '2026-01-01', '2026-06-30')).toEqual([
      '2026-01-30',
      '2026-02-27',
      '2026-03-31',
      '2026-04-30',
      '2026-05-29',
      '2026-06-30',
    ]);
  });

  it('every second month keeps its rhythm from the start month', () => {
    const s = base({
      occurrence: 'monthly',
      interval: 2,
      dayNumber: 'first_working_day',
      range: { start: '2026-01-15', end: '2026-07-31' },
    });
    // January's first working day is before the start, so the first occurrence is March.
    expect(occurrenceDates(s, '2026-01-01', '2026-07-31')).toEqual(['2026-03-02', '2026-05-01', '2026-07-01']);
  });

  it('week of month: first monday by default, and the last friday', () => {
    const firstMonday = applyModifier(base({ occurrence: 'monthly', range: { start: '2026-01-01', end: '2026-03-31' } }), 'week_of_month');
    expect(occurrenceDates(firstMonday, '2026-01-01', '2026-03-31')).toEqual(['2026-01-05', '2026-02-02', '2026-03-02']);
    const lastFriday = { ...firstMonday, weekNumber: 'last' as const, days: ['fri' as const] };
    expect(occurrenceDates(lastFriday, '2026-01-01', '2026-03-31')).toEqual(['2026-01-30', '2026-02-27', '2026-03-27']);
  });

  it('once is its start day only', () => {
    const s = defaultSchedule('once', '2026-05-05');
    expect(occurrenceDates(s, '2026-01-01', '2026-12-31')).toEqual(['2026-05-05']);
  });

  it('falls due at the local time of day across the Europe/London DST changes', () => {
    expect(dueInstant('2026-03-28', '09:00', 'Europe/London').toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(dueInstant('2026-03-30', '09:00', 'Europe/London').toISOString()).toBe('2026-03-30T08:00:00.000Z');
    expect(dueInstant('2026-10-26', '09:00', 'Europe/London').toISOString()).toBe('2026-10-26T09:00:00.000Z');
    const s = base({ occurrence: 'daily', range: { start: '2026-03-28', end: '2026-03-30' } });
    expect(occurrenceDates(s, '2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });
});
