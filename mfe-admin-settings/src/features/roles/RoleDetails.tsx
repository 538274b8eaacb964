import { Alert, Button, Checkbox, Flex, Form as AntForm, Input, Switch, Typography } from 'antd';
import { Field, Form } from 'react-final-form';
import { useMutation } from 'urql';
import { RoleSettingsSchema } from '@work/shared-contracts';
import { useMountProps } from '@work/shared-ui';
import { useText } from '../../text';
import { serverErrors } from '../forms/serverErrors';
import { validateWith } from '../reference-lists/referenceValidation';
import { UpdateRoleSettings } from './roles.graphql';

interface Values {
  description: string;
  active: boolean;
  permissions: string[];
}

const validate = validateWith<Values>(RoleSettingsSchema);

/** A role's description, active flag and permissions; read only without a role that may change roles. */
export function RoleDetails({
  role,
  values,
  permissions,
  canChange,
}: {
  role: string;
  values: Values;
  permissions: readonly { key: string; label: string; description: string }[];
  canChange: boolean;
}) {
  const t = useText();
  const { bus } = useMountProps();
  const [, update] = useMutation(UpdateRoleSettings);

  const submit = async (next: Values) => {
    const outcome = await update({ role: role as never, settings: next });
    if (outcome.error) {
      const inline = serverErrors(outcome.error);
      bus.publish('toast:show', { text: inline ? Object.values(inline)[0]! : t('settings.record.updateFailed'), color: 'error' });
      return inline;
    }
    bus.publish('toast:show', { text: t('settings.record.updated'), color: 'success' });
    return undefined;
  };

  return (
    <Form<Values> initialValues={values} validate={validate} onSubmit={submit}>
      {({ handleSubmit, submitting, pristine, submitError }) => (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void handleSubmit();
          }}
          noValidate
          aria-label={t('settings.roles.detailsForm', { role })}
        >
          {submitError ? <Alert type="error" showIcon role="alert" title={String(submitError)} style={{ marginBottom: 16 }} /> : null}
          <Field<string> name="description">
            {({ input, meta }) => {
              const error = (meta.touched || meta.submitFailed) && (meta.error || (!meta.dirtySinceLastSubmit && meta.submitError));
              return (
                <AntForm.Item
                  label={t('settings.field.description')}
                  htmlFor="role-description"
                  layout="vertical"
                  validateStatus={error ? 'error' : undefined}
                  help={error ? String(error) : undefined}
                >
                  <Input.TextArea id="role-description" {...input} disabled={!canChange} autoSize={{ minRows: 2, maxRows: 5 }} />
                </AntForm.Item>
              );
            }}
          </Field>
          <Field<boolean> name="active" type="checkbox">
            {({ input }) => (
              <AntForm.Item
                label={t('settings.roles.active')}
                htmlFor="role-active"
                layout="vertical"
                extra={t('settings.roles.activeHint')}
              >
                <Switch id="role-active" checked={input.checked} onChange={(on) => input.onChange(on)} disabled={!canChange} />
              </AntForm.Item>
            )}
          </Field>
          <Field<string[]> name="permissions">
            {({ input, meta }) => (
              <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
                <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('settings.roles.permissions')}</legend>
                {meta.error && meta.submitFailed ? <Typography.Text type="danger">{String(meta.error)}</Typography.Text> : null}
                <Checkbox.Group value={input.value || []} onChange={(keys) => input.onChange(keys)} disabled={!canChange}>
                  <Flex vertical gap={6}>
                    {permissions.map((p) => (
                      <Checkbox key={p.key} value={p.key}>
                        {p.label} <Typography.Text type="secondary">— {p.description}</Typography.Text>
                      </Checkbox>
                    ))}
                  </Flex>
                </Checkbox.Group>
              </fieldset>
            )}
          </Field>
          {canChange ? (
            <Button type="primary" htmlType="submit" loading={submitting} disabled={pristine}>
              {t('settings.record.save')}
            </Button>
          ) : null}
        </form>
      )}
    </Form>
  );
}
