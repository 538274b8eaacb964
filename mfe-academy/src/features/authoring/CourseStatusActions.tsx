import { useState } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import { useMutation, type AnyVariables, type OperationResult } from 'urql';
import { useConfirm } from '@work/shared-ui';
import { useText, type TextKey } from '../../text';
import { DeleteCourse, ExpireCourse, PauseCourse, PublishCourse, ResumeCourse, type CourseDetails } from './authoring.graphql';
import type { CourseStatusName } from './display';
import { useToasts } from './feedback';

type Action = 'publish' | 'pause' | 'resume' | 'expire' | 'delete';

/** §4 Course statuses: draft → live (publish), live ⇄ paused, live or paused → expired; delete while nobody took it. */
const ACTIONS_BY_STATUS: Record<CourseStatusName, readonly Action[]> = {
  DRAFT: ['publish', 'delete'],
  LIVE: ['pause', 'expire', 'delete'],
  PAUSED: ['resume', 'expire', 'delete'],
  EXPIRED: ['delete'],
};

const FAILURES: Record<Action, TextKey> = {
  publish: 'academy.admin.course.publishFailed',
  pause: 'academy.admin.course.pauseFailed',
  resume: 'academy.admin.course.resumeFailed',
  expire: 'academy.admin.course.expireFailed',
  delete: 'academy.admin.course.deleteFailed',
};

/**
 * The course's status actions as buttons (the ones its status allows). Expire and delete ask first; a refusal says the
 * API's reason ("Unable to publish course: give it at least one live assessment with questions").
 */
export function CourseStatusActions({
  course,
  onChanged,
  onDeleted,
}: {
  course: Pick<CourseDetails, 'id' | 'name' | 'status'>;
  onChanged: () => void;
  onDeleted: () => void;
}) {
  const t = useText();
  const confirm = useConfirm();
  const toasts = useToasts();
  const [running, setRunning] = useState<Action | null>(null);
  const [, publish] = useMutation(PublishCourse);
  const [, pause] = useMutation(PauseCourse);
  const [, resume] = useMutation(ResumeCourse);
  const [, expire] = useMutation(ExpireCourse);
  const [, remove] = useMutation(DeleteCourse);
  const runners: Record<Action, (v: { id: string }) => Promise<OperationResult<unknown, AnyVariables>>> = {
    publish,
    pause,
    resume,
    expire,
    delete: remove,
  };

  const run = async (action: Action) => {
    if (action === 'expire' || action === 'delete') {
      const sure = await confirm({
        title: t(action === 'expire' ? 'academy.admin.course.expireConfirm' : 'academy.admin.course.deleteConfirm', { name: course.name }),
        content: t(action === 'expire' ? 'academy.admin.course.expireConfirmText' : 'academy.admin.course.deleteConfirmText'),
        okText: t(action === 'expire' ? 'academy.admin.action.expire' : 'academy.admin.delete'),
        danger: true,
      });
      if (!sure) return;
    }
    setRunning(action);
    const outcome = await runners[action]({ id: course.id });
    setRunning(null);
    if (outcome.error) return toasts.failed(FAILURES[action], outcome.error);
    if (action === 'delete') {
      toasts.done('academy.admin.deleted');
      return onDeleted();
    }
    toasts.done('academy.admin.updated');
    onChanged();
  };

  const label: Record<Action, TextKey> = {
    publish: 'academy.admin.action.publish',
    pause: 'academy.admin.action.pause',
    resume: 'academy.admin.action.resume',
    expire: 'academy.admin.action.expire',
    delete: 'academy.admin.delete',
  };
  return (
    <Flex role="group" aria-label={t('academy.admin.course.actions')} gap="small" wrap>
      {ACTIONS_BY_STATUS[course.status].map((action) => {
        const button = (
          <Button
            key={action}
            type={action === 'publish' || action === 'resume' ? 'primary' : 'default'}
            danger={action === 'delete' || action === 'expire'}
            loading={running === action}
            disabled={running !== null && running !== action}
            onClick={() => void run(action)}
          >
            {t(label[action])}
          </Button>
        );
        return action === 'publish' ? (
          <Tooltip key={action} title={t('academy.admin.course.publishHint')}>
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
    </Flex>
  );
}
