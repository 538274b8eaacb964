import { t } from '../text/catalogue';

/** The currency input's rule (staff-and-admin.md §5): above zero, at most two decimals; a form may skip it. */
export function currencyError(value: number | null | undefined, options: { skipValidation?: boolean } = {}): string | undefined {
  if (options.skipValidation) return undefined;
  if (value === null || value === undefined || Number.isNaN(value)) return t('ui.validation.required');
  if (value <= 0) return t('ui.validation.currency.minValue');
  // two decimals: compare in pennies so 0.1 + 0.2 style float noise does not count as a third decimal
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return t('ui.validation.currency.decimals');
  return undefined;
}
