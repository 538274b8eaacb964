import type { TaskState } from './work.rules.js';
import { TASK_STATE_LABELS } from './work.rules.js';

/**
 * The task state machine (staff-and-admin.md §4: freelancer task flow, reviewer flow, timeline). One table says, for
 * every action, which states allow it, who may take it and where it goes. The server refuses everything else:
 * the wrong person gets FORBIDDEN, the wrong state CONFLICT, each with a sentence a person can read.
 */
export const TASK_ACTIONS = [
  'accept',
  'decline',
  'relinquish',
  'save',
  'submit',
  'postMessage',
  'requestRevisions',
  'pass',
  'sendToOwner',
  'submitReview',
] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

/** Who is asking, in relation to the task. A person can hold several parts (an owner who also reviews). */
export type TaskPart = 'assignee' | 'reviewer' | 'owner';

interface Transition {
  from: readonly TaskState[];
  /** Parts allowed to take the action (any one of them). */
  by: readonly TaskPart[];
  /** The next state; null keeps the state (save, post a message). */
  to: TaskState | null;
  /** What the action is called in refusal messages. */
  verb: string;
}

const OPEN_FOR_MESSAGES: readonly TaskState[] = ['offered', 'in_progress', 'review_in_progress', 'delivered', 'completed'];

export const TRANSITIONS: Record<TaskAction, Transition> = {
  // an offer in order is 'offered' to one person; an open queue is 'unassigned' with offers to several (ADR 0280)
  accept: { from: ['offered', 'unassigned'], by: ['assignee'], to: 'in_progress', verb: 'accept this offer' },
  decline: { from: ['offered', 'unassigned'], by: ['assignee'], to: 'unassigned', verb: 'decline this offer' },
  relinquish: { from: ['in_progress'], by: ['assignee'], to: 'unassigned', verb: 'relinquish this task' },
  save: { from: ['in_progress'], by: ['assignee'], to: null, verb: 'save work on this task' },
  submit: { from: ['in_progress'], by: ['assignee'], to: 'review_in_progress', verb: 'submit this task' },
  postMessage: { from: OPEN_FOR_MESSAGES, by: ['assignee', 'reviewer', 'owner'], to: null, verb: 'post a message on this task' },
  requestRevisions: { from: ['review_in_progress'], by: ['reviewer'], to: 'in_progress', verb: 'request revisions' },
  pass: { from: ['review_in_progress'], by: ['reviewer'], to: 'completed', verb: 'pass this work' },
  sendToOwner: { from: ['review_in_progress'], by: ['reviewer'], to: 'delivered', verb: 'send this work to the job owner' },
  submitReview: { from: ['delivered'], by: ['owner'], to: null, verb: 'submit the review' },
};

/** Where submitting the job owner's review leads. */
export type ReviewOutcome = 'pass' | 'revisions';
export const REVIEW_OUTCOME_STATE: Record<ReviewOutcome, TaskState> = { pass: 'completed', revisions: 'in_progress' };

export interface TaskForFlow {
  state: TaskState;
  croudieId: number | null;
  ownerId: number;
  reviewerId: number | null;
  /** The asking croudie holds an open offer on it (an open queue offers it to several before anyone has it). */
  offeredToViewer?: boolean;
}

export interface Actor {
  kind: 'USER' | 'CROUDIE' | 'CLIENT_USER';
  id: number;
}

/** The parts the actor holds on the task. The owner reviews when no reviewer is set. */
export function partsOf(task: TaskForFlow, actor: Actor): TaskPart[] {
  const parts: TaskPart[] = [];
  if (actor.kind === 'CROUDIE' && (task.croudieId === actor.id || task.offeredToViewer)) parts.push('assignee');
  if (actor.kind === 'USER') {
    if ((task.reviewerId ?? task.ownerId) === actor.id) parts.push('reviewer');
    if (task.ownerId === actor.id) parts.push('owner');
  }
  return parts;
}

export type Decision = { ok: true; to: TaskState | null } | { ok: false; code: 'FORBIDDEN' | 'CONFLICT'; message: string };

/** May this actor take this action on the task now? The person is checked before the state. */
export function decide(task: TaskForFlow, actor: Actor, action: TaskAction): Decision {
  const rule = TRANSITIONS[action];
  const parts = partsOf(task, actor);
  if (!rule.by.some((p) => parts.includes(p))) {
    const who =
      rule.by.length === 1 && rule.by[0] === 'assignee'
        ? 'Only the croudie working on this task can'
        : rule.by.length === 1 && rule.by[0] === 'owner'
          ? 'Only the job owner can'
          : rule.by.includes('assignee')
            ? 'Only the croudie, reviewer or job owner of this task can'
            : 'Only the reviewer of this task can';
    return { ok: false, code: 'FORBIDDEN', message: `${who} ${rule.verb}` };
  }
  if (!rule.from.includes(task.state)) {
    return {
      ok: false,
      code: 'CONFLICT',
      message: `You cannot ${rule.verb} while it is ${TASK_STATE_LABELS[task.state].toLowerCase()}`,
    };
  }
  return { ok: true, to: rule.to };
}

/** The actions this actor can take now, in table order (the buttons of the task view). */
export function availableActions(task: TaskForFlow, actor: Actor): TaskAction[] {
  return TASK_ACTIONS.filter((a) => decide(task, actor, a).ok);
}

/** Timeline feedback needs at least 50 characters when passing work; it is optional for recurring tasks. */
export const MIN_PASS_FEEDBACK = 50;
export function passFeedbackError(feedback: string | null | undefined, recurring: boolean): string | null {
  const text = (feedback ?? '').trim();
  if (recurring && text.length === 0) return null;
  if (text.length < MIN_PASS_FEEDBACK) return `Timeline feedback needs at least ${MIN_PASS_FEEDBACK} characters`;
  return null;
}

/** The timeline is visible only when the job is in progress or complete. */
export const TIMELINE_STATES: readonly TaskState[] = ['in_progress', 'review_in_progress', 'delivered', 'completed'];
export function timelineVisible(state: TaskState): boolean {
  return TIMELINE_STATES.includes(state);
}

/**
 * The croudie who stops working on the task with this transition, or null: whoever held it before, unless it is still
 * theirs and in progress afterwards. Their credential sessions for the task end (credentials follow the task).
 */
export function croudieLeavingTask(
  before: { croudieId: number | null },
  after: { croudieId: number | null; state: TaskState },
): number | null {
  if (before.croudieId === null) return null;
  return after.state === 'in_progress' && after.croudieId === before.croudieId ? null : before.croudieId;
}

export { MONTHLY_HOURS_MESSAGES, MONTHLY_MINUTES_LIMIT, withinMonthlyHours } from '@work/shared-contracts/monthly-hours';

/**
 * The minutes a task's work counts against the monthly hours limit (ADR 0265): its allocated minutes, else for a
 * fixed-cost task its cost at the croudie's hourly rate (rounded to the minute), else 0 when neither is known.
 */
export function workMinutes(task: { fixedCostPence: number | null; allocatedMinutes: number | null }, hourlyRate: string | null): number {
  if (task.allocatedMinutes !== null) return Math.max(0, task.allocatedMinutes);
  const rate = hourlyRate === null ? NaN : Number(hourlyRate);
  if (task.fixedCostPence !== null && Number.isFinite(rate) && rate > 0)
    return Math.max(0, Math.round((task.fixedCostPence * 60) / (rate * 100)));
  return 0;
}
