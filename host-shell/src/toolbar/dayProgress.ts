import { DateTime } from 'luxon';

export { dayProgress, dayProgressColour, type DayProgress, type DayProgressColour } from '@work/shared-contracts';

export const DEFAULT_TIMEZONE = 'Europe/London';

/** Today's date (YYYY-MM-DD) in the person's timezone, Europe/London when it is missing or unknown (§9). */
export function todayIn(timezone: string | null | undefined, now: Date = new Date()): string {
  const zoned = DateTime.fromJSDate(now).setZone(timezone || DEFAULT_TIMEZONE);
  const day = zoned.isValid ? zoned : DateTime.fromJSDate(now).setZone(DEFAULT_TIMEZONE);
  return day.toISODate() ?? '';
}
