import { useCallback } from 'react';
import { App, Button, Col, Flex, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { useMountProps, useSession } from '@work/shared-ui';
import { useText } from '../../text';
import { formatDeadline } from '../my-tasks/taskTable';
import { ImportedTasks } from '../imported-tasks/ImportedTasks';
import { DashboardCard } from './DashboardCard';
import {
  AcceptOfferMutation,
  FreelancerCompletedWorkQuery,
  FreelancerCurrentJobsQuery,
  FreelancerCurrentTasksQuery,
  FreelancerOpportunitiesQuery,
} from './dashboard.query';

const GUTTER: [number, number] = [16, 16];
const CARD_COLS = { xs: 24, md: 12, xl: 6 };

/**
 * The freelancer dashboard (staff-and-admin.md §2 Dashboards) at the top of /work: the shell sends croudies from
 * /dashboard to /work (ADR 0215). New opportunities are accepted here through the task flow's accept transition.
 */
export function FreelancerDashboard() {
  const t = useText();
  const { me } = useSession();
  const { featureFlags } = useMountProps();
  const { message } = App.useApp();
  const [current, refetchCurrent] = useQuery({ query: FreelancerCurrentTasksQuery });
  const [jobs, refetchJobs] = useQuery({ query: FreelancerCurrentJobsQuery });
  const [completed] = useQuery({ query: FreelancerCompletedWorkQuery });
  const [offers, refetchOffers] = useQuery({ query: FreelancerOpportunitiesQuery });
  const [accepting, accept] = useMutation(AcceptOfferMutation);

  const onAccept = useCallback(
    async (taskId: string) => {
      const result = await accept({ taskId });
      if (result.error) {
        message.error(result.error.graphQLErrors[0]?.message ?? t('work.freelancerDashboard.acceptFailed'));
        return;
      }
      message.success(t('work.freelancerDashboard.accepted'));
      // The accepted task moves between lists: read them again from the server.
      const fresh = { requestPolicy: 'network-only' as const };
      refetchOffers(fresh);
      refetchCurrent(fresh);
      refetchJobs(fresh);
    },
    [accept, message, refetchCurrent, refetchJobs, refetchOffers, t],
  );

  const due = (iso: string | null, overdue?: boolean) => (
    <Typography.Text type={overdue ? 'danger' : 'secondary'}>
      {iso ? t('work.freelancerDashboard.due', { date: formatDeadline(iso, me.timezone) }) : t('work.freelancerDashboard.noDeadline')}
    </Typography.Text>
  );

  return (
    <Flex vertical gap="middle" role="region" aria-label={t('work.freelancerDashboard.label')}>
      <Row gutter={GUTTER}>
        <Col {...CARD_COLS}>
          <DashboardCard
            title={t('work.freelancerDashboard.currentTasks')}
            items={current.data?.freelancerDashboard.currentTasks.nodes}
            total={current.data?.freelancerDashboard.currentTasks.pagination.total}
            fetching={current.fetching}
            failed={!!current.error}
            empty={t('work.freelancerDashboard.currentTasks.empty')}
            rowKey={(task) => task.id}
            renderItem={(task) => (
              <Flex vertical>
                <Link to={`/work/task/${task.id}`}>{task.name}</Link>
                <Typography.Text type="secondary">
                  {task.client.name} · {task.stateLabel}
                </Typography.Text>
                {due(task.deadline, task.overdue)}
              </Flex>
            )}
          />
        </Col>
        <Col {...CARD_COLS}>
          <DashboardCard
            title={t('work.freelancerDashboard.currentJobs')}
            items={jobs.data?.freelancerDashboard.currentJobs.nodes}
            total={jobs.data?.freelancerDashboard.currentJobs.pagination.total}
            fetching={jobs.fetching}
            failed={!!jobs.error}
            empty={t('work.freelancerDashboard.currentJobs.empty')}
            rowKey={(job) => job.id}
            renderItem={(job) => (
              <Flex vertical>
                <Typography.Text strong>{job.name}</Typography.Text>
                <Typography.Text type="secondary">{job.client.name}</Typography.Text>
                {due(job.dueAt, job.overdue)}
              </Flex>
            )}
          />
        </Col>
        <Col {...CARD_COLS}>
          <DashboardCard
            title={t('work.freelancerDashboard.completedWork')}
            items={completed.data?.freelancerDashboard.completedWork.nodes}
            total={completed.data?.freelancerDashboard.completedWork.pagination.total}
            fetching={completed.fetching}
            failed={!!completed.error}
            empty={t('work.freelancerDashboard.completedWork.empty')}
            rowKey={(task) => task.id}
            renderItem={(task) => (
              <Flex vertical>
                <Link to={`/work/task/${task.id}`}>{task.name}</Link>
                <Typography.Text type="secondary">{task.client.name}</Typography.Text>
                {task.completedAt ? (
                  <Typography.Text type="secondary">
                    {t('work.freelancerDashboard.completedOn', { date: formatDeadline(task.completedAt, me.timezone) })}
                  </Typography.Text>
                ) : null}
              </Flex>
            )}
          />
        </Col>
        <Col {...CARD_COLS}>
          <DashboardCard
            title={t('work.freelancerDashboard.opportunities')}
            items={offers.data?.freelancerDashboard.opportunities.nodes}
            total={offers.data?.freelancerDashboard.opportunities.pagination.total}
            fetching={offers.fetching}
            failed={!!offers.error}
            empty={t('work.freelancerDashboard.opportunities.empty')}
            rowKey={(task) => task.id}
            renderItem={(task) => (
              <Flex justify="space-between" align="center" gap="small" style={{ width: '100%' }}>
                <Flex vertical>
                  <Link to={`/work/task/${task.id}`}>{task.name}</Link>
                  <Typography.Text type="secondary">{task.client.name}</Typography.Text>
                  {due(task.deadline)}
                </Flex>
                <Button
                  type="primary"
                  size="small"
                  aria-label={t('work.freelancerDashboard.accept', { name: task.name })}
                  loading={accepting.fetching && accepting.operation?.variables.taskId === task.id}
                  onClick={() => void onAccept(task.id)}
                >
                  {t('work.freelancerDashboard.acceptShort')}
                </Button>
              </Flex>
            )}
          />
        </Col>
      </Row>
      {featureFlags.includes('imported_tasks') ? <ImportedTasks /> : null}
    </Flex>
  );
}
