import { useState } from 'react';
import { Button, Flex } from 'antd';
import { useMutation } from 'urql';
import { useConfirm, useMountProps } from '@work/shared-ui';
import { useText } from '../../text';
import { TransitionCroudieMutation, type CroudieAdminAction, type CroudieHeader } from './croudieAdmin.graphql';

/** The §4 admin actions in the order the header shows them; only those the API offers now (availableActions) show. */
export const ADMIN_ACTIONS = ['close_account', 'suspend', 'block', 'reactivate'] as const satisfies readonly CroudieAdminAction[];

/**
 * Close Account, Suspend, Block and Reactivate, each after the shell's confirmation dialog. The API answers the
 * croudie's new status and actions, which the header shows at once (the cache updates the croudie).
 */
export function AdminActions({ croudie }: { croudie: CroudieHeader }) {
  const t = useText();
  const { bus } = useMountProps();
  const confirm = useConfirm();
  const [, transition] = useMutation(TransitionCroudieMutation);
  const [running, setRunning] = useState<CroudieAdminAction | null>(null);
  const offered = ADMIN_ACTIONS.filter((action) => croudie.availableActions.includes(action));
  if (!offered.length) return null;

  const run = async (action: CroudieAdminAction) => {
    const sure = await confirm({
      title: t(`hr.croudies.admin.confirm.${action}.title`, { name: croudie.fullName }),
      content: t(`hr.croudies.admin.confirm.${action}.text`),
      okText: t(`hr.croudies.admin.action.${action}`),
      danger: action !== 'reactivate',
    });
    if (!sure) return;
    setRunning(action);
    const outcome = await transition({ croudieId: croudie.id, action });
    setRunning(null);
    const ok = Boolean(outcome.data?.transitionCroudie) && !outcome.error;
    bus.publish(
      'toast:show',
      ok ? { text: t('hr.croudies.updated'), color: 'success' } : { text: t('hr.croudies.transitionFailed'), color: 'error' },
    );
  };

  return (
    <Flex gap="small" wrap role="group" aria-label={t('hr.croudies.admin.actions')}>
      {offered.map((action) => (
        <Button
          key={action}
          danger={action !== 'reactivate'}
          type={action === 'reactivate' ? 'primary' : 'default'}
          loading={running === action}
          disabled={running !== null && running !== action}
          onClick={() => void run(action)}
        >
          {t(`hr.croudies.admin.action.${action}`)}
        </Button>
      ))}
    </Flex>
  );
}
