import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useNavigate } from 'react-router-dom';
import { useQuery, type CombinedError } from 'urql';
import { RemotePage, useMountProps, useSession } from '@work/shared-ui';
import { useText } from '../../text';
import { BUILD_LABEL, REMOTE_NAME } from '../../app/buildLabel';
import { usePlatformNow } from '../../common/usePlatformNow';
import { taskFormCroudiePicker } from '../croudie-picker';
import { PlanFormDrawer } from '../plan-forms';
import { JobActions } from '../plan-forms/job/JobActions';
import { JOB_STATUS_KEYS } from '../plan-forms/job/jobStatus';
import { formatInstant } from '../plan-forms/when';
import type { TaskFormsTask } from '../task-forms/task.graphql';
import { TaskFormDrawer, type TaskFormTarget } from '../task-forms/TaskFormDrawer';
import { JobPageQuery, type JobPageJob } from './jobPage.graphql';
import { TaskList } from './TaskList';

/** Jobs that take new tasks (ADR 0280): not complete, expired or recurring. */
const TAKES_TASKS: readonly JobPageJob['status'][] = ['DRAFT', 'NEW', 'SCHEDULED', 'IN_PROGRESS'];

// a bad id and a job the person may not see read the same, so the page does not tell which jobs exist
const ABSENT_CODES = new Set(['NOT_FOUND', 'FORBIDDEN']);
const absent = (error: CombinedError) =>
  !error.networkError && error.graphQLErrors.every((e) => ABSENT_CODES.has(String(e.extensions?.code)));

/**
 * /plan/jobs/{id} (staff): the job's name, client, status, owner and due date with its lifecycle actions, and its
 * tasks (§3 Task, §4 labels) with Add task, Add QA task, Edit, Delete, and Remove / Reassign per person.
 */
export function JobPage({ id }: { id: string }) {
  const t = useText();
  const [{ data, fetching, error }, reload] = useQuery({ query: JobPageQuery, variables: { id } });
  const refresh = () => reload({ requestPolicy: 'network-only' });
  const page = (title: string, children: ReactNode, extra?: ReactNode) => (
    <RemotePage title={title} remote={REMOTE_NAME} buildLabel={BUILD_LABEL} extra={extra}>
      {children}
    </RemotePage>
  );

  const job = data?.job ?? null;
  if (job) return page(job.name, <JobSections job={job} refreshing={fetching} onRefresh={refresh} />, <JobStatusTag job={job} />);
  if (fetching || (!error && !data))
    return page(
      t('plan.jobPage.title'),
      <div role="status" aria-label={t('plan.jobPage.loading')}>
        <Skeleton active />
      </div>,
    );
  if (!error || absent(error))
    return page(t('plan.jobPage.notFound'), <Typography.Paragraph>{t('plan.jobPage.notFoundText')}</Typography.Paragraph>);
  return page(
    t('plan.jobPage.title'),
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('plan.jobPage.loadFailed')}
      action={<Button onClick={refresh}>{t('plan.jobPage.retry')}</Button>}
    />,
  );
}

function JobStatusTag({ job }: { job: JobPageJob }) {
  const t = useText();
  return (
    <Space size="small">
      <Typography.Text type="secondary">{t('plan.jobPage.status')}</Typography.Text>
      <Tag color={job.status === 'IN_PROGRESS' ? 'blue' : job.status === 'COMPLETE' ? 'green' : undefined}>
        {t(JOB_STATUS_KEYS[job.status])}
      </Tag>
    </Space>
  );
}

function JobSections({ job, refreshing, onRefresh }: { job: JobPageJob; refreshing: boolean; onRefresh: () => void }) {
  const t = useText();
  const session = useSession();
  const { featureFlags } = useMountProps();
  const clock = usePlatformNow();
  const navigate = useNavigate();
  const [editingJob, setEditingJob] = useState(false);
  const [taskForm, setTaskForm] = useState<TaskFormTarget | null>(null);
  const zone = session.me.timezone;
  const takesTasks = TAKES_TASKS.includes(job.status) && job.availableActions.includes('EDIT');

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1200 }}>
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          items={[
            { key: 'client', label: t('plan.jobPage.client'), children: job.client.name },
            { key: 'owner', label: t('plan.jobPage.owner'), children: job.owner.fullName },
            {
              key: 'due',
              label: t('plan.jobPage.dueDate'),
              children: job.dueAt ? formatInstant(job.dueAt, zone) : t('plan.jobPage.none'),
            },
          ]}
        />
        <Flex gap="small" wrap style={{ marginTop: 12 }}>
          <Button onClick={() => navigate('/plan')}>{t('plan.jobPage.backToPlan')}</Button>
          <Button onClick={() => setEditingJob(true)}>{t('plan.jobPage.editJob')}</Button>
          {clock ? (
            <JobActions job={job} clock={clock} onChanged={onRefresh} onCopied={onRefresh} onGone={() => navigate('/plan')} />
          ) : null}
        </Flex>
      </Card>
      <section aria-labelledby="job-page-tasks">
        <Card
          size="small"
          title={
            <Typography.Title level={2} id="job-page-tasks" style={{ margin: 0, fontSize: 18 }}>
              {t('plan.tasks.title')}
            </Typography.Title>
          }
          extra={
            <Space size="small" wrap>
              <Button icon={<ReloadOutlined />} aria-label={t('plan.jobPage.refresh')} loading={refreshing} onClick={onRefresh}>
                {t('plan.jobPage.refresh')}
              </Button>
              {takesTasks ? (
                <>
                  <Button
                    type="primary"
                    icon={<PlusOutlined />}
                    aria-label={t('plan.tasks.add')}
                    onClick={() => setTaskForm({ type: 'single' })}
                  >
                    {t('plan.tasks.add')}
                  </Button>
                  <Button icon={<PlusOutlined />} aria-label={t('plan.tasks.addQa')} onClick={() => setTaskForm({ type: 'qa' })}>
                    {t('plan.tasks.addQa')}
                  </Button>
                </>
              ) : null}
            </Space>
          }
        >
          <TaskList tasks={job.tasks} onEdit={(task: TaskFormsTask) => setTaskForm({ task })} onChanged={onRefresh} />
        </Card>
      </section>
      <TaskFormDrawer
        job={{ id: job.id, clientId: job.client.id }}
        target={taskForm}
        onClose={() => setTaskForm(null)}
        onSaved={onRefresh}
        // the scored croudie picker, for those the flag names (shell-and-freelancer.md §3, ADR 0285)
        croudieAdders={featureFlags.includes('new_croudie_picker') ? taskFormCroudiePicker(job.client.id) : undefined}
      />
      <PlanFormDrawer target={editingJob ? { kind: 'job', id: job.id } : null} onClose={() => setEditingJob(false)} onSaved={onRefresh} />
    </Flex>
  );
}
