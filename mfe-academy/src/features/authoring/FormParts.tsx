import type { ReactNode } from 'react';
import { Alert, Input, InputNumber, Switch } from 'antd';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import type { CombinedError } from 'urql';
import { FormField } from '@work/shared-ui/forms';
import { refusalOf } from '@work/shared-ui/refusal';
import { failureText } from './feedback';
import type { useText } from '../../text';

// The fields the academy's forms share (react-final-form in antd's layout through shared-ui's FormField).

export function TextField({
  idPrefix,
  name,
  label,
  help,
  multiline = false,
  count,
}: {
  idPrefix: string;
  name: string;
  label: string;
  help?: ReactNode;
  multiline?: boolean;
  /** Shows "n / max" and lets the text run over, so the schema's own words say what is wrong. */
  count?: number;
}) {
  return (
    <FormField<string> name={name} idPrefix={idPrefix} label={label} help={help}>
      {(input, { id, invalid }) =>
        multiline ? (
          <Input.TextArea
            {...input}
            id={id}
            autoSize={{ minRows: 3, maxRows: 12 }}
            count={count ? { show: true, max: count } : undefined}
            status={invalid ? 'error' : undefined}
          />
        ) : (
          <Input {...input} id={id} count={count ? { show: true, max: count } : undefined} status={invalid ? 'error' : undefined} />
        )
      }
    </FormField>
  );
}

export function SwitchField({ idPrefix, name, label, help }: { idPrefix: string; name: string; label: string; help?: ReactNode }) {
  return (
    <FormField<boolean> name={name} idPrefix={idPrefix} label={label} help={help}>
      {(input, { id }) => <Switch id={id} aria-label={label} checked={Boolean(input.value)} onChange={(on) => input.onChange(on)} />}
    </FormField>
  );
}

/** A whole number; empty is null (the schemas' "no limit" or their "enter a whole number"). */
export function NumberField({
  idPrefix,
  name,
  label,
  help,
  min,
  max,
  suffix,
}: {
  idPrefix: string;
  name: string;
  label: string;
  help?: ReactNode;
  min: number;
  max: number;
  suffix?: string;
}) {
  return (
    <FormField<number | null> name={name} idPrefix={idPrefix} label={label} help={help}>
      {(input, { id, invalid }) => (
        <InputNumber<number>
          id={id}
          min={min}
          max={max}
          precision={0}
          suffix={suffix}
          style={{ width: 180 }}
          value={input.value ?? null}
          status={invalid ? 'error' : undefined}
          onChange={(n) => input.onChange(n ?? null)}
          onBlur={() => input.onBlur()}
        />
      )}
    </FormField>
  );
}

/** The failure above a form's fields (react-final-form's submitError). */
export function SubmitFailure({ error }: { error: unknown }) {
  return error ? <Alert type="error" showIcon role="alert" title={String(error)} style={{ marginBottom: 16 }} /> : null;
}

/**
 * What a refused save shows in the form: the API's field errors on their fields (when the form has them), its reason
 * above the fields otherwise, or the §8 failure with "contact support" when it gave no reason.
 */
export function submissionErrors(
  error: CombinedError | undefined,
  failure: string,
  fields: readonly string[],
  t: ReturnType<typeof useText>,
): SubmissionErrors {
  const { fieldErrors } = refusalOf(error);
  const onFields = Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => fields.includes(field)));
  if (Object.keys(onFields).length) return { ...onFields, [FORM_ERROR]: failure };
  return { [FORM_ERROR]: failureText(failure, error, t) };
}
