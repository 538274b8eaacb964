import { deadlineAfter } from '@work/shared-contracts/deadlines';
import { PLAN_CREATOR_ROLES } from './plan.rules.js';

/** An internal task's life (ADR 0276): saved as a draft or started on save, then completed. */
export const INTERNAL_TASK_STATUSES = ['draft', 'in_progress', 'complete'] as const;
export type InternalTaskStatus = (typeof INTERNAL_TASK_STATUSES)[number];

/** Who may create internal tasks: the planning roles, as for projects and phases (the plan creates them). */
export const INTERNAL_TASK_CREATOR_ROLES = PLAN_CREATOR_ROLES;

/** The zone a due time is worked out in when the owner's is unknown: the platform's home. */
export const DEFAULT_ZONE = 'Europe/London';

/** The API's precise messages; the UI shows §8's "Unable to create, save or complete internal task." over them. */
export const INTERNAL_TASK_RULE_MESSAGES = {
  clientUnknown: 'Choose a client from the list',
  channelOfClient: 'The channel must belong to the client',
  phaseOfClient: "The phase must belong to one of the client's projects",
  phaseNotActive: 'Choose an active phase',
  complete: 'A complete internal task cannot be changed',
  startDraft: 'Only a draft internal task can be started',
  completeInProgress: 'Only an internal task in progress can be completed',
} as const;

/** When a started internal task is due: the shared deadline rule (lifetime, then the deadline time of day). */
export const internalTaskDueAt = deadlineAfter;

export type InternalTaskChange = 'save' | 'start' | 'complete';

/** The statuses each change is allowed from, and what a refusal says: save (not once complete), start, complete. */
export const CHANGE_ALLOWED_FROM: Record<InternalTaskChange, { statuses: readonly InternalTaskStatus[]; refused: string }> = {
  save: { statuses: ['draft', 'in_progress'], refused: INTERNAL_TASK_RULE_MESSAGES.complete },
  start: { statuses: ['draft'], refused: INTERNAL_TASK_RULE_MESSAGES.startDraft },
  complete: { statuses: ['in_progress'], refused: INTERNAL_TASK_RULE_MESSAGES.completeInProgress },
};

/** Why a task with this status cannot take this change, or null when it can. */
export function statusProblem(change: InternalTaskChange, status: InternalTaskStatus): string | null {
  const rule = CHANGE_ALLOWED_FROM[change];
  return rule.statuses.includes(status) ? null : rule.refused;
}
