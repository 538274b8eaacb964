import { describe, expect, it } from 'vitest';
import {
  applyModifier,
  applyOccurrence,
  DAY_NUMBER_OPTIONS,
  defaultSchedule,
  maxEndDate,
  minEndDate,
  scheduleErrors,
  TIME_OF_DAY_OPTIONS,
  type Occurrence,
} from './journal-schedule';

const TODAY = '2026-03-16';

describe('scheduler defaults', () => {
  it('starts today and runs one month; once ends on its start', () => {
    expect(defaultSchedule('daily', TODAY).range).toEqual({ start: TODAY, end: '2026-04-16' });
    expect(defaultSchedule('once', TODAY).range).toEqual({ start: TODAY, end: TODAY });
  });
  it('weekly defaults to mon to fri; monthly to the first working day; week-of-month to the first monday', () => {
    expect(defaultSchedule('weekly', TODAY).days).toEqual(['mon', 'tue', 'wed', 'thu', 'fri']);
    expect(defaultSchedule('monthly', TODAY)).toMatchObject({ modifier: 'day_of_month', dayNumber: 'first_working_day' });
    const wom = applyModifier(defaultSchedule('monthly', TODAY), 'week_of_month');
    expect(wom).toMatchObject({ modifier: 'week_of_month', weekNumber: 'first', days: ['mon'] });
  });
  it('switching to once sets end = start; switching back restores a one-month range', () => {
    const once = applyOccurrence(
      { ...defaultSchedule('daily', TODAY), occurrence: 'once', range: { start: '2026-03-20', end: '2026-05-01' } },
      TODAY,
    );
    expect(once.range).toEqual({ start: '2026-03-20', end: '2026-03-20' });
    expect(applyOccurrence({ ...once, occurrence: 'daily' }, TODAY).range).toEqual({ start: '2026-03-20', end: '2026-04-20' });
  });
  it('clamps the interval into the new occurrence bounds', () => {
    expect(applyOccurrence({ ...defaultSchedule('daily', TODAY), interval: 120, occurrence: 'weekly' }, TODAY).interval).toBe(10);
  });
  it('offers day-of-month: first working day, last working day, last day, 1 to 28', () => {
    expect(DAY_NUMBER_OPTIONS.slice(0, 3)).toEqual(['first_working_day', 'last_working_day', 'last_day']);
    expect(DAY_NUMBER_OPTIONS.slice(3)).toEqual(Array.from({ length: 28 }, (_, i) => String(i + 1)));
  });
});

describe('scheduler bounds', () => {
  const bounds: [Occurrence, number, number][] = [
    ['daily', 1, 120],
    ['weekly', 1, 10],
    ['monthly', 1, 12],
  ];
  for (const [occurrence, min, max] of bounds) {
    it(`${occurrence} interval ${min} to ${max}`, () => {
      const s = defaultSchedule(occurrence, TODAY);
      expect(scheduleErrors({ ...s, interval: min }, TODAY)).toEqual({});
      expect(scheduleErrors({ ...s, interval: max }, TODAY)).toEqual({});
      expect(scheduleErrors({ ...s, interval: min - 1 }, TODAY)).toEqual({
        interval: `The interval for ${occurrence} is ${min} to ${max}`,
      });
      expect(scheduleErrors({ ...s, interval: max + 1 }, TODAY)).toEqual({
        interval: `The interval for ${occurrence} is ${min} to ${max}`,
      });
    });
  }

  it('time of day moves in 15-minute steps', () => {
    expect(TIME_OF_DAY_OPTIONS).toHaveLength(96);
    expect(TIME_OF_DAY_OPTIONS.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(TIME_OF_DAY_OPTIONS.at(-1)).toBe('23:45');
    const s = defaultSchedule('daily', TODAY);
    expect(scheduleErrors({ ...s, timeOfDay: '09:45' }, TODAY)).toEqual({});
    expect(scheduleErrors({ ...s, timeOfDay: '09:10' }, TODAY)).toEqual({ timeOfDay: 'Time of day must be in 15-minute steps' });
  });

  it('the end date is not before the start nor today, and at most 6 months ahead', () => {
    const s = defaultSchedule('daily', TODAY);
    expect(minEndDate('2026-03-20', TODAY)).toBe('2026-03-20');
    expect(minEndDate('2026-03-01', TODAY)).toBe(TODAY);
    expect(maxEndDate(TODAY)).toBe('2026-09-16');
    expect(scheduleErrors({ ...s, range: { start: '2026-03-20', end: '2026-03-19' } }, TODAY)).toEqual({
      'range.end': 'The end date cannot be before the start date',
    });
    expect(scheduleErrors({ ...s, range: { start: '2026-03-01', end: '2026-03-15' } }, TODAY)).toEqual({
      'range.end': 'The end date cannot be before today',
    });
    expect(scheduleErrors({ ...s, range: { start: TODAY, end: '2026-09-16' } }, TODAY)).toEqual({});
    expect(scheduleErrors({ ...s, range: { start: TODAY, end: '2026-09-17' } }, TODAY)).toEqual({
      'range.end': 'The end date can be at most 6 months ahead',
    });
  });

  it('once must end on its start; weekly needs a day; week-of-month one day', () => {
    const once = defaultSchedule('once', TODAY);
    expect(scheduleErrors({ ...once, range: { start: TODAY, end: '2026-03-17' } }, TODAY)).toEqual({
      'range.end': 'A one-off schedule ends on its start date',
    });
    expect(scheduleErrors({ ...defaultSchedule('weekly', TODAY), days: [] }, TODAY)).toEqual({ days: 'Choose at least one day' });
    const wom = applyModifier(defaultSchedule('monthly', TODAY), 'week_of_month');
    expect(scheduleErrors({ ...wom, days: ['mon', 'tue'] }, TODAY)).toEqual({ days: 'Choose one day of the week' });
    expect(scheduleErrors({ ...defaultSchedule('monthly', TODAY), dayNumber: '29' }, TODAY)).toMatchObject({
      dayNumber: expect.any(String),
    });
  });
});
