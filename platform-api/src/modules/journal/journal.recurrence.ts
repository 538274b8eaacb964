import rrule from 'rrule';
import { DateTime } from 'luxon';
import type { DayNumber, ScheduleRules, Weekday, WeekNumber } from '@work/shared-contracts/journal-schedule';

const { RRule } = rrule;
type RRuleWeekday = InstanceType<typeof rrule.Weekday>;
type RRuleOptions = ConstructorParameters<typeof RRule>[0];

const RRULE_DAY: Record<Weekday, RRuleWeekday> = {
  mon: RRule.MO,
  tue: RRule.TU,
  wed: RRule.WE,
  thu: RRule.TH,
  fri: RRule.FR,
  sat: RRule.SA,
  sun: RRule.SU,
};
const NTH: Record<WeekNumber, number> = { first: 1, second: 2, third: 3, fourth: 4, last: -1 };

// rrule works in "floating" UTC: a date is its UTC midnight; the time of day and zone are applied afterwards.
const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (d: Date) => d.toISOString().slice(0, 10);

/** The RFC 5545 rule of a schedule (first/last working day use month anchors, resolved with the holiday list). */
export function scheduleRule(s: ScheduleRules): RRuleOptions {
  const base = { interval: s.interval, dtstart: utcDay(s.range.start), until: utcDay(s.range.end), wkst: RRule.MO };
  switch (s.occurrence) {
    case 'once':
      return { ...base, freq: RRule.DAILY, count: 1 };
    case 'daily':
      return { ...base, freq: RRule.DAILY };
    case 'weekly':
      return { ...base, freq: RRule.WEEKLY, byweekday: s.days.map((d) => RRULE_DAY[d]) };
    case 'monthly':
      if (s.modifier === 'week_of_month')
        return { ...base, freq: RRule.MONTHLY, byweekday: [RRULE_DAY[s.days[0] ?? 'mon'].nth(NTH[s.weekNumber])] };
      if (s.dayNumber === 'last_day') return { ...base, freq: RRule.MONTHLY, bymonthday: [-1] };
      if (s.dayNumber === 'first_working_day' || s.dayNumber === 'last_working_day') {
        // One anchor per month (the 1st), counted from the start month; the working day is found per month.
        const anchor = DateTime.fromISO(s.range.start, { zone: 'utc' }).startOf('month').toISODate()!;
        return { ...base, dtstart: utcDay(anchor), freq: RRule.MONTHLY, bymonthday: [1] };
      }
      return { ...base, freq: RRule.MONTHLY, bymonthday: [Number(s.dayNumber)] };
  }
}

const isWorkingDay = (d: DateTime, holidays: ReadonlySet<string>) => d.weekday <= 5 && !holidays.has(d.toISODate()!);

function workingDayOfMonth(monthStart: string, which: DayNumber, holidays: ReadonlySet<string>): string | undefined {
  const start = DateTime.fromISO(monthStart, { zone: 'utc' });
  const days = Array.from({ length: start.daysInMonth! }, (_, i) => start.plus({ days: i })).filter((d) => isWorkingDay(d, holidays));
  const picked = which === 'first_working_day' ? days[0] : days.at(-1);
  return picked?.toISODate() ?? undefined;
}

/**
 * The occurrence dates of a schedule between `from` and `to` (inclusive, ISO days), within its range. Working days are
 * weekdays that are not in `holidays` (public holidays from settings when they exist).
 */
export function occurrenceDates(s: ScheduleRules, from: string, to: string, holidays: ReadonlySet<string> = new Set()): string[] {
  const rule = new RRule(scheduleRule(s));
  const lo = from > s.range.start ? from : s.range.start;
  const hi = to < s.range.end ? to : s.range.end;
  if (hi < lo) return [];
  const working =
    s.occurrence === 'monthly' &&
    s.modifier === 'day_of_month' &&
    (s.dayNumber === 'first_working_day' || s.dayNumber === 'last_working_day');
  if (working) {
    // Anchors from the month of `lo`; each becomes that month's first/last working day.
    const anchors = rule.between(utcDay(DateTime.fromISO(lo, { zone: 'utc' }).startOf('month').toISODate()!), utcDay(hi), true);
    return anchors
      .map((a) => workingDayOfMonth(isoOf(a), s.dayNumber, holidays))
      .filter((d): d is string => d !== undefined && d >= lo && d <= hi);
  }
  return rule.between(utcDay(lo), utcDay(hi), true).map(isoOf);
}

/** The instant an occurrence falls due: its date at the time of day in the schedule's zone (DST-aware). */
export function dueInstant(date: string, timeOfDay: string, zone: string): Date {
  return DateTime.fromISO(`${date}T${timeOfDay}`, { zone }).toJSDate();
}

/** The person's day in their zone by the platform clock. */
export function localToday(now: Date, zone: string): string {
  return DateTime.fromJSDate(now, { zone }).toISODate()!;
}
