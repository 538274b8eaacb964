import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Flex, Table, Tooltip, Typography, type TableProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { EmptyState, useConfirm, useSession } from '@work/shared-ui';
import { DateRangePicker, todayIn, type DateRange } from '@work/shared-ui/inputs';
import { useText } from '../../text';
import { formatDeadline } from '../my-tasks/taskTable';
import { CreateFromImportedMutation, DiscardImportedMutation, ImportedTasksQuery, type ImportedTaskRow } from './importedTasks.query';

const PAGE_SIZES = ['10', '25', '50', '100'];

/**
 * Imported tasks (flag imported_tasks): filtered by the day they were imported (presets or two picked dates), with
 * create, discard and bulk discard. A task whose source project has no client channel cannot be created yet: the hint
 * says why.
 */
export function ImportedTasks() {
  const t = useText();
  const { me } = useSession();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [range, setRange] = useState<DateRange | null>(null);
  const [page, setPage] = useState({ page: 1, limit: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const variables = useMemo(() => ({ filters: range ? { from: range.start, to: range.end } : null, pagination: page }), [range, page]);
  const [{ data, fetching, error }, refetch] = useQuery({ query: ImportedTasksQuery, variables, requestPolicy: 'cache-and-network' });
  const [creating, create] = useMutation(CreateFromImportedMutation);
  const [discarding, discard] = useMutation(DiscardImportedMutation);
  const today = todayIn(me.timezone, data?.platformNow ? new Date(data.platformNow) : new Date());

  const applyRange = (next: DateRange | null) => {
    setRange(next);
    setSelected([]);
    setPage((p) => ({ ...p, page: 1 }));
  };

  const reload = () => refetch({ requestPolicy: 'network-only' });

  const onDiscard = async (ids: string[]) => {
    const result = await discard({ ids });
    if (result.error) {
      message.error(t('work.importedTasks.discardFailed'));
      // Someone may have decided some of them meanwhile: show the list as it is now.
      reload();
      return;
    }
    message.success(t('work.importedTasks.discarded', { count: result.data?.discardImportedTasks ?? ids.length }));
    setSelected((s) => s.filter((id) => !ids.includes(id)));
    reload();
  };
  const onDiscardSelected = async () => {
    const ids = selected;
    const sure = await confirm({
      title: t('work.importedTasks.discardConfirm', { count: ids.length }),
      danger: true,
    });
    if (sure) await onDiscard(ids);
  };

  const onCreate = async (row: ImportedTaskRow) => {
    const result = await create({ id: row.id });
    if (result.error || !result.data) {
      message.error(result.error?.graphQLErrors[0]?.message ?? t('work.importedTasks.createFailed'));
      return;
    }
    message.success(t('work.importedTasks.created'));
    navigate(`/work/task/${result.data.createTaskFromImported.id}`);
  };

  const columns: TableProps<ImportedTaskRow>['columns'] = [
    { key: 'name', dataIndex: 'name', title: t('work.importedTasks.column.name') },
    {
      key: 'project',
      title: t('work.importedTasks.column.project'),
      render: (_, row) => (
        <Flex vertical>
          <span>{row.sourceProject}</span>
          {row.linked ? (
            <Typography.Text type="secondary">
              {row.client?.name} · {row.channel?.name}
            </Typography.Text>
          ) : (
            <Typography.Text type="warning">{t('work.importedTasks.notLinked')}</Typography.Text>
          )}
        </Flex>
      ),
    },
    { key: 'imported', title: t('work.importedTasks.column.imported'), render: (_, row) => formatDeadline(row.importedAt, me.timezone) },
    { key: 'due', title: t('work.importedTasks.column.due'), render: (_, row) => formatDeadline(row.dueAt, me.timezone) },
    {
      key: 'actions',
      title: t('work.importedTasks.column.actions'),
      render: (_, row) => (
        <Flex gap="small" wrap>
          <Tooltip title={row.linked ? undefined : t('work.importedTasks.notLinked')}>
            <Button
              size="small"
              type="primary"
              disabled={!row.linked}
              aria-label={t('work.importedTasks.createFor', { name: row.name })}
              loading={creating.fetching && creating.operation?.variables.id === row.id}
              onClick={() => void onCreate(row)}
            >
              {t('work.importedTasks.create')}
            </Button>
          </Tooltip>
          <Button
            size="small"
            danger
            aria-label={t('work.importedTasks.discardFor', { name: row.name })}
            onClick={() => void onDiscard([row.id])}
          >
            {t('work.importedTasks.discard')}
          </Button>
        </Flex>
      ),
    },
  ];

  const rangeLabels = {
    presets: t('work.importedTasks.presets'),
    all: t('work.importedTasks.clearRange'),
    custom: t('work.importedTasks.preset.custom'),
    range: t('work.importedTasks.range'),
    first: t('work.importedTasks.firstDate'),
    second: t('work.importedTasks.secondDate'),
    today: t('work.importedTasks.preset.today'),
    yesterday: t('work.importedTasks.preset.yesterday'),
    week: t('work.importedTasks.preset.week'),
    month: t('work.importedTasks.preset.month'),
  };

  return (
    <Card
      size="small"
      role="region"
      aria-labelledby="imported-tasks-title"
      title={
        <Typography.Title level={2} id="imported-tasks-title" style={{ fontSize: 16, margin: 0 }}>
          {t('work.importedTasks.title')}
        </Typography.Title>
      }
    >
      <Flex vertical gap="middle">
        <Flex gap="small" wrap align="center">
          <DateRangePicker value={range} onChange={applyRange} today={today} labels={rangeLabels} />
          <Button
            danger
            disabled={selected.length === 0}
            loading={discarding.fetching && (discarding.operation?.variables.ids.length ?? 0) > 1}
            onClick={() => void onDiscardSelected()}
          >
            {t('work.importedTasks.discardSelected', { count: selected.length })}
          </Button>
        </Flex>
        {error && !data ? (
          <Alert type="error" showIcon title={t('work.workDashboards.loadFailed')} />
        ) : (
          <Table<ImportedTaskRow>
            aria-label={t('work.importedTasks.table')}
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={data?.myImportedTasks.nodes ?? []}
            loading={fetching}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys.map(String)),
              getCheckboxProps: (row) => ({ 'aria-label': t('work.importedTasks.select', { name: row.name }) }),
            }}
            locale={{ emptyText: fetching ? ' ' : <EmptyState title={t('work.importedTasks.empty')} /> }}
            pagination={{
              current: page.page,
              pageSize: page.limit,
              total: data?.myImportedTasks.pagination.total ?? 0,
              pageSizeOptions: PAGE_SIZES,
              showSizeChanger: true,
              showTotal: (total) => t('work.common.total', { total }),
            }}
            onChange={(p) => setPage({ page: p.current ?? 1, limit: p.pageSize ?? 10 })}
          />
        )}
      </Flex>
    </Card>
  );
}
