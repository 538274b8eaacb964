import { Button, Flex, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { PageResult, RemotePage } from '@work/shared-ui';
import { BUILD_LABEL, REMOTE_NAME } from '../../app/buildLabel';
import { useText } from '../../text';
import { CroudieProfileTabs, type TabItem } from '../croudie-profile';
import { CroudieHeaderQuery } from './croudieAdmin.graphql';
import { CroudieStaffHeader } from './CroudieStaffHeader';
import { FeedbackTab } from './FeedbackTab';
import { NetworkAdminTab } from './NetworkAdminTab';

/**
 * /croudies/:id (control): the staff view of a croudie. The header (name, status, e-mail, admin actions, Impersonate)
 * and the croudie's profile tabs as staff see them, plus Network Admin and Feedback.
 */
export function CroudieStaffPage({ croudieId }: { croudieId: string }) {
  const t = useText();
  const [{ data, fetching, error }, refetch] = useQuery({ query: CroudieHeaderQuery, variables: { id: croudieId } });
  const croudie = data?.croudie;
  const back = <Link to="/croudies">{t('hr.croudies.backToSearch')}</Link>;

  if (!croudie) {
    const loading = fetching || (!data && !error);
    return (
      <RemotePage title={t('hr.croudies.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL} extra={back}>
        {loading ? (
          <Skeleton active aria-label={t('hr.croudies.staff.loading')} />
        ) : (
          <PageResult
            status={error ? 'error' : '404'}
            title={error ? t('hr.croudies.staff.loadFailed') : t('hr.croudies.staff.notFound')}
            extra={
              error ? (
                <Button type="primary" onClick={() => refetch({ requestPolicy: 'network-only' })}>
                  {t('hr.croudies.retry')}
                </Button>
              ) : null
            }
          />
        )}
      </RemotePage>
    );
  }

  const extraTabs: TabItem[] = [
    {
      key: 'network-admin',
      label: t('hr.croudies.tab.networkAdmin'),
      children: <NetworkAdminTab croudieId={croudie.id} name={croudie.fullName} />,
    },
    { key: 'feedback', label: t('hr.croudies.tab.feedback'), children: <FeedbackTab croudieId={croudie.id} /> },
  ];
  return (
    <RemotePage title={croudie.fullName} remote={REMOTE_NAME} buildLabel={BUILD_LABEL} extra={back}>
      <Flex vertical gap="middle">
        <CroudieStaffHeader croudie={croudie} />
        <CroudieProfileTabs croudieId={croudie.id} mode="staff" extraTabs={extraTabs} />
      </Flex>
    </RemotePage>
  );
}
