import type { Logger } from '../../kit/logger.js';
import { startPeriodicJob, type PeriodicJob } from '../../kit/periodic.js';
import { failOverdue, type AcademyDeps } from './academy.flow.js';

/** How often the academy runner looks: an attempt whose time ran out fails at most this long after. */
export const ACADEMY_RUNNER_INTERVAL_MS = 15_000;

/** Fails attempts whose time ran out while nobody was looking, on the platform clock (ADR 0288). */
export function startAcademyRunner(deps: AcademyDeps & { logger: Logger; intervalMs?: number }): PeriodicJob {
  return startPeriodicJob('academy runner', () => failOverdue(deps), deps.logger, deps.intervalMs ?? ACADEMY_RUNNER_INTERVAL_MS);
}
