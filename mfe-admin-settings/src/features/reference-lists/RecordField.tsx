import type { ReactNode } from 'react';
import { Form as AntForm, Input } from 'antd';
import { Field } from 'react-final-form';
import { fieldError } from '@work/shared-ui/forms';

/** What a control of a record's dialog gets: its id (the label's target), value, change handler and error state. */
export interface RecordControlProps<T> {
  id: string;
  value: T | null;
  onChange: (value: T | null) => void;
  onBlur: () => void;
  status: 'error' | undefined;
}

/**
 * A field of a settings record with any control (a picker, a select): its label, the control and its error (the form's
 * or the server's).
 */
export function RecordControlField<T = string>({
  name,
  label,
  hint,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  children: (control: RecordControlProps<T>) => ReactNode;
}) {
  return (
    <Field<T | null> name={name}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        const id = `record-${name}`;
        return (
          <AntForm.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error ?? hint} layout="vertical">
            {children({
              id,
              // react-final-form gives '' for a field with no value
              value: input.value === '' ? null : (input.value as T | null),
              onChange: (value) => input.onChange(value ?? null),
              onBlur: () => input.onBlur(),
              status: error ? 'error' : undefined,
            })}
          </AntForm.Item>
        );
      }}
    </Field>
  );
}

/** A text input of a settings record, its label and its error (the form's or the server's). */
export function RecordField({
  name,
  label,
  multiline,
  placeholder,
  hint,
}: {
  name: string;
  label: string;
  multiline?: boolean;
  placeholder?: string;
  hint?: string;
}) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        const id = `record-${name}`;
        return (
          <AntForm.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error ?? hint} layout="vertical">
            {multiline ? (
              <Input.TextArea
                id={id}
                {...input}
                value={input.value ?? ''}
                placeholder={placeholder}
                autoSize={{ minRows: 2, maxRows: 6 }}
              />
            ) : (
              <Input id={id} {...input} value={input.value ?? ''} placeholder={placeholder} />
            )}
          </AntForm.Item>
        );
      }}
    </Field>
  );
}
