import { Button, Dropdown, Table, type TableColumnsType } from 'antd';
import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import { useText } from '../text/catalogue';
import { GRID_WIDTHS, type DataGridProps, type RowAction } from './types';
import type { GridView } from './useGridState';
import type { HandleProps } from './useReorder';

// Clicking a sorted header flips its direction and never clears it: antd's third click would go back to the default
// sort, which for the default column looks like a click that did nothing.
const SORT_DIRECTIONS: ('ascend' | 'descend')[] = ['ascend', 'descend', 'ascend'];

function RowActionsMenu({ name, actions }: { name: string; actions: readonly RowAction[] }) {
  const t = useText();
  if (!actions.length) return null;
  const items = actions.map((action) => ({
    key: action.key,
    label: action.label,
    danger: action.danger,
    disabled: action.disabled,
    onClick: action.onClick,
  }));
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button type="text" icon={<EllipsisOutlined />} aria-label={t('ui.grid.rowActions', { name })} />
    </Dropdown>
  );
}

function ReorderHandle({ name, props }: { name: string; props: HandleProps }) {
  const t = useText();
  return (
    <Button type="text" icon={<HolderOutlined />} aria-label={t('ui.grid.reorderRow', { name })} style={{ cursor: 'grab' }} {...props} />
  );
}

/** The antd columns: reorder handle, selection checkbox, avatar, the caller's columns, overflow menu. */
export function antdColumns<Row>(
  props: Pick<DataGridProps<Row>, 'columns' | 'rowName' | 'reorder' | 'selection' | 'avatar' | 'rowActions'> & {
    state: GridView;
    handleProps: (row: Row, index: number) => HandleProps;
  },
): TableColumnsType<Row> {
  const { columns, rowName, reorder, selection, avatar, rowActions, state, handleProps } = props;
  const own: TableColumnsType<Row> = columns.map((column) => ({
    key: column.key,
    title: column.title,
    width: column.width,
    align: column.align,
    render: (_: unknown, row: Row, index: number) =>
      column.render ? column.render(row, index) : String((row as Record<string, unknown>)[column.key] ?? ''),
    ...(column.sortable
      ? {
          sorter: true,
          sortDirections: SORT_DIRECTIONS,
          sortOrder: state.sort.field === column.key ? (state.sort.direction === 'ASC' ? ('ascend' as const) : ('descend' as const)) : null,
        }
      : {}),
  }));
  return [
    ...(reorder
      ? [
          {
            key: '_reorder',
            width: GRID_WIDTHS.reorder,
            render: (_: unknown, row: Row, index: number) => <ReorderHandle name={rowName(row)} props={handleProps(row, index)} />,
          },
        ]
      : []),
    // The checkbox column goes after the handle (antd would put it first).
    ...(selection ? [Table.SELECTION_COLUMN] : []),
    ...(avatar ? [{ key: '_avatar', width: GRID_WIDTHS.avatar, render: (_: unknown, row: Row) => avatar(row) }] : []),
    ...own,
    ...(rowActions
      ? [
          {
            key: '_actions',
            width: GRID_WIDTHS.overflow,
            align: 'center' as const,
            render: (_: unknown, row: Row) => <RowActionsMenu name={rowName(row)} actions={rowActions(row)} />,
          },
        ]
      : []),
  ];
}
