import { useEffect, useRef } from 'react';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { EffectiveEntry } from '../registry/overrides';
import { scheduleIdlePrefetch, type ConnectionInfo } from './prefetch';

/** Warms the likely remotes once per page load (their manifest and the ./app chunks), through the federation runtime. */
export function IdlePrefetch({ entries, activeName }: { entries: readonly EffectiveEntry[]; activeName: string | undefined }) {
  const done = useRef(false);
  const latest = useRef({ entries, activeName });
  latest.current = { entries, activeName };
  // Re-scheduled only when the set of remotes changes, not on every render of the shell.
  const key = entries.map((e) => `${e.name}@${e.version}`).join(',');
  useEffect(() => {
    if (done.current || !key) return;
    return scheduleIdlePrefetch(latest.current.entries, latest.current.activeName, {
      connection: () => (navigator as Navigator & { connection?: ConnectionInfo }).connection,
      preload: async (targets) => {
        done.current = true;
        await preloadRemote(targets.map((e) => ({ nameOrAlias: e.federationName, exposes: ['./app'], resourceCategory: 'sync' as const })));
      },
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (h) => window.clearTimeout(h as number),
      requestIdleCallback:
        typeof window.requestIdleCallback === 'function' ? (fn, opts) => window.requestIdleCallback(fn, opts) : undefined,
      cancelIdleCallback: typeof window.cancelIdleCallback === 'function' ? (h) => window.cancelIdleCallback(h as number) : undefined,
    });
  }, [key]);
  return null;
}
