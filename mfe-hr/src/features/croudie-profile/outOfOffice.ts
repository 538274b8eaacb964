import { t } from '../../text';

export interface OutOfOfficeValues {
  /** ISO days (YYYY-MM-DD); '' until chosen. */
  startDate: string;
  endDate: string;
}

/**
 * The out-of-office rules (contract 18 part A), checked before a save: both dates, the end on or after the start, and
 * the end not in the past (`today`: the croudie's today). ISO days compare as strings.
 */
export function outOfOfficeErrors(values: OutOfOfficeValues, today: string): Record<string, string> | undefined {
  const errors: Record<string, string> = {};
  if (!values.startDate) errors['startDate'] = t('hr.profile.error.required');
  if (!values.endDate) errors['endDate'] = t('hr.profile.error.required');
  else if (values.startDate && values.endDate < values.startDate) errors['endDate'] = t('hr.profile.ooo.endBeforeStart');
  else if (values.endDate < today) errors['endDate'] = t('hr.profile.ooo.endInPast');
  return Object.keys(errors).length ? errors : undefined;
}
