import { TASK_STATES, type TaskStateName } from '@work/shared-contracts/task-states';

/** Task states (shell-and-freelancer.md §4), shared with the front-ends; withdrawn is shown as Deleted. */
export { TASK_STATES };
export type TaskState = TaskStateName;

export const TASK_STATE_LABELS: Record<TaskState, string> = {
  delivered: 'Delivered',
  in_progress: 'In progress',
  review_in_progress: 'Review in progress',
  unassigned: 'Unassigned',
  review_unassigned: 'Review unassigned',
  offered: 'Offered',
  review_offered: 'Review offered',
  scheduled: 'Scheduled',
  completed: 'Completed',
  withdrawn: 'Deleted',
};

export const TASK_SORT_FIELDS = ['id', 'deadline', 'name', 'state', 'createdAt'] as const;
/** The spec's data-table default: newest id first. */
export const DEFAULT_TASK_SORT = { field: 'id', direction: 'DESC' } as const;
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];

/** A task is overdue when its deadline has passed (by the platform clock) and it is still open. */
export function isOverdue(task: { state: TaskState; deadline: Date | null }, now: Date): boolean {
  if (!task.deadline) return false;
  if (task.state === 'completed' || task.state === 'withdrawn' || task.state === 'delivered') return false;
  return task.deadline.getTime() < now.getTime();
}
