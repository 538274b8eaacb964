/** Journal metrics events (spec §3), recorded through recordMetric. */
export type JournalMetric =
  | 'calendarIntegrationOpened'
  | 'calendarIntegrationClosed'
  | 'calendarIntegrationConnected'
  | 'calendarIntegrationDisconnected'
  | 'cardsSelected'
  | 'journalsCreatedFromCalendarEvents'
  | 'journalsSavedAndCleared'
  | 'journalsSavedAndAddAnother'
  | 'journalOpenFor'
  | 'addAnother';

export const METRICS_THROTTLE_MS = 1000;
export const SIDEBAR_CLOSE_DEBOUNCE_MS = 500;

type Send = (type: string, metric: Record<string, unknown>) => void;

/**
 * Throttles metrics to one send per type per second (calls in between are counted and sent once, at the end of the
 * second) and debounces the sidebar-close metric by 500 ms.
 */
// Wrapped, not passed as methods: browsers throw "Illegal invocation" when setTimeout is called on another object.
const browserTimers = {
  set: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clear: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
};

export function createMetricsQueue(send: Send, timers: typeof browserTimers = browserTimers) {
  const lastSent = new Map<string, number>();
  const pending = new Map<string, { count: number; metric: Record<string, unknown> }>();
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  function flush(type: string) {
    const item = pending.get(type);
    pending.delete(type);
    if (!item) return;
    lastSent.set(type, Date.now());
    send(type, { ...item.metric, count: item.count });
  }

  return {
    record(type: JournalMetric, metric: Record<string, unknown> = {}) {
      const queued = pending.get(type);
      if (queued) {
        queued.count += 1;
        queued.metric = metric;
        return;
      }
      pending.set(type, { count: 1, metric });
      const since = Date.now() - (lastSent.get(type) ?? -Infinity);
      if (since >= METRICS_THROTTLE_MS) flush(type);
      else timers.set(() => flush(type), METRICS_THROTTLE_MS - since);
    },
    sidebarClosed(metric: Record<string, unknown>) {
      if (closeTimer !== undefined) timers.clear(closeTimer);
      closeTimer = timers.set(() => {
        closeTimer = undefined;
        send('journalOpenFor', metric);
      }, SIDEBAR_CLOSE_DEBOUNCE_MS);
    },
  };
}
