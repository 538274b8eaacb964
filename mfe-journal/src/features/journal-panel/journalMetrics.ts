import { useMemo } from 'react';
import { useMountProps } from '@work/shared-ui';
import { createMetricsQueue, type JournalMetric } from './metricsQueue';
import { RecordMetricMutation } from './journal.documents';

let queue: ReturnType<typeof createMetricsQueue> | undefined;

/** One queue per loaded remote, so the sidebar-close debounce outlives the panel's unmount. */
export function useJournalMetrics() {
  const { client } = useMountProps();
  return useMemo(() => {
    queue ??= createMetricsQueue((type, metric) => {
      void client.mutation(RecordMetricMutation, { index: 'journal', type, metric }).toPromise();
    });
    const q = queue;
    return {
      record: (type: JournalMetric, metric?: Record<string, unknown>) => q.record(type, metric),
      onSidebarClose: (metric: Record<string, unknown>) => q.sidebarClosed(metric),
    };
  }, [client]);
}
