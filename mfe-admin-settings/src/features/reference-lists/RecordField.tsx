import { Form as AntForm, Input } from 'antd';
import { Field } from 'react-final-form';

/** A text input of a settings record, its label and its error (the form's or the server's). */
export function RecordField({
  name,
  label,
  multiline,
  placeholder,
}: {
  name: string;
  label: string;
  multiline?: boolean;
  placeholder?: string;
}) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = (meta.touched || meta.submitFailed) && (meta.error || (!meta.dirtySinceLastSubmit && meta.submitError));
        const id = `record-${name}`;
        return (
          <AntForm.Item
            label={label}
            htmlFor={id}
            validateStatus={error ? 'error' : undefined}
            help={error ? String(error) : undefined}
            layout="vertical"
          >
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
