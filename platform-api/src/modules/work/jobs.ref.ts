import { builder } from '../../kit/graphql/builder.js';
import type { JobRow } from './dashboard.data.js';
import { JOB_STATUS_LABELS, JOB_STATUSES, type JobStatus } from './jobs.rules.js';

// The Job type's reference and status enum, apart from their fields: the plan module adds the job form's fields and
// the lifecycle (ADR 0279) through work's index.ts, and this file stays light (the builder only), so importing it
// there never pulls the dashboards' schema into the tables' import cycle.

export const JobStatusEnum = builder.enumType('JobStatus', {
  values: Object.fromEntries(JOB_STATUSES.map((s) => [s.toUpperCase(), { value: s, description: JOB_STATUS_LABELS[s] }])) as Record<
    Uppercase<JobStatus>,
    { value: JobStatus; description: string }
  >,
});

export const JobRef = builder.objectRef<JobRow>('Job');
