import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAllowed, reloadOnChunkFailure, RELOAD_MIN_INTERVAL_MS, RELOAD_STORAGE_KEY } from './chunkReload';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('chunk-load failure detection', () => {
  it('knows webpack, CSS and dynamic-import chunk failures, also wrapped', () => {
    const chunk = Object.assign(new Error('Loading chunk 387 failed.\n(error: http://x/387.a7a6eb698e.js)'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error("application 'mfe-work' died in status LOADING_SOURCE_CODE: Loading chunk 12 failed."))).toBe(true);
    expect(isChunkLoadError(new Error('wrapped', { cause: chunk }))).toBe(true);
    expect(isChunkLoadError('Loading chunk 5 failed.')).toBe(true);
  });

  it('ignores other failures (a dead manifest, render errors, nothing)', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: Failed to get manifest RUNTIME-003'))).toBe(false);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });
});

describe('reload throttle', () => {
  it('allows one reload a minute', () => {
    expect(RELOAD_MIN_INTERVAL_MS).toBe(60_000);
    expect(reloadAllowed(null, 1_000_000)).toBe(true);
    expect(reloadAllowed(1_000_000, 1_000_000 + 59_999)).toBe(false);
    expect(reloadAllowed(1_000_000, 1_000_000 + 60_000)).toBe(true);
    // a time from the future (clock change) or garbage does not block forever
    expect(reloadAllowed(2_000_000, 1_000_000)).toBe(true);
    expect(reloadAllowed(Number.NaN, 1_000_000)).toBe(true);
  });

  it('reloads on the first chunk failure, remembers when in sessionStorage, and not again within the minute', () => {
    const storage = memoryStorage();
    let now = 5_000_000;
    const reload = vi.fn();
    const deps = { storage, now: () => now, reload };
    const failure = Object.assign(new Error('Loading chunk 1 failed.'), { name: 'ChunkLoadError' });
    expect(reloadOnChunkFailure(failure, deps)).toBe('reloaded');
    expect(storage.data.get(RELOAD_STORAGE_KEY)).toBe('5000000');
    now += 30_000;
    expect(reloadOnChunkFailure(failure, deps)).toBe('throttled');
    now += 30_000;
    expect(reloadOnChunkFailure(failure, deps)).toBe('reloaded');
    expect(reload).toHaveBeenCalledTimes(2);
    expect(reloadOnChunkFailure(new Error('other'), deps)).toBe('ignored');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when the time cannot be remembered (no loop)', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(reloadOnChunkFailure(new Error('Loading chunk 1 failed.'), { storage, now: () => 1, reload })).toBe('throttled');
    expect(reload).not.toHaveBeenCalled();
  });
});
