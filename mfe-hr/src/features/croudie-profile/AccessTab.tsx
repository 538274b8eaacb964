import { Card, Table, Tag } from 'antd';
import { useQuery } from 'urql';
import { useSession } from '@work/shared-ui';
import { useText } from '../../text';
import { LoadFailed, TabLoading } from './TabStates';
import { ClientAccessQuery } from './profile.graphql';
import { formatWhen } from './when';

const STATE_COLOUR = { granted: 'green', pending: 'gold', restricted: 'red' } as const;

/** Access: the clients the croudie may work for, has asked for (pending) or is kept from (restricted). */
export function AccessTab({ croudieId }: { croudieId: string }) {
  const t = useText();
  const { me } = useSession();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: ClientAccessQuery,
    variables: { id: croudieId },
    requestPolicy: 'network-only',
  });
  const access = data?.croudie?.clientAccess;

  if (!data && (fetching || !error)) return <TabLoading />;
  if (!access) return <LoadFailed onRetry={() => refetch({ requestPolicy: 'network-only' })} />;

  return (
    <Card style={{ maxWidth: 960 }}>
      <Table
        aria-label={t('hr.profile.tab.access')}
        rowKey="clientId"
        dataSource={access}
        pagination={false}
        locale={{ emptyText: t('hr.profile.access.empty') }}
        columns={[
          { key: 'client', title: t('hr.profile.access.client'), dataIndex: 'clientName' },
          {
            key: 'state',
            title: t('hr.profile.access.state'),
            render: (_, row) => <Tag color={STATE_COLOUR[row.state]}>{t(`hr.profile.access.state.${row.state}`)}</Tag>,
          },
          {
            key: 'requested',
            title: t('hr.profile.access.requested'),
            render: (_, row) => (row.requestedAt ? formatWhen(row.requestedAt, me.timezone) : '—'),
          },
        ]}
      />
    </Card>
  );
}
