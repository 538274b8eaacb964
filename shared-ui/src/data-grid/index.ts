// The staff data grid: a module of its own, `@work/shared-ui/data-grid`, not shared through Module Federation. It
// reads the URL through react-router-dom, which must be the copy of the remote's own BrowserRouter.
export { DataGrid } from './DataGrid';
export { GRID_WIDTHS, type BulkAction, type DataGridProps, type GridColumn, type RowAction } from './types';
export { useGridState, type GridController, type GridStateOptions, type GridView } from './useGridState';
export {
  DEFAULT_GRID_PAGE_SIZE,
  PAGE_SIZES,
  SEARCH_DEBOUNCE_MS,
  parseGridState,
  writeGridState,
  gridVariables,
  type FilterValue,
  type GridConfig,
  type GridFilters,
  type GridSort,
  type GridState,
  type GridVariables,
  type PageSize,
  type SortDirection,
} from './gridState';
