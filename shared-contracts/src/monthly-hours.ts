/**
 * The monthly hours limit (shell-and-freelancer.md §9, ADR 0265): a croudie who is not a limited company works at most
 * 96 hours (5760 minutes) a month, counted from the minutes of their work logs completed this month (Europe/London).
 * Once it is reached no more tasks are assigned until next month: accepting an offer is refused. The host's hours chip
 * shows the same limit.
 */
export const MONTHLY_HOURS_LIMIT = 96;
export const MONTHLY_MINUTES_LIMIT = MONTHLY_HOURS_LIMIT * 60;

export const MONTHLY_HOURS_MESSAGES = {
  limitReached: 'Monthly hours limit reached: no more tasks are assigned until next month',
} as const;

/** Only croudies who are not a limited company (entity type any_other_type) have the limit. */
export function hasMonthlyHoursLimit(entityType: string): boolean {
  return entityType === 'any_other_type';
}

/**
 * May the croudie take on a task of `taskMinutes`? Not once this month's minutes reach the limit, nor when the task
 * would take them past it; a limited company always may.
 */
export function withinMonthlyHours(input: { entityType: string; monthMinutes: number; taskMinutes: number }): boolean {
  if (!hasMonthlyHoursLimit(input.entityType)) return true;
  if (input.monthMinutes >= MONTHLY_MINUTES_LIMIT) return false;
  return input.monthMinutes + Math.max(0, input.taskMinutes) <= MONTHLY_MINUTES_LIMIT;
}
