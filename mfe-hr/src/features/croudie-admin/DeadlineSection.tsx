import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useMutation, useQuery } from 'urql';
import { useConfirm, useHasSomeRole, useSession } from '@work/shared-ui';
import { useText } from '../../text';
import { formatDay } from './format';
import { ExtendOnboardingDeadlineMutation, OnboardingDeadlineQuery } from './networkAdmin.graphql';
import { useToast } from './useToast';

/** Staff who look after onboarding (the API's onboarding staff): they may extend a deadline. */
const ONBOARDING_STAFF_ROLES = ['croudie_verifier', 'network_admin'] as const;

/**
 * A pending croudie's onboarding deadline (42 days from registration) and "Extend by 30 days", once, after a
 * confirmation (extendOnboardingDeadline).
 */
export function DeadlineSection({ croudieId, name, pending }: { croudieId: string; name: string; pending: boolean }) {
  const t = useText();
  const toast = useToast();
  const confirm = useConfirm();
  const { me } = useSession();
  const mayExtend = useHasSomeRole(ONBOARDING_STAFF_ROLES);
  const [{ data }] = useQuery({ query: OnboardingDeadlineQuery, variables: { croudieId }, pause: !pending || !mayExtend });
  const [{ fetching }, extend] = useMutation(ExtendOnboardingDeadlineMutation);
  // the extension's answer shows at once, whatever the client's cache does with it
  const [extended, setExtended] = useState<{ deadline: string; deadlineExtended: boolean } | null>(null);
  if (!pending) return <Typography.Text type="secondary">{t('hr.croudies.admin.deadline.notPending')}</Typography.Text>;

  const checklist = extended ?? data?.croudieOnboarding;
  const run = async () => {
    const sure = await confirm({
      title: t('hr.croudies.admin.deadline.confirm.title', { name }),
      content: t('hr.croudies.admin.deadline.confirm.text'),
      okText: t('hr.croudies.admin.deadline.extend'),
    });
    if (!sure) return;
    const outcome = await extend({ croudieId });
    if (outcome.error || !outcome.data) return toast(t('hr.croudies.admin.deadline.failed'), 'error');
    setExtended(outcome.data.extendOnboardingDeadline);
    toast(t('hr.croudies.updated'), 'success');
  };

  return (
    <Flex gap="middle" align="center" wrap>
      <Typography.Text>
        {t('hr.croudies.admin.deadline.label')}: <strong>{formatDay(checklist?.deadline, me.timezone) ?? t('hr.croudies.none')}</strong>
      </Typography.Text>
      {checklist?.deadlineExtended ? (
        <Typography.Text type="secondary">{t('hr.croudies.admin.deadline.extended')}</Typography.Text>
      ) : mayExtend ? (
        <Button onClick={() => void run()} loading={fetching} disabled={!checklist}>
          {t('hr.croudies.admin.deadline.extend')}
        </Button>
      ) : null}
    </Flex>
  );
}
