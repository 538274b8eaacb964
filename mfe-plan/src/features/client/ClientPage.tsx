import type { ReactNode } from 'react';
import { Alert, Button, Col, Flex, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useQuery } from 'urql';
import { RemotePage } from '@work/shared-ui';
import { useText } from '../../text';
import { BUILD_LABEL, REMOTE_NAME } from '../../app/buildLabel';
import { AccessCards } from './AccessCards';
import { ClientQuery, type ClientPageData } from './client.query';
import { CLIENT_STATE_COLOURS, clientOutcome } from './clientOutcome';
import { ChannelsCard, DetailsCard } from './DetailsCard';
import { WorkCard } from './WorkCard';

/**
 * /client/{id} (control, staff): the client's name and state, then Details, Channels, Projects and jobs, Croudies with
 * access and Pending access requests. Each card loads on its own; a client the person may not see reads as not found.
 */
export function ClientPage({ id }: { id: string }) {
  const t = useText();
  const [result, reload] = useQuery({ query: ClientQuery, variables: { id } });
  const outcome = clientOutcome(result);
  const page = (title: string, children: ReactNode, extra?: ReactNode) => (
    <RemotePage title={title} remote={REMOTE_NAME} buildLabel={BUILD_LABEL} extra={extra}>
      {children}
    </RemotePage>
  );

  switch (outcome.kind) {
    case 'found':
      return page(
        outcome.client.name,
        <ClientSections client={outcome.client} onAccessChanged={() => reload({ requestPolicy: 'network-only' })} />,
        <ClientStateTag client={outcome.client} />,
      );
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

function ClientStateTag({ client }: { client: ClientPageData }) {
  const t = useText();
  return (
    <Space size="small">
      <Typography.Text type="secondary">{t('plan.client.state')}</Typography.Text>
      <Tag color={CLIENT_STATE_COLOURS[client.state]}>{t(`plan.client.state.${client.state}`)}</Tag>
    </Space>
  );
}

function ClientSections({ client, onAccessChanged }: { client: ClientPageData; onAccessChanged: () => void }) {
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1400 }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <DetailsCard client={client} />
        </Col>
        <Col xs={24} lg={14}>
          <ChannelsCard client={client} />
        </Col>
      </Row>
      <WorkCard clientId={client.id} />
      <AccessCards clientId={client.id} onChanged={onAccessChanged} />
    </Flex>
  );
}
