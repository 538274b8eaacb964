import type { ScheduleRules } from '@work/shared-contracts/journal-schedule';
import type { Viewer } from '../../kit/auth/index.js';
import { DateTime } from 'luxon';
import { dueInstant, localToday, occurrenceDates } from '../journal/journal.recurrence.js';
import type { recurringWork } from './recurring.tables.js';

export type RecurringWorkRow = typeof recurringWork.$inferSelect;

/** Staff who manage every schedule, not only their own: the lead roles. */
export const RECURRING_ADMIN_ROLES = ['operations', 'network_admin'] as const;
/** Most schedules one bulk action may name (a page of up to 100). */
export const MAX_BULK_IDS = 100;

export const RECURRING_ACTIONS = ['pause', 'resume', 'toggle', 'delete', 'takeOwnership'] as const;
export type RecurringAction = (typeof RECURRING_ACTIONS)[number];

/** The schedule in the journal scheduler's shape, so one recurrence expansion serves both (ADR 0217). */
export const scheduleOf = (r: RecurringWorkRow): ScheduleRules => ({
  occurrence: r.occurrence,
  interval: r.interval,
  timeOfDay: r.timeOfDay,
  days: r.days,
  modifier: r.modifier,
  dayNumber: r.dayNumber,
  weekNumber: r.weekNumber,
  range: { start: r.startDate, end: r.endDate },
});

export const isExpired = (r: RecurringWorkRow, now: Date) => localToday(now, r.timezone) > r.endDate;

/**
 * The next occurrence day from today (in the schedule's zone), or null when none is left. Working days (first/last
 * working day of the month) skip weekends and the public holidays from settings (ADR 0221).
 */
export function nextOccurrence(r: RecurringWorkRow, now: Date, holidays: ReadonlySet<string> = new Set()): string | null {
  const today = localToday(now, r.timezone);
  return occurrenceDates(scheduleOf(r), today, r.endDate, holidays)[0] ?? null;
}

/** Occurrence days between from and to (inclusive) of a running schedule; none while paused. */
export function occurrencesBetween(r: RecurringWorkRow, from: string, to: string, holidays: ReadonlySet<string> = new Set()): string[] {
  if (r.isPaused) return [];
  return occurrenceDates(scheduleOf(r), from, to, holidays);
}

const dayAfter = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).plus({ days: 1 }).toISODate()!;

/**
 * The occurrences the runner owes a task by `now`: after processed_through (or, never processed, those falling due at
 * or after the schedule was created), whose date and time of day in the schedule's zone have come. Ignores pausing and
 * expiry; the runner checks those.
 */
export function dueOccurrences(r: RecurringWorkRow, now: Date, holidays: ReadonlySet<string>): string[] {
  const from = r.processedThrough ? dayAfter(r.processedThrough) : r.startDate;
  const today = localToday(now, r.timezone);
  return occurrenceDates(scheduleOf(r), from, today, holidays).filter((d) => {
    const due = dueInstant(d, r.timeOfDay, r.timezone);
    return due <= now && (r.processedThrough !== null || due >= r.createdAt);
  });
}

export function mayManage(viewer: Viewer, r: RecurringWorkRow): boolean {
  return viewer.kind === 'USER' && (r.ownerId === viewer.id || RECURRING_ADMIN_ROLES.some((role) => viewer.roles.includes(role)));
}

/**
 * Taking ownership (staff-and-admin.md §6, "staff who own jobs can take ownership"): the owner of the schedule's job,
 * or a lead role. Anyone else with a job of their own could otherwise take (and then delete) any schedule.
 */
export function mayTakeOwnership(viewer: Viewer, jobOwnerId: number | null): boolean {
  if (viewer.kind !== 'USER') return false;
  return jobOwnerId === viewer.id || RECURRING_ADMIN_ROLES.some((role) => viewer.roles.includes(role));
}

export type RecurringDecision = { ok: true } | { ok: false; code: 'FORBIDDEN' | 'CONFLICT'; message: string };

/**
 * May the viewer take this action on this schedule now? The person first, then the state: an expired schedule
 * cannot be resumed (nor toggled back on).
 */
export function decideRecurring(
  viewer: Viewer,
  r: RecurringWorkRow,
  action: RecurringAction,
  now: Date,
  jobOwnerId: number | null = null,
): RecurringDecision {
  if (action === 'takeOwnership') {
    return mayTakeOwnership(viewer, jobOwnerId)
      ? { ok: true }
      : { ok: false, code: 'FORBIDDEN', message: "Unable to take ownership: only the job's owner or an operations or network admin can" };
  }
  if (!mayManage(viewer, r))
    return { ok: false, code: 'FORBIDDEN', message: 'Only the owner or an operations or network admin can change this recurring work' };
  const resuming = action === 'resume' || (action === 'toggle' && r.isPaused);
  if (resuming && isExpired(r, now)) return { ok: false, code: 'CONFLICT', message: `${r.name} has expired and cannot be resumed` };
  return { ok: true };
}
