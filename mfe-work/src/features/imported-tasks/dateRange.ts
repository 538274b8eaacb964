import { DateTime } from 'luxon';

/** Date range presets (shell-and-freelancer.md §4 Date range presets). Weeks start on Monday. */
export const DATE_PRESETS = ['today', 'yesterday', 'week', 'month'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** An inclusive range of ISO days (YYYY-MM-DD); `rangeMode` is on when it spans more than a picked day. */
export interface DateRange {
  start: string;
  end: string;
  rangeMode: boolean;
}

const day = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });
const iso = (d: DateTime) => d.toISODate()!;

/** The range a preset stands for, from today: week and month presets turn on range mode. */
export function presetRange(preset: DatePreset, today: string): DateRange {
  const t = day(today);
  switch (preset) {
    case 'today':
      return { start: today, end: today, rangeMode: false };
    case 'yesterday': {
      const y = iso(t.minus({ days: 1 }));
      return { start: y, end: y, rangeMode: false };
    }
    case 'week':
      // luxon weeks are ISO weeks: Monday to Sunday.
      return { start: iso(t.startOf('week')), end: iso(t.endOf('week')), rangeMode: true };
    case 'month':
      return { start: iso(t.startOf('month')), end: iso(t.endOf('month')), rangeMode: true };
  }
}

/** Picking two dates makes a range, the earlier becoming start (whatever order they were picked in). */
export function rangeFromPicks(first: string, second: string): DateRange {
  const [start, end] = first <= second ? [first, second] : [second, first];
  return { start, end, rangeMode: start !== end };
}

/** The preset a range equals today, if any (the preset buttons show it as chosen). */
export function presetOf(range: DateRange | null, today: string): DatePreset | null {
  if (!range) return null;
  return DATE_PRESETS.find((p) => {
    const r = presetRange(p, today);
    return r.start === range.start && r.end === range.end;
  }) ?? null;
}

/** Today in a zone, as the platform clock's instant shows it. */
export function todayIn(zone: string, now: Date): string {
  return DateTime.fromJSDate(now, { zone }).toISODate()!;
}
