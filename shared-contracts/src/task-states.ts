import * as v from 'valibot';

/** Task states (shell-and-freelancer.md §4). `withdrawn` is shown to people as Deleted. */
export const TASK_STATES = [
  'delivered',
  'in_progress',
  'review_in_progress',
  'unassigned',
  'review_unassigned',
  'offered',
  'review_offered',
  'scheduled',
  'completed',
  'withdrawn',
] as const;
export type TaskStateName = (typeof TASK_STATES)[number];
export const TaskStateNameSchema = v.picklist(TASK_STATES);

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
