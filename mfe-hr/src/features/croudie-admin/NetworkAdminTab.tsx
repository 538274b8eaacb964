import { Button, Card, Descriptions, Flex, Skeleton } from 'antd';
import { useQuery } from 'urql';
import { PageResult, useSession } from '@work/shared-ui';
import { useText } from '../../text';
import { BadgesSection } from './BadgesSection';
import { StatusTag } from './croudieStatus';
import { DeadlineSection } from './DeadlineSection';
import { formatDayTime } from './format';
import { NetworkAdminQuery } from './networkAdmin.graphql';
import { QualificationsSection } from './QualificationsSection';
import { RolesSection } from './RolesSection';
import { VerificationsSection } from './VerificationsSection';

/**
 * The staff view's Network Admin tab: account status, croudie roles, verifications and manual badges, the onboarding
 * deadline and qualifications. Each part saves on its own; what staff may change follows their roles (the API checks).
 */
export function NetworkAdminTab({ croudieId, name }: { croudieId: string; name: string }) {
  const t = useText();
  const { me } = useSession();
  const [{ data, fetching, error }, refetch] = useQuery({ query: NetworkAdminQuery, variables: { id: croudieId } });
  const croudie = data?.croudie;
  if (!croudie && fetching) return <Skeleton active aria-label={t('hr.croudies.staff.loading')} />;
  if (!croudie) {
    return (
      <PageResult
        status="error"
        title={error ? t('hr.croudies.admin.loadFailed') : t('hr.croudies.staff.notFound')}
        extra={<Button onClick={() => refetch({ requestPolicy: 'network-only' })}>{t('hr.croudies.retry')}</Button>}
      />
    );
  }

  return (
    <Flex vertical gap="middle">
      <Card title={t('hr.croudies.admin.account.heading')} size="small">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'status', label: t('hr.croudies.admin.account.status'), children: <StatusTag status={croudie.status} /> },
            {
              key: 'signedUp',
              label: t('hr.croudies.admin.account.signedUp'),
              children: formatDayTime(croudie.signedUpAt, me.timezone) ?? t('hr.croudies.none'),
            },
            {
              key: 'lastSignedIn',
              label: t('hr.croudies.admin.account.lastSignedIn'),
              children: formatDayTime(croudie.lastSignedInAt, me.timezone) ?? t('hr.croudies.admin.account.never'),
            },
          ]}
        />
      </Card>
      <Card title={t('hr.croudies.admin.roles.heading')} size="small">
        <RolesSection key={(croudie.roles ?? []).join('|')} croudieId={croudie.id} roles={croudie.roles ?? []} />
      </Card>
      <Card title={t('hr.croudies.admin.verifications.heading')} size="small">
        <VerificationsSection croudieId={croudie.id} current={croudie.verifications} />
      </Card>
      <Card title={t('hr.croudies.admin.badges.heading')} size="small">
        <BadgesSection croudieId={croudie.id} current={croudie.badges} />
      </Card>
      <Card title={t('hr.croudies.admin.deadline.heading')} size="small">
        <DeadlineSection croudieId={croudie.id} name={name} pending={croudie.status === 'pending'} />
      </Card>
      <Card title={t('hr.croudies.admin.qualifications.heading')} size="small">
        <QualificationsSection croudieId={croudie.id} current={croudie.qualifications} />
      </Card>
    </Flex>
  );
}
