import { settingsFieldLabel } from './invoiceSettingsForm';
import { t } from './text';

/** The labels of the fields the API says are missing (invoiceSettings.missingFields), in the form's words. */
export function missingFieldLabels(fields: readonly string[]): string[] {
  return [...new Set(fields.map((field) => settingsFieldLabel(field, t)))];
}
