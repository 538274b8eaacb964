import { describe, expect, it } from 'vitest';
import { calendarWeeks, leaveCalendarQueryOf, leaveOn, otherMonth } from './leaveMonth';

describe("the leave calendar's month", () => {
  it('shows this month in whole weeks, Monday first, until the URL names another', () => {
    expect(leaveCalendarQueryOf(new URLSearchParams(), '2026-01-14')).toEqual({
      month: '2026-01-01',
      startDate: '2025-12-29',
      endDate: '2026-02-01',
      teamId: null,
      userId: null,
    });
    expect(leaveCalendarQueryOf(new URLSearchParams('month=2026-03&team=2&person=9'), '2026-01-14')).toEqual({
      month: '2026-03-01',
      startDate: '2026-02-23',
      endDate: '2026-04-05',
      teamId: '2',
      userId: '9',
    });
    expect(leaveCalendarQueryOf(new URLSearchParams('month=2026-13&person=x'), '2026-01-14').month).toBe('2026-01-01');
    expect(otherMonth('2026-01-01', -1)).toBe('2025-12');
  });

  it('lays the days out Monday to Sunday', () => {
    const weeks = calendarWeeks('2025-12-29', '2026-02-01');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual(['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']);
    expect(weeks[4]![6]).toBe('2026-02-01');
  });

  it('lists the leave covering a day, by person', () => {
    const events = [
      { id: '1', title: 'Ski trip', startDate: '2026-01-12', endDate: '2026-01-16', user: { fullName: 'Zoe Z' } },
      { id: '2', title: 'Dentist', startDate: '2026-01-14', endDate: '2026-01-14', user: { fullName: 'Adam A' } },
    ];
    expect(leaveOn(events, '2026-01-14').map((e) => e.id)).toEqual(['2', '1']);
    expect(leaveOn(events, '2026-01-16').map((e) => e.id)).toEqual(['1']);
    expect(leaveOn(events, '2026-01-17')).toEqual([]);
  });
});
