import { describe, expect, it, vi } from 'vitest';
import type { EffectiveEntry } from '../registry/overrides';
import { likelyRemotes, PREFETCH_IDLE_MS, prefetchSkipped, scheduleIdlePrefetch, type PrefetchDeps } from './prefetch';

const entry = (name: string, routes: string[] = [`/${name}`]) =>
  ({ name, federationName: name.replace('-', '_'), routes }) as unknown as EffectiveEntry;
const entries = [entry('mfe-work', ['/work']), entry('mfe-payments', ['/payments']), entry('mfe-journal', [])];

describe('prefetch skip rules', () => {
  it('skips on 2g, slow-2g and data saver; goes ahead otherwise or without the API', () => {
    expect(prefetchSkipped({ effectiveType: '2g' })).toBe(true);
    expect(prefetchSkipped({ effectiveType: 'slow-2g' })).toBe(true);
    expect(prefetchSkipped({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(prefetchSkipped({ effectiveType: '3g' })).toBe(false);
    expect(prefetchSkipped({ effectiveType: '4g', saveData: false })).toBe(false);
    expect(prefetchSkipped(undefined)).toBe(false);
  });

  it('picks remotes with pages other than the one on screen', () => {
    expect(likelyRemotes(entries, 'mfe-work').map((e) => e.name)).toEqual(['mfe-payments']);
    expect(likelyRemotes(entries, undefined).map((e) => e.name)).toEqual(['mfe-work', 'mfe-payments']);
  });
});

function fakeDeps(connection: { saveData?: boolean; effectiveType?: string } | undefined, withIdle = true) {
  const timers: Array<{ fn: () => void; ms: number; cleared: boolean }> = [];
  const idle: Array<{ fn: () => void; cancelled: boolean }> = [];
  const preload = vi.fn();
  const deps: PrefetchDeps = {
    connection: () => connection,
    preload,
    setTimeout: (fn, ms) => timers.push({ fn, ms, cleared: false }) - 1,
    clearTimeout: (h) => void (timers[h as number]!.cleared = true),
    requestIdleCallback: withIdle ? (fn) => idle.push({ fn, cancelled: false }) - 1 : undefined,
    cancelIdleCallback: (h) => void (idle[h as number]!.cancelled = true),
  };
  return { deps, timers, idle, preload };
}

describe('scheduleIdlePrefetch', () => {
  it('waits 2000 ms, then for the browser to be idle, then preloads the likely remotes', () => {
    const f = fakeDeps({ effectiveType: '4g' });
    scheduleIdlePrefetch(entries, 'mfe-work', f.deps);
    expect(f.timers).toHaveLength(1);
    expect(f.timers[0]!.ms).toBe(PREFETCH_IDLE_MS);
    expect(PREFETCH_IDLE_MS).toBe(2000);
    expect(f.preload).not.toHaveBeenCalled();
    f.timers[0]!.fn();
    expect(f.preload).not.toHaveBeenCalled();
    f.idle[0]!.fn();
    expect(f.preload).toHaveBeenCalledWith([entries[1]]);
  });

  it('runs straight after the delay where requestIdleCallback is missing', () => {
    const f = fakeDeps(undefined, false);
    scheduleIdlePrefetch(entries, undefined, f.deps);
    f.timers[0]!.fn();
    expect(f.preload).toHaveBeenCalledTimes(1);
  });

  it('preloads nothing on 2g or with data saver, read when the time comes', () => {
    const conn: { effectiveType?: string; saveData?: boolean } = { effectiveType: '4g' };
    const f = fakeDeps(conn);
    scheduleIdlePrefetch(entries, 'mfe-work', f.deps);
    conn.effectiveType = '2g';
    f.timers[0]!.fn();
    f.idle[0]!.fn();
    expect(f.preload).not.toHaveBeenCalled();

    const g = fakeDeps({ saveData: true, effectiveType: '4g' });
    scheduleIdlePrefetch(entries, 'mfe-work', g.deps);
    g.timers[0]!.fn();
    g.idle[0]!.fn();
    expect(g.preload).not.toHaveBeenCalled();
  });

  it('can be cancelled before it runs', () => {
    const f = fakeDeps({ effectiveType: '4g' });
    const cancel = scheduleIdlePrefetch(entries, 'mfe-work', f.deps);
    f.timers[0]!.fn();
    cancel();
    expect(f.idle[0]!.cancelled).toBe(true);
    f.idle[0]!.fn();
    expect(f.preload).not.toHaveBeenCalled();
  });
});
