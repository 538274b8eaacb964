/**
 * Calendar-day arithmetic of the HR view on ISO days (YYYY-MM-DD), with luxon in UTC so no daylight-saving change
 * moves a day. Weeks start on Monday (§9).
 */
import { DateTime } from 'luxon';

const day = (iso: string) => DateTime.fromISO(iso, { zone: 'utc', locale: 'en-GB' });
const isoOf = (value: DateTime) => value.toISODate()!;

export const isIsoDay = (value: string | null | undefined): value is string =>
  Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && day(value).isValid);

export const addDays = (iso: string, days: number): string => isoOf(day(iso).plus({ days }));
export const addWeeks = (iso: string, weeks: number): string => isoOf(day(iso).plus({ weeks }));
export const addMonths = (iso: string, months: number): string => isoOf(day(iso).plus({ months }));

export const startOfWeek = (iso: string): string => isoOf(day(iso).startOf('week'));
export const endOfWeek = (iso: string): string => isoOf(day(iso).endOf('week'));
export const startOfMonth = (iso: string): string => isoOf(day(iso).startOf('month'));
export const endOfMonth = (iso: string): string => isoOf(day(iso).endOf('month'));

/** 1 (Monday) … 7 (Sunday). */
export const weekdayOf = (iso: string): number => day(iso).weekday;
export const isWeekend = (iso: string): boolean => weekdayOf(iso) >= 6;

/** Every day from start to end, both included. */
export function daysFrom(start: string, end: string): string[] {
  const out: string[] = [];
  for (let at = day(start), last = day(end); at <= last; at = at.plus({ days: 1 })) out.push(isoOf(at));
  return out;
}

/** Days from start to end, both included (1 for a single day). */
export const dayCount = (start: string, end: string): number => Math.round(day(end).diff(day(start), 'days').days) + 1;

/** "Mon 5" (a matrix column). */
export const shortDay = (iso: string): string => day(iso).toFormat('ccc d');
/** "Monday 5 January 2026" (accessible names, tooltips). */
export const longDay = (iso: string): string => day(iso).toFormat('cccc d LLLL yyyy');
/** "5 Jan 2026". */
export const mediumDay = (iso: string): string => day(iso).toFormat('d LLL yyyy');
/** "January 2026". */
export const monthName = (iso: string): string => day(iso).toFormat('LLLL yyyy');
/** "Jan 2026". */
export const shortMonth = (iso: string): string => day(iso).toFormat('LLL yyyy');
/** "2026-01" (a month in the URL). */
export const monthKey = (iso: string): string => iso.slice(0, 7);
