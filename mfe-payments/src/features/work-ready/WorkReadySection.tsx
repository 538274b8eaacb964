import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Row, Statistic, Table, Typography, type TableProps } from 'antd';
import { useQuery } from 'urql';
import { useSession } from '@work/shared-ui';
import { useText } from '../../text';
import { dayText, poundsText } from '../money/money';
import { WorkReadyQuery, type WorkReadyRow } from './workReady.graphql';
import { INITIAL_STATE, nextState, PAGE_SIZES, sortOrderOf, variablesFor } from './workReadyTable';

/**
 * Work ready for invoicing (staff-and-admin.md §2 Payment centre): the work completed before this month that is on no
 * invoice yet, paged and sorted by the server, with its totals, and this month's work, which is invoiced next month.
 */
export function WorkReadySection() {
  const t = useText();
  const { me } = useSession();
  const [state, setState] = useState(INITIAL_STATE);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: WorkReadyQuery,
    variables: variablesFor(state),
    requestPolicy: 'cache-and-network',
  });
  const work = data?.workReadyToInvoice;

  const columns: TableProps<WorkReadyRow>['columns'] = [
    { key: 'description', dataIndex: 'description', title: t('payments.work.column.task') },
    {
      key: 'client',
      title: t('payments.work.column.client'),
      render: (_, row) => [row.clientName, row.channelName].filter(Boolean).join(' · ') || '—',
    },
    {
      key: 'completedAt',
      dataIndex: 'completedAt',
      title: t('payments.work.column.completed'),
      sorter: true,
      sortOrder: sortOrderOf(state, 'completedAt'),
      render: (value: string) => dayText(value, me.timezone),
    },
    {
      key: 'total',
      dataIndex: 'total',
      title: t('payments.work.column.amount'),
      sorter: true,
      sortOrder: sortOrderOf(state, 'total'),
      align: 'right',
      render: (value: string | null) => poundsText(value),
    },
  ];

  return (
    <section aria-labelledby="payments-work-ready">
      <Typography.Title level={2} id="payments-work-ready" style={{ fontSize: 20 }}>
        {t('payments.work.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('payments.work.hint')}</Typography.Paragraph>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={12}>
          <Card size="small" title={t('payments.work.ready')} loading={!work && fetching}>
            <Flex gap="large" wrap>
              <Statistic title={t('payments.work.count')} value={work?.totals.count ?? 0} />
              <Statistic title={t('payments.work.total')} value={poundsText(work?.totals.total)} />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title={t('payments.work.nextMonth')} loading={!work && fetching}>
            <Flex gap="large" wrap>
              <Statistic title={t('payments.work.count')} value={work?.nextMonth.count ?? 0} />
              <Statistic title={t('payments.work.total')} value={poundsText(work?.nextMonth.total)} />
            </Flex>
          </Card>
        </Col>
      </Row>
      {error && !work ? (
        <Alert
          type="error"
          showIcon
          title={t('payments.work.loadFailed')}
          action={
            <Button size="small" onClick={() => refetch({ requestPolicy: 'network-only' })}>
              {t('payments.retry')}
            </Button>
          }
        />
      ) : (
        <Table<WorkReadyRow>
          aria-label={t('payments.work.title')}
          rowKey="id"
          columns={columns}
          dataSource={work?.nodes ?? []}
          loading={fetching}
          locale={{ emptyText: t('payments.work.empty') }}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: state.page,
            pageSize: state.limit,
            total: work?.pagination.total ?? 0,
            pageSizeOptions: PAGE_SIZES.map(String),
            showSizeChanger: true,
          }}
          onChange={(pagination, _filters, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            setState((previous) =>
              nextState(previous, {
                page: pagination.current,
                limit: pagination.pageSize,
                field: (s?.columnKey as string | undefined) ?? null,
                order: s?.order ?? null,
              }),
            );
          }}
        />
      )}
    </section>
  );
}
