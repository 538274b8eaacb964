import * as v from 'valibot';

/** Staff who manage settings such as public holidays by default (ADR 0221): the one list the settings forms use too. */
export { SETTINGS_ADMIN_ROLES } from '@work/shared-contracts';

export const HOLIDAY_NAME_MAX = 120;

const isRealDay = (s: string) => {
  const [y, m, d] = s.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
};

export const HolidaySchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'This field is required'),
    v.maxLength(HOLIDAY_NAME_MAX, `At most ${HOLIDAY_NAME_MAX} characters`),
  ),
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD'), v.check(isRealDay, 'Not a real date')),
});

export const YearSchema = v.pipe(v.number(), v.integer(), v.minValue(2000, 'A year from 2000'), v.maxValue(2100, 'A year up to 2100'));
