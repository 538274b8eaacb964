// @vitest-environment jsdom
import { mountRootParcel } from 'single-spa';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLifecycleTimeouts, LIFECYCLE_MAX_MS } from './compose';

/** A remote whose mount takes `ms` (its page's code still arriving on a slow device). */
const slowRemote = (ms: number) => ({
  bootstrap: () => Promise.resolve(),
  mount: () => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  unmount: () => Promise.resolve(),
});

beforeEach(() => {
  vi.useFakeTimers();
  applyLifecycleTimeouts();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('remote lifecycle timeouts', () => {
  it('a mount that takes longer than single-spa’s 3 s default is no console error; one past the limit is', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const slow = mountRootParcel(slowRemote(4_000), { domElement: document.createElement('div') });
    await vi.advanceTimersByTimeAsync(4_000);
    await slow.mountPromise;
    expect(errors).not.toHaveBeenCalled();

    const stuck = mountRootParcel(slowRemote(LIFECYCLE_MAX_MS + 1_000), { domElement: document.createElement('div') });
    await vi.advanceTimersByTimeAsync(LIFECYCLE_MAX_MS + 1_000);
    await stuck.mountPromise;
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('mount'));
  });
});
