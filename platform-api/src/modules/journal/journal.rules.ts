import { DateTime } from 'luxon';
import { DEFAULT_DAILY_TARGET_MINUTES } from '@work/shared-contracts/journal';

/** The longest myJournals range in days (a month view plus margin). */
export const MAX_JOURNAL_RANGE_DAYS = 62;

/**
 * The day's target in minutes. Until HR availability exists (ADR 0060) every staff member works the default
 * 7 h 30 on weekdays and has no target at weekends.
 */
export function dailyTarget(isoDate: string): number {
  const weekday = DateTime.fromISO(isoDate, { zone: 'utc' }).weekday;
  return weekday >= 6 ? 0 : DEFAULT_DAILY_TARGET_MINUTES;
}

/** Every date from start to end inclusive (YYYY-MM-DD). */
export function datesBetween(startDate: string, endDate: string): string[] {
  const out: string[] = [];
  let day = DateTime.fromISO(startDate, { zone: 'utc' });
  const end = DateTime.fromISO(endDate, { zone: 'utc' });
  while (day <= end) {
    out.push(day.toISODate()!);
    day = day.plus({ days: 1 });
  }
  return out;
}

export function rangeTarget(startDate: string, endDate: string): number {
  return datesBetween(startDate, endDate).reduce((sum, d) => sum + dailyTarget(d), 0);
}
