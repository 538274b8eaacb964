/** Job statuses (staff-and-admin.md §4). */
export const JOB_STATUSES = ['draft', 'new', 'scheduled', 'in_progress', 'recurring', 'complete', 'expired'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  draft: 'Draft',
  new: 'New',
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  recurring: 'Recurring',
  complete: 'Complete',
  expired: 'Expired',
};

/** A job is still open (its due date matters) unless it is a draft, complete or expired. */
export const OPEN_JOB_STATUSES: readonly JobStatus[] = ['new', 'scheduled', 'in_progress', 'recurring'];

/** A job is overdue when it is open and its due date has passed by the platform clock. */
export function jobIsOverdue(job: { status: JobStatus; dueAt: Date | null }, now: Date): boolean {
  return job.dueAt !== null && OPEN_JOB_STATUSES.includes(job.status) && job.dueAt.getTime() < now.getTime();
}
