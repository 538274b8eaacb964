/**
 * The availability template editor's rules (§3 Availability template: minutes per weekday, Monday to Sunday): each day
 * from 0 to 24 hours in the steps of the §5 time input (15 minutes), as the API checks them (ADR 0273).
 */
import * as v from 'valibot';
import { TIME_OF_DAY_STEP_MINUTES } from '@work/shared-contracts/time-of-day';
import { t } from '../../../text';
import { WEEKDAYS, type Weekday } from '../weekdays';

export { WEEKDAYS, weekdayKey, type Weekday } from '../weekdays';
export type TemplateValues = Record<Weekday, number>;

export const MINUTES_PER_DAY = 24 * 60;
export const TEMPLATE_STEP_MINUTES = TIME_OF_DAY_STEP_MINUTES;

const DayMinutes = v.pipe(
  v.number(t('hr.hrView.template.error.minutes')),
  v.integer(t('hr.hrView.template.error.minutes')),
  v.minValue(0, t('hr.hrView.template.error.minutes')),
  v.maxValue(MINUTES_PER_DAY, t('hr.hrView.template.error.tooLong')),
  v.check((minutes) => minutes % TEMPLATE_STEP_MINUTES === 0, t('hr.hrView.template.error.step')),
);

export const TemplateSchema = v.object(Object.fromEntries(WEEKDAYS.map((day) => [day, DayMinutes])) as Record<Weekday, typeof DayMinutes>);

/** The form's values: the template's minutes per weekday (what the API answers, less its other fields). */
export function templateValuesOf(template: TemplateValues): TemplateValues {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, template[day]])) as TemplateValues;
}

/** Field errors by weekday (the first rule each breaks), or undefined when the template may be saved. */
export function templateErrors(values: Partial<Record<Weekday, unknown>>): Partial<Record<Weekday, string>> | undefined {
  const result = v.safeParse(TemplateSchema, values);
  if (result.success) return undefined;
  const errors: Partial<Record<Weekday, string>> = {};
  for (const issue of result.issues) {
    const day = issue.path?.[0]?.key as Weekday | undefined;
    if (day && !errors[day]) errors[day] = issue.message;
  }
  return errors;
}

/** The week's minutes: what the template promises in a week with no leave or holiday. */
export const weekTotal = (values: Partial<TemplateValues>): number =>
  WEEKDAYS.reduce((sum, day) => sum + (Number.isFinite(values[day]) ? Number(values[day]) : 0), 0);
