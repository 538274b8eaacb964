import type { ReactNode } from 'react';
import { Alert, Button, Form as AntForm } from 'antd';
import type { Config } from 'final-form';
import { Form } from 'react-final-form';

interface AccountFormProps<V extends object> {
  onSubmit: Config<V>['onSubmit'];
  validate?: Config<V>['validate'];
  initialValues?: Partial<V>;
  submitLabel: string;
  /** fields, between the form's error and the submit button */
  children: ReactNode;
  /** links and buttons under the submit button; may use the current values */
  footer?: (values: V) => ReactNode;
  /** an error that arrived from elsewhere (e.g. a failed social sign-in), shown like a submit error */
  error?: unknown;
}

/**
 * The one form shape of every sign-in, account and registration screen: react-final-form state, antd's vertical
 * layout, the form-level error as an alert, the fields, a full-width submit button and an optional footer.
 */
export function AccountForm<V extends object>({
  onSubmit,
  validate,
  initialValues,
  submitLabel,
  children,
  footer,
  error,
}: AccountFormProps<V>) {
  return (
    <Form<V> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError, values }) => {
        const shown = submitError ?? error;
        return (
          <AntForm layout="vertical" component={false}>
            <form onSubmit={handleSubmit} noValidate>
              {shown ? <Alert type="error" showIcon role="alert" title={String(shown)} style={{ marginBottom: 16 }} /> : null}
              {children}
              <Button type="primary" htmlType="submit" block loading={submitting}>
                {submitLabel}
              </Button>
              {footer?.(values)}
            </form>
          </AntForm>
        );
      }}
    </Form>
  );
}
