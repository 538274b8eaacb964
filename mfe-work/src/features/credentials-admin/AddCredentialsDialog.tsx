import { useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Select, Table, Tag, Typography } from 'antd';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useMutation } from 'urql';
import { useMountProps } from '@work/shared-ui';
import { ClientPicker } from '@work/shared-ui/pickers';
import { useText } from './text';
import { AccessLevelField, ExpirationField, JobField, RequesterField } from './CredentialFields';
import { addInput, emptyAddValues, ENGINE_TYPES, engineLabel, serverProblem, validateAdd, type AddValues } from './credentialsAdmin';
import { AddCredentialsMutation, type AddResult } from './credentialsAdmin.query';
import { FormField } from '@work/shared-ui/forms';

const OUTCOME_COLOUR: Record<string, string> = {
  CREATED: 'green',
  USERNAME_IN_USE: 'orange',
  USERNAME_NOT_FOUND: 'red',
  UNKNOWN_ERROR: 'red',
};

/**
 * Add task credentials (staff-and-admin.md §2): client, e-mail addresses (one per line), platform, access level,
 * expiration, requester and job; then one result per address (§8 Create results: Created, Username already in use,
 * Username not found, Unknown Error).
 */
export function AddCredentialsDialog({
  today,
  requesterId,
  onClose,
  onAdded,
}: {
  today: string;
  requesterId: string | null;
  onClose: () => void;
  onAdded: () => void;
}) {
  const t = useText();
  const { bus } = useMountProps();
  const [, add] = useMutation(AddCredentialsMutation);
  const [results, setResults] = useState<readonly AddResult[] | null>(null);

  const submit = async (values: AddValues) => {
    const outcome = await add({ input: addInput(values) });
    if (outcome.error) {
      const problem = serverProblem(outcome.error);
      if (problem && 'fields' in problem) return problem.fields;
      if (problem) return { [FORM_ERROR]: problem.message };
      bus.publish('toast:show', { text: t('work.credentialsAdmin.createFailed'), color: 'error' });
      return { [FORM_ERROR]: t('work.credentialsAdmin.createFailed') };
    }
    const answered = outcome.data?.addTaskCredentials ?? [];
    setResults(answered);
    if (answered.some((r) => r.outcome === 'CREATED')) {
      bus.publish('toast:show', { text: t('work.credentialsAdmin.created'), color: 'success' });
      onAdded();
    }
    return undefined;
  };

  if (results) {
    const created = results.filter((r) => r.outcome === 'CREATED').length;
    return (
      <Modal
        open
        title={t('work.credentialsAdmin.results.title')}
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose}>
            {t('work.credentialsAdmin.done')}
          </Button>
        }
        width={600}
      >
        <Flex vertical gap="middle">
          <Typography.Text>{t('work.credentialsAdmin.results.summary', { created, total: results.length })}</Typography.Text>
          <Table<AddResult>
            size="small"
            aria-label={t('work.credentialsAdmin.results.table')}
            rowKey={(r) => r.emailAddress}
            pagination={false}
            dataSource={results as AddResult[]}
            columns={[
              { key: 'email', title: t('work.credentialsAdmin.results.email'), render: (_, r) => r.emailAddress },
              {
                key: 'result',
                title: t('work.credentialsAdmin.results.result'),
                render: (_, r) => <Tag color={OUTCOME_COLOUR[r.outcome]}>{r.message}</Tag>,
              },
            ]}
          />
        </Flex>
      </Modal>
    );
  }

  return (
    <Form<AddValues> initialValues={emptyAddValues(requesterId)} validate={(values) => validateAdd(values, today)} onSubmit={submit}>
      {({ handleSubmit, submitting, submitError, values, form }) => (
        <Modal
          open
          title={t('work.credentialsAdmin.add.title')}
          okText={t('work.credentialsAdmin.add.submit')}
          cancelText={t('work.credentialsAdmin.cancel')}
          onOk={() => void handleSubmit()}
          onCancel={onClose}
          okButtonProps={{ loading: submitting }}
          width={600}
          destroyOnHidden
        >
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void handleSubmit();
            }}
            noValidate
          >
            {submitError ? <Alert type="error" showIcon role="alert" title={String(submitError)} style={{ marginBottom: 16 }} /> : null}
            <FormField<string | null> name="clientId" label={t('work.credentialsAdmin.field.client')}>
              {(input, { id, invalid }) => (
                <ClientPicker
                  id={id}
                  value={input.value || null}
                  onChange={(value) => {
                    input.onChange(value);
                    // the job is one of the client's
                    form.change('jobId', null);
                  }}
                  onBlur={() => input.onBlur()}
                  status={invalid ? 'error' : undefined}
                />
              )}
            </FormField>
            <FormField<string>
              name="emails"
              label={t('work.credentialsAdmin.field.emails')}
              help={t('work.credentialsAdmin.field.emailsHelp')}
            >
              {(input, { id, invalid }) => (
                <Input.TextArea
                  id={id}
                  {...input}
                  value={input.value ?? ''}
                  autoSize={{ minRows: 3, maxRows: 10 }}
                  status={invalid ? 'error' : undefined}
                />
              )}
            </FormField>
            <FormField<string | null> name="engineType" label={t('work.credentialsAdmin.field.platform')}>
              {(input, { id, invalid }) => (
                <Select
                  id={id}
                  value={input.value || null}
                  onChange={(value: string) => input.onChange(value)}
                  onBlur={() => input.onBlur()}
                  options={ENGINE_TYPES.map((engine) => ({ value: engine, label: engineLabel(engine) }))}
                  showSearch={{ optionFilterProp: 'label' }}
                  status={invalid ? 'error' : undefined}
                />
              )}
            </FormField>
            <AccessLevelField />
            <ExpirationField today={today} />
            <RequesterField />
            <JobField clientId={values.clientId} />
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </form>
        </Modal>
      )}
    </Form>
  );
}
