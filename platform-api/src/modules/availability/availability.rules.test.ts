import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  dayFigures,
  DEFAULT_TEMPLATE,
  LeaveSchema,
  MESSAGES,
  periodStarts,
  rangeSchema,
  TemplateSchema,
  UtilisationRangeSchema,
  type LeaveLike,
} from './availability.rules.js';

const template = { ...DEFAULT_TEMPLATE, monday: 480, thursday: 300, saturday: 60 };
const allDay = (startDate: string, endDate = startDate): LeaveLike => ({
  startDate,
  endDate,
  allDay: true,
  startTime: null,
  endTime: null,
});
const partDay = (date: string, startTime: string, endTime: string): LeaveLike => ({
  startDate: date,
  endDate: date,
  allDay: false,
  startTime,
  endTime,
});
const issues = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success
    ? {}
    : Object.fromEntries(result.issues.map((i) => [i.path?.map((p) => String(p.key)).join('.') ?? '_', i.message]));
};

describe('the target rule (ADR 0273)', () => {
  it("is the template's minutes for the weekday", () => {
    expect(dayFigures('2026-03-23', template, [], null)).toEqual({
      date: '2026-03-23',
      available: 480,
      leaveMinutes: 0,
      publicHoliday: null,
      target: 480,
    });
    expect(dayFigures('2026-03-28', template, [], null).target).toBe(60);
    expect(dayFigures('2026-03-29', template, [], null).target).toBe(0);
  });

  it('is 0 on all-day leave: the leave takes the whole day', () => {
    expect(dayFigures('2026-03-26', template, [allDay('2026-03-25', '2026-03-27')], null)).toMatchObject({
      available: 300,
      leaveMinutes: 300,
      target: 0,
    });
  });

  it('takes part-day leave off, never below 0, and counts overlapping leave at most once per available minute', () => {
    expect(dayFigures('2026-03-23', template, [partDay('2026-03-23', '10:00', '12:30')], null)).toMatchObject({
      leaveMinutes: 150,
      target: 330,
    });
    const long = [partDay('2026-03-28', '09:00', '17:00'), allDay('2026-03-28')];
    expect(dayFigures('2026-03-28', template, long, null)).toMatchObject({ available: 60, leaveMinutes: 60, target: 0 });
  });

  it('is 0 on a public holiday, whatever is available', () => {
    expect(dayFigures('2026-03-24', template, [], 'Founders day')).toMatchObject({
      available: 450,
      publicHoliday: 'Founders day',
      target: 0,
    });
  });

  it('ignores leave on other days', () => {
    expect(dayFigures('2026-03-24', template, [allDay('2026-03-25')], null).target).toBe(450);
  });
});

describe('template validation', () => {
  it('takes 0 to 1440 minutes in steps of 15 for each weekday', () => {
    expect(v.safeParse(TemplateSchema, { ...DEFAULT_TEMPLATE, sunday: 1440 }).success).toBe(true);
    expect(issues(TemplateSchema, { ...DEFAULT_TEMPLATE, monday: 1455, tuesday: -15, wednesday: 100 })).toEqual({
      monday: MESSAGES.minutes,
      tuesday: MESSAGES.minutes,
      wednesday: MESSAGES.minutes,
    });
  });
});

describe('leave validation', () => {
  const leave = { title: 'Holiday', startDate: '2026-03-23', endDate: '2026-03-24', allDay: true, category: 'annual_leave' };

  it('drops the times of all-day leave', () => {
    expect(v.parse(LeaveSchema, { ...leave, startTime: '09:00', endTime: '10:00' })).toMatchObject({ startTime: null, endTime: null });
  });

  it('needs a title, real dates in order and a category', () => {
    expect(issues(LeaveSchema, { ...leave, title: ' ', startDate: '2026-02-30', category: 'holiday' })).toMatchObject({
      title: MESSAGES.required,
      startDate: MESSAGES.date,
      category: MESSAGES.required,
    });
    expect(issues(LeaveSchema, { ...leave, endDate: '2026-03-22' })).toEqual({ endDate: MESSAGES.endBeforeStart });
  });

  it('part of a day: both times in 15-minute steps, the end after the start, on one day', () => {
    const part = { ...leave, allDay: false, endDate: '2026-03-23' };
    expect(issues(LeaveSchema, part)).toEqual({ startTime: MESSAGES.timeRequired, endTime: MESSAGES.timeRequired });
    expect(issues(LeaveSchema, { ...part, startTime: '09:10', endTime: '10:00' })).toEqual({ startTime: MESSAGES.time });
    expect(issues(LeaveSchema, { ...part, startTime: '10:00', endTime: '10:00' })).toEqual({ endTime: MESSAGES.endTimeAfterStart });
    expect(issues(LeaveSchema, { ...part, endDate: '2026-03-24', startTime: '09:00', endTime: '10:00' })).toEqual({
      endDate: MESSAGES.partDaySameDay,
    });
    expect(v.parse(LeaveSchema, { ...part, startTime: '09:00', endTime: '10:30' })).toMatchObject({ startTime: '09:00', endTime: '10:30' });
  });
});

describe('ranges and periods', () => {
  it('allows at most 62 days', () => {
    expect(issues(rangeSchema(), { startDate: '2026-03-01', endDate: '2026-05-01' })).toEqual({});
    expect(issues(rangeSchema(), { startDate: '2026-03-01', endDate: '2026-05-02' })).toEqual({ endDate: MESSAGES.range });
  });

  it('starts weeks on Monday and counts every week or month the range touches', () => {
    expect(periodStarts('2026-03-25', '2026-04-06', 'week')).toEqual(['2026-03-23', '2026-03-30', '2026-04-06']);
    expect(periodStarts('2026-03-25', '2026-04-06', 'month')).toEqual(['2026-03-01', '2026-04-01']);
  });

  it('allows at most 26 weeks or 12 months', () => {
    expect(issues(UtilisationRangeSchema, { period: 'week', startDate: '2026-01-05', endDate: '2026-07-05' })).toEqual({});
    expect(issues(UtilisationRangeSchema, { period: 'week', startDate: '2026-01-05', endDate: '2026-07-06' })).toEqual({
      endDate: MESSAGES.weeks,
    });
    expect(issues(UtilisationRangeSchema, { period: 'month', startDate: '2026-01-01', endDate: '2026-12-31' })).toEqual({});
    expect(issues(UtilisationRangeSchema, { period: 'month', startDate: '2026-01-01', endDate: '2027-01-01' })).toEqual({
      endDate: MESSAGES.months,
    });
  });
});
