import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMetricsQueue } from './metricsQueue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('journal metrics', () => {
  it('sends at most one metric of a type per second, counting the ones in between', () => {
    const send = vi.fn();
    const q = createMetricsQueue(send);
    q.record('addAnother', { on: true });
    q.record('addAnother', { on: false });
    q.record('addAnother', { on: true });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenLastCalledWith('addAnother', { on: true, count: 1 });
    vi.advanceTimersByTime(999);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenLastCalledWith('addAnother', { on: true, count: 2 });
    q.record('cardsSelected');
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('debounces the sidebar-close metric by 500 ms', () => {
    const send = vi.fn();
    const q = createMetricsQueue(send);
    q.sidebarClosed({ journalOpenFor: 3 });
    vi.advanceTimersByTime(400);
    q.sidebarClosed({ journalOpenFor: 4 });
    vi.advanceTimersByTime(499);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith('journalOpenFor', { journalOpenFor: 4 });
  });
});
