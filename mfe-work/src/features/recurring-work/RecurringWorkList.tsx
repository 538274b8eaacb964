import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Checkbox, Dropdown, Flex, Input, Table, Tag, type TableProps } from 'antd';
import { useMutation, useQuery } from 'urql';
import { EmptyState, useConfirm } from '@work/shared-ui';
import { useText, type TextKey } from '../../text';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import { actionOffered, bulkOffered, RECURRING_ACTIONS, type RecurringAction } from './recurringActions';
import {
  DeleteRecurringWork,
  PauseRecurringWork,
  RecurringWorkQuery,
  ResumeRecurringWork,
  TakeOwnershipOfRecurringWork,
  ToggleRecurringWork,
  type RecurringWorkRow,
} from './recurringWork.query';

const PAGE_SIZES = ['10', '25', '50', '100'];
/** Table search debounce (shell-and-freelancer.md §9). */
const SEARCH_DEBOUNCE_MS = 200;

const LABEL: Record<RecurringAction, TextKey> = {
  pause: 'work.recurringWork.pause',
  resume: 'work.recurringWork.resume',
  toggle: 'work.recurringWork.toggle',
  takeOwnership: 'work.recurringWork.takeOwnership',
  delete: 'work.recurringWork.delete',
};

/** The recurring work list: each row's actions and the same actions on the selection, all decided by the server. */
export function RecurringWorkList() {
  const t = useText();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [page, setPage] = useState({ page: 1, limit: 10 });
  const [mine, setMine] = useState(false);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<string[]>([]);
  useEffect(() => setPage((p) => ({ ...p, page: 1 })), [search, mine]);
  const variables = useMemo(() => ({ filters: { mine, search: search || null }, pagination: page }), [mine, search, page]);
  const [{ data, fetching, error }, refetch] = useQuery({ query: RecurringWorkQuery, variables });

  const [, pause] = useMutation(PauseRecurringWork);
  const [, resume] = useMutation(ResumeRecurringWork);
  const [, toggle] = useMutation(ToggleRecurringWork);
  const [, takeOwnership] = useMutation(TakeOwnershipOfRecurringWork);
  const [, remove] = useMutation(DeleteRecurringWork);
  const [busy, setBusy] = useState(false);
  const run: Record<RecurringAction, (v: { ids: string[] }) => Promise<{ error?: unknown }>> = {
    pause,
    resume,
    toggle,
    takeOwnership,
    delete: remove,
  };

  const act = async (action: RecurringAction, ids: string[]) => {
    // Deleting cannot be undone: the shared confirm dialog asks first, for one row or the selection.
    if (action === 'delete') {
      const sure = await confirm({
        title: t('work.recurringWork.deleteConfirm', { count: ids.length }),
        danger: true,
      });
      if (!sure) return;
    }
    setBusy(true);
    try {
      const result = await run[action]({ ids });
      if (result.error) {
        message.error(t(`work.recurringWork.failed.${action}` as TextKey));
        return;
      }
      message.success(t(`work.recurringWork.done.${action}` as TextKey));
      setSelected([]);
      refetch({ requestPolicy: 'network-only' });
    } finally {
      setBusy(false);
    }
  };

  const rows = data?.recurringWork.nodes ?? [];
  const selectedRows = rows.filter((r) => selected.includes(r.id));

  const status = (r: RecurringWorkRow) =>
    r.isExpired ? (
      <Tag>{t('work.recurringWork.status.expired')}</Tag>
    ) : r.isPaused ? (
      <Tag color="warning">{t('work.recurringWork.status.paused')}</Tag>
    ) : (
      <Tag color="success">{t('work.recurringWork.status.running')}</Tag>
    );

  const columns: TableProps<RecurringWorkRow>['columns'] = [
    { key: 'name', dataIndex: 'name', title: t('work.recurringWork.column.name') },
    { key: 'client', title: t('work.recurringWork.column.client'), render: (_, r) => r.client.name },
    { key: 'owner', title: t('work.recurringWork.column.owner'), render: (_, r) => r.owner.fullName },
    {
      key: 'schedule',
      title: t('work.recurringWork.column.schedule'),
      render: (_, r) =>
        t('work.recurringWork.schedule', {
          occurrence: t(`work.recurringWork.occurrence.${r.occurrence}` as TextKey),
          interval: r.interval,
          minutes: r.allocatedMinutes,
        }),
    },
    { key: 'next', title: t('work.recurringWork.column.next'), render: (_, r) => r.nextOccurrence ?? t('work.recurringWork.none') },
    { key: 'status', title: t('work.recurringWork.column.status'), render: (_, r) => status(r) },
    {
      key: 'actions',
      title: t('work.recurringWork.column.actions'),
      render: (_, r) => {
        const offered = RECURRING_ACTIONS.filter((a) => actionOffered(a, r));
        return (
          <Dropdown
            trigger={['click']}
            menu={{
              items: offered.map((a) => ({ key: a, label: t(LABEL[a]), danger: a === 'delete' })),
              onClick: ({ key }) => void act(key as RecurringAction, [r.id]),
            }}
          >
            <Button size="small" aria-label={t('work.recurringWork.actionsFor', { name: r.name })} disabled={busy || offered.length === 0}>
              {t('work.recurringWork.column.actions')}
            </Button>
          </Dropdown>
        );
      },
    },
  ];

  const bulkButton = (action: RecurringAction) => {
    const label = t('work.recurringWork.bulk', { action: t(LABEL[action]), count: selected.length });
    const disabled = busy || !bulkOffered(action, selectedRows);
    return (
      <Button key={action} danger={action === 'delete'} disabled={disabled} onClick={() => void act(action, selected)}>
        {label}
      </Button>
    );
  };

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap align="center">
        <Input.Search
          aria-label={t('work.recurringWork.search')}
          placeholder={t('work.recurringWork.search')}
          allowClear
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          style={{ maxWidth: 260 }}
        />
        <Checkbox checked={mine} onChange={(e) => setMine(e.target.checked)}>
          {t('work.recurringWork.mine')}
        </Checkbox>
      </Flex>
      <Flex gap="small" wrap>
        {RECURRING_ACTIONS.map(bulkButton)}
      </Flex>
      {error && !data ? (
        <Alert type="error" showIcon title={t('work.workDashboards.loadFailed')} />
      ) : (
        <Table<RecurringWorkRow>
          aria-label={t('work.recurringWork.table')}
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={fetching}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(String)),
            getCheckboxProps: (r) => ({ 'aria-label': t('work.recurringWork.selectRow', { name: r.name }) }),
          }}
          locale={{ emptyText: fetching ? ' ' : <EmptyState title={t('work.recurringWork.empty')} /> }}
          pagination={{
            current: page.page,
            pageSize: page.limit,
            total: data?.recurringWork.pagination.total ?? 0,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            showTotal: (total) => t('work.common.total', { total }),
          }}
          onChange={(p) => setPage({ page: p.current ?? 1, limit: p.pageSize ?? 10 })}
        />
      )}
    </Flex>
  );
}
