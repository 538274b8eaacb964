import { DateTime } from 'luxon';

/** The year filter's value for every year; no value in the URL is the current year. */
export const ALL_YEARS = 'all';

/** The year the list shows: the URL's (a year, or every year), else the current year. */
export function yearOf(filter: readonly string[] | undefined, current: number | null): number | null {
  const value = filter?.[0];
  if (value === ALL_YEARS) return null;
  if (value && /^\d{4}$/.test(value)) return Number(value);
  return current;
}

/** The year filter's choices: every year, then the years the server knows, newest first. */
export function yearOptions(years: readonly number[], allYears: string): { value: string; label: string }[] {
  return [{ value: ALL_YEARS, label: allYears }, ...[...years].sort((a, b) => b - a).map((y) => ({ value: String(y), label: String(y) }))];
}

/** 2026-12-25 → "Fri, Dec 25, 2026" (the spec's MMM D, YYYY with the weekday a holiday list needs). */
export function holidayDay(isoDay: string): string {
  const day = DateTime.fromISO(isoDay, { zone: 'UTC' });
  return day.isValid ? day.toFormat('ccc, LLL d, yyyy', { locale: 'en-US' }) : isoDay;
}

/** The dialog's values. */
export interface HolidayValues {
  name: string;
  date: string;
  officeIds: string[] | null;
}

/** What the API takes: no offices is every office. */
export function holidayInput(values: HolidayValues): { name: string; date: string; officeIds: string[] } {
  return { name: values.name, date: values.date, officeIds: values.officeIds ?? [] };
}
