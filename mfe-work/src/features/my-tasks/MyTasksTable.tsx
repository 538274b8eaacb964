import { useEffect, useState } from 'react';
import { Alert, Flex, Input, Select, Table, Tag, Typography, type TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { EmptyState, useSession } from '@work/shared-ui';
import { useText } from '../../text';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import { ClientOptionsQuery, MyTasksQuery, type MyTaskRow } from './myTasks.query';
import {
  formatDeadline,
  INITIAL_TABLE_STATE,
  nextTableState,
  PAGE_SIZES,
  SEARCH_DEBOUNCE_MS,
  STATE_OPTIONS,
  taskStateLabel,
  variablesFor,
  withFilters,
} from './taskTable';

export const STATE_COLOURS: Record<string, string> = {
  IN_PROGRESS: 'processing',
  REVIEW_IN_PROGRESS: 'processing',
  OFFERED: 'gold',
  REVIEW_OFFERED: 'gold',
  COMPLETED: 'success',
  DELIVERED: 'success',
  WITHDRAWN: 'default',
};

/** The signed-in person's tasks, paged, sorted and filtered by the server. */
export function MyTasksTable() {
  const t = useText();
  const { me } = useSession();
  const [state, setState] = useState(INITIAL_TABLE_STATE);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    setState((previous) => (previous.filters.search === search ? previous : withFilters(previous, { search })));
  }, [search]);

  const [{ data, fetching, error }] = useQuery({ query: MyTasksQuery, variables: variablesFor(state) });
  const [clients] = useQuery({ query: ClientOptionsQuery });

  const sortOrderFor = (field: string) =>
    state.sort.field === field ? (state.sort.direction === 'ASC' ? ('ascend' as const) : ('descend' as const)) : null;

  const columns: TableProps<MyTaskRow>['columns'] = [
    { key: 'id', dataIndex: 'id', title: t('work.column.id'), sorter: true, sortOrder: sortOrderFor('id'), width: 90 },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('work.column.name'),
      sorter: true,
      sortOrder: sortOrderFor('name'),
      render: (value: string, row) => <Link to={`/work/task/${row.id}`}>{value}</Link>,
    },
    { key: 'client', title: t('work.column.client'), render: (_, row) => row.client.name },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('work.column.state'),
      sorter: true,
      sortOrder: sortOrderFor('state'),
      render: (value: string) => <Tag color={STATE_COLOURS[value] ?? 'blue'}>{taskStateLabel(value)}</Tag>,
    },
    {
      key: 'deadline',
      dataIndex: 'deadline',
      title: t('work.column.deadline'),
      sorter: true,
      sortOrder: sortOrderFor('deadline'),
      render: (value: string | null, row) => (
        <Typography.Text type={row.overdue ? 'danger' : undefined}>{formatDeadline(value, me.timezone)}</Typography.Text>
      ),
    },
    { key: 'owner', title: t('work.column.owner'), render: (_, row) => row.owner.fullName },
  ];

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap>
        <Input.Search
          aria-label={t('work.search')}
          placeholder={t('work.search')}
          allowClear
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          style={{ maxWidth: 280 }}
        />
        <Select
          aria-label={t('work.filter.state')}
          placeholder={t('work.filter.state')}
          mode="multiple"
          allowClear
          options={STATE_OPTIONS}
          value={state.filters.states}
          onChange={(states: string[]) => setState((previous) => withFilters(previous, { states }))}
          style={{ minWidth: 220 }}
        />
        <Select
          aria-label={t('work.filter.client')}
          placeholder={clients.error ? t('work.filter.clientsFailed') : t('work.filter.client')}
          mode="multiple"
          allowClear
          loading={clients.fetching}
          status={clients.error ? 'error' : undefined}
          optionFilterProp="label"
          options={clients.data?.clients.nodes.map((c) => ({ value: c.id, label: c.name })) ?? []}
          value={state.filters.clientIds}
          onChange={(clientIds: string[]) => setState((previous) => withFilters(previous, { clientIds }))}
          style={{ minWidth: 220 }}
        />
      </Flex>
      {error && !data ? (
        <Alert type="error" showIcon title={t('work.loadFailed')} />
      ) : (
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
            showTotal: (total) => t('work.common.total', { total }),
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
      )}
    </Flex>
  );
}
