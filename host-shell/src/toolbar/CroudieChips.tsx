import { useEffect, useState } from 'react';
import { Spin, Tag, Tooltip } from 'antd';
import type { Client } from 'urql';
import type { EventBus } from '@work/shared-contracts';
import { t } from '../text';
import { graphql, type ResultOf } from '../graphql/graphql';
import {
  EARNINGS_POLL_MS,
  MONTHLY_MINUTES_LIMIT,
  formatHours,
  formatPounds,
  monthlyHours,
  showsMonthlyHours,
  type EntityType,
} from './croudieChips';

const CROUDIE_CHIPS = graphql(`
  query ShellCroudieChips($id: ID!) {
    croudie(id: $id) {
      id
      entityType
      totalMonthlyMinutes
      outstandingWorkLogs {
        aggregations {
          totalValue
        }
      }
    }
  }
`);

type ChipData = { entityType: EntityType; totalMonthlyMinutes: number; outstandingWorkLogs: { aggregations: { totalValue: number } } };
type ChipsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; croudie: ChipData };

/** The chips' figures, or null when there are none to show: no croudie, or private fields hidden from the caller. */
function chipData(croudie: ResultOf<typeof CROUDIE_CHIPS>['croudie'] | undefined): ChipData | null {
  if (!croudie?.entityType || croudie.totalMonthlyMinutes === null || !croudie.outstandingWorkLogs) return null;
  return {
    entityType: croudie.entityType,
    totalMonthlyMinutes: croudie.totalMonthlyMinutes,
    outstandingWorkLogs: croudie.outstandingWorkLogs,
  };
}

/**
 * The network toolbar's earnings and monthly hours chips. The figures are polled from the network every 30 s
 * (spec §9); a failed poll keeps the last good figures on screen.
 */
export function CroudieChips({
  client,
  croudieId,
  pollMs = EARNINGS_POLL_MS,
  bus,
}: {
  client: Pick<Client, 'query'>;
  croudieId: string;
  pollMs?: number;
  /** An invoice made (`invoicing:invoice-created`) takes its work out of the earnings: reload at once, not at the next poll. */
  bus?: Pick<EventBus, 'subscribe'>;
}) {
  const [state, setState] = useState<ChipsState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    const load = () =>
      client
        .query(CROUDIE_CHIPS, { id: croudieId }, { requestPolicy: 'network-only' })
        .toPromise()
        .then((result) => {
          if (cancelled) return;
          const croudie = chipData(result.data?.croudie);
          if (croudie) setState({ status: 'ready', croudie });
          else setState((s) => (s.status === 'ready' ? s : { status: 'failed' }));
        })
        .catch(() => !cancelled && setState((s) => (s.status === 'ready' ? s : { status: 'failed' })));
    void load();
    const timer = setInterval(() => void load(), pollMs);
    const off = bus?.subscribe('invoicing:invoice-created', () => void load());
    return () => {
      cancelled = true;
      clearInterval(timer);
      off?.();
    };
  }, [client, croudieId, pollMs, bus]);

  if (state.status === 'loading') return <Spin size="small" aria-label={t('shell.toolbar.earningsLoading')} />;
  if (state.status === 'failed') {
    return (
      <Tooltip title={t('shell.toolbar.earningsFailed')}>
        <Tag color="default" role="status">
          {t('shell.toolbar.earningsFailed')}
        </Tag>
      </Tooltip>
    );
  }
  const { croudie } = state;
  const amount = t('shell.toolbar.earningsAmount', { amount: formatPounds(croudie.outstandingWorkLogs.aggregations.totalValue) });
  return (
    <>
      <Tooltip title={t('shell.toolbar.earningsHint')}>
        <Tag
          role="status"
          aria-label={`${t('shell.toolbar.earnings')} ${amount}`}
          data-testid="earnings-chip"
          style={{ marginInlineEnd: 0 }}
        >
          {amount}
        </Tag>
      </Tooltip>
      {showsMonthlyHours(croudie.entityType) ? <MonthlyHoursChip minutes={croudie.totalMonthlyMinutes} /> : null}
    </>
  );
}

function MonthlyHoursChip({ minutes }: { minutes: number }) {
  const { percent, state } = monthlyHours(minutes);
  const value =
    state === 'limitReached'
      ? t('shell.toolbar.monthlyHoursLimitReached')
      : t('shell.toolbar.monthlyHoursValue', { hours: formatHours(minutes), limit: formatHours(MONTHLY_MINUTES_LIMIT) });
  const hint =
    state === 'limitReached'
      ? t('shell.toolbar.monthlyHoursLimitReachedHint')
      : state === 'warning'
        ? t('shell.toolbar.monthlyHoursWarning', { percent })
        : t('shell.toolbar.monthlyHours');
  const color = state === 'limitReached' ? 'error' : state === 'warning' ? 'warning' : 'default';
  return (
    <Tooltip title={hint}>
      <Tag
        role="status"
        color={color}
        aria-label={`${t('shell.toolbar.monthlyHours')}: ${value}`}
        data-testid="monthly-hours-chip"
        data-state={state}
        style={{ marginInlineEnd: 0 }}
      >
        {value}
      </Tag>
    </Tooltip>
  );
}
