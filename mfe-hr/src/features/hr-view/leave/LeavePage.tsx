import { useMemo, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { EmptyState } from '@work/shared-ui';
import { UserPicker } from '@work/shared-ui/pickers';
import { useText } from '../../../text';
import { useMayEditAvailability } from '../access';
import { monthName } from '../days';
import { PanelFailed, PanelLoading } from '../PanelStates';
import { TeamPicker } from '@work/shared-ui/pickers';
import { useToday } from '../useToday';
import { HrLeaveEventsQuery } from './leave.graphql';
import { LeaveCalendar } from './LeaveCalendar';
import { leaveCalendarQueryOf, otherMonth, type LeaveCalendarQuery } from './leaveMonth';
import { newLeaveValues } from './leaveForm';
import { LeaveModal, type LeaveEditing } from './LeaveModal';

/** /hr-view/leave: leave on a month calendar, waiting for the platform clock's today. */
export function LeavePage() {
  const today = useToday();
  return today ? <LeaveMonth today={today} /> : <PanelLoading rows={8} />;
}

/**
 * Leave events (§3: title, start, end, all day, category) on a month calendar, filtered by team or person, the month
 * and filters in the URL (`month`, `team`, `person`). hr_user adds leave (the button, or a day's number) and opens
 * leave to change or delete it; others read what the API lets them (a team leader their teams).
 */
function LeaveMonth({ today }: { today: string }) {
  const t = useText();
  const mayEdit = useMayEditAvailability();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => leaveCalendarQueryOf(params, today), [params, today]);
  const variables = useMemo(
    () => ({ filters: { startDate: query.startDate, endDate: query.endDate, teamId: query.teamId, userId: query.userId } }),
    [query],
  );
  const [{ data, fetching, error }, refetch] = useQuery({ query: HrLeaveEventsQuery, variables, requestPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<LeaveEditing | null>(null);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const events = data?.leaveEvents;

  const set = (key: 'month' | 'team' | 'person', value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const addOn = (date: string) => setEditing({ kind: 'new', values: newLeaveValues(date, query.userId) });
  const inMonth = (events ?? []).filter((e) => e.endDate >= query.month && e.startDate.slice(0, 7) <= query.month.slice(0, 7));

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" align="center" wrap justify="space-between">
        <MonthControls query={query} today={today} onMonth={(month) => set('month', month)} />
        <Flex gap="small" wrap>
          <TeamPicker
            allowClear
            aria-label={t('hr.hrView.filter.team')}
            placeholder={t('hr.hrView.filter.team')}
            value={query.teamId}
            onChange={(id) => set('team', id)}
            style={{ minWidth: 180 }}
          />
          <UserPicker
            allowClear
            aria-label={t('hr.hrView.filter.person')}
            placeholder={t('hr.hrView.filter.person')}
            value={query.userId}
            onChange={(id) => set('person', id)}
            style={{ minWidth: 200 }}
          />
          {mayEdit ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => addOn(today)}>
              {t('hr.hrView.leave.add')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      {!events && (fetching || !error) ? (
        <PanelLoading rows={8} />
      ) : !events ? (
        <PanelFailed onRetry={reload} />
      ) : (
        <>
          {error ? <PanelFailed compact onRetry={reload} /> : null}
          <LeaveCalendar
            month={query.month}
            startDate={query.startDate}
            endDate={query.endDate}
            today={today}
            events={events}
            onAdd={mayEdit ? addOn : undefined}
            onOpen={mayEdit ? (event) => setEditing({ kind: 'edit', event }) : undefined}
          />
          {inMonth.length === 0 ? <EmptyState title={t('hr.hrView.leave.none')} /> : null}
        </>
      )}
      <LeaveModal editing={editing} onClose={() => setEditing(null)} onDone={reload} />
    </Flex>
  );
}

function MonthControls({ query, today, onMonth }: { query: LeaveCalendarQuery; today: string; onMonth: (month: string | null) => void }) {
  const t = useText();
  const thisMonth = today.slice(0, 7);
  // this month keeps a clean URL
  const go = (month: string) => onMonth(month === thisMonth ? null : month);
  return (
    <Flex gap="small" align="center">
      <Button icon={<LeftOutlined />} aria-label={t('hr.hrView.matrix.previousMonth')} onClick={() => go(otherMonth(query.month, -1))} />
      <Typography.Title level={2} aria-live="polite" style={{ fontSize: 18, margin: 0, minWidth: 150, textAlign: 'center' }}>
        {monthName(query.month)}
      </Typography.Title>
      <Button icon={<RightOutlined />} aria-label={t('hr.hrView.matrix.nextMonth')} onClick={() => go(otherMonth(query.month, 1))} />
      <Button onClick={() => go(thisMonth)}>{t('hr.hrView.today')}</Button>
    </Flex>
  );
}
