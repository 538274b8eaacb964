/** Network toolbar chips (shell-and-freelancer.md §2, §6, §9): earnings and monthly hours. */
import { hasMonthlyHoursLimit, MONTHLY_MINUTES_LIMIT } from '@work/shared-contracts/monthly-hours';

/** 96 hours: the monthly limit the server enforces when a croudie accepts an offer. */
export { MONTHLY_MINUTES_LIMIT };
/** The chip warns from 80 % of the limit. */
export const MONTHLY_WARNING_MINUTES = (MONTHLY_MINUTES_LIMIT * 80) / 100;
/** Earnings poll every 30 seconds. */
export const EARNINGS_POLL_MS = 30_000;

export type EntityType = 'any_other_type' | 'limited_company';

/** The hours chip is shown only for non-limited-company users. */
export function showsMonthlyHours(entityType: EntityType): boolean {
  return hasMonthlyHoursLimit(entityType);
}

export type MonthlyHoursState = 'normal' | 'warning' | 'limitReached';

export function monthlyHours(minutes: number): { percent: number; state: MonthlyHoursState } {
  const used = Math.max(0, minutes);
  const percent = Math.floor((used / MONTHLY_MINUTES_LIMIT) * 100);
  const state: MonthlyHoursState = used >= MONTHLY_MINUTES_LIMIT ? 'limitReached' : used >= MONTHLY_WARNING_MINUTES ? 'warning' : 'normal';
  return { percent, state };
}

/** "75h 30m", "96h", "0h". */
export function formatHours(minutes: number): string {
  const used = Math.max(0, Math.round(minutes));
  const h = Math.floor(used / 60);
  const m = used % 60;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

const POUNDS = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The earnings amount in pounds with two decimals (the £ sign comes from the catalogue text). */
export function formatPounds(totalValue: number): string {
  return POUNDS.format(Number.isFinite(totalValue) ? totalValue : 0);
}
