/**
 * Calendar-day arithmetic of the plan on ISO days (YYYY-MM-DD) as whole UTC day numbers, so no daylight-saving change
 * moves a day and no date library loads with the page. Weeks start on Monday (§9).
 */
import { formatterIn, todayIn } from '@work/shared-ui/dates';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 (a number the chart can subtract). */
export function dayNumber(iso: string): number {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export const isoOfDayNumber = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

export const isIsoDay = (value: string | null | undefined): value is string =>
  Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && isoOfDayNumber(dayNumber(value)) === value);

export const addDays = (iso: string, days: number): string => isoOfDayNumber(dayNumber(iso) + days);

/** The same day `months` later (clamped to the month's last day), as a calendar does. */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, last))).toISOString().slice(0, 10);
}

/** The Monday of the day's week. */
export const startOfWeek = (iso: string): string => addDays(iso, -((new Date(dayNumber(iso) * DAY_MS).getUTCDay() + 6) % 7));
export const startOfMonth = (iso: string): string => `${iso.slice(0, 7)}-01`;

/** The first day of the day's quarter. */
export function startOfQuarter(iso: string): string {
  const month = Number(iso.slice(5, 7));
  return `${iso.slice(0, 4)}-${String(Math.floor((month - 1) / 3) * 3 + 1).padStart(2, '0')}-01`;
}

/** The London day of an instant (the API's DateTime), as the plan's days are London days (ADR 0275). */
export const londonDay = (instant: string): string => todayIn('Europe/London', new Date(instant));

const utc = (options: Intl.DateTimeFormatOptions) => formatterIn('UTC', options);
const at = (iso: string) => new Date(dayNumber(iso) * DAY_MS);

/** "5 Jan 2026". */
export const mediumDay = (iso: string): string => utc({ day: 'numeric', month: 'short', year: 'numeric' }).format(at(iso));
/** "Wednesday 14 January 2026" (accessible names). */
export const longDay = (iso: string): string =>
  utc({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(at(iso)).replace(',', '');
/** "Mon 5" (a day column). */
export const shortDay = (iso: string): string => utc({ weekday: 'short', day: 'numeric' }).format(at(iso)).replace(',', '');
/** "5 Jan" (a week column). */
export const dayAndMonth = (iso: string): string => utc({ day: 'numeric', month: 'short' }).format(at(iso));
/** "Jan 2026" (a month column). */
export const shortMonth = (iso: string): string => utc({ month: 'short', year: 'numeric' }).format(at(iso));
