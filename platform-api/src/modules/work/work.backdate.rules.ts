import { SETTINGS_ADMIN_ROLES, type StaffRole } from '@work/shared-contracts';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { TASK_STATE_LABELS, type TaskState } from './work.rules.js';

/**
 * Task backdate (staff-and-admin.md §2 Settings › task backdate, §5 "Backdate requires that the task is complete and
 * that the user is a croudie", §8 "Task has failed backdating"; ADR 0260): a settings administrator moves the day a
 * croudie's completed task (and its work log, what invoicing reads) was completed.
 */

/**
 * Who backdates by default: the settings administrators, and finance admins, because the day decides the invoice
 * window the work falls in. Roles can change it (ADR 0257).
 */
export const BACKDATE_ROLES = [...SETTINGS_ADMIN_ROLES, 'finance_admin'] as const satisfies readonly StaffRole[];

/** §8, verbatim: what the screen's failure toast starts with. */
export const BACKDATE_FAILED = 'Task has failed backdating';

/** The platform's home timezone: a task's completion day is the day there (as public holidays are). */
export const HOME_ZONE = 'Europe/London';

/** Actions that only the timeline knows (no state machine step): a task's TaskAction enum names them too. */
export const TIMELINE_ONLY_ACTIONS = ['backdate'] as const;
export type TimelineOnlyAction = (typeof TIMELINE_ONLY_ACTIONS)[number];

export const NOT_COMPLETE_MESSAGE = (state: TaskState) =>
  `Only a completed task can be backdated: this one is ${TASK_STATE_LABELS[state].toLowerCase()}`;
export const NOT_A_CROUDIE_MESSAGE = 'Only a task completed by a croudie can be backdated';
export const FUTURE_MESSAGE = 'The date cannot be in the future';
/** §5 "Channel changes and task edits are blocked once croudies have invoiced for the work" (ADR 0266). */
export const INVOICED_MESSAGE = `${BACKDATE_FAILED}: its work has been invoiced`;
export const FORBIDDEN_MESSAGE = 'Only settings administrators and finance admins can backdate tasks';
export const CHANGED_MESSAGE = 'This task was changed by someone else. Reload it and try again';

const isRealDay = (s: string) => DateTime.fromISO(s, { zone: 'UTC' }).isValid;

/** The new completion day: a real day as YYYY-MM-DD. */
export const CompletedOnSchema = v.pipe(
  v.string('This field is required'),
  v.trim(),
  v.minLength(1, 'This field is required'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD'),
  v.check(isRealDay, 'Not a real date'),
);

/** The day (YYYY-MM-DD) an instant falls on in the home timezone. */
export function dayOf(instant: Date): string {
  return DateTime.fromJSDate(instant, { zone: HOME_ZONE }).toISODate()!;
}

/** A day as the spec's date format shows it (§9 'MMM D, YYYY'): "Mar 5, 2026". */
export function dayText(day: string): string {
  return DateTime.fromISO(day, { zone: HOME_ZONE }).toFormat('LLL d, yyyy', { locale: 'en-US' });
}

export interface BackdateSubject {
  state: TaskState;
  croudieId: number | null;
  createdAt: Date;
  /** When its croudie last accepted it (the timeline's accept), if they did through the platform. */
  acceptedAt: Date | null;
  completedAt: Date | null;
  /** Its work log is on a live invoice (not declined): the day decided that invoice, so it stays. */
  invoiced?: boolean;
}

/**
 * The earliest the work can have been completed: when the croudie accepted the task, or when it was created (a task
 * made for the croudie, e.g. from an imported one, or made before the timeline recorded acceptances).
 */
export function lowerBound(task: BackdateSubject): { at: Date; what: 'accepted' | 'created' } {
  return task.acceptedAt && task.acceptedAt > task.createdAt
    ? { at: task.acceptedAt, what: 'accepted' }
    : { at: task.createdAt, what: 'created' };
}

export type BackdateRefusal = { code: 'CONFLICT'; message: string } | { code: 'BAD_USER_INPUT'; message: string };

/**
 * Why `task` cannot be completed on `day` (YYYY-MM-DD, already a real day), or null when it can. The task first
 * (CONFLICT: it is not complete, no croudie completed it, or its work is invoiced), then the day (BAD_USER_INPUT: not in the future, not
 * before the task was accepted or created, not the day it already has).
 */
export function backdateRefusal(task: BackdateSubject, day: string, now: Date): BackdateRefusal | null {
  if (task.state !== 'completed') return { code: 'CONFLICT', message: NOT_COMPLETE_MESSAGE(task.state) };
  if (task.croudieId === null) return { code: 'CONFLICT', message: NOT_A_CROUDIE_MESSAGE };
  if (task.invoiced) return { code: 'CONFLICT', message: INVOICED_MESSAGE };
  if (day > dayOf(now)) return { code: 'BAD_USER_INPUT', message: FUTURE_MESSAGE };
  const bound = lowerBound(task);
  const earliest = dayOf(bound.at);
  if (day < earliest) {
    return { code: 'BAD_USER_INPUT', message: `The date cannot be before the task was ${bound.what} (${dayText(earliest)})` };
  }
  if (task.completedAt && dayOf(task.completedAt) === day) {
    return { code: 'BAD_USER_INPUT', message: `The task was already completed on ${dayText(day)}` };
  }
  return null;
}

/**
 * The instant a backdated task was completed at: noon in London on the day (every day has one, whatever the clocks
 * do), but never before the task was accepted or created, nor after now, when that is the same day.
 */
export function backdatedInstant(task: BackdateSubject, day: string, now: Date): Date {
  const noon = DateTime.fromISO(`${day}T12:00:00`, { zone: HOME_ZONE }).toJSDate();
  const earliest = lowerBound(task).at;
  if (noon < earliest) return earliest;
  if (noon > now) return now;
  return noon;
}

/** The timeline's sentence: who did it is the entry's actor. */
export function backdateNote(from: Date | null, toDay: string): string {
  return from ? `Completion date backdated from ${dayText(dayOf(from))} to ${dayText(toDay)}` : `Completion date set to ${dayText(toDay)}`;
}
