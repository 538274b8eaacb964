import { Descriptions, Table, Tag } from 'antd';
import { useSession } from '@work/shared-ui';
import { useText } from '../../text';
import type { ClientPageData } from './client.query';
import { CHANNEL_STATE_COLOURS, formatDay } from './format';
import { Section } from './Section';

/** Details: the client's entity id, when it was created and how many croudies have access. */
export function DetailsCard({ client }: { client: ClientPageData }) {
  const t = useText();
  const { me } = useSession();
  const { details } = client;
  return (
    <Section title={t('plan.client.details')}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'entityId', label: t('plan.client.details.entityId'), children: details.entityId },
          {
            key: 'created',
            label: t('plan.client.details.created'),
            children: formatDay(details.createdAt, me.timezone) ?? t('plan.client.none'),
          },
          { key: 'croudies', label: t('plan.client.details.croudiesWithAccess'), children: details.croudiesWithAccessCount },
        ]}
      />
    </Section>
  );
}

/** Channels: every channel of the client with its state (staff see inactive ones too). */
export function ChannelsCard({ client }: { client: ClientPageData }) {
  const t = useText();
  return (
    <Section title={t('plan.client.channels')}>
      <Table
        aria-label={t('plan.client.channels')}
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={client.details.channels}
        locale={{ emptyText: t('plan.client.channels.empty') }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('plan.client.channels.name') },
          {
            key: 'state',
            title: t('plan.client.channels.state'),
            render: (_, channel) => (
              <Tag color={CHANNEL_STATE_COLOURS[channel.state]}>{t(`plan.client.channels.state.${channel.state}`)}</Tag>
            ),
          },
        ]}
      />
    </Section>
  );
}
