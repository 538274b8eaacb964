/**
 * The date input's rules (shell-and-freelancer.md §5 Scheduler): it shows DD/MM/YYYY and clamps what is typed to its
 * min and max bounds. Values are ISO days (YYYY-MM-DD), compared as strings.
 */

import { clampDate } from '@work/shared-contracts/iso-days';

export { clampDate };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An ISO day from year, month (1–12) and day, or undefined when that day does not exist (31/02). */
export function isoDay(year: number, month: number, day: number): string | undefined {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** 2026-03-06 shows as 06/03/2026; anything that is not an ISO day shows as it is. */
export function formatDisplayDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDate;
}

/** Parses D/M/YYYY or DD/MM/YYYY, clamped to [min, max]; undefined when it is not a date. */
export function parseDisplayDate(text: string, min: string, max: string): string | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const day = isoDay(Number(m[3]), Number(m[2]), Number(m[1]));
  return day ? clampDate(day, min, max) : undefined;
}
