import { useEffect, useRef, useState } from 'react';
import { useMutation } from 'urql';
import { DateTime } from 'luxon';
import { Alert, Button, Drawer, Flex, Grid, Input, List, Progress, Radio, Spin, Typography } from 'antd';
import { useQuery, useSubscription } from 'urql';
import { RemoteVersionMarker, useMountProps, useSession } from '@work/shared-ui';
import { useBrowserState } from '@work/shared-ui/browser-state';
import { useText } from '../../text';
import { BUILD_LABEL, REMOTE_NAME } from '../../app/buildLabel';
import { emptyEntry, entryDraft, type EntryValues } from './entryForm';
import { CompleteCalendarEventMutation, JournalDayQuery, UpdateBreakdownSubscription } from './journal.documents';
import { CalendarPanel, type CalendarEvent } from './CalendarPanel';
import { prefillFromEvents } from './calendarEvents';
import { JournalEntryForm } from './JournalEntryForm';
import { RecurringJournalForm } from './RecurringJournalForm';
import { SchedulesList } from './SchedulesList';
import { useJournalMetrics } from './journalMetrics';
import { dayProgress } from '@work/shared-contracts';

type DayJournal = NonNullable<ReturnType<typeof useDay>[0]['data']>['myJournals']['nodes'][number];

function useDay(date: string) {
  return useQuery({
    query: JournalDayQuery,
    variables: { filters: { startDate: date, endDate: date } },
    requestPolicy: 'cache-and-network',
  });
}

const toValues = (j: DayJournal): EntryValues => ({
  id: j.id,
  date: j.date,
  clientId: j.client.id,
  channelIds: j.channels.map((c) => c.id),
  categoryId: j.selectedCategory.id,
  taskTypeId: j.selectedTask.id,
  summary: j.summary,
  minutes: j.minutes,
});

