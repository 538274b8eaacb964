import { useState } from 'react';
import { Alert, Table, Tag, type TableProps } from 'antd';
import { useQuery } from 'urql';
import { useSession } from '@work/shared-ui';
import { useText } from '../../text';
import { MyWorkLogsQuery, type WorkLogRow } from './workLogs.query';
import { completedText, INITIAL_STATE, nextState, PAGE_SIZES, poundsText, variablesFor, workLogStateLabel } from './workLogs';

/** The croudie's work logs (one per completed task), paged and sorted by the server. */
export function WorkLogTable() {
  const t = useText();
  const { me } = useSession();
  const [state, setState] = useState(INITIAL_STATE);
  const [{ data, fetching, error }] = useQuery({
    query: MyWorkLogsQuery,
    variables: variablesFor(state),
    requestPolicy: 'cache-and-network',
  });
  const sortOrder = (field: string) =>
    state.sort.field === field ? (state.sort.direction === 'ASC' ? ('ascend' as const) : ('descend' as const)) : null;

  const columns: TableProps<WorkLogRow>['columns'] = [
    { key: 'description', dataIndex: 'description', title: t('payments.workLog.column.task') },
    {
      key: 'client',
      title: t('payments.workLog.column.client'),
      render: (_, row) => [row.clientName, row.channelName].filter(Boolean).join(' · '),
    },
    {
      key: 'completedAt',
      dataIndex: 'completedAt',
      title: t('payments.workLog.column.completed'),
      sorter: true,
      sortOrder: sortOrder('completedAt'),
      render: (value: string) => completedText(value, me.timezone),
    },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('payments.workLog.column.state'),
      render: (value: string) => <Tag color={value === 'READY_TO_INVOICE' ? 'success' : 'processing'}>{workLogStateLabel(value)}</Tag>,
    },
    {
      key: 'total',
      dataIndex: 'total',
      title: t('payments.workLog.column.amount'),
      sorter: true,
      sortOrder: sortOrder('total'),
      align: 'right',
      render: (v: string) => poundsText(v),
    },
  ];

  if (error && !data) return <Alert type="error" showIcon title={t('payments.workLog.loadFailed')} />;
  return (
    <Table<WorkLogRow>
      aria-label={t('payments.workLog.title')}
      rowKey="id"
      columns={columns}
      dataSource={data?.myWorkLogs.nodes ?? []}
      loading={fetching}
      locale={{ emptyText: t('payments.workLog.empty') }}
      pagination={{
        current: state.page,
        pageSize: state.limit,
        total: data?.myWorkLogs.pagination.total ?? 0,
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
  );
}
