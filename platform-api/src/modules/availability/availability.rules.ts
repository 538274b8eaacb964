import * as v from 'valibot';
import { DateTime } from 'luxon';
import { DEFAULT_DAILY_TARGET_MINUTES } from '@work/shared-contracts/journal';
import { QUARTER_HOUR_TIMES, TIME_OF_DAY_STEP_MINUTES } from '@work/shared-contracts/time-of-day';

// The availability rules (ADR 0273): templates, leave, and a day's target. Pure: the data module feeds them.

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type WeekMinutes = Record<Weekday, number>;

/** No template saved: 7 h 30 Monday to Friday, nothing at weekends (the journal's default since ADR 0060). */
export const DEFAULT_TEMPLATE: Readonly<WeekMinutes> = {
  monday: DEFAULT_DAILY_TARGET_MINUTES,
  tuesday: DEFAULT_DAILY_TARGET_MINUTES,
  wednesday: DEFAULT_DAILY_TARGET_MINUTES,
  thursday: DEFAULT_DAILY_TARGET_MINUTES,
  friday: DEFAULT_DAILY_TARGET_MINUTES,
  saturday: 0,
  sunday: 0,
};

export const LEAVE_CATEGORIES = [
  'annual_leave',
  'sick_leave',
  'parental_leave',
  'compassionate_leave',
  'training',
  'unpaid_leave',
  'other',
] as const;
export type LeaveCategory = (typeof LEAVE_CATEGORIES)[number];

/** The longest range of the matrix, leave and day queries (a month view with margin, as myJournals). */
export const MAX_RANGE_DAYS = 62;
export const MAX_UTILISATION_WEEKS = 26;
export const MAX_UTILISATION_MONTHS = 12;
/** A live push covers the affected days within this many days of today (the journal views a month around it). */
export const LIVE_PUSH_DAYS = 31;
export const MINUTES_PER_DAY = 24 * 60;
export const LEAVE_TITLE_MAX = 200;

export const MESSAGES = {
  required: 'This field is required',
  minutes: `Enter minutes from 0 to ${MINUTES_PER_DAY} in steps of ${TIME_OF_DAY_STEP_MINUTES}`,
  date: 'Enter a date as YYYY-MM-DD',
  endBeforeStart: 'The end date cannot be before the start date',
  range: `The range can be at most ${MAX_RANGE_DAYS} days`,
  time: `Enter a time as HH:mm in steps of ${TIME_OF_DAY_STEP_MINUTES} minutes`,
  timeRequired: 'Enter a start and end time when the leave is not all day',
  partDaySameDay: 'Leave that is not all day starts and ends on the same day',
  endTimeAfterStart: 'The end time must be after the start time',
  title: `Enter a title of at most ${LEAVE_TITLE_MAX} characters`,
  notStaff: 'Leave can only be booked for a staff user',
  weeks: `The range can be at most ${MAX_UTILISATION_WEEKS} weeks`,
  months: `The range can be at most ${MAX_UTILISATION_MONTHS} months`,
} as const;

// ---- Dates

const isRealDay = (s: string) => DateTime.fromISO(s, { zone: 'utc' }).isValid;

export const DaySchema = v.pipe(v.string(MESSAGES.date), v.regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.date), v.check(isRealDay, MESSAGES.date));

const day = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });
export const addDays = (iso: string, n: number) => day(iso).plus({ days: n }).toISODate()!;
/** Days from a to b (b − a). */
export const daysBetween = (a: string, b: string) => day(b).diff(day(a), 'days').days;

/** Every date from start to end inclusive (YYYY-MM-DD). */
export function datesBetween(startDate: string, endDate: string): string[] {
  const out: string[] = [];
  for (let d = startDate; d <= endDate; d = addDays(d, 1)) out.push(d);
  return out;
}

export const weekdayOf = (iso: string): Weekday => WEEKDAYS[day(iso).weekday - 1]!;

/** A range of days, end not before start, at most `maxDays` long. */
export const rangeSchema = (maxDays = MAX_RANGE_DAYS) =>
  v.pipe(
    v.object({ startDate: DaySchema, endDate: DaySchema }),
    v.forward(
      v.check(({ startDate, endDate }) => endDate >= startDate, MESSAGES.endBeforeStart),
      ['endDate'],
    ),
    v.forward(
      v.check(({ startDate, endDate }) => daysBetween(startDate, endDate) < maxDays, MESSAGES.range),
      ['endDate'],
    ),
  );

// ---- Templates

const WeekdayMinutes = v.pipe(
  v.number(MESSAGES.minutes),
  v.integer(MESSAGES.minutes),
  v.minValue(0, MESSAGES.minutes),
  v.maxValue(MINUTES_PER_DAY, MESSAGES.minutes),
  v.check((n) => n % TIME_OF_DAY_STEP_MINUTES === 0, MESSAGES.minutes),
);

export const TemplateSchema = v.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, WeekdayMinutes])) as Record<Weekday, typeof WeekdayMinutes>,
);

