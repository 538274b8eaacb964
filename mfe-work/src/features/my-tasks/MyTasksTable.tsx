import { useState } from 'react';
import { Alert, Table, Tag, type TableProps } from 'antd';
import { useQuery } from 'urql';
import { EmptyState, useText } from '@work/shared-ui';
import { MyTasksQuery, type MyTaskRow } from './myTasks.query';
import { INITIAL_TABLE_STATE, PAGE_SIZES, nextTableState, taskStateLabel, variablesFor } from './taskTable';

const STATE_COLOURS: Record<string, string> = {
  IN_PROGRESS: 'processing',
  REVIEW_IN_PROGRESS: 'processing',
  OFFERED: 'gold',
  REVIEW_OFFERED: 'gold',
  COMPLETED: 'success',
  DELIVERED: 'success',
  WITHDRAWN: 'default',
};

/** The signed-in person's tasks, paged and sorted by the server. */
export function MyTasksTable() {
  const t = useText();
  const [state, setState] = useState(INITIAL_TABLE_STATE);
  const [{ data, fetching, error }] = useQuery({ query: MyTasksQuery, variables: variablesFor(state) });

  const sortOrderFor = (field: string) =>
    state.sort.field === field ? (state.sort.direction === 'ASC' ? ('ascend' as const) : ('descend' as const)) : null;

  const columns: TableProps<MyTaskRow>['columns'] = [
    { key: 'name', dataIndex: 'name', title: t('work.column.name'), sorter: true, sortOrder: sortOrderFor('name') },
    { key: 'client', title: t('work.column.client'), render: (_, row) => row.client.name },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('work.column.state'),
      sorter: true,
      sortOrder: sortOrderFor('state'),
      render: (value: string) => <Tag color={STATE_COLOURS[value] ?? 'blue'}>{taskStateLabel(value)}</Tag>,
    },
    { key: 'owner', title: t('work.column.owner'), render: (_, row) => row.owner.fullName },
  ];

  if (error && !data) return <Alert type="error" showIcon title={t('work.loadFailed')} />;

  return (
    <Table<MyTaskRow>
      aria-label={t('work.tasksTable')}
      rowKey="id"
      columns={columns}
      dataSource={data?.myTasks.nodes ?? []}
      loading={fetching}
      locale={{ emptyText: fetching ? ' ' : <EmptyState title={t('work.empty')} /> }}
      pagination={{
        current: state.page,
        pageSize: state.limit,
        total: data?.myTasks.pagination.total ?? 0,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        showTotal: (total) => t('common.total', { total }),
      }}
      onChange={(pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        setState((previous) =>
          nextTableState(previous, {
            ...(pagination.current !== undefined ? { current: pagination.current } : {}),
            ...(pagination.pageSize !== undefined ? { pageSize: pagination.pageSize } : {}),
            sortField: one?.order ? String(one.columnKey ?? one.field) : null,
            sortOrder: one?.order ?? null,
          }),
        );
      }}
    />
  );
}
