/**
 * The availability slider's choices (staff-and-admin.md §5): 30 minutes, 2 and 6 hours, 1 to 3 days, 1 to 3 weeks, in
 * minutes; limited by a maximum in days when one is given.
 */
const HOUR = 60;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

export const AVAILABILITY_STEPS_MINUTES: readonly number[] = [30, 2 * HOUR, 6 * HOUR, DAY, 2 * DAY, 3 * DAY, WEEK, 2 * WEEK, 3 * WEEK];

/** The steps offered under a cap of `maxDays` days (none given: all of them). */
export function availabilitySteps(maxDays?: number | null): readonly number[] {
  if (maxDays === undefined || maxDays === null) return AVAILABILITY_STEPS_MINUTES;
  return AVAILABILITY_STEPS_MINUTES.filter((minutes) => minutes <= maxDays * DAY);
}

export type AvailabilityUnit = 'minutes' | 'hours' | 'days' | 'weeks';

/** A step as a count of its largest whole unit: 120 → 2 hours, 10080 → 1 week. */
export function availabilityAmount(minutes: number): { count: number; unit: AvailabilityUnit } {
  if (minutes % WEEK === 0) return { count: minutes / WEEK, unit: 'weeks' };
  if (minutes % DAY === 0) return { count: minutes / DAY, unit: 'days' };
  if (minutes % HOUR === 0) return { count: minutes / HOUR, unit: 'hours' };
  return { count: minutes, unit: 'minutes' };
}
