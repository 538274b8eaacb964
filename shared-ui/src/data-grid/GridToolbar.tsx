import { useState, type ReactNode } from 'react';
import { Badge, Button, Drawer, Flex, Grid, Input } from 'antd';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useText } from '../text/catalogue';
import type { GridView } from './useGridState';

/** Search box, filters (inline, or a bottom sheet below `md`) and the caller's own buttons on the right. */
export function GridToolbar({
  state,
  search,
  filters,
  toolbar,
}: {
  state: GridView;
  search?: { label?: string; placeholder?: string };
  filters?: ReactNode;
  toolbar?: ReactNode;
}) {
  const t = useText();
  // Before antd has measured (first render) `md` is undefined: treat that as wide, as most staff use a desktop.
  const narrow = Grid.useBreakpoint().md === false;
  const [sheetOpen, setSheetOpen] = useState(false);
  if (!search && !filters && !toolbar) return null;

  const label = search?.label ?? t('ui.grid.search');
  return (
    <Flex gap="small" wrap align="center" justify="space-between">
      <Flex gap="small" wrap align="center" style={{ flex: 1, minWidth: 0 }}>
        {search ? (
          <Input
            aria-label={label}
            placeholder={search.placeholder ?? label}
            prefix={<SearchOutlined aria-hidden />}
            allowClear
            value={state.searchText}
            onChange={(event) => state.setSearchText(event.target.value)}
            style={narrow ? { flex: 1, minWidth: 160 } : { width: 280 }}
          />
        ) : null}
        {filters && !narrow ? filters : null}
        {filters && narrow ? (
          <>
            <Badge count={state.activeFilters} size="small">
              <Button icon={<FilterOutlined aria-hidden />} onClick={() => setSheetOpen(true)}>
                {t('ui.grid.filters')}
              </Button>
            </Badge>
            <Drawer
              placement="bottom"
              title={t('ui.grid.filters.title')}
              open={sheetOpen}
              onClose={() => setSheetOpen(false)}
              closable={{ 'aria-label': t('ui.grid.filters.close') }}
              footer={
                <Button type="primary" block onClick={() => setSheetOpen(false)}>
                  {t('ui.grid.filters.apply')}
                </Button>
              }
            >
              {/* Filters apply as they change (the list shows behind the sheet); the button only closes it. */}
              <Flex vertical gap="middle">
                {filters}
              </Flex>
            </Drawer>
          </>
        ) : null}
      </Flex>
      {toolbar ? (
        <Flex gap="small" wrap>
          {toolbar}
        </Flex>
      ) : null}
    </Flex>
  );
}
