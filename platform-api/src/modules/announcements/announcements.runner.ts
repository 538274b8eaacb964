import type { Logger } from '../../kit/logger.js';
import { startPeriodicJob, type PeriodicJob } from '../../kit/periodic.js';
import { runAnnouncements, type SendingDeps } from './announcements.sending.js';

/** How often the announcements runner looks: a scheduled one is sent, an ended one completed, at most this late. */
export const ANNOUNCEMENTS_RUNNER_INTERVAL_MS = 15_000;

/** The announcements runner (ADR 0287): sends scheduled announcements and completes ended ones, on the platform clock. */
export function startAnnouncementsRunner(deps: SendingDeps & { logger: Logger; intervalMs?: number }): PeriodicJob {
  return startPeriodicJob(
    'announcements runner',
    () => runAnnouncements(deps),
    deps.logger,
    deps.intervalMs ?? ANNOUNCEMENTS_RUNNER_INTERVAL_MS,
  );
}
