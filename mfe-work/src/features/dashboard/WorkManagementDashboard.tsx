import { Card, Col, Flex, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { useSession, useText } from '@work/shared-ui';
import { formatDeadline } from '../my-tasks/taskTable';
import { DashboardCard } from './DashboardCard';
import {
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

interface JobItem {
  id: string;
  name: string;
  statusLabel: string;
  dueAt: string | null;
  overdue: boolean;
  client: { name: string };
}
interface TaskItem {
  id: string;
  name: string;
  stateLabel: string;
  deadline: string | null;
  overdue: boolean;
  client: { name: string };
}

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
      {overdue ? ` · ${t('workDashboards.overdue')}` : ''}
    </Typography.Text>
  );
  const job = (j: JobItem) => (
    <Flex vertical>
      <Typography.Text strong>{j.name}</Typography.Text>
      <Typography.Text type="secondary">
        {j.client.name} · {j.statusLabel}
      </Typography.Text>
      {when(j.dueAt, j.overdue)}
    </Flex>
  );
  const task = (x: TaskItem) => (
    <Flex vertical>
      <Link to={`/work/task/${x.id}`}>{x.name}</Link>
      <Typography.Text type="secondary">
        {x.client.name} · {x.stateLabel}
      </Typography.Text>
      {when(x.deadline, x.overdue)}
    </Flex>
  );
  type Listed<T> = { fetching: boolean; error?: unknown; list?: { nodes: T[]; pagination: { total: number } } };
  const jobCard = (key: string, title: string, empty: string, r: Listed<JobItem>) => (
    <Col key={key} {...COLS}>
      <DashboardCard<JobItem>
        title={title}
        items={r.list?.nodes}
        total={r.list?.pagination.total}
        fetching={r.fetching}
        failed={!!r.error}
        empty={empty}
        rowKey={(x) => x.id}
        renderItem={job}
      />
    </Col>
  );
  const taskCard = (key: string, title: string, empty: string, r: Listed<TaskItem>) => (
    <Col key={key} {...COLS}>
      <DashboardCard<TaskItem>
        title={title}
        items={r.list?.nodes}
        total={r.list?.pagination.total}
        fetching={r.fetching}
        failed={!!r.error}
        empty={empty}
        rowKey={(x) => x.id}
        renderItem={task}
      />
    </Col>
  );

  return (
    <Flex vertical gap="middle">
      <Row gutter={GUTTER}>
        {jobCard('drafts', t('workDashboard.drafts'), t('workDashboard.drafts.empty'), { ...drafts, list: drafts.data?.workManagementDashboard.drafts })}
        {taskCard('currentTasks', t('workDashboard.currentTasks'), t('workDashboard.currentTasks.empty'), {
          ...currentTasks,
          list: currentTasks.data?.workManagementDashboard.currentTasks,
        })}
        {jobCard('currentJobs', t('workDashboard.currentJobs'), t('workDashboard.currentJobs.empty'), {
          ...currentJobs,
          list: currentJobs.data?.workManagementDashboard.currentJobs,
        })}
        {taskCard('overdueTasks', t('workDashboard.overdueTasks'), t('workDashboard.overdueTasks.empty'), {
          ...overdueTasks,
          list: overdueTasks.data?.workManagementDashboard.overdueTasks,
        })}
        {jobCard('unassignedJobs', t('workDashboard.unassignedJobs'), t('workDashboard.unassignedJobs.empty'), {
          ...unassignedJobs,
          list: unassignedJobs.data?.workManagementDashboard.unassignedJobs,
        })}
        {jobCard('overdueJobs', t('workDashboard.overdueJobs'), t('workDashboard.overdueJobs.empty'), {
          ...overdueJobs,
          list: overdueJobs.data?.workManagementDashboard.overdueJobs,
        })}
        <Col {...COLS}>
          <DashboardCard
            title={t('workDashboard.recentMessages')}
            items={messages.data?.workManagementDashboard.recentMessages.nodes}
            total={messages.data?.workManagementDashboard.recentMessages.pagination.total}
            fetching={messages.fetching}
            failed={!!messages.error}
            empty={t('workDashboard.recentMessages.empty')}
            rowKey={(m) => m.id}
            renderItem={(m) => (
              <Flex vertical>
                <Typography.Text strong>{m.authorName}</Typography.Text>
                <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                  {m.body}
                </Typography.Paragraph>
                <Typography.Text type="secondary">
                  <Link to={`/work/task/${m.task.id}`}>{t('workDashboard.messageOn', { task: m.task.name })}</Link> ·{' '}
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
                {t('workDashboard.upcomingWorkload')}
              </Typography.Title>
            }
            style={{ height: '100%' }}
            loading={workload.fetching && !workload.data}
          >
            {workload.error && !workload.data ? (
              <Typography.Text type="danger">{t('workDashboards.loadFailed')}</Typography.Text>
            ) : (
              <WorkloadChart days={workload.data?.workManagementDashboard.upcomingWorkload ?? []} weeks={WORKLOAD_WEEKS} />
            )}
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