/** The journal side panel: "Journal for {date}" with a date picker, the day's progress and entries, and the entry form. */
export function JournalPanel({
  date,
  onClose,
  setWidth,
}: {
  date?: string;
  onClose: () => void;
  setWidth?: ((width: 400 | 800) => void) | undefined;
}) {
  const t = useText();
  const session = useSession();
  const { bus, featureFlags } = useMountProps();
  const browser = useBrowserState();
  const screens = Grid.useBreakpoint();
  const mobile = !screens.md;
  const calendarEnabled = featureFlags.includes('journal_calendar_integration');
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [selectedEvents, setSelectedEvents] = useState<string[]>([]);
  const [calendarRefresh, setCalendarRefresh] = useState(0);
  const [prefill, setPrefill] = useState<{ summary: string; minutes: number; key: number } | null>(null);
  const usedEvents = useRef<string[]>([]);
  const dayEvents = useRef<CalendarEvent[]>([]);
  const [, completeEvent] = useMutation(CompleteCalendarEventMutation);
  const today = DateTime.now()
    .setZone(session.me.timezone || 'Europe/London')
    .toISODate()!;
  const [day, setDay] = useState(date ?? today);
  const [editing, setEditing] = useState<DayJournal | null>(null);
  const [mode, setMode] = useState<'single' | 'recurring'>('single');
  const [schedulesKey, setSchedulesKey] = useState(0);
  const [{ data, fetching, error }, refetchDay] = useDay(day);
  const [live] = useSubscription({ query: UpdateBreakdownSubscription, variables: { date: day } });
  const metrics = useJournalMetrics();
  const opened = useRef(Date.now());

  useEffect(() => {
    const start = opened.current;
    return () => metrics.onSidebarClose({ journalOpenFor: Math.round((Date.now() - start) / 1000) });
  }, [metrics]);

  useEffect(() => {
    setWidth?.(calendarOpen && !mobile ? 800 : 400);
  }, [calendarOpen, mobile, setWidth]);

  const toggleCalendar = (open: boolean) => {
    setCalendarOpen(open);
    metrics.record(open ? 'calendarIntegrationOpened' : 'calendarIntegrationClosed');
  };

  const breakdown = live.data?.updateBreakdown.date === day ? live.data.updateBreakdown : data?.myJournals.breakdown;
  // No target counts as done; otherwise the shared day-progress rule (the toolbar ring uses the same one).
  const progress = breakdown ? dayProgress(breakdown.minutes, breakdown.target) : null;
  const progressColour = progress?.kind === 'percent' ? progress.colour : 'success';
  // the kept draft is read, not subscribed: the form saves it on every change and needs no re-render for that
  const initial =
    entryDraft(browser.store.get(browser.atoms.draft('single', editing?.id))) ?? (editing ? toValues(editing) : emptyEntry(day));
  const title = editing ? t('journal.edit') : t('journal.title', { date: DateTime.fromISO(day).toFormat('d MMMM') });

  const calendar = calendarEnabled ? (
    <CalendarPanel
      key={calendarRefresh}
      date={day}
      selected={selectedEvents}
      onSelectedChange={setSelectedEvents}
      onEvents={(events) => {
        dayEvents.current = events;
      }}
      onMetric={(m) => metrics.record(m)}
      onUseSelected={() => {
        const filled = prefillFromEvents(dayEvents.current, selectedEvents);
        if (!filled) return;
        usedEvents.current = selectedEvents;
        setEditing(null);
        setMode('single');
        setPrefill({ ...filled, key: Date.now() });
        if (mobile) toggleCalendar(false);
      }}
    />
  ) : null;

  const main = (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
          {title}
        </Typography.Title>
        {calendarEnabled && !editing ? (
          <Button aria-expanded={calendarOpen} onClick={() => toggleCalendar(!calendarOpen)}>
            {mobile ? t('journal.calendar.openMobile') : t('journal.calendar.toggle')}
          </Button>
        ) : null}
        {editing ? null : (
          <Input
            type="date"
            aria-label={t('journal.datePicker')}
            value={day}
            style={{ width: 160 }}
            onChange={(e) => e.target.value && setDay(e.target.value)}
          />
        )}
      </Flex>

      {breakdown ? (
        <Flex align="center" gap="small">
          <Progress
            type="circle"
            size={36}
            percent={breakdown.target > 0 ? Math.min(100, Math.round((breakdown.minutes / breakdown.target) * 100)) : 100}
            status={progressColour === 'error' ? 'exception' : undefined}
            strokeColor={{ error: '#ff4d4f', warning: '#faad14', success: '#52c41a' }[progressColour]}
            showInfo={false}
          />
          <Typography.Text data-testid="journal-day-progress">
            {t('journal.dayProgress', { minutes: breakdown.minutes, target: breakdown.target })}
          </Typography.Text>
        </Flex>
      ) : fetching ? (
        <Spin size="small" />
      ) : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          title={t('journal.loadFailed')}
          action={
            <Button size="small" onClick={() => refetchDay({ requestPolicy: 'network-only' })}>
              {t('journal.retry')}
            </Button>
          }
        />
      ) : null}

      {editing ? null : (
        <Radio.Group
          aria-label={t('journal.mode')}
          optionType="button"
          value={mode}
          onChange={(e) => setMode(e.target.value === 'recurring' ? 'recurring' : 'single')}
          options={[
            { value: 'single', label: t('journal.mode.single') },
            { value: 'recurring', label: t('journal.mode.recurring') },
          ]}
        />
      )}
      {mode === 'recurring' && !editing ? (
        <>
          <RecurringJournalForm
            today={today}
            onSaved={() => {
              setSchedulesKey((k) => k + 1);
              refetchDay({ requestPolicy: 'network-only' });
            }}
          />
          <SchedulesList key={schedulesKey} />
        </>
      ) : (
        <JournalEntryForm
          key={`${day}:${editing?.id ?? 'new'}`}
          initial={initial}
          onAddAnotherChange={(on) => metrics.record('addAnother', { on })}
          prefill={prefill}
          onSaved={(saved, another) => {
            bus.publish('journal:saved', { journalId: saved.id, date: saved.date });
            if (usedEvents.current.length) {
              const ids = usedEvents.current;
              usedEvents.current = [];
              setSelectedEvents([]);
              void Promise.all(ids.map((id) => completeEvent({ id, journalId: saved.id }))).then(() => {
                metrics.record('journalsCreatedFromCalendarEvents', { count: ids.length });
                setCalendarRefresh((n) => n + 1);
              });
            }
            metrics.record(another ? 'journalsSavedAndAddAnother' : 'journalsSavedAndCleared', { journalId: saved.id });
            refetchDay({ requestPolicy: 'network-only' });
          }}
          onClose={() => {
            if (editing) setEditing(null);
            else onClose();
          }}
        />
      )}

      {data && data.myJournals.nodes.length > 0 && !editing ? (
        <List
          size="small"
          dataSource={data.myJournals.nodes}
          renderItem={(j) => (
            <List.Item
              actions={[
                <Button key="edit" type="link" size="small" aria-label={`${t('journal.edit')}: ${j.summary}`} onClick={() => setEditing(j)}>
                  {t('journal.edit')}
                </Button>,
              ]}
            >
              <List.Item.Meta title={`${j.client.name} · ${Math.floor(j.minutes / 60)}h ${j.minutes % 60}m`} description={j.summary} />
            </List.Item>
          )}
        />
      ) : null}
      <RemoteVersionMarker remote={REMOTE_NAME} label={BUILD_LABEL} />
    </Flex>
  );

  // Side by side needs the 800 px drawer the shell gives through setWidth; without it the calendar stacks above the form.
  const sideBySide = !mobile && Boolean(setWidth);
  const calendarSection =
    calendar && calendarOpen && !mobile ? (
      <section aria-label={t('journal.calendar.title')} style={sideBySide ? { width: 340, flexShrink: 0 } : undefined}>
        <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
          {t('journal.calendar.title')}
        </Typography.Title>
        {calendar}
      </section>
    ) : null;
  return (
    <Flex vertical={!sideBySide} gap="large" align={sideBySide ? 'start' : 'stretch'}>
      {sideBySide ? null : calendarSection}
      <div style={{ flex: 1, minWidth: 0 }}>{main}</div>
      {sideBySide ? calendarSection : null}
      {calendar && mobile ? (
        <Drawer
          open={calendarOpen}
          onClose={() => toggleCalendar(false)}
          size="100%"
          title={t('journal.calendar.title')}
          closable={{ 'aria-label': t('journal.calendar.close') }}
        >
          {calendar}
        </Drawer>
      ) : null}
    </Flex>
  );
}
