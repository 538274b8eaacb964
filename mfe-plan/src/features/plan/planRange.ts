import { addDays, addMonths, dayNumber, dayAndMonth, shortDay, shortMonth, startOfMonth, startOfQuarter, startOfWeek } from './days';

/** How much of the plan shows at once, and the unit of its columns (ADR 0277). */
export const ZOOMS = ['week', 'month', 'quarter'] as const;
export type Zoom = (typeof ZOOMS)[number];
export const DEFAULT_ZOOM: Zoom = 'month';

/** The days the chart shows (both included) and its columns. */
export interface PlanRange {
  startDate: string;
  endDate: string;
  columns: TimeColumn[];
}

export interface TimeColumn {
  start: string;
  /** The column's last day (inside the range). */
  end: string;
  label: string;
}

/**
 * The range of a zoom from an anchor day: week — four weeks from the anchor's Monday, a column per day; month — three
 * months from the anchor's month, a column per week (Monday first, the first and last cut at the range); quarter — four
 * quarters from the anchor's quarter, a column per month. Well under the API's 15 months.
 */
export function planRange(zoom: Zoom, anchor: string): PlanRange {
  switch (zoom) {
    case 'week': {
      const startDate = startOfWeek(anchor);
      const endDate = addDays(startDate, 27);
      return { startDate, endDate, columns: stepColumns(startDate, endDate, (d) => addDays(d, 1), shortDay) };
    }
    case 'month': {
      const startDate = startOfMonth(anchor);
      const endDate = addDays(addMonths(startDate, 3), -1);
      return { startDate, endDate, columns: stepColumns(startDate, endDate, (d) => addDays(startOfWeek(d), 7), dayAndMonth) };
    }
    case 'quarter': {
      const startDate = startOfQuarter(anchor);
      const endDate = addDays(addMonths(startDate, 12), -1);
      return { startDate, endDate, columns: stepColumns(startDate, endDate, (d) => addMonths(d, 1), shortMonth) };
    }
  }
}

/** The anchor one step earlier (-1) or later (1): a week, a month or a quarter. */
export function stepAnchor(zoom: Zoom, anchor: string, direction: -1 | 1): string {
  if (zoom === 'week') return addDays(startOfWeek(anchor), 7 * direction);
  if (zoom === 'month') return addMonths(startOfMonth(anchor), direction);
  return addMonths(startOfQuarter(anchor), 3 * direction);
}

function stepColumns(startDate: string, endDate: string, next: (day: string) => string, label: (day: string) => string): TimeColumn[] {
  const columns: TimeColumn[] = [];
  for (let start = startDate; start <= endDate; start = next(start)) {
    const following = next(start);
    columns.push({ start, end: following > endDate ? endDate : addDays(following, -1), label: label(start) });
  }
  return columns;
}

/** Where days sit on the chart: shares (0–1) of its width. */
export interface TimeScale {
  startDate: string;
  endDate: string;
  /** The share where the day begins (may be below 0 or above 1 outside the range). */
  at(day: string): number;
  /** The share a span of whole days covers, cut at the range; null when it is all outside. */
  span(start: string, end: string): { left: number; width: number } | null;
  /** Whether the day is inside the range. */
  shows(day: string): boolean;
}

export function timeScale(startDate: string, endDate: string): TimeScale {
  const first = dayNumber(startDate);
  const days = dayNumber(endDate) - first + 1;
  const at = (day: string) => (dayNumber(day) - first) / days;
  return {
    startDate,
    endDate,
    at,
    span(start, end) {
      const left = Math.max(0, at(start));
      const right = Math.min(1, at(end) + 1 / days);
      return right <= left ? null : { left, width: right - left };
    },
    shows: (day) => day >= startDate && day <= endDate,
  };
}
