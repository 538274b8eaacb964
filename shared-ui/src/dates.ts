/**
 * Dates as a person reads them, in their timezone, with the browser's Intl (no calendar library on the first paint:
 * luxon loads with the pages that do date arithmetic; ADR 0253). Europe/London stands in for a missing or unknown zone
 * (§9). Bundled into each package that imports it (`@work/shared-ui/dates`), not shared.
 */
import { isoDay } from './inputs/date';

export const PLATFORM_TIMEZONE = 'Europe/London';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A British English formatter in `zone` (PLATFORM_TIMEZONE when missing or unknown); each is made once. */
export function formatterIn(zone: string | null | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone ?? ''}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: zone || PLATFORM_TIMEZONE });
    } catch {
      formatter = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: PLATFORM_TIMEZONE });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The named parts (year, month, day…) of `date` as `formatter` shows them. */
export function partsOf(formatter: Intl.DateTimeFormat, date: Date): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  return Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
}

const DAY_PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };

/** Today (an ISO day) in `zone` at the instant `now` (the platform clock's where the page has it). */
export function todayIn(zone: string | null | undefined, now: Date = new Date()): string {
  const { year, month, day } = partsOf(formatterIn(zone, DAY_PARTS), now);
  return isoDay(Number(year), Number(month), Number(day))!;
}
