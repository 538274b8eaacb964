import type { TextKey } from '../../../text';
import type { JobStatus } from './job.graphql';

/** §4 Job statuses, as the catalogue words them. */
export const JOB_STATUS_KEYS: Record<JobStatus, TextKey> = {
  DRAFT: 'plan.forms.job.status.draft',
  NEW: 'plan.forms.job.status.new',
  SCHEDULED: 'plan.forms.job.status.scheduled',
  IN_PROGRESS: 'plan.forms.job.status.inProgress',
  RECURRING: 'plan.forms.job.status.recurring',
  COMPLETE: 'plan.forms.job.status.complete',
  EXPIRED: 'plan.forms.job.status.expired',
};

/**
 * Deleting a job someone has started pays each task a croudie is working on (§4): the API asks for one amount per
 * active task whatever the job's status now (an expired job may still have them).
 */
export const needsPayments = (job: { activeTasks: readonly unknown[] }) => job.activeTasks.length > 0;
