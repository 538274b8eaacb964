import { useState } from 'react';
import { Button, Flex } from 'antd';
import { useMutation } from 'urql';
import { useConfirm } from '@work/shared-ui';
import { useText } from '../../text';
import { useToast } from '../croudie-admin/useToast';
import { TransitionUserMutation, type HrUserAction, type StaffProfile } from './staffProfile.graphql';

/** §4: an HR user can be activated, offboarded or reactivated; the header shows those the API offers now. */
export const HR_USER_ACTIONS = ['activate', 'offboard', 'reactivate'] as const satisfies readonly HrUserAction[];

/**
 * Activate, Offboard and Reactivate (ADR 0272), each after the shell's confirmation dialog. The API answers the
 * user's new status and actions, which the page shows at once (the cache updates the user).
 */
export function HrUserActions({ user }: { user: StaffProfile }) {
  const t = useText();
  const toast = useToast();
  const confirm = useConfirm();
  const [, transition] = useMutation(TransitionUserMutation);
  const [running, setRunning] = useState<HrUserAction | null>(null);
  const offered = HR_USER_ACTIONS.filter((action) => user.availableActions.includes(action));
  if (!offered.length) return null;

  const run = async (action: HrUserAction) => {
    const sure = await confirm({
      title: t(`hr.staff.confirm.${action}.title`, { name: user.fullName }),
      content: t(`hr.staff.confirm.${action}.text`),
      okText: t(`hr.staff.action.${action}`),
      danger: action === 'offboard',
    });
    if (!sure) return;
    setRunning(action);
    const outcome = await transition({ userId: user.id, action });
    setRunning(null);
    if (outcome.error || !outcome.data?.transitionUser) return toast(t('hr.staff.transitionFailed'), 'error');
    toast(t('hr.staff.profile.saved'), 'success');
  };

  return (
    <Flex gap="small" wrap role="group" aria-label={t('hr.staff.actions')}>
      {offered.map((action) => (
        <Button
          key={action}
          danger={action === 'offboard'}
          type={action === 'offboard' ? 'default' : 'primary'}
          loading={running === action}
          disabled={running !== null && running !== action}
          onClick={() => void run(action)}
        >
          {t(`hr.staff.action.${action}`)}
        </Button>
      ))}
    </Flex>
  );
}
