import type { ReactNode } from 'react';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { useSession } from '@work/shared-ui';
import { useText } from '../../text';
import { formatDeadline } from '../my-tasks/taskTable';
import { DashboardCard } from './DashboardCard';
import {
  type JobListItem,
  type TaskListItem,
  StaffCurrentJobsQuery,
  StaffCurrentTasksQuery,
  StaffDraftsQuery,
  StaffOverdueJobsQuery,
  StaffOverdueTasksQuery,
  StaffRecentMessagesQuery,
  StaffUnassignedJobsQuery,
  StaffWorkloadQuery,
} from './dashboard.query';
import { WorkloadChart } from './WorkloadChart';

const GUTTER: [number, number] = [16, 16];
const COLS = { xs: 24, md: 12, xl: 8 };
export const WORKLOAD_WEEKS = 4;
/** The list cards; each has the catalogue keys workDashboard.<key> (title) and workDashboard.<key>.empty. */
type CardKey = 'drafts' | 'currentTasks' | 'currentJobs' | 'overdueTasks' | 'unassignedJobs' | 'overdueJobs';

/** Staff's work management dashboard (staff-and-admin.md §2 Dashboards); every list is paged by the server. */
export function WorkManagementDashboard() {
  const t = useText();
  const { me } = useSession();
  const [drafts] = useQuery({ query: StaffDraftsQuery });
  const [currentTasks] = useQuery({ query: StaffCurrentTasksQuery });
  const [currentJobs] = useQuery({ query: StaffCurrentJobsQuery });
  const [overdueTasks] = useQuery({ query: StaffOverdueTasksQuery });
  const [unassignedJobs] = useQuery({ query: StaffUnassignedJobsQuery });
  const [overdueJobs] = useQuery({ query: StaffOverdueJobsQuery });
  const [messages] = useQuery({ query: StaffRecentMessagesQuery });
  const [workload] = useQuery({ query: StaffWorkloadQuery, variables: { weeks: WORKLOAD_WEEKS } });

  const when = (iso: string | null, overdue: boolean) => (
    <Typography.Text type={overdue ? 'danger' : 'secondary'}>
      {formatDeadline(iso, me.timezone)}
      {overdue ? ` · ${t('work.workDashboards.overdue')}` : ''}
    </Typography.Text>
  );
  const job = (j: JobListItem) => (
    <Flex vertical>
      <Typography.Text strong>{j.name}</Typography.Text>
      <Typography.Text type="secondary">
        {j.client.name} · {j.statusLabel}
      </Typography.Text>
      {when(j.dueAt, j.overdue)}
    </Flex>
  );
  const task = (x: TaskListItem) => (
    <Flex vertical>
      <Link to={`/work/task/${x.id}`}>{x.name}</Link>
      <Typography.Text type="secondary">
        {x.client.name} · {x.stateLabel}
      </Typography.Text>
      {when(x.deadline, x.overdue)}
    </Flex>
  );
  /** One card of the grid: a query's result, the list it picked from it, and how a row looks. */
  const card = <T extends { id: string }>(
    key: CardKey,
    result: { fetching: boolean; error?: unknown },
    list: { nodes: readonly T[]; pagination: { total: number } } | undefined,
    renderItem: (item: T) => ReactNode,
  ) => (
    <Col key={key} {...COLS}>
      <DashboardCard<T>
        title={t(`work.workDashboard.${key}`)}
        items={list?.nodes}
        total={list?.pagination.total}
        fetching={result.fetching}
        failed={!!result.error}
        empty={t(`work.workDashboard.${key}.empty`)}
        rowKey={(x) => x.id}
        renderItem={renderItem}
      />
    </Col>
  );

  return (
    <Flex vertical gap="middle">
      <Row gutter={GUTTER}>
        {card('drafts', drafts, drafts.data?.workManagementDashboard.drafts, job)}
        {card('currentTasks', currentTasks, currentTasks.data?.workManagementDashboard.currentTasks, task)}
        {card('currentJobs', currentJobs, currentJobs.data?.workManagementDashboard.currentJobs, job)}
        {card('overdueTasks', overdueTasks, overdueTasks.data?.workManagementDashboard.overdueTasks, task)}
        {card('unassignedJobs', unassignedJobs, unassignedJobs.data?.workManagementDashboard.unassignedJobs, job)}
        {card('overdueJobs', overdueJobs, overdueJobs.data?.workManagementDashboard.overdueJobs, job)}
        <Col {...COLS}>
          <DashboardCard
            title={t('work.workDashboard.recentMessages')}
            items={messages.data?.workManagementDashboard.recentMessages.nodes}
            total={messages.data?.workManagementDashboard.recentMessages.pagination.total}
            fetching={messages.fetching}
            failed={!!messages.error}
            empty={t('work.workDashboard.recentMessages.empty')}
            rowKey={(m) => m.id}
            renderItem={(m) => (
              <Flex vertical>
                <Typography.Text strong>{m.authorName}</Typography.Text>
                <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                  {m.body}
                </Typography.Paragraph>
                <Typography.Text type="secondary">
                  <Link to={`/work/task/${m.task.id}`}>{t('work.workDashboard.messageOn', { task: m.task.name })}</Link> ·{' '}
                  {formatDeadline(m.createdAt, me.timezone)}
                </Typography.Text>
              </Flex>
            )}
          />
        </Col>
        <Col xs={24} xl={16}>
          <Card
            size="small"
            role="region"
            aria-labelledby="dashboard-card-upcoming-workload"
            title={
              <Typography.Title level={2} id="dashboard-card-upcoming-workload" style={{ fontSize: 16, margin: 0 }}>
                {t('work.workDashboard.upcomingWorkload')}
              </Typography.Title>
            }
            style={{ height: '100%' }}
            loading={workload.fetching && !workload.data}
          >
            {workload.error && !workload.data ? (
              <Typography.Text type="danger">{t('work.workDashboards.loadFailed')}</Typography.Text>
            ) : (
              <WorkloadChart days={workload.data?.workManagementDashboard.upcomingWorkload ?? []} weeks={WORKLOAD_WEEKS} />
            )}
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
