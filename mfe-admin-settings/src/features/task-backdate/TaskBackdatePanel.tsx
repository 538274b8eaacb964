import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Form, Skeleton, Tag } from 'antd';
import { useMutation, useQuery } from 'urql';
import { useConfirm, useMountProps } from '@work/shared-ui';
import { DateInput } from '@work/shared-ui/inputs';
import { useText } from '../../text';
import { BackdateTask, TaskToBackdateQuery, type BackdatableTask } from './taskBackdate.graphql';
import { dayText, initialDay, instantText, isForbidden, isNotFound, refusalReason } from './taskBackdate';

/**
 * One task to backdate: what it is, when it (and its work log) was completed, and the new day, confirmed first. The
 * server has the final word: whatever it refuses (§5: not complete, not a croudie's; a day out of bounds) comes back in
 * the §8 toast "Task has failed backdating" with its reason.
 */
export function TaskBackdatePanel({ taskId, onClose, onBackdated }: { taskId: string; onClose: () => void; onBackdated: () => void }) {
  const t = useText();
  const { bus } = useMountProps();
  const confirm = useConfirm();
  const [{ data, fetching, error }, refetch] = useQuery({ query: TaskToBackdateQuery, variables: { taskId } });
  const [{ fetching: saving }, backdate] = useMutation(BackdateTask);
  const task = data?.taskToBackdate;

  if (!task) {
    if (fetching) return <Skeleton active />;
    const text = isNotFound(error)
      ? t('settings.backdate.notFound', { id: taskId })
      : isForbidden(error)
        ? t('settings.backdate.notAllowed')
        : t('settings.backdate.loadFailed');
    return (
      <Alert
        type={isNotFound(error) ? 'warning' : 'error'}
        showIcon
        role="alert"
        title={text}
        action={
          <Button size="small" onClick={() => (isNotFound(error) ? onClose() : refetch({ requestPolicy: 'network-only' }))}>
            {isNotFound(error) ? t('settings.backdate.close') : t('settings.teams.retry')}
          </Button>
        }
      />
    );
  }
  return <TaskBackdateForm key={task.id} task={task} saving={saving} onClose={onClose} onSubmit={submit} />;

  async function submit(day: string) {
    const sure = await confirm({
      title: t('settings.backdate.confirm', { name: task!.name }),
      content: t('settings.backdate.confirmText', {
        from: task!.completedOn ? dayText(task!.completedOn) : t('settings.backdate.notCompleted'),
        to: dayText(day),
      }),
      okText: t('settings.backdate.confirmOk'),
    });
    if (!sure) return;
    const outcome = await backdate({ taskId: task!.id, completedOn: day });
    if (outcome.error) {
      const reason = refusalReason(outcome.error);
      bus.publish('toast:show', {
        text: reason ? t('settings.backdate.failedBecause', { reason }) : t('settings.backdate.failed'),
        color: 'error',
      });
      return;
    }
    bus.publish('toast:show', { text: t('settings.backdate.done', { date: dayText(day) }), color: 'success' });
    onBackdated();
  }
}

function TaskBackdateForm({
  task,
  saving,
  onClose,
  onSubmit,
}: {
  task: BackdatableTask;
  saving: boolean;
  onClose: () => void;
  onSubmit: (day: string) => Promise<void>;
}) {
  const t = useText();
  const [day, setDayState] = useState(() => initialDay(task));
  // Enter in the date input commits the day and submits in one event: the submit reads the day committed
  const latest = useRef(day);
  const setDay = (next: string) => {
    latest.current = next;
    setDayState(next);
  };
  // the task after a backdate: start from its new day
  useEffect(() => {
    latest.current = initialDay(task);
    setDayState(latest.current);
  }, [task]);
  return (
    <Card
      title={t('settings.backdate.selected', { name: task.name })}
      extra={<Button onClick={onClose}>{t('settings.backdate.close')}</Button>}
    >
      <Flex vertical gap="middle">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'id', label: t('settings.field.id'), children: task.id },
            {
              key: 'state',
              label: t('settings.backdate.state'),
              children: <Tag color={task.state === 'COMPLETED' ? 'green' : 'default'}>{task.stateLabel}</Tag>,
            },
            {
              key: 'croudie',
              label: t('settings.backdate.column.croudie'),
              children: task.croudieName ?? t('settings.backdate.noCroudie'),
            },
            { key: 'client', label: t('settings.backdate.column.client'), children: task.clientName },
            { key: 'created', label: t('settings.backdate.created'), children: instantText(task.createdAt) },
            {
              key: 'completed',
              label: t('settings.backdate.completedOn'),
              children: task.completedAt ? instantText(task.completedAt) : t('settings.backdate.notCompleted'),
            },
            {
              key: 'workLog',
              label: t('settings.backdate.workLog'),
              children: task.workLogCompletedAt ? instantText(task.workLogCompletedAt) : t('settings.backdate.noWorkLog'),
            },
          ]}
        />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void onSubmit(latest.current);
          }}
        >
          <Form.Item
            layout="vertical"
            label={t('settings.backdate.newDate')}
            htmlFor="backdate-day"
            help={t('settings.backdate.newDateHint', { earliest: dayText(task.earliestOn), latest: dayText(task.latestOn) })}
          >
            <Flex gap="small" wrap>
              <div style={{ width: 160 }}>
                <DateInput id="backdate-day" value={day} min={task.earliestOn} max={task.latestOn} onChange={setDay} />
              </div>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t('settings.backdate.submit')}
              </Button>
            </Flex>
          </Form.Item>
        </form>
      </Flex>
    </Card>
  );
}
