import type { ReactNode } from 'react';
import { Alert, Button, Flex } from 'antd';
import type { SubmissionErrors } from 'final-form';
import { Form, type FormRenderProps } from 'react-final-form';
import { DirtyReport } from '@work/shared-ui';
import { useText } from '../../text';

/**
 * One plan form: react-final-form with the form's rules before a save, the save's refusal above the fields, and a
 * footer with Save, Cancel and the form's own actions (`actions`, e.g. Delete). `name` is the form's accessible name
 * (the drawer's title). While it holds unsaved input the shell is told (DirtyReport).
 */
export function FormShell<V extends object>({
  name,
  initialValues,
  validate,
  onSubmit,
  onCancel,
  canSave = true,
  above,
  actions,
  children,
}: {
  name: string;
  initialValues: V;
  validate: (values: V) => Record<string, string> | undefined;
  onSubmit: (values: V) => Promise<SubmissionErrors | undefined>;
  onCancel: () => void;
  /** False: Save is disabled (e.g. a job whose client has no channel, or one the caller may not edit). */
  canSave?: boolean | ((values: V) => boolean);
  /** Shown above the fields (e.g. a job's status and times). */
  above?: ReactNode;
  actions?: ReactNode;
  children: (props: FormRenderProps<V>) => ReactNode;
}) {
  const t = useText();
  return (
    <Form<V> initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      {(props) => {
        const { handleSubmit, submitting, submitError, dirty, values } = props;
        const saveAllowed = typeof canSave === 'function' ? canSave(values) : canSave;
        return (
          <form
            aria-label={name}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void handleSubmit();
            }}
          >
            <DirtyReport form={`plan-forms-${name}`} dirty={Boolean(dirty)} />
            {submitError ? <Alert type="error" showIcon role="alert" title={String(submitError)} style={{ marginBottom: 16 }} /> : null}
            {above}
            {children(props)}
            <Flex gap="small" justify="space-between" wrap>
              <Flex gap="small">
                <Button type="primary" htmlType="submit" loading={submitting} disabled={!saveAllowed}>
                  {t('plan.forms.save')}
                </Button>
                <Button onClick={onCancel}>{t('plan.forms.cancel')}</Button>
              </Flex>
              {actions ? (
                <Flex gap="small" wrap>
                  {actions}
                </Flex>
              ) : null}
            </Flex>
          </form>
        );
      }}
    </Form>
  );
}
