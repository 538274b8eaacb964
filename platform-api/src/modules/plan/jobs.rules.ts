import type { JobStatus } from '../work/index.js';

/**
 * A job's life (staff-and-admin.md §4 Job statuses and actions; ADR 0279): saved as a draft; published (new: ready,
 * not yet started) or scheduled (the runner starts it at its time on the platform clock); started (in progress); then
 * complete, or expired when a published job was never started by its due date. Recurring jobs come from recurring
 * work and are not changed here.
 */
export const JOB_ACTIONS = ['EDIT', 'PUBLISH', 'START', 'SCHEDULE', 'COPY', 'DELETE', 'TAKE_OWNERSHIP'] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];

/** Who may create, copy and take over jobs: job users, and the planning roles that create them from the plan. */
export const JOB_CREATOR_ROLES = ['job_user', 'forecasting', 'forecast_admin', 'operations'] as const;

export const JOB_RULE_MESSAGES = {
  clientUnknown: 'Choose a client from the list',
  channelOfClient: 'The channel must belong to the client',
  phaseOfClient: "The phase must belong to one of the client's projects",
  phaseNotActive: 'Choose an active phase',
  notCovered: 'The phase does not cover the job’s dates: extend the phase first',
  alreadyOwner: 'You already own this job',
  paymentsForActiveTasks: 'Pay exactly the active tasks of the job, each once',
  recurring: 'A recurring job is changed from its recurring work',
} as const;

type LifecycleAction = Exclude<JobAction, 'COPY' | 'TAKE_OWNERSHIP'>;

/** The statuses each change is allowed from, and what a refusal says (CONFLICT). */
export const ACTION_ALLOWED_FROM: Record<LifecycleAction, { statuses: readonly JobStatus[]; refused: string }> = {
  EDIT: { statuses: ['draft', 'new', 'scheduled', 'in_progress'], refused: 'A complete or expired job cannot be changed' },
  PUBLISH: { statuses: ['draft'], refused: 'Only a draft job can be published' },
  START: { statuses: ['draft', 'new', 'scheduled'], refused: 'Only a draft, new or scheduled job can be started' },
  SCHEDULE: { statuses: ['draft', 'new', 'scheduled'], refused: 'Only a draft, new or scheduled job can be scheduled' },
  DELETE: { statuses: ['draft', 'new', 'scheduled', 'in_progress', 'expired'], refused: 'A complete job cannot be deleted' },
};

/** Why a job with this status cannot take this change, or null when it can. */
export function jobStatusProblem(action: LifecycleAction, status: JobStatus): string | null {
  const rule = ACTION_ALLOWED_FROM[action];
  return rule.statuses.includes(status) ? null : rule.refused;
}

/**
 * What a caller may do with a job now: the lifecycle changes its status allows when they may change it (owner, their
 * team leader, forecast_admin); copy and take ownership for the creator roles (taking over another's job only).
 */
export function availableJobActions(
  job: { status: JobStatus; ownerId: number },
  caller: { id: number; mayChange: boolean; mayCreate: boolean },
): JobAction[] {
  const actions: JobAction[] = [];
  if (caller.mayChange && job.status !== 'recurring') {
    for (const action of ['EDIT', 'PUBLISH', 'START', 'SCHEDULE', 'DELETE'] as const) {
      if (jobStatusProblem(action, job.status) === null) actions.push(action);
    }
  }
  if (caller.mayCreate) {
    actions.push('COPY');
    if (job.ownerId !== caller.id) actions.push('TAKE_OWNERSHIP');
  }
  return JOB_ACTIONS.filter((a) => actions.includes(a));
}

/** A started job's tasks someone is working on: deleting the job pays each of them (§4, 0 allowed). */
export const ACTIVE_TASK_STATES = ['in_progress', 'review_in_progress', 'delivered'] as const;

/**
 * The payments for deleting a job must name each active task exactly once (a started job), or be empty (a job
 * nobody works on). Returns the problem, or null.
 */
export function paymentsProblem(activeTaskIds: number[], payments: { taskId: number }[]): string | null {
  const named = payments.map((p) => p.taskId);
  const same =
    named.length === activeTaskIds.length && new Set(named).size === named.length && named.every((id) => activeTaskIds.includes(id));
  return same ? null : JOB_RULE_MESSAGES.paymentsForActiveTasks;
}

/** The copy's name: "Copy of …", within the name's limit. */
export const copyName = (name: string, max: number) => `Copy of ${name}`.slice(0, max);
