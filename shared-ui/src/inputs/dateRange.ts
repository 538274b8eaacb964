import { isoDay } from './date';

export { todayIn } from '../dates';

/** Date range presets (shell-and-freelancer.md §4 Date range presets). Weeks start on Monday. */
export const DATE_PRESETS = ['today', 'yesterday', 'week', 'month'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** An inclusive range of ISO days (YYYY-MM-DD); `rangeMode` is on when it spans more than a picked day. */
export interface DateRange {
  start: string;
  end: string;
  rangeMode: boolean;
}

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const utc = (iso: string) => {
  const [y, m, d] = parts(iso);
  return new Date(Date.UTC(y, m - 1, d));
};
const isoOf = (d: Date) => isoDay(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate())!;
const addDays = (iso: string, days: number) => {
  const d = utc(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return isoOf(d);
};

/** The range a preset stands for, from today: week and month presets turn on range mode. */
export function presetRange(preset: DatePreset, today: string): DateRange {
  switch (preset) {
    case 'today':
      return { start: today, end: today, rangeMode: false };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { start: y, end: y, rangeMode: false };
    }
    case 'week': {
      // Monday to Sunday: getUTCDay is 0 on Sunday.
      const start = addDays(today, -((utc(today).getUTCDay() + 6) % 7));
      return { start, end: addDays(start, 6), rangeMode: true };
    }
    case 'month': {
      const [y, m] = parts(today);
      return { start: isoOf(new Date(Date.UTC(y, m - 1, 1))), end: isoOf(new Date(Date.UTC(y, m, 0))), rangeMode: true };
    }
  }
}

/** Picking two dates makes a range, the earlier becoming start (whatever order they were picked in). */
export function rangeFromPicks(first: string, second: string): DateRange {
  const [start, end] = first <= second ? [first, second] : [second, first];
  return { start, end, rangeMode: start !== end };
}

/**
 * One of the picker's two date fields changed: with the other field's date it makes a range (rangeFromPicks); the
 * other field empty makes a single day; clearing a field clears the range.
 */
export function pickDate(range: DateRange | null, which: 'start' | 'end', value: string): DateRange | null {
  if (!value) return null;
  const other = which === 'start' ? (range?.end ?? value) : (range?.start ?? value);
  return rangeFromPicks(value, other);
}

/** The preset a range equals today, if any (the preset buttons show it as chosen). */
export function presetOf(range: DateRange | null, today: string): DatePreset | null {
  if (!range) return null;
  return (
    DATE_PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r.start === range.start && r.end === range.end;
    }) ?? null
  );
}
