/**
 * Idle prefetch of the remotes a person is likely to open next: the ones their tenant and roles can open (the shell
 * has already filtered the registry), except the one on screen. 2000 ms after start-up, when the browser is idle;
 * never on a 2g connection or with data saver on (shell-and-freelancer.md §9). ADR 0076.
 */
import type { EffectiveEntry } from '../registry/overrides';

export const PREFETCH_IDLE_MS = 2000;
const SLOW_CONNECTIONS = ['slow-2g', '2g'];

/** navigator.connection (Network Information API), where the browser has it. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchSkipped(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return false;
  return connection.saveData === true || SLOW_CONNECTIONS.includes(connection.effectiveType ?? '');
}

/** Remotes with pages, not the one already on screen, in registry order. */
export function likelyRemotes(entries: readonly EffectiveEntry[], activeName: string | undefined): EffectiveEntry[] {
  return entries.filter((e) => e.routes.length > 0 && e.name !== activeName);
}

export interface PrefetchDeps {
  connection: () => ConnectionInfo | undefined | null;
  preload: (entries: EffectiveEntry[]) => void | Promise<void>;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  requestIdleCallback?: ((fn: () => void, opts?: { timeout: number }) => unknown) | undefined;
  cancelIdleCallback?: ((handle: unknown) => void) | undefined;
}

/** Schedules the prefetch; answers a cancel function. The connection is read when the time comes. */
export function scheduleIdlePrefetch(entries: readonly EffectiveEntry[], activeName: string | undefined, deps: PrefetchDeps): () => void {
  let idleHandle: unknown = null;
  let cancelled = false;
  const run = () => {
    if (cancelled || prefetchSkipped(deps.connection())) return;
    const targets = likelyRemotes(entries, activeName);
    if (targets.length) void Promise.resolve(deps.preload(targets)).catch((e: unknown) => console.warn('[shell] prefetch failed', e));
  };
  const timer = deps.setTimeout(() => {
    if (deps.requestIdleCallback) idleHandle = deps.requestIdleCallback(run, { timeout: PREFETCH_IDLE_MS });
    else run();
  }, PREFETCH_IDLE_MS);
  return () => {
    cancelled = true;
    deps.clearTimeout(timer);
    if (idleHandle !== null) deps.cancelIdleCallback?.(idleHandle);
  };
}
