import { useEffect, useState } from 'react';
import { Button, Progress, Spin, Tooltip, Typography, theme } from 'antd';
import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined';
import type { Client } from 'urql';
import { t } from '../text';
import { graphql } from '../graphql/graphql';
import { onSocketReconnected } from '../graphql/reconnects';
import { dayProgress, todayIn, type DayProgressColour } from './dayProgress';

const TODAY_BREAKDOWN = graphql(`
  query ShellJournalProgress($filters: JournalFilters!) {
    platformNow
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

/** Beyond this the browser's clock and the platform's are taken to differ (a moved platform clock), not to drift. */
const CLOCK_SKEW_MS = 60_000;

/**
 * The control toolbar's journal progress ring: today's breakdown (minutes / target) in the person's timezone, kept
 * live by the updateBreakdown push; a click opens the journal panel. "Today" is the platform clock's (the server sets
 * targets by it), and the breakdown is fetched again when the socket comes back, as pushes sent meanwhile are lost.
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
  const [clockOffsetMs, setClockOffsetMs] = useState(0);
  const date = useToday(timezone, clockOffsetMs);

  useEffect(() => {
    let cancelled = false;
    let pushed = false;
    const load = (afterReconnect: boolean) =>
      client
        .query(TODAY_BREAKDOWN, { filters: { startDate: date, endDate: date } }, { requestPolicy: 'network-only' })
        .toPromise()
        .then((result) => {
          if (cancelled) return;
          const platformNow = result.data?.platformNow;
          const offset = platformNow ? Date.parse(platformNow) - Date.now() : 0;
          setClockOffsetMs((current) => (Math.abs(offset - current) > CLOCK_SKEW_MS ? offset : current));
          const breakdown = result.data?.myJournals.breakdown;
          // On the first load a push may already have arrived, and the pushed figure is newer than the query's.
          if (!afterReconnect && pushed) return;
          if (breakdown) setState({ status: 'ready', breakdown });
          else if (!afterReconnect) setState({ status: 'failed' });
        })
        .catch(() => !cancelled && !afterReconnect && setState({ status: 'failed' }));
    setState({ status: 'loading' });
    void load(false);
    const live = client.subscription(BREAKDOWN_UPDATED, { date }).subscribe((result) => {
      const breakdown = result.data?.updateBreakdown;
      if (breakdown && breakdown.date === date) {
        pushed = true;
        setState({ status: 'ready', breakdown });
      }
    });
    const stopListening = onSocketReconnected(() => void load(true));
    return () => {
      cancelled = true;
      live.unsubscribe();
      stopListening();
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

/** Today in the person's timezone by the platform clock, moving on at midnight while the page stays open. */
function useToday(timezone: string | null | undefined, clockOffsetMs: number): string {
  const todayNow = () => todayIn(timezone, new Date(Date.now() + clockOffsetMs));
  const [today, setToday] = useState(todayNow);
  useEffect(() => {
    setToday(todayNow());
    const timer = setInterval(() => setToday(todayNow()), 60_000);
    return () => clearInterval(timer);
    // todayNow reads only these two
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timezone, clockOffsetMs]);
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
