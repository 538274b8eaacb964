import type { Clock } from '../../kit/clock.js';
import type { Database } from '../../kit/db/index.js';
import type { Logger } from '../../kit/logger.js';
import { startPeriodicJob, type PeriodicJob } from '../../kit/periodic.js';
import { runDueJobs } from './jobs.data.js';

/** How often the job runner looks: a scheduled job starts at most this long after its time. */
export const JOB_RUNNER_INTERVAL_MS = 15_000;

/** The job runner (ADR 0279): starts scheduled jobs and expires unstarted ones, on the platform clock. */
export function startJobRunner(deps: { db: Database; clock: Clock; logger: Logger; intervalMs?: number }): PeriodicJob {
  return startPeriodicJob('job runner', () => runDueJobs(deps), deps.logger, deps.intervalMs ?? JOB_RUNNER_INTERVAL_MS);
}
