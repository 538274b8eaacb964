import { PLAN_MESSAGES, quarterDays, quarterOfDay, quartersBetween, type PlanQuarter } from '@work/shared-contracts/plan';
import { DateTime } from 'luxon';

/** Project statuses (§3 Project): deleted is a soft delete, kept for the history (ADR 0275). */
export const PROJECT_STATUSES = ['active', 'completed', 'deleted'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
/** Phase statuses (§3 Phase, §4 Phases and projects); deleted as for projects. */
export const PHASE_STATUSES = ['active', 'completed', 'deleted'] as const;
export type PhaseStatus = (typeof PHASE_STATUSES)[number];

export const HISTORY_ENTITIES = ['project', 'phase', 'keyDate', 'internalTask', 'job'] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/** Who may create projects, phases and key dates (ADR 0275): the planning roles. */
export const PLAN_CREATOR_ROLES = ['job_user', 'forecasting', 'forecast_admin', 'operations'] as const;
/** Who may change anyone's plan items and move anyone's jobs. */
export const PLAN_ADMIN_ROLES = ['forecast_admin'] as const;

/** A job has started once it left draft, new and scheduled: a phase or project with one cannot be deleted. */
export const UNSTARTED_JOB_STATUSES = ['draft', 'new', 'scheduled'] as const;
export const jobHasStarted = (status: string) => !(UNSTARTED_JOB_STATUSES as readonly string[]).includes(status);

/** The plan's range: at most 15 months, so one query answers fast. */
export const MAX_PLAN_MONTHS = 15;

export const MESSAGES = {
  ...PLAN_MESSAGES,
  rangeTooLong: `Show at most ${MAX_PLAN_MONTHS} months`,
  channelsOfClient: 'Every channel must belong to the client',
  unknownChannelType: 'Choose channel types from the list',
  ownerNotStaff: 'The owner must be an active staff member',
  parentOfProject: 'The parent phase must belong to the same project',
  notActive: 'Only an active project or phase can be changed',
  hasStartedJobs: 'It has started jobs: complete it instead',
  jobsOfClient: "The jobs must belong to the client of the phase's project",
  notCovered: (names: string[]) => `The phase does not cover the dates of: ${names.join(', ')}`,
  indexOutOfRange: 'The new position is outside the quarter',
} as const;

/**
 * A reorder: the caller names where the item goes (a quarter and an index among what it sees there) and the order it
 * saw (without the moved item). A filtered plan sees only some of a quarter's items: the view is stale when the seen
 * items are no longer all there or no longer in that order among the stored ones, answered as "Reorder failed" (ADR
 * 0275). Else the new order of the quarter: the item goes just before the seen item at `index` (after the last seen
 * one when `index` is past them, first when nothing is seen), hidden items keeping their places; the caller writes it
 * as dense ranks 0…n-1.
 */
export function reorder(stored: readonly number[], movedId: number, index: number, seen: readonly number[]): number[] | 'stale' | 'index' {
  const others = stored.filter((id) => id !== movedId);
  const seenSet = new Set(seen);
  const visible = others.filter((id) => seenSet.has(id));
  if (seenSet.size !== seen.length || visible.length !== seen.length || visible.some((id, i) => id !== seen[i])) return 'stale';
  if (!Number.isInteger(index) || index < 0 || index > seen.length) return 'index';
  const at = seen.length === 0 ? 0 : index < seen.length ? others.indexOf(seen[index]!) : others.indexOf(seen[seen.length - 1]!) + 1;
  return [...others.slice(0, at), movedId, ...others.slice(at)];
}

/** A phase moved to another quarter keeps its length: both days shift by whole quarters (3 months per quarter). */
export function shiftToQuarter(phase: { startsAt: string; endsAt: string }, to: PlanQuarter): { startsAt: string; endsAt: string } {
  const quarters = quartersBetween(quarterOfDay(phase.startsAt), to);
  if (quarters === 0) return phase;
  const start = DateTime.fromISO(phase.startsAt, { zone: 'utc' });
  const days = DateTime.fromISO(phase.endsAt, { zone: 'utc' }).diff(start, 'days').days;
  const moved = start.plus({ months: quarters * 3 });
  return { startsAt: moved.toISODate()!, endsAt: moved.plus({ days }).toISODate()! };
}

/** A job's days on the plan (Europe/London): its planned start and its due day; either may be unknown. */
export function jobDays(job: { startsAt: string | null; startedAt: Date | null; dueAt: Date | null }): {
  start: string | null;
  due: string | null;
} {
  const day = (d: Date | null) => (d ? DateTime.fromJSDate(d, { zone: 'Europe/London' }).toISODate() : null);
  return { start: job.startsAt ?? day(job.startedAt), due: day(job.dueAt) };
}

/** Whether a phase's days contain a job's known days (§4: work outside them needs the phase extended first). */
export function phaseCovers(phase: { startsAt: string; endsAt: string }, job: { start: string | null; due: string | null }): boolean {
  return [job.start, job.due].every((d) => d === null || (d >= phase.startsAt && d <= phase.endsAt));
}

/** The range of days a plan shows: end not before start, at most 15 months. */
export function planRangeProblem(start: string, end: string): string | null {
  if (end < start) return PLAN_MESSAGES.endBeforeStart;
  const limit = DateTime.fromISO(start, { zone: 'utc' }).plus({ months: MAX_PLAN_MONTHS }).toISODate()!;
  return end > limit ? MESSAGES.rangeTooLong : null;
}

export { quarterDays, quarterOfDay };
