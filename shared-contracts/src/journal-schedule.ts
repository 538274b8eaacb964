import * as v from 'valibot';
import { DateTime } from 'luxon';
import { clampDate } from './iso-days';

/**
 * The recurring-journal scheduler's rules (shell-and-freelancer.md §5 Scheduler), shared by the recurring form and the
 * server. Dates are ISO days (YYYY-MM-DD) in the person's zone; "today" is passed in (the platform clock decides it).
 */
export const OCCURRENCES = ['once', 'daily', 'weekly', 'monthly'] as const;
export type Occurrence = (typeof OCCURRENCES)[number];
export const INTERVAL_BOUNDS: Record<Occurrence, { min: number; max: number }> = {
  once: { min: 1, max: 1 },
  daily: { min: 1, max: 120 },
  weekly: { min: 1, max: 10 },
  monthly: { min: 1, max: 12 },
};
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEK_NUMBERS = ['first', 'second', 'third', 'fourth', 'last'] as const;
export type WeekNumber = (typeof WEEK_NUMBERS)[number];
export const MONTHLY_MODIFIERS = ['day_of_month', 'week_of_month'] as const;
export type MonthlyModifier = (typeof MONTHLY_MODIFIERS)[number];
export const DAY_NUMBER_OPTIONS = [
  'first_working_day',
  'last_working_day',
  'last_day',
  ...Array.from({ length: 28 }, (_, i) => String(i + 1)),
] as const;
export type DayNumber = (typeof DAY_NUMBER_OPTIONS)[number];

export const TIME_STEP_MINUTES = 15;
export const MAX_MONTHS_AHEAD = 6;
export const DEFAULT_RANGE_MONTHS = 1;
export const DEFAULT_TIME_OF_DAY = '09:00';
export const DEFAULT_WEEKLY_DAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
export const DEFAULT_WEEK_NUMBER: WeekNumber = 'first';
export const DEFAULT_WEEK_OF_MONTH_DAY: Weekday = 'mon';
export const DEFAULT_DAY_NUMBER: DayNumber = 'first_working_day';

export const SCHEDULE_MESSAGES = {
  interval: (o: Occurrence) => `The interval for ${o} is ${INTERVAL_BOUNDS[o].min} to ${INTERVAL_BOUNDS[o].max}`,
  timeOfDay: 'Time of day must be in 15-minute steps',
  days: 'Choose at least one day',
  weekOfMonthDay: 'Choose one day of the week',
  date: 'Enter a date as DD/MM/YYYY',
  endBeforeStart: 'The end date cannot be before the start date',
  endBeforeToday: 'The end date cannot be before today',
  endTooLate: `The end date can be at most ${MAX_MONTHS_AHEAD} months ahead`,
  onceEnd: 'A one-off schedule ends on its start date',
} as const;

export interface ScheduleRules {
  occurrence: Occurrence;
  interval: number;
  timeOfDay: string;
  days: Weekday[];
  modifier: MonthlyModifier;
  dayNumber: DayNumber;
  weekNumber: WeekNumber;
  range: { start: string; end: string };
}

const day = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });
const iso = (d: DateTime) => d.toISODate()!;

/** The latest end date: 6 months after today. */
export const maxEndDate = (today: string) => iso(day(today).plus({ months: MAX_MONTHS_AHEAD }));
/** The earliest end date: not before the start, nor before today. */
export const minEndDate = (start: string, today: string) => (start > today ? start : today);

/** A new schedule: starts today, runs one month (once: ends on its start), weekly mon–fri, week-of-month first monday. */
export function defaultSchedule(occurrence: Occurrence, today: string): ScheduleRules {
  return applyOccurrence(
    {
      occurrence,
      interval: 1,
      timeOfDay: DEFAULT_TIME_OF_DAY,
      days: [...DEFAULT_WEEKLY_DAYS],
      modifier: 'day_of_month',
      dayNumber: DEFAULT_DAY_NUMBER,
      weekNumber: DEFAULT_WEEK_NUMBER,
      range: { start: today, end: iso(day(today).plus({ months: DEFAULT_RANGE_MONTHS })) },
    },
    today,
  );
}

