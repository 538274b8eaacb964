import { Form, Input } from 'antd';
import { Field } from 'react-final-form';
import { t } from '../../text';

function helpFor(error: unknown): React.ReactNode {
  if (Array.isArray(error))
    return (
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {error.map((e) => (
          <li key={String(e)}>{String(e)}</li>
        ))}
      </ul>
    );
  return typeof error === 'string' ? error : undefined;
}

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  extra?: string;
  autoFocus?: boolean;
  maxLength?: number;
  /** show errors while typing (the password rule), not only after leaving the field */
  liveErrors?: boolean;
  validate?: (value: string | undefined) => string | string[] | undefined;
}

/** A labelled antd input bound to react-final-form; errors show after the field is left or submitted (or while typing). */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  extra,
  autoFocus,
  maxLength,
  liveErrors,
  validate,
}: TextFieldProps) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => {
        const show = Boolean(meta.error) && (meta.touched || meta.submitFailed || (liveErrors && meta.dirty));
        const serverError = !meta.dirtySinceLastSubmit && meta.submitError ? String(meta.submitError) : undefined;
        const id = `field-${name}`;
        const InputType = type === 'password' ? Input.Password : Input;
        return (
          <Form.Item
            label={label}
            htmlFor={id}
            extra={extra}
            validateStatus={show || serverError ? 'error' : undefined}
            help={show ? helpFor(meta.error) : serverError}
          >
            <InputType
              {...input}
              id={id}
              type={type === 'password' ? undefined : type}
              autoComplete={autoComplete}
              inputMode={inputMode}
              autoFocus={autoFocus}
              maxLength={maxLength}
              aria-invalid={show || Boolean(serverError)}
            />
          </Form.Item>
        );
      }}
    </Field>
  );
}

/** New password + confirmation, with the rule shown as the person types. Validation: validateNewPassword. */
export function NewPasswordFields({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <>
      <TextField
        name="password"
        label={t('shell.password.newLabel')}
        type="password"
        autoComplete="new-password"
        extra={t('shell.password.ruleHint')}
        liveErrors
        autoFocus={autoFocus}
      />
      <TextField name="confirmation" label={t('shell.password.confirmLabel')} type="password" autoComplete="new-password" />
    </>
  );
}
