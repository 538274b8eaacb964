import { Alert, Modal } from 'antd';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useMutation } from 'urql';
import { useMountProps } from '@work/shared-ui';
import { useText } from './text';
import { AccessLevelField, ExpirationField, JobField, RequesterField, StatusField } from './CredentialFields';
import { editInput, editValuesOf, serverProblem, validateEdit, type EditValues } from './credentialsAdmin';
import { UpdateCredentialMutation, type AdminCredential } from './credentialsAdmin.query';

/** Edit a credential: access level, status (available or unverified), expiration, requester and job. */
export function EditCredentialDialog({
  credential,
  today,
  onClose,
  onSaved,
}: {
  credential: AdminCredential;
  today: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useText();
  const { bus } = useMountProps();
  const [, update] = useMutation(UpdateCredentialMutation);

  const submit = async (values: EditValues) => {
    const outcome = await update({ id: credential.id, input: editInput(values) });
    if (outcome.error) {
      const problem = serverProblem(outcome.error);
      if (problem && 'fields' in problem) return problem.fields;
      if (problem) return { [FORM_ERROR]: problem.message };
      bus.publish('toast:show', { text: t('work.credentialsAdmin.updateFailed'), color: 'error' });
      return { [FORM_ERROR]: t('work.credentialsAdmin.updateFailed') };
    }
    bus.publish('toast:show', { text: t('work.credentialsAdmin.updated'), color: 'success' });
    onSaved();
    return undefined;
  };

  return (
    <Form<EditValues>
      initialValues={editValuesOf(credential)}
      validate={(values) => validateEdit(values, today, credential.expiresOn)}
      onSubmit={submit}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <Modal
          open
          title={t('work.credentialsAdmin.edit.title', { email: credential.emailAddress })}
          okText={t('work.credentialsAdmin.save')}
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
            <AccessLevelField />
            <StatusField />
            <ExpirationField today={today} />
            <RequesterField />
            <JobField clientId={credential.clientId} />
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </form>
        </Modal>
      )}
    </Form>
  );
}
