import { useEffect, useState } from 'react';
import { Button, Progress, Spin, Tooltip, Typography, theme } from 'antd';
import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined';
import type { Client } from 'urql';
import { t } from '../text';
import { graphql } from '../graphql/graphql';
import { dayProgress, todayIn, type DayProgressColour } from './dayProgress';

const TODAY_BREAKDOWN = graphql(`
  query ShellJournalProgress($filters: JournalFilters!) {
    myJournals(filters: $filters) {
      breakdown {
        date
        target
        minutes
      }
    }
  }
`);
const BREAKDOWN_UPDATED = graphql(`
  subscription ShellJournalProgressUpdated($date: String!) {
    updateBreakdown(date: $date) {
      date
      target
      minutes
    }
  }
`);

type Breakdown = { date: string; target: number; minutes: number };
type RingState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; breakdown: Breakdown };

/**
 * The control toolbar's journal progress ring: today's breakdown (minutes / target) in the person's timezone,
 * kept live by the updateBreakdown push; a click opens the journal panel.
 */
export function JournalProgressRing({
  client,
  timezone,
  onOpen,
}: {
  client: Pick<Client, 'query' | 'subscription'>;
  timezone: string | null | undefined;
  onOpen: () => void;
}) {
  const [state, setState] = useState<RingState>({ status: 'loading' });
  const date = useToday(timezone);

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    client
      .query(TODAY_BREAKDOWN, { filters: { startDate: date, endDate: date } }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (cancelled) return;
        const breakdown = result.data?.myJournals.breakdown;
        // A push may already have arrived: the pushed figure is newer than the query's.
        setState((s) => (s.status === 'ready' ? s : breakdown ? { status: 'ready', breakdown } : { status: 'failed' }));
      })
      .catch(() => !cancelled && setState({ status: 'failed' }));
    const live = client.subscription(BREAKDOWN_UPDATED, { date }).subscribe((result) => {
      const breakdown = result.data?.updateBreakdown;
      if (breakdown && breakdown.date === date) setState({ status: 'ready', breakdown });
    });
    return () => {
      cancelled = true;
      live.unsubscribe();
    };
  }, [client, date]);

  if (state.status === 'loading') {
    return <Spin size="small" aria-label={t('shell.toolbar.journalProgressLoading')} />;
  }
  if (state.status === 'failed') {
    return (
      <Tooltip title={t('shell.toolbar.journalProgressFailed')}>
        <Button type="text" aria-label={t('shell.toolbar.journalProgressFailed')} icon={<ExclamationCircleOutlined />} onClick={onOpen} />
      </Tooltip>
    );
  }
  return <RingButton breakdown={state.breakdown} onOpen={onOpen} />;
}

/** Today in the person's timezone, moving on at midnight while the page stays open. */
function useToday(timezone: string | null | undefined): string {
  const [today, setToday] = useState(() => todayIn(timezone));
  useEffect(() => {
    setToday(todayIn(timezone));
    const timer = setInterval(() => setToday(todayIn(timezone)), 60_000);
    return () => clearInterval(timer);
  }, [timezone]);
  return today;
}

function RingButton({ breakdown, onOpen }: { breakdown: Breakdown; onOpen: () => void }) {
  const { token } = theme.useToken();
  const progress = dayProgress(breakdown.minutes, breakdown.target);
  if (progress.kind === 'noTarget') {
    const label = t('shell.toolbar.journalMinutes', { minutes: progress.minutes });
    return (
      <Tooltip title={label}>
        <Button type="text" aria-label={label} data-testid="journal-progress" data-colour="none" onClick={onOpen}>
          <Typography.Text>{progress.minutes}</Typography.Text>
        </Button>
      </Tooltip>
    );
  }
  const colours: Record<DayProgressColour, string> = { error: token.colorError, warning: token.colorWarning, success: token.colorSuccess };
  const label = t('shell.toolbar.journalProgress', { percent: progress.percent });
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        data-testid="journal-progress"
        data-colour={progress.colour}
        onClick={onOpen}
        style={{ paddingInline: 4 }}
      >
        <Progress
          type="circle"
          size={28}
          percent={Math.min(progress.percent, 100)}
          strokeColor={colours[progress.colour]}
          format={() => null}
          aria-hidden
        />
      </Button>
    </Tooltip>
  );
}
