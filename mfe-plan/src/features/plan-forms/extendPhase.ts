import { DateTime } from 'luxon';
import { clockTimeOf } from '@work/shared-contracts/time-of-day';

/** A phase's days (YYYY-MM-DD). */
export interface PhaseDays {
  id: string;
  name: string;
  startsAt: string;
  endsAt: string;
}

/** The days a job or internal task takes on the plan; either may be unknown. */
export interface WorkDays {
  start: string | null;
  due: string | null;
}

/** The plan's days are London days (the API's jobDays). */
export const PLAN_ZONE = 'Europe/London';

/** The London day of an instant. */
export const planDayOf = (instant: string | Date) =>
  (typeof instant === 'string' ? DateTime.fromISO(instant) : DateTime.fromJSDate(instant)).setZone(PLAN_ZONE).toISODate()!;

/**
 * How a phase must widen to hold work's days (§4: a phase whose days do not contain new work can be extended upon
 * confirmation): its new start when the work starts earlier, its new end when it is due later; null when it holds them.
 */
export function phaseExtensionFor(phase: PhaseDays, work: WorkDays): { startsAt: string | null; endsAt: string | null } | null {
  const days = [work.start, work.due].filter((d): d is string => Boolean(d));
  if (!days.length) return null;
  const first = days.reduce((a, b) => (a < b ? a : b));
  const last = days.reduce((a, b) => (a > b ? a : b));
  const startsAt = first < phase.startsAt ? first : null;
  const endsAt = last > phase.endsAt ? last : null;
  return startsAt || endsAt ? { startsAt, endsAt } : null;
}

/** A job's days: its planned start (else today when it starts on save, or the day it started) and its due day. */
export function jobDays(job: {
  startsAt: string | null;
  dueAt: string | null;
  startedAt?: string | null;
  startsToday: boolean;
  today: string;
}): WorkDays {
  const start = job.startsAt || (job.startedAt ? planDayOf(job.startedAt) : job.startsToday ? job.today : null);
  return { start, due: job.dueAt ? planDayOf(job.dueAt) : null };
}

/**
 * When an internal task started at `startedAt` is due (the API's rule, ADR 0276): the start plus the lifetime, at the
 * deadline time of that day in the owner's zone, or the next day's when that is not after the start.
 */
export function internalTaskDueAt(startedAt: Date, lifetimeMinutes: number, deadlineTime: string, zone: string | null): Date {
  const tz = zone && DateTime.local().setZone(zone).isValid ? zone : PLAN_ZONE;
  const [hour, minute] = clockTimeOf(deadlineTime).split(':').map(Number) as [number, number];
  const start = DateTime.fromJSDate(startedAt, { zone: tz });
  let due = start.plus({ minutes: lifetimeMinutes }).set({ hour, minute, second: 0, millisecond: 0 });
  if (due <= start) due = due.plus({ days: 1 });
  return due.toJSDate();
}

/** An internal task's days once it runs (started, or starting on save now); none while it is a draft. */
export function internalTaskDays(task: {
  startedAt: Date | null;
  lifetimeMinutes: number | null;
  deadlineTime: string | null;
  zone: string | null;
}): WorkDays {
  if (!task.startedAt) return { start: null, due: null };
  const due =
    task.lifetimeMinutes && task.deadlineTime
      ? internalTaskDueAt(task.startedAt, task.lifetimeMinutes, task.deadlineTime, task.zone)
      : null;
  return { start: planDayOf(task.startedAt), due: due ? planDayOf(due) : null };
}
