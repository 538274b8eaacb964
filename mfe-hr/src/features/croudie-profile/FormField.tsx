import type { ReactNode } from 'react';
import { Form as AntForm } from 'antd';
import { Field, type FieldInputProps } from 'react-final-form';

/**
 * One field of a profile form: react-final-form state in antd's Form.Item, its label tied to the control by id, and its
 * error (the form's rule, or the server's answer until the field changes again).
 */
export function FormField<T>({
  name,
  label,
  help,
  extra,
  children,
}: {
  name: string;
  label: ReactNode;
  help?: ReactNode;
  extra?: ReactNode;
  children: (input: FieldInputProps<T>, control: { id: string; invalid: boolean }) => ReactNode;
}) {
  return (
    <Field<T> name={name}>
      {({ input, meta }) => {
        const error = (meta.touched || meta.submitFailed) && (meta.error || (!meta.dirtySinceLastSubmit && meta.submitError));
        const id = `profile-${name}`;
        return (
          <AntForm.Item
            label={label}
            htmlFor={id}
            validateStatus={error ? 'error' : undefined}
            help={error ? String(error) : help}
            extra={extra}
            layout="vertical"
          >
            {children(input, { id, invalid: Boolean(error) })}
          </AntForm.Item>
        );
      }}
    </Field>
  );
}