// ---- Leave

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const QUARTER_HOURS = new Set(QUARTER_HOUR_TIMES);
const TimeSchema = v.pipe(
  v.string(MESSAGES.time),
  v.check((t) => QUARTER_HOURS.has(t), MESSAGES.time),
);
const optionalTime = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((t) => (t === '' ? null : t)),
  v.nullable(TimeSchema),
);

export const LeaveSchema = v.pipe(
  v.object({
    title: v.pipe(v.string(MESSAGES.required), v.trim(), v.minLength(1, MESSAGES.required), v.maxLength(LEAVE_TITLE_MAX, MESSAGES.title)),
    startDate: DaySchema,
    endDate: DaySchema,
    allDay: v.boolean(),
    startTime: optionalTime,
    endTime: optionalTime,
    category: v.picklist(LEAVE_CATEGORIES, MESSAGES.required),
  }),
  v.forward(
    v.check((l) => l.endDate >= l.startDate, MESSAGES.endBeforeStart),
    ['endDate'],
  ),
  v.forward(
    v.check((l) => l.allDay || l.startTime !== null, MESSAGES.timeRequired),
    ['startTime'],
  ),
  v.forward(
    v.check((l) => l.allDay || l.endTime !== null, MESSAGES.timeRequired),
    ['endTime'],
  ),
  v.forward(
    v.check((l) => l.allDay || l.endDate === l.startDate, MESSAGES.partDaySameDay),
    ['endDate'],
  ),
  v.forward(
    v.check(
      (l) => l.allDay || l.startTime === null || l.endTime === null || minutesOf(l.endTime) > minutesOf(l.startTime),
      MESSAGES.endTimeAfterStart,
    ),
    ['endTime'],
  ),
  // all-day leave keeps no times
  v.transform((l) => (l.allDay ? { ...l, startTime: null, endTime: null } : l)),
);
export type LeaveValues = v.InferOutput<typeof LeaveSchema>;

// ---- The target rule

export interface LeaveLike {
  startDate: string;
  endDate: string;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
}

export const coversDay = (leave: LeaveLike, date: string) => leave.startDate <= date && date <= leave.endDate;

/** Minutes a leave takes out of a day available `available` minutes: all of it when all day, else its length. */
export function leaveMinutesOf(leave: LeaveLike, available: number): number {
  if (leave.allDay || leave.startTime === null || leave.endTime === null) return available;
  return Math.min(available, minutesOf(leave.endTime) - minutesOf(leave.startTime));
}

export interface DayFigures {
  date: string;
  /** The template's minutes for the weekday. */
  available: number;
  /** The day's leave (overlapping leave counted once per minute of length, never more than available). */
  leaveMinutes: number;
  /** The name of a public holiday of the person's office that day. */
  publicHoliday: string | null;
  /** 0 on a public holiday, else what is available after leave. */
  target: number;
}

/**
 * A person's target for one day (ADR 0273): the template's minutes for the weekday, nothing on a public holiday of
 * their office, less their leave (all day: the whole day; part of a day: its length).
 */
export function dayFigures(date: string, template: WeekMinutes, leave: readonly LeaveLike[], publicHoliday: string | null): DayFigures {
  const available = template[weekdayOf(date)];
  const taken = leave.filter((l) => coversDay(l, date)).reduce((sum, l) => sum + leaveMinutesOf(l, available), 0);
  const leaveMinutes = Math.min(available, taken);
  return { date, available, leaveMinutes, publicHoliday, target: publicHoliday !== null ? 0 : available - leaveMinutes };
}

// ---- Utilisation periods

export type UtilisationPeriod = 'week' | 'month';

/** The first day of the week (Monday) or month holding `date`. */
export const periodStartOf = (date: string, period: UtilisationPeriod) =>
  day(date)
    .startOf(period === 'week' ? 'week' : 'month')
    .toISODate()!;

/** The starts of every period the range touches, ascending. */
export function periodStarts(startDate: string, endDate: string, period: UtilisationPeriod): string[] {
  const out: string[] = [];
  for (
    let d = day(periodStartOf(startDate, period));
    d.toISODate()! <= endDate;
    d = d.plus(period === 'week' ? { weeks: 1 } : { months: 1 })
  ) {
    out.push(d.toISODate()!);
  }
  return out;
}

export const UtilisationRangeSchema = v.pipe(
  v.object({ period: v.picklist(['week', 'month'] as const), startDate: DaySchema, endDate: DaySchema }),
  v.forward(
    v.check(({ startDate, endDate }) => endDate >= startDate, MESSAGES.endBeforeStart),
    ['endDate'],
  ),
  v.forward(
    v.check(
      ({ period, startDate, endDate }) => period !== 'week' || periodStarts(startDate, endDate, 'week').length <= MAX_UTILISATION_WEEKS,
      MESSAGES.weeks,
    ),
    ['endDate'],
  ),
  v.forward(
    v.check(
      ({ period, startDate, endDate }) => period !== 'month' || periodStarts(startDate, endDate, 'month').length <= MAX_UTILISATION_MONTHS,
      MESSAGES.months,
    ),
    ['endDate'],
  ),
);

/** Logged against target; null when there is no target. */
export const rateOf = (logged: number, target: number): number | null => (target > 0 ? logged / target : null);
