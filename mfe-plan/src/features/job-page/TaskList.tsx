import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Flex, Space, Tag, Typography } from 'antd';
import { useMutation } from 'urql';
import { useConfirm, useSession } from '@work/shared-ui';
import { useText } from '../../text';
import { useToast } from '../../common/useToast';
import { formatInstant } from '../plan-forms/when';
import type { TaskFormsTask } from '../task-forms/task.graphql';
import { offerStatusText, TASK_LABEL_COLOURS, taskLabelText } from '../task-forms/taskLabels';
import { DeleteTaskMutation, RemoveTaskUserMutation } from './jobPage.graphql';
import { ReassignModal } from './ReassignModal';

type Offer = TaskFormsTask['offers'][number];

/** Someone may still be taken off or replaced: chosen but not (yet) on the task, and the offer not closed (§5). */
const mayChangePerson = (offer: Offer) => ['QUEUED', 'OFFERED', 'DECLINED', 'MISSED'].includes(offer.status);

/** The job's tasks, each with its §4 label, deadline, reviewer and people; Edit, Delete, Remove and Reassign. */
export function TaskList({
  tasks,
  onEdit,
  onChanged,
}: {
  tasks: readonly TaskFormsTask[];
  onEdit: (task: TaskFormsTask) => void;
  /** After a change to a task: the page reloads. */
  onChanged: () => void;
}) {
  const t = useText();
  if (!tasks.length) return <Empty description={t('plan.tasks.empty')} />;
  return (
    <Flex vertical gap="middle">
      {tasks.map((task) => (
        <TaskCard key={task.id} task={task} onEdit={() => onEdit(task)} onChanged={onChanged} />
      ))}
    </Flex>
  );
}

function TaskCard({ task, onEdit, onChanged }: { task: TaskFormsTask; onEdit: () => void; onChanged: () => void }) {
  const t = useText();
  const toast = useToast();
  const confirm = useConfirm();
  const session = useSession();
  const zone = session.me.timezone;
  const [deleting, remove] = useMutation(DeleteTaskMutation);
  const [, removeUser] = useMutation(RemoveTaskUserMutation);
  const [reassigning, setReassigning] = useState<Offer | null>(null);
  const mayEdit = task.authoringActions.includes('EDIT');
  const mayDelete = task.authoringActions.includes('DELETE');

  const deleteTask = async () => {
    const sure = await confirm({ title: t('plan.tasks.deleteConfirm', { name: task.name }), okText: t('plan.tasks.delete'), danger: true });
    if (!sure) return;
    const result = await remove({ id: task.id });
    if (result.error || !result.data?.deleteTask) {
      toast(t('plan.tasks.deleteFailed'), 'error');
      return;
    }
    toast(t('plan.forms.deleted'), 'success');
    onChanged();
  };

  const removePerson = async (offer: Offer) => {
    const sure = await confirm({
      title: t('plan.tasks.removePersonConfirm', { name: offer.croudieName, task: task.name }),
      okText: t('plan.tasks.removePerson'),
      danger: true,
    });
    if (!sure) return;
    const result = await removeUser({ taskId: task.id, croudieId: offer.croudieId });
    if (result.error || !result.data?.removeTaskUser) {
      toast(t('plan.tasks.deleteUserFailed'), 'error');
      return;
    }
    toast(t('plan.forms.updated'), 'success');
    onChanged();
  };

  const titleId = `task-${task.id}-title`;
  return (
    <Card
      size="small"
      role="article"
      aria-labelledby={titleId}
      title={
        <Space size="small" wrap>
          <Typography.Title level={3} id={titleId} style={{ margin: 0, fontSize: 16 }}>
            {task.name}
          </Typography.Title>
          <Tag color={TASK_LABEL_COLOURS[task.label]}>{taskLabelText(t, task.label)}</Tag>
          {task.active ? null : <Tag>{t('plan.tasks.inactive')}</Tag>}
        </Space>
      }
      extra={
        <Space size="small">
          {mayEdit ? (
            <Button size="small" aria-label={t('plan.tasks.editNamed', { name: task.name })} onClick={onEdit}>
              {t('plan.tasks.edit')}
            </Button>
          ) : null}
          {mayDelete ? (
            <Button
              size="small"
              danger
              loading={deleting.fetching}
              aria-label={t('plan.tasks.deleteNamed', { name: task.name })}
              onClick={() => void deleteTask()}
            >
              {t('plan.tasks.delete')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'type', label: t('plan.tasks.type'), children: t(task.type === 'QA' ? 'plan.tasks.type.qa' : 'plan.tasks.type.single') },
          {
            key: 'deadline',
            label: t('plan.tasks.deadline'),
            children: task.deadline ? formatInstant(task.deadline, zone) : t('plan.jobPage.none'),
          },
          { key: 'reviewer', label: t('plan.tasks.reviewer'), children: task.reviewer?.fullName ?? t('plan.jobPage.none') },
        ]}
      />
      {task.type === 'SINGLE' ? (
        <section aria-labelledby={`${titleId}-people`} style={{ marginTop: 12 }}>
          <Typography.Text strong id={`${titleId}-people`}>
            {t('plan.tasks.people')}
          </Typography.Text>
          {task.offers.length ? (
            <ul aria-label={t('plan.tasks.people')} style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
              {task.offers.map((offer) => (
                <li key={offer.id} aria-label={offer.croudieName} style={{ padding: '4px 0' }}>
                  <Flex gap="small" align="center" justify="space-between" wrap>
                    <Space size="small">
                      <Typography.Text>{offer.croudieName}</Typography.Text>
                      <Typography.Text type="secondary">{offerStatusText(t, offer.status, offer.expiresAt, zone)}</Typography.Text>
                    </Space>
                    {mayEdit && mayChangePerson(offer) ? (
                      <Space size="small">
                        <Button
                          size="small"
                          aria-label={t('plan.tasks.removePersonNamed', { name: offer.croudieName })}
                          onClick={() => void removePerson(offer)}
                        >
                          {t('plan.tasks.removePerson')}
                        </Button>
                        <Button
                          size="small"
                          aria-label={t('plan.tasks.reassignPersonNamed', { name: offer.croudieName })}
                          onClick={() => setReassigning(offer)}
                        >
                          {t('plan.tasks.reassignPerson')}
                        </Button>
                      </Space>
                    ) : null}
                  </Flex>
                </li>
              ))}
            </ul>
          ) : (
            <Typography.Paragraph type="secondary">{t('plan.tasks.noPeople')}</Typography.Paragraph>
          )}
        </section>
      ) : null}
      {reassigning ? (
        <ReassignModal
          taskId={task.id}
          person={{ id: reassigning.croudieId, name: reassigning.croudieName }}
          onClose={() => setReassigning(null)}
          onReassigned={() => {
            setReassigning(null);
            onChanged();
          }}
        />
      ) : null}
    </Card>
  );
}
