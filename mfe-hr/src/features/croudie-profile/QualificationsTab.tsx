import { Card, List, Tag, Typography } from 'antd';
import { useQuery } from 'urql';
import { useSession } from '@work/shared-ui';
import { useText } from '../../text';
import { LoadFailed, TabLoading } from './TabStates';
import { QualificationsQuery } from './profile.graphql';
import { formatWhen } from './when';

/** Qualifications held (read-only here; verifiers grant them on the staff view's Network Admin tab). */
export function QualificationsTab({ croudieId }: { croudieId: string }) {
  const t = useText();
  const { me } = useSession();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: QualificationsQuery,
    variables: { id: croudieId },
    requestPolicy: 'network-only',
  });
  const qualifications = data?.croudie?.qualifications;

  if (!data && (fetching || !error)) return <TabLoading />;
  if (!qualifications) return <LoadFailed onRetry={() => refetch({ requestPolicy: 'network-only' })} />;

  return (
    <Card style={{ maxWidth: 960 }}>
      <List
        aria-label={t('hr.profile.tab.qualifications')}
        dataSource={qualifications}
        rowKey="id"
        locale={{ emptyText: t('hr.profile.qualifications.empty') }}
        renderItem={(q) => (
          <List.Item extra={q.campusImported ? <Tag>{t('hr.profile.qualifications.campus')}</Tag> : null}>
            <List.Item.Meta
              title={q.name}
              description={
                <Typography.Text type="secondary">
                  {t('hr.profile.qualifications.granted', { date: formatWhen(q.grantedAt, me.timezone) })}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
