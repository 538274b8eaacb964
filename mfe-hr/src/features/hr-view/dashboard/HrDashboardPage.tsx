import { Col, Flex, List, Row, Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { useText } from '../../../text';
import { addDays, endOfMonth, mediumDay, monthName, startOfMonth } from '../days';
import { LeaveTag } from '../LeaveTag';
import { formatMinutes, formatRate } from '../minutes';
import { PanelLoading } from '../PanelStates';
import { useToday } from '../useToday';
import { HrDashboardLeaveQuery, HrMonthUtilisationQuery, HrPendingStaffQuery, type DashboardLeave } from './dashboard.graphql';
import { HrCard } from './HrCard';

/** How far ahead "upcoming leave" looks. */
export const UPCOMING_LEAVE_DAYS = 14;
/** Pending staff users named on the card (the rest are counted). */
const PENDING_SHOWN = 5;

/** /hr: the HR dashboard (§2 "dashboards"), its days by the platform clock. */
export function HrDashboardPage() {
  const today = useToday();
  if (!today) return <PanelLoading rows={8} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <LeaveCard id="today" from={today} to={today} />
      </Col>
      <Col xs={24} lg={12}>
        <LeaveCard id="upcoming" from={addDays(today, 1)} to={addDays(today, UPCOMING_LEAVE_DAYS)} />
      </Col>
      <Col xs={24} lg={12}>
        <PendingStaffCard />
      </Col>
      <Col xs={24} lg={12}>
        <MonthUtilisationCard today={today} />
      </Col>
    </Row>
  );
}

/** On leave today, or upcoming leave (the next 14 days). */
function LeaveCard({ id, from, to }: { id: 'today' | 'upcoming'; from: string; to: string }) {
  const t = useText();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: HrDashboardLeaveQuery,
    variables: { filters: { startDate: from, endDate: to } },
    requestPolicy: 'cache-and-network',
  });
  const events = data?.leaveEvents;
  const title =
    id === 'today' ? t('hr.hrView.dashboard.onLeaveToday') : t('hr.hrView.dashboard.upcomingLeave', { days: UPCOMING_LEAVE_DAYS });
  return (
    <HrCard
      id={`leave-${id}`}
      title={title}
      extra={<Link to="/hr-view/leave">{t('hr.hrView.dashboard.toLeave')}</Link>}
      loading={!events && fetching}
      failed={!events && Boolean(error)}
      empty={events && events.length === 0 ? t('hr.hrView.dashboard.noLeave') : null}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
    >
      <List<DashboardLeave>
        size="small"
        dataSource={events ?? []}
        rowKey={(leave) => leave.id}
        renderItem={(leave) => (
          <List.Item>
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Flex gap="small" align="center" wrap>
                <Link to={`/employee/${leave.user.id}`}>{leave.user.fullName}</Link>
                <LeaveTag leave={leave} />
              </Flex>
              <Typography.Text type="secondary">{leaveWhen(leave, t)}</Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </HrCard>
  );
}

/** The leave's title and when: one day, part of one, or from … to …. */
function leaveWhen(leave: DashboardLeave, t: ReturnType<typeof useText>): string {
  if (!leave.allDay && leave.startTime && leave.endTime)
    return t('hr.hrView.dashboard.partDay', {
      title: leave.title,
      day: mediumDay(leave.startDate),
      start: leave.startTime,
      end: leave.endTime,
    });
  if (leave.startDate === leave.endDate) return t('hr.hrView.dashboard.oneDay', { title: leave.title, day: mediumDay(leave.startDate) });
  return t('hr.hrView.dashboard.days', { title: leave.title, start: mediumDay(leave.startDate), end: mediumDay(leave.endDate) });
}

/** Staff users waiting to start (pending), linking to the FTE search. */
function PendingStaffCard() {
  const t = useText();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: HrPendingStaffQuery,
    variables: { pagination: { page: 1, limit: PENDING_SHOWN } },
    requestPolicy: 'cache-and-network',
  });
  const users = data?.users;
  return (
    <HrCard
      id="pending"
      title={t('hr.hrView.dashboard.pendingStaff')}
      extra={<Link to="/employee">{t('hr.hrView.dashboard.toStaff')}</Link>}
      loading={!users && fetching}
      failed={!users && Boolean(error)}
      empty={users && users.pagination.total === 0 ? t('hr.hrView.dashboard.noPending') : null}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
    >
      {users ? (
        <Flex vertical gap="small">
          <Typography.Text strong>{t('hr.hrView.dashboard.pendingCount', { count: users.pagination.total })}</Typography.Text>
          <List
            size="small"
            dataSource={users.nodes}
            rowKey={(user) => user.id}
            renderItem={(user) => (
              <List.Item>
                <Link to={`/employee/${user.id}`}>{user.fullName}</Link>
              </List.Item>
            )}
          />
        </Flex>
      ) : null}
    </HrCard>
  );
}

/** This month's utilisation: everyone's rate, then each team's. */
function MonthUtilisationCard({ today }: { today: string }) {
  const t = useText();
  const month = startOfMonth(today);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: HrMonthUtilisationQuery,
    variables: { filters: { period: 'month' as const, startDate: month, endDate: endOfMonth(today) } },
    requestPolicy: 'cache-and-network',
  });
  const figures = data?.utilisation;
  return (
    <HrCard
      id="utilisation"
      title={t('hr.hrView.dashboard.utilisation', { month: monthName(month) })}
      extra={<Link to="/hr-view/utilisation?period=month">{t('hr.hrView.dashboard.toUtilisation')}</Link>}
      loading={!figures && fetching}
      failed={!figures && Boolean(error)}
      empty={null}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
    >
      {figures ? (
        <Flex vertical gap="small">
          <Typography.Text>
            {t('hr.hrView.dashboard.overall', {
              rate: formatRate(figures.total.rate),
              logged: formatMinutes(figures.total.logged),
              target: formatMinutes(figures.total.target),
            })}
          </Typography.Text>
          <Table
            size="small"
            pagination={false}
            aria-label={t('hr.hrView.dashboard.byTeam')}
            rowKey={(row) => row.team.id}
            dataSource={figures.teams}
            locale={{ emptyText: t('hr.hrView.utilisation.noTeams') }}
            columns={[
              { key: 'team', title: t('hr.hrView.utilisation.column.team'), render: (_, row) => row.team.name },
              {
                key: 'rate',
                title: t('hr.hrView.utilisation.column.rate'),
                align: 'right',
                render: (_, row) => formatRate(row.total.rate),
              },
            ]}
          />
        </Flex>
      ) : null}
    </HrCard>
  );
}
