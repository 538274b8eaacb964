import type { ReactNode } from 'react';
import { Form as AntForm } from 'antd';
import { Field, type FieldInputProps, type FieldMetaState } from 'react-final-form';

/**
 * What a field shows as its error: its own rule once touched (or after a submit), else `problem` (something found
 * outside the form, e.g. a live e-mail check), else the server's answer until the field changes again.
 */
export function fieldError(meta: FieldMetaState<unknown>, problem?: ReactNode): ReactNode {
  const rule = (meta.touched || meta.submitFailed) && meta.error ? String(meta.error) : null;
  const server = !meta.dirtySinceLastSubmit && meta.submitError ? String(meta.submitError) : null;
  return rule ?? problem ?? server;
}

/**
 * One field of a react-final-form form in antd's Form.Item: its label tied to the control by id (`${idPrefix}-${name}`,
 * so two forms on one page keep their ids apart), and its error (see fieldError) or else its help. The control comes
 * from `children` with the field's input and what it needs to show the state.
 */
export function FormField<T>({
  name,
  label,
  help,
  extra,
  problem,
  idPrefix = 'field',
  children,
}: {
  name: string;
  label: ReactNode;
  help?: ReactNode;
  extra?: ReactNode;
  problem?: ReactNode;
  idPrefix?: string;
  children: (input: FieldInputProps<T>, control: { id: string; invalid: boolean }) => ReactNode;
}) {
  return (
    <Field<T> name={name}>
      {({ input, meta }) => {
        const error = fieldError(meta, problem);
        const id = `${idPrefix}-${name}`;
        return (
          <AntForm.Item
            label={label}
            htmlFor={id}
            validateStatus={error ? 'error' : undefined}
            help={error || help}
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
