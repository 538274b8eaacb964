import * as v from 'valibot';

/** Staff who manage settings such as public holidays by default (ADR 0221): the one list the settings forms use too. */
export { SETTINGS_ADMIN_ROLES } from '@work/shared-contracts';

export const HOLIDAY_NAME_MAX = 120;
export const HOLIDAY_SEARCH_MAX = 200;
/** Most offices one holiday names (there are about forty). */
export const HOLIDAY_OFFICES_MAX = 100;
export const REQUIRED = 'This field is required';
export const UNKNOWN_OFFICE = 'There is no such office';

/** The CONFLICT of a second holiday on one day (one holiday a day: the unique date). */
export function holidayTakenMessage(date: string, name?: string | null): string {
  return name ? `There is already a public holiday on ${date}: ${name}` : `There is already a public holiday on ${date}`;
}

export const isRealDay = (s: string) => {
  const [y, m, d] = s.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
};

/** A day as YYYY-MM-DD that exists in the calendar. */
export const DaySchema = v.pipe(
  v.string(REQUIRED),
  v.trim(),
  v.minLength(1, REQUIRED),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD'),
  v.check(isRealDay, 'Not a real date'),
);

const officeId = v.pipe(v.string(), v.trim(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an office id'), v.transform(Number));

export const HolidaySchema = v.object({
  name: v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.minLength(1, REQUIRED),
    v.maxLength(HOLIDAY_NAME_MAX, `At most ${HOLIDAY_NAME_MAX} characters`),
  ),
  date: DaySchema,
  /** None (or left out): every office. Each office once. */
  officeIds: v.pipe(
    v.optional(v.nullable(v.array(officeId)), null),
    v.transform((ids) => [...new Set(ids ?? [])]),
    v.maxLength(HOLIDAY_OFFICES_MAX, `At most ${HOLIDAY_OFFICES_MAX} offices`),
  ),
});
export type HolidayInput = v.InferOutput<typeof HolidaySchema>;

export const YearSchema = v.pipe(v.number(), v.integer(), v.minValue(2000, 'A year from 2000'), v.maxValue(2100, 'A year up to 2100'));

export const HolidayFiltersSchema = v.object({
  search: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((text) => text?.trim() || null),
    v.nullable(v.pipe(v.string(), v.maxLength(HOLIDAY_SEARCH_MAX, `Search is at most ${HOLIDAY_SEARCH_MAX} characters`))),
  ),
  year: v.optional(v.nullable(YearSchema), null),
  officeIds: v.pipe(
    v.optional(v.nullable(v.array(officeId)), null),
    v.transform((ids) => (ids && ids.length ? [...new Set(ids)] : null)),
  ),
});
export type HolidayFilters = v.InferOutput<typeof HolidayFiltersSchema>;

/** By date (the default: ascending, as a calendar reads) or name; ties newest first. */
export const HOLIDAY_SORT_FIELDS = ['date', 'name'] as const;
export const DEFAULT_HOLIDAY_SORT = { field: 'date', direction: 'ASC' } as const;
export const HolidaySortSchema = v.object({
  field: v.picklist(HOLIDAY_SORT_FIELDS, `Sort by one of: ${HOLIDAY_SORT_FIELDS.join(', ')}`),
  direction: v.picklist(['ASC', 'DESC'] as const),
});
