/**
 * The staff data grid (staff-and-admin.md): one antd Table for every staff list, its query (search, sort, paging,
 * filters) server-side and kept in the URL by useGridState.
 *
 *   const grid = useGridState({ defaultSort: { field: 'id', direction: 'DESC' }, sortFields: ['id', 'name'] });
 *   const [{ data, fetching, error }, refetch] = useQuery({ query: VerticalsQuery, variables: grid.variables });
 *   <DataGrid label="Verticals" entity="verticals" state={grid} rows={data?.verticals.nodes ?? []}
 *     total={data?.verticals.pagination.total ?? 0} loading={fetching} error={error}
 *     onRetry={() => refetch({ requestPolicy: 'network-only' })} rowKey={(v) => v.id} rowName={(v) => v.name}
 *     columns={[{ key: 'name', title: 'Name', sortable: true }]} search={{}} />
 *
 * Props (types.ts): label, entity, state, rows, total, loading, error, onRetry, rowKey, rowName, columns, and the
 * optional selection (checkbox column, bulk actions), reorder (drag handle), rowActions (overflow menu), avatar,
 * search, filters and toolbar. Column widths are fixed (GRID_WIDTHS); page sizes are PAGE_SIZES.
 */
import { useEffect, useRef, useState } from 'react';
import { Flex, Table, theme } from 'antd';
import { EmptyState } from '../components/EmptyState';
import { useText } from '../text/catalogue';
import { BulkBar } from './BulkBar';
import { antdColumns } from './columns';
import { GridFailed } from './GridFailed';
import { GridToolbar } from './GridToolbar';
import { PAGE_SIZES } from './gridState';
import { GRID_WIDTHS, type DataGridProps } from './types';
import { useReorder } from './useReorder';

const PAGE_SIZE_OPTIONS = PAGE_SIZES.map(String);
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

export function DataGrid<Row>(props: DataGridProps<Row>) {
  const { label, entity, state, rows, total, loading, error, onRetry, rowKey, selection } = props;
  const t = useText();
  const { token } = theme.useToken();
  const container = useRef<HTMLDivElement>(null);
  const pageOffset = (state.page - 1) * state.pageSize;
  const reorder = useReorder({ ...props, pageOffset, container });

  // The selection belongs to the query it was made in: another page, sort, search or filter clears it (adjusted while
  // rendering, so the other page never shows with the old selection).
  const [selectedRows, setSelectedRows] = useState<readonly Row[]>([]);
  const [selectionQuery, setSelectionQuery] = useState(state.queryKey);
  if (selectionQuery !== state.queryKey) {
    setSelectionQuery(state.queryKey);
    setSelectedRows([]);
  }
  const clearSelection = () => setSelectedRows([]);

  // A page past the end (rows deleted since the link was shared): show the last page instead of "No … found". Replace,
  // so Back does not return to the empty page.
  const lastPage = Math.max(1, Math.ceil(total / state.pageSize));
  const pastTheEnd = !loading && !error && rows.length === 0 && total > 0 && state.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) state.setPage(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, state]);

  const failedPanel = Boolean(error) && rows.length === 0;
  return (
    <Flex vertical gap="middle" ref={container}>
      <GridToolbar state={state} search={props.search} filters={props.filters} toolbar={props.toolbar} />
      {error && !failedPanel ? <GridFailed entity={entity} error={error} onRetry={onRetry} retrying={loading} panel={false} /> : null}
      {selection ? <BulkBar rows={selectedRows} actions={selection.actions} onClear={clearSelection} /> : null}
      {failedPanel ? (
        <GridFailed entity={entity} error={error} onRetry={onRetry} retrying={loading} panel />
      ) : (
        <Table<Row>
          aria-label={label}
          rowKey={rowKey}
          columns={antdColumns({ ...props, handleProps: reorder.handleProps })}
          dataSource={rows as Row[]}
          loading={loading}
          locale={{ emptyText: loading ? ' ' : <EmptyState title={t('ui.grid.empty', { entity })} /> }}
          scroll={{ x: 'max-content' }}
          rowSelection={
            selection
              ? {
                  columnWidth: GRID_WIDTHS.checkbox,
                  selectedRowKeys: selectedRows.map(rowKey),
                  onChange: (_keys, chosen) => setSelectedRows(chosen.filter(Boolean)),
                  getCheckboxProps: (row) =>
                    ({ 'aria-label': t('ui.grid.selectRow', { name: props.rowName(row) }) }) as Record<string, string>,
                }
              : undefined
          }
          onRow={(_row, index) => {
            if (index === undefined) return {};
            const { dragging, dropIndex } = reorder;
            const drop = dragging !== null && dropIndex === index && dragging !== index;
            // The line shows where the row lands: above the target moving up, below it moving down.
            const edge = drop ? `inset 0 ${dragging < index ? -2 : 2}px 0 ${token.colorPrimary}` : undefined;
            return { ...reorder.rowProps(index), ...(edge ? { style: { boxShadow: edge } } : {}) };
          }}
          onChange={(_pagination, _filters, sorter, extra) => {
            if (extra.action !== 'sort') return;
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            state.setSort(
              one?.order && one.columnKey !== undefined
                ? { field: String(one.columnKey), direction: one.order === 'ascend' ? 'ASC' : 'DESC' }
                : null,
            );
          }}
          pagination={{
            current: state.page,
            pageSize: state.pageSize,
            total,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZE_OPTIONS,
            showTotal: (count) => t('ui.grid.total', { total: count }),
            onChange: (page, pageSize) => (pageSize !== state.pageSize ? state.setPageSize(pageSize) : state.setPage(page)),
          }}
        />
      )}
      <div aria-live="polite" style={VISUALLY_HIDDEN}>
        {reorder.announcement}
      </div>
    </Flex>
  );
}
