import { Flex, Select, Typography } from 'antd';
import type { GridColumn, GridController } from '@work/shared-ui/data-grid';
import { useText } from '../../text';

/**
 * The list's sort as one choice ("Name, ascending"), for the grid's filter sheet on a phone, where the sortable headers
 * are off screen. Each sortable column gives both directions.
 */
export function ListSortSelect<Row>({ grid, columns }: { grid: GridController; columns: readonly GridColumn<Row>[] }) {
  const t = useText();
  const options = columns
    .filter((column) => column.sortable)
    .flatMap((column) => {
      const field = typeof column.title === 'string' ? column.title : column.key;
      return [
        { value: `${column.key}:ASC`, label: t('settings.list.ascending', { field }) },
        { value: `${column.key}:DESC`, label: t('settings.list.descending', { field }) },
      ];
    });
  if (options.length === 0) return null;
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>
        <label htmlFor="reference-list-sort">{t('settings.list.sortBy')}</label>
      </Typography.Text>
      <Select
        id="reference-list-sort"
        value={`${grid.sort.field}:${grid.sort.direction}`}
        options={options}
        onChange={(value: string) => {
          const [field, direction] = value.split(':') as [string, 'ASC' | 'DESC'];
          grid.setSort({ field, direction });
        }}
        style={{ width: '100%' }}
      />
    </Flex>
  );
}
