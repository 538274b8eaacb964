import { DateTime } from 'luxon';
import { TASK_MESSAGES, type TaskCost, type TaskInput } from '@work/shared-contracts/tasks';
import { tookTask, type JobStatus, type OfferStatus } from '../work/index.js';

/**
 * Task authoring on a job (issue 21, ADR 0280): pure rules. The form's own rules are TaskInputSchema's
 * (@work/shared-contracts/tasks); these are the ones that need the job, the other tasks or the people on it.
 */
export const TASK_RULE_MESSAGES = {
  jobClosed: 'Tasks can only be added to or changed on a draft, new, scheduled or started job',
  taskClosed: 'A complete or deleted task cannot be changed',
  typeFixed: "A task's type cannot change",
  notLiveCroudie: 'Choose live croudies only',
  reviewerNotStaff: 'Choose an active staff member as the reviewer',
  template: 'Choose an active template',
  deleteTaken: 'A task someone has accepted cannot be deleted',
  notOnTask: 'This croudie is not on the task',
  alreadyOnTask: 'This croudie is already on the task',
  qaNoUsers: 'A QA task is reviewed by staff: it has no croudies',
} as const;

/** Jobs whose tasks may be authored: not complete, expired or recurring (recurring work has its own screens). */
export const AUTHORING_JOB_STATUSES: readonly JobStatus[] = ['draft', 'new', 'scheduled', 'in_progress'];

export interface PlannedJob {
  status: JobStatus;
  startedAt: Date | null;
  scheduledFor: Date | null;
  startsAt: string | null;
  timezone: string;
}

/**
 * When a task's deadline counts from: now for a started job (allocation starts at once), else when the job is
 * planned to start (scheduled time, planned start day in the job's zone), never before now. Allocation works the
 * deadline out again when it really starts.
 */
export function plannedStart(job: PlannedJob, now: Date): Date {
  if (job.status === 'in_progress') return now;
  const planned =
    job.scheduledFor ?? (job.startsAt ? DateTime.fromISO(job.startsAt, { zone: job.timezone }).startOf('day').toJSDate() : null);
  return planned && planned.getTime() > now.getTime() ? planned : now;
}

/**
 * §5: a task's deadline must not be before a previous task's deadline on the job. `previous` are the deadlines of the
 * job's tasks made before it, `following` of those made after (a change must not put it after theirs either).
 */
export function deadlineOrderProblem(
  deadline: Date,
  previous: readonly (Date | null)[],
  following: readonly (Date | null)[] = [],
): string | null {
  const at = deadline.getTime();
  if (previous.some((d) => d !== null && d.getTime() > at)) return TASK_MESSAGES.deadlineOrder;
  if (following.some((d) => d !== null && d.getTime() < at)) return TASK_MESSAGES.deadlineOrder;
  return null;
}

/** The cost as the task's columns: pence for a fixed cost, or minutes. */
export function costColumns(cost: TaskCost | null): { fixedCostPence: number | null; allocatedMinutes: number | null } {
  if (cost === null) return { fixedCostPence: null, allocatedMinutes: null };
  return cost.costType === 'fixed'
    ? { fixedCostPence: Math.round(cost.fixedCost * 100), allocatedMinutes: null }
    : { fixedCostPence: null, allocatedMinutes: cost.allocatedMinutes };
}

export interface PersonOnTask {
  croudieId: number;
  status: OfferStatus;
}

/**
 * How the people on a task change when the form is saved with `wanted` (in their new order): who leaves, who joins
 * and who stays. §5: nobody who took the task (accepted or assigned) may leave.
 */
export function peopleChanges(current: readonly PersonOnTask[], wanted: readonly { croudieId: number; timeoutMinutes: number }[]) {
  const onTask = current.filter((p) => p.status !== 'removed');
  const wantedIds = new Set(wanted.map((w) => w.croudieId));
  const currentIds = new Set(onTask.map((p) => p.croudieId));
  const leaving = onTask.filter((p) => !wantedIds.has(p.croudieId));
  const joining = wanted.filter((w) => !currentIds.has(w.croudieId));
  const staying = wanted.filter((w) => currentIds.has(w.croudieId));
  const problem = leaving.some((p) => tookTask(p.status)) ? TASK_MESSAGES.userAccepted : null;
  return { leaving, joining, staying, problem };
}

/** A croudie holds the task now: it was assigned, or accepted and not given back (an open offer does not count). */
export const heldByCroudie = (task: { type: string; croudieId: number | null; state: string }) =>
  task.type === 'single' && task.croudieId !== null && task.state !== 'offered';

/** What the server keeps of a parsed form (ids as numbers, the cost as columns). */
export function taskValues(input: TaskInput, reviewerId: number | null) {
  return {
    type: input.type,
    name: input.title,
    brief: input.brief,
    settings: input.settings,
    ...costColumns(input.type === 'qa' ? null : input.cost),
    lifetimeMinutes: input.lifetimeMinutes,
    deadlineTime: input.deadlineTime,
    allocationMethod: input.allocationMethod,
    openQueue: input.allocationMethod === 'offer' && input.openQueue,
    active: input.active,
    templateId: input.templateId === null ? null : Number(input.templateId),
    reviewerId,
    users: input.type === 'qa' ? [] : input.users.map((u) => ({ croudieId: Number(u.croudieId), timeoutMinutes: u.timeoutMinutes })),
  };
}
export type TaskValues = ReturnType<typeof taskValues>;
