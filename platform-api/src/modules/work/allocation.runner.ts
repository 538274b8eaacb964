import type { Logger } from '../../kit/logger.js';
import { startPeriodicJob, type PeriodicJob } from '../../kit/periodic.js';
import { runAllocation, type AllocationDeps } from './allocation.data.js';

/** How often the allocation runner looks: an offer is missed at most this long after its time. */
export const ALLOCATION_RUNNER_INTERVAL_MS = 15_000;

/**
 * The allocation runner (ADR 0280): misses offers past their time and moves them on, starts allocating the tasks of
 * jobs that started, and moves QA tasks, on the platform clock.
 */
export function startAllocationRunner(deps: AllocationDeps & { logger: Logger; intervalMs?: number }): PeriodicJob {
  return startPeriodicJob('allocation runner', () => runAllocation(deps), deps.logger, deps.intervalMs ?? ALLOCATION_RUNNER_INTERVAL_MS);
}
