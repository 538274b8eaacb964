import { DateTime } from 'luxon';
import { clockTimeOf, type TimeOfDayValue } from './time-of-day';

/** The zone a deadline is worked out in when the owner's is unknown: the platform's home. */
export const DEFAULT_DEADLINE_ZONE = 'Europe/London';

/**
 * When work started at `start` is due (§3 lifetime and deadline time; internal tasks ADR 0276, tasks ADR 0280): the
 * start plus the lifetime, moved to the deadline time of day on that day in the owner's zone. If that time is not
 * after the start (a short lifetime started late), the next day's, so work is never due before it starts. Days are
 * calendar days in the zone, so clocks changing keep the wall-clock time.
 */
export function deadlineAfter(start: Date, lifetimeMinutes: number, deadlineTime: TimeOfDayValue, zone: string | null | undefined): Date {
  const tz = zone && DateTime.local().setZone(zone).isValid ? zone : DEFAULT_DEADLINE_ZONE;
  const [hour, minute] = clockTimeOf(deadlineTime).split(':').map(Number) as [number, number];
  const from = DateTime.fromJSDate(start, { zone: tz });
  let due = from.plus({ minutes: lifetimeMinutes }).set({ hour, minute, second: 0, millisecond: 0 });
  if (due <= from) due = due.plus({ days: 1 });
  return due.toJSDate();
}
