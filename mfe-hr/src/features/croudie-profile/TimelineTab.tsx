import { useState } from 'react';
import { Card, List, Typography } from 'antd';
import { useQuery } from 'urql';
import { useSession } from '@work/shared-ui';
import { useText } from '../../text';
import { LoadFailed, TabLoading } from './TabStates';
import { TimelineQuery } from './profile.graphql';
import { timelineActor, timelineSentence } from './timelineText';
import { formatWhen } from './when';

const PAGE_SIZE = 10;

/** Timeline: what happened to the account, newest first, 10 a page, each with who did it and when. */
export function TimelineTab({ croudieId }: { croudieId: string }) {
  const t = useText();
  const { me } = useSession();
  const [page, setPage] = useState(1);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: TimelineQuery,
    variables: { id: croudieId, pagination: { page, limit: PAGE_SIZE } },
    requestPolicy: 'network-only',
  });
  const timeline = data?.croudie?.timeline;

  if (!data && (fetching || !error)) return <TabLoading />;
  if (!timeline) return <LoadFailed onRetry={() => refetch({ requestPolicy: 'network-only' })} />;

  return (
    <Card style={{ maxWidth: 960 }}>
      <List
        aria-label={t('hr.profile.tab.timeline')}
        loading={fetching}
        dataSource={timeline.nodes}
        locale={{ emptyText: t('hr.profile.timeline.empty') }}
        rowKey="id"
        pagination={
          timeline.pagination.total > PAGE_SIZE
            ? { current: page, pageSize: PAGE_SIZE, total: timeline.pagination.total, onChange: setPage, showSizeChanger: false }
            : false
        }
        renderItem={(event) => (
          <List.Item>
            <List.Item.Meta
              title={timelineSentence(event)}
              description={
                <Typography.Text type="secondary">
                  {timelineActor(event)} · {formatWhen(event.at, me.timezone)}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
