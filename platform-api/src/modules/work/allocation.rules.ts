import type { AllocationMethod, TaskType } from '@work/shared-contracts/tasks';
import type { TaskState } from './work.rules.js';

/**
 * Allocation (ADR 0280): how a single task reaches the people staff chose. Pure rules; allocation.data.ts writes them.
 * - queued: chosen, not offered yet; offered: an open offer, waiting until it expires;
 * - accepted / assigned: they took it (an accepted offer, or a direct assignment): they cannot be removed (§5);
 * - declined / missed: they said no, or let the offer time out; withdrawn: the offer closed because someone else took
 *   the task or it was deleted; removed: staff took them off the task.
 */
export const OFFER_STATUSES = ['queued', 'offered', 'accepted', 'assigned', 'declined', 'missed', 'withdrawn', 'removed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Statuses of people who took the task. */
export const TOOK_TASK: readonly OfferStatus[] = ['accepted', 'assigned'];

/** Whether this person took the task (accepted or assigned): §5, they cannot be removed. */
export const tookTask = (status: OfferStatus) => TOOK_TASK.includes(status);

/** Timeline entries allocation and authoring write besides the task flow's own actions. */
export const ALLOCATION_TIMELINE_ACTIONS = [
  'create',
  'edit',
  'offer',
  'assign',
  'miss',
  'unassign',
  'removeUser',
  'reassign',
  'delete',
  // deleting a started job withdraws its open tasks (ADR 0279)
  'jobDeleted',
] as const;
export type AllocationTimelineAction = (typeof ALLOCATION_TIMELINE_ACTIONS)[number];

export interface OfferLike {
  id: number;
  croudieId: number;
  position: number;
  timeoutMinutes: number;
  status: OfferStatus;
}

export interface AllocationSettings {
  allocationMethod: AllocationMethod;
  openQueue: boolean;
}

export type AllocationStep<O extends OfferLike = OfferLike> =
  { kind: 'assign'; offer: O } | { kind: 'offer'; offers: O[] } | { kind: 'wait' } | { kind: 'unassigned' };

const byPosition = <O extends OfferLike>(a: O, b: O) => a.position - b.position || a.id - b.id;

/**
 * What allocation does next, from the offers as they stand:
 * - assign: the first queued person gets the task at once;
 * - offer in order: while an offer is open, wait; else offer it to the next queued person;
 * - open queue: every queued person is offered it at once; while any offer is open, wait;
 * - nobody left: the task ends unassigned.
 */
export function nextStep<O extends OfferLike>(task: AllocationSettings, offers: readonly O[]): AllocationStep<O> {
  const live = offers.filter((o) => o.status !== 'removed').sort(byPosition);
  const queued = live.filter((o) => o.status === 'queued');
  const open = live.filter((o) => o.status === 'offered');
  if (task.allocationMethod === 'assign') return queued[0] ? { kind: 'assign', offer: queued[0] } : { kind: 'unassigned' };
  if (task.openQueue) {
    if (queued.length) return { kind: 'offer', offers: queued };
    return open.length ? { kind: 'wait' } : { kind: 'unassigned' };
  }
  if (open.length) return { kind: 'wait' };
  return queued[0] ? { kind: 'offer', offers: [queued[0]] } : { kind: 'unassigned' };
}

/** When an offer made at `at` is missed. */
export const offerExpiry = (at: Date, timeoutMinutes: number) => new Date(at.getTime() + timeoutMinutes * 60_000);

/**
 * The task labels of §4 Task and status labels, as staff see them in a job's task list. The task flow's states are
 * finer than the spec's labels in some places (who is being offered it) and coarser in others (in revision is in
 * progress after revisions were asked for), so the label is worked out from the state and the task's history.
 */
export const TASK_LABELS = [
  'scheduled',
  'open',
  'offered',
  'assigned',
  'unassigned',
  'in_progress',
  'in_revision',
  'revisions_requested',
  'awaiting_revisions',
  'submitted',
  'requires_review',
  'in_qa',
  'review_unassigned',
  'review_requested',
  'with_job_owner',
  'complete',
  'deleted',
] as const;
export type TaskLabel = (typeof TASK_LABELS)[number];

export interface LabelledTask {
  state: TaskState;
  type: TaskType;
  allocationMethod: AllocationMethod;
  /** Set once the croudie has submitted; a task back in progress after that is in revision. */
  submittedAt: Date | null;
  /** How many offers are open now (an open queue waits on several). */
  openOffers: number;
}

/** The reader's part in the task: its reviewer (the job owner when nobody else reviews) and its job owner. */
export interface LabelReader {
  reviewer: boolean;
  owner: boolean;
}

/**
 * The label as this reader sees it: what waits for them reads as theirs to do (work submitted "requires review" for
 * its reviewer; sent to the job owner, a "review requested" of them), and work sent back reads as "revisions
 * requested" for whoever asked and "awaiting revisions" for the job owner.
 */
export function taskLabel(task: LabelledTask, reader: LabelReader = { reviewer: false, owner: false }): TaskLabel {
  switch (task.state) {
    case 'scheduled':
      return 'scheduled';
    case 'unassigned':
      // an open queue waits to be picked up while its offers are open; else nobody took it
      return task.openOffers > 0 ? 'open' : 'unassigned';
    case 'offered':
      return 'offered';
    case 'in_progress':
      if (task.submittedAt) return reader.reviewer ? 'revisions_requested' : reader.owner ? 'awaiting_revisions' : 'in_revision';
      return task.allocationMethod === 'assign' ? 'assigned' : 'in_progress';
    case 'review_in_progress':
      if (task.type === 'qa') return 'in_qa';
      return reader.reviewer ? 'requires_review' : 'submitted';
    case 'review_unassigned':
      return 'review_unassigned';
    case 'review_offered':
      return 'review_requested';
    case 'delivered':
      return reader.owner ? 'review_requested' : 'with_job_owner';
    case 'completed':
      return 'complete';
    case 'withdrawn':
      return 'deleted';
  }
}
