import type { Key, ReactNode } from 'react';
import type { GridView } from './useGridState';

/** Fixed widths of the grid's own columns (staff-and-admin.md), in px. */
export const GRID_WIDTHS = { checkbox: 48, reorder: 52, avatar: 60, overflow: 52 } as const;

export interface GridColumn<Row> {
  /** Unique; for a sortable column also the server's sort field (one of the grid state's sortFields). */
  key: string;
  title: ReactNode;
  /** The cell; without it the row's property named `key`. */
  render?: (row: Row, index: number) => ReactNode;
  sortable?: boolean;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

/** A button above the grid, shown while rows are selected; it gets the selected rows of the current page. */
export interface BulkAction<Row> {
  key: string;
  label: ReactNode;
  danger?: boolean;
  disabled?: (rows: readonly Row[]) => boolean;
  /** The selection clears once this resolves (kept when it rejects: the caller reports its own failure). */
  onRun: (rows: readonly Row[]) => Promise<unknown> | unknown;
}

/** An entry of a row's overflow ("More actions for {name}") menu. */
export interface RowAction {
  key: string;
  label: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

export interface DataGridProps<Row> {
  /** The table's accessible name. */
  label: string;
  /** Plural noun for the empty and failed texts: "No {entity} found". */
  entity: string;
  /** From useGridState. */
  state: GridView;
  rows: readonly Row[];
  /** Rows matching the query on every page. */
  total: number;
  loading?: boolean;
  /** Truthy: the last load failed. With no rows a failed panel replaces the table, otherwise a notice sits above it. */
  error?: unknown;
  onRetry?: () => void;
  rowKey: (row: Row) => Key;
  /** The row's name in accessible labels ("Select {name}", "Reorder {name}", "More actions for {name}"). */
  rowName: (row: Row) => string;
  columns: readonly GridColumn<Row>[];
  /** Checkbox column and bulk actions. The selection clears when the query (page, size, sort, search, filters) changes. */
  selection?: { actions: readonly BulkAction<Row>[] };
  /**
   * Drag handle column (drag, or ArrowUp/ArrowDown on the focused handle). Moves within the current page: `toIndex` is
   * the row's new index in `rows`; `pageOffset` + index is its place in the whole list. The grid waits for the promise
   * before the next move; the caller refetches (or updates its cache) to show the new order.
   */
  reorder?: {
    onMove: (row: Row, toIndex: number, detail: { fromIndex: number; pageOffset: number }) => Promise<unknown> | unknown;
  };
  /** The overflow column's menu entries for a row (none: no button in that row). */
  rowActions?: (row: Row) => readonly RowAction[];
  /** The avatar column's cell. */
  avatar?: (row: Row) => ReactNode;
  /** Shows the search box; label defaults to "Search". */
  search?: { label?: string; placeholder?: string };
  /** Filter controls: inline on wide screens, in a bottom sheet behind a "Filters" button below `md`. */
  filters?: ReactNode;
  /** Right of the search and filters, e.g. an Add button. */
  toolbar?: ReactNode;
}
