/** The key date form's values and rules (§3 Key date: description, date), the shared KeyDateInputSchema's. */
import { KeyDateInputSchema } from '@work/shared-contracts/plan';
import { t } from '../../../text';
import { mergeErrors, requiredErrors, schemaErrors, type FieldErrors } from '../formErrors';

export interface KeyDateValues {
  description: string;
  /** An ISO day; '' until chosen. */
  date: string;
}

export const KEY_DATE_FIELDS = ['description', 'date'];

export const keyDateInputOf = (values: KeyDateValues) => ({ description: values.description.trim(), date: values.date });

export function keyDateErrors(values: KeyDateValues): FieldErrors | undefined {
  return mergeErrors(
    schemaErrors(KeyDateInputSchema, keyDateInputOf(values)),
    requiredErrors({ ...values }, KEY_DATE_FIELDS, t('plan.forms.error.required')),
  );
}
