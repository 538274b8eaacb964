import { useState } from 'react';
import { DateTime } from 'luxon';
import { Alert, Button, Card, Flex, Input, Spin, Tag, Typography } from 'antd';
import { useMutation, useQuery } from 'urql';
import { useConfirm, useMountProps, useSession } from '@work/shared-ui';
import { useText } from '../../text';
import { toggleSelection } from './calendarEvents';
import { CalendarQuery, ConnectCalendarMutation, DisconnectCalendarMutation } from './journal.documents';

export type CalendarEvent = { id: string; summary: string; start: string; end: string; visibility: string; complete: boolean };

/** The day's calendar events as selectable cards, with connect (ICS feed URL) and disconnect. */
export function CalendarPanel({
  date,
  selected,
  onSelectedChange,
  onUseSelected,
  onEvents,
  onMetric,
}: {
  date: string;
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  onUseSelected: () => void;
  onEvents: (events: CalendarEvent[]) => void;
  onMetric: (type: 'calendarIntegrationConnected' | 'calendarIntegrationDisconnected' | 'cardsSelected') => void;
}) {
  const t = useText();
  const session = useSession();
  const { bus } = useMountProps();
  const confirm = useConfirm();
  const [{ data, fetching, error }, refetch] = useQuery({ query: CalendarQuery, variables: { date }, requestPolicy: 'cache-and-network' });
  const [connectState, connect] = useMutation(ConnectCalendarMutation);
  const [, disconnect] = useMutation(DisconnectCalendarMutation);
  const [url, setUrl] = useState('');
  const events = (data?.calendarEvents ?? []) as CalendarEvent[];
  const reload = () => refetch({ requestPolicy: 'network-only' });

  if (fetching && !data) return <Spin aria-label={t('journal.common.loading')} />;
  if (error && !data) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('journal.calendar.loadFailed')}
        action={
          <Button size="small" onClick={reload}>
            {t('journal.retry')}
          </Button>
        }
      />
    );
  }
  if (!data?.calendarConnection) {
    if (session.impersonation) return <Typography.Text type="secondary">{t('journal.calendar.connectIntro')}</Typography.Text>;
    return (
      <Flex vertical gap="small">
        <Typography.Text>{t('journal.calendar.connectIntro')}</Typography.Text>
        <label htmlFor="calendar-feed-url">{t('journal.calendar.feedUrl')}</label>
        <Input id="calendar-feed-url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" />
        {connectState.error ? <Alert type="error" showIcon title={t('journal.calendar.connectFailed')} /> : null}
        <Button
          type="primary"
          disabled={!url.trim()}
          loading={connectState.fetching}
          onClick={async () => {
            const result = await connect({ icsUrl: url.trim() });
            if (!result.error) {
              bus.publish('toast:show', { text: t('journal.calendar.connected'), color: 'success' });
              onMetric('calendarIntegrationConnected');
              reload();
            }
          }}
        >
          {t('journal.calendar.connect')}
        </Button>
      </Flex>
    );
  }
  onEvents(events);
  const onDisconnect = async () => {
    const sure = await confirm({ title: t('journal.calendar.disconnectConfirm'), okText: t('journal.calendar.disconnect'), danger: true });
    if (!sure) return;
    const result = await disconnect({});
    if (result.error) {
      bus.publish('toast:show', { text: t('journal.calendar.disconnectFailed'), color: 'error' });
      return;
    }
    bus.publish('toast:show', { text: t('journal.calendar.disconnected'), color: 'success' });
    onMetric('calendarIntegrationDisconnected');
    onSelectedChange([]);
    reload();
  };

  return (
    <Flex vertical gap="small">
      {events.length === 0 ? <Typography.Text type="secondary">{t('journal.calendar.empty')}</Typography.Text> : null}
      {events.map((e) => {
        const on = selected.includes(e.id);
        const time = `${DateTime.fromISO(e.start)
          .setZone(session.me.timezone || 'Europe/London')
          .toFormat('HH:mm')}–${DateTime.fromISO(e.end)
          .setZone(session.me.timezone || 'Europe/London')
          .toFormat('HH:mm')}`;
        return (
          <Card
            key={e.id}
            size="small"
            role="checkbox"
            aria-checked={on}
            aria-label={`${e.summary} ${time}`}
            tabIndex={0}
            hoverable
            style={{ borderColor: on ? '#1677ff' : undefined, background: on ? '#e6f4ff' : undefined }}
            onClick={() => {
              onSelectedChange(toggleSelection(selected, e.id));
              onMetric('cardsSelected');
            }}
            onKeyDown={(k) => {
              if (k.key === ' ' || k.key === 'Enter') {
                k.preventDefault();
                onSelectedChange(toggleSelection(selected, e.id));
              }
            }}
          >
            <Flex justify="space-between" gap="small">
              <span>{e.summary}</span>
              <span>{time}</span>
            </Flex>
            {e.complete ? <Tag color="green">{t('journal.calendar.complete')}</Tag> : null}
            {e.visibility === 'private' ? <Tag>{t('journal.calendar.private')}</Tag> : null}
          </Card>
        );
      })}
      <Flex justify="space-between" gap="small" wrap>
        <Button type="primary" disabled={selected.length === 0} onClick={onUseSelected}>
          {t('journal.calendar.useSelected')}
        </Button>
        {session.impersonation ? null : (
          <Button danger onClick={() => void onDisconnect()}>
            {t('journal.calendar.disconnect')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
