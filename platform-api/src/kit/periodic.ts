import type { Logger } from './logger.js';

export interface PeriodicJob {
  stop: () => void;
  /** One pass now; a pass already under way is joined, never run twice at once. */
  runOnce: () => Promise<number>;
}

/**
 * A job the server runs every `intervalMs` (default a minute) on its own clock: passes never overlap, and a failed
 * pass is logged (as `<name> failed`) and counts 0, so the next one still runs.
 */
export function startPeriodicJob(name: string, pass: () => Promise<number>, logger: Logger, intervalMs = 60_000): PeriodicJob {
  let running: Promise<number> | null = null;
  const runOnce = () => {
    running ??= pass()
      .catch((error: unknown) => {
        logger.error({ err: error }, `${name} failed`);
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), runOnce };
}
