import { useId, type ReactNode } from 'react';
import { Alert, Button, Descriptions, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { useQuery } from 'urql';
import { RemotePage } from '@work/shared-ui';
import { useText } from '../../text';
import { BUILD_LABEL, REMOTE_NAME } from '../../app/buildLabel';
import { ClientQuery, type ClientPageData } from './client.query';
import { activeChannels, CLIENT_STATE_COLOURS, clientOutcome } from './clientOutcome';

/** /client/{id}: a client's name, state and active channels (a first version; the full page comes with issue 20). */
export function ClientPage({ id }: { id: string }) {
  const t = useText();
  const [result, reload] = useQuery({ query: ClientQuery, variables: { id } });
  const outcome = clientOutcome(result);
  const page = (title: string, children: ReactNode) => (
    <RemotePage title={title} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      {children}
    </RemotePage>
  );

  switch (outcome.kind) {
    case 'found':
      return page(outcome.client.name, <ClientDetails client={outcome.client} />);
    case 'notFound':
      return page(t('plan.client.notFound'), <Typography.Paragraph>{t('plan.client.notFoundText')}</Typography.Paragraph>);
    case 'failed':
      return page(
        t('plan.client.title'),
        <Alert
          type="error"
          showIcon
          title={t('plan.client.loadFailed')}
          action={<Button onClick={() => reload({ requestPolicy: 'network-only' })}>{t('plan.client.retry')}</Button>}
        />,
      );
    case 'loading':
      return page(
        t('plan.client.title'),
        <div role="status" aria-label={t('plan.client.loading')}>
          <Skeleton active />
        </div>,
      );
  }
}

function ClientDetails({ client }: { client: ClientPageData }) {
  const t = useText();
  const channelsHeading = useId();
  return (
    <Flex vertical gap="large">
      <Descriptions
        column={1}
        items={[
          {
            key: 'state',
            label: t('plan.client.state'),
            children: <Tag color={CLIENT_STATE_COLOURS[client.state]}>{t(`plan.client.state.${client.state}`)}</Tag>,
          },
        ]}
      />
      <section aria-labelledby={channelsHeading}>
        <Typography.Title level={2} id={channelsHeading} style={{ fontSize: 20 }}>
          {t('plan.client.channels')}
        </Typography.Title>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          columns={[{ key: 'name', dataIndex: 'name', title: t('plan.client.channels.name') }]}
          dataSource={activeChannels(client)}
          locale={{ emptyText: t('plan.client.channels.empty') }}
        />
      </section>
    </Flex>
  );
}
