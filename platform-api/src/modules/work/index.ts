// What other modules may use of work (they meet only through this file; eslint.config.mjs module boundaries).
// credentials: a task credential names the job it was asked for.
export { jobs } from './jobs.tables.js';
// plan: the job lifecycle (ADR 0279) reads a job's tasks, and deleting a started job pays them with work logs.
export { jobTasks } from './jobs.tables.js';
export { tasks, taskTimeline } from './work.tables.js';
export { JobRef, JobStatusEnum } from './jobs.ref.js';
export { JOB_STATUSES, type JobStatus } from './jobs.rules.js';
// payments: an invoice's lines are work logs.
export { workLogs } from './work.tables.js';
// payments: the work ready to invoice is listed as work logs.
export type { WorkLogRow } from './work.data.js';
// plan: a job's tasks are authored with the job (ADR 0280): the Task type, allocation and the offers.
export { TaskAllocationMethodEnum, TaskCostTypeEnum, TaskRef, TaskStateEnum, TaskTypeEnum } from './task.ref.js';
export type { TaskRow } from './work.data.js';
export { taskOffers } from './allocation.tables.js';
export {
  allocate,
  allocateJob,
  addTimeline,
  croudieName,
  offersOf,
  offersOfTasks,
  openOfferCounts,
  taskDeadline,
  type AllocationActor,
  type OfferWithName,
} from './allocation.data.js';
export { OFFER_STATUSES, taskLabel, TASK_LABELS, TOOK_TASK, tookTask, type OfferStatus, type TaskLabel } from './allocation.rules.js';
// croudie-picker: a croudie's past ratings add to their score (ADR 0282).
export { taskRatings } from './work.tables.js';