/** Switching occurrence: once sets end = start; others keep a valid end (default one month) and clamp the interval. */
export function applyOccurrence(s: ScheduleRules, today: string): ScheduleRules {
  const { min, max } = INTERVAL_BOUNDS[s.occurrence];
  const interval = Math.min(max, Math.max(min, Math.round(s.interval)));
  if (s.occurrence === 'once') return { ...s, interval, range: { start: s.range.start, end: s.range.start } };
  const end = s.range.end > s.range.start ? s.range.end : iso(day(s.range.start).plus({ months: DEFAULT_RANGE_MONTHS }));
  return { ...s, interval, range: { start: s.range.start, end: clampDate(end, minEndDate(s.range.start, today), maxEndDate(today)) } };
}

/** Switching the monthly modifier to week-of-month defaults to the first monday. */
export function applyModifier(s: ScheduleRules, modifier: MonthlyModifier): ScheduleRules {
  if (modifier === 'week_of_month') return { ...s, modifier, weekNumber: DEFAULT_WEEK_NUMBER, days: [DEFAULT_WEEK_OF_MONTH_DAY] };
  return {
    ...s,
    modifier,
    dayNumber: s.dayNumber ?? DEFAULT_DAY_NUMBER,
    days: s.occurrence === 'weekly' ? s.days : [...DEFAULT_WEEKLY_DAYS],
  };
}

/** Every time of day the picker offers: 00:00 to 23:45 in 15-minute steps. */
export const TIME_OF_DAY_OPTIONS: readonly string[] = Array.from({ length: (24 * 60) / TIME_STEP_MINUTES }, (_, i) => {
  const m = i * TIME_STEP_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
});
export const isTimeOfDay = (t: string) => TIME_OF_DAY_OPTIONS.includes(t);

const IsoDay = v.pipe(
  v.string(SCHEDULE_MESSAGES.date),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, SCHEDULE_MESSAGES.date),
  v.check((d) => day(d).isValid, SCHEDULE_MESSAGES.date),
);

/** The schedule as the server and the form check it; `today` is the person's day by the platform clock. */
export function scheduleSchema(today: string) {
  return v.pipe(
    v.object({
      occurrence: v.picklist(OCCURRENCES, 'Choose once, daily, weekly or monthly'),
      interval: v.pipe(v.number(), v.integer()),
      timeOfDay: v.pipe(v.string(), v.check(isTimeOfDay, SCHEDULE_MESSAGES.timeOfDay)),
      days: v.array(v.picklist(WEEKDAYS, SCHEDULE_MESSAGES.days)),
      modifier: v.picklist(MONTHLY_MODIFIERS),
      dayNumber: v.picklist(DAY_NUMBER_OPTIONS, 'Choose first working day, last working day, last day or 1 to 28'),
      weekNumber: v.picklist(WEEK_NUMBERS),
      range: v.object({ start: IsoDay, end: IsoDay }),
    }),
    v.forward(
      v.check((s) => s.interval >= INTERVAL_BOUNDS[s.occurrence].min && s.interval <= INTERVAL_BOUNDS[s.occurrence].max, 'interval'),
      ['interval'],
    ),
    v.forward(
      v.check((s) => s.occurrence !== 'weekly' || s.days.length > 0, SCHEDULE_MESSAGES.days),
      ['days'],
    ),
    v.forward(
      v.check((s) => s.occurrence !== 'monthly' || s.modifier !== 'week_of_month' || s.days.length === 1, SCHEDULE_MESSAGES.weekOfMonthDay),
      ['days'],
    ),
    v.forward(
      v.check((s) => s.occurrence !== 'once' || s.range.end === s.range.start, SCHEDULE_MESSAGES.onceEnd),
      ['range', 'end'],
    ),
    v.forward(
      v.check((s) => s.range.end >= s.range.start, SCHEDULE_MESSAGES.endBeforeStart),
      ['range', 'end'],
    ),
    v.forward(
      v.check((s) => s.range.end >= today, SCHEDULE_MESSAGES.endBeforeToday),
      ['range', 'end'],
    ),
    v.forward(
      v.check((s) => s.range.end <= maxEndDate(today), SCHEDULE_MESSAGES.endTooLate),
      ['range', 'end'],
    ),
  );
}

/** Field errors (`interval`, `range.end`, …) for a schedule; the interval message names its bounds. */
export function scheduleErrors(input: unknown, today: string): Record<string, string> {
  const result = v.safeParse(scheduleSchema(today), input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') || '_';
    const occurrence = (input as { occurrence?: Occurrence }).occurrence;
    const message =
      key === 'interval' && occurrence && occurrence in INTERVAL_BOUNDS ? SCHEDULE_MESSAGES.interval(occurrence) : issue.message;
    out[key] ??= message;
  }
  return out;
}
