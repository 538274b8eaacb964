import { useMemo } from 'react';
import { Alert, Button } from 'antd';
import { useMutation, useQuery } from 'urql';
import { useConfirm } from '@work/shared-ui';
import { useText } from '../../../text';
import { DateField, TextField } from '../fields';
import { FormShell } from '../FormShell';
import { LoadPanel } from '../LoadPanel';
import type { PlanFormProps } from '../planFormProps';
import { refusedSubmission } from '../submission';
import { usePlatformNow } from '../../../common/usePlatformNow';
import { useToast } from '../../../common/useToast';
import { CreatePlanKeyDateMutation, DeletePlanKeyDateMutation, PlanFormsKeyDatesQuery, UpdatePlanKeyDateMutation } from './keyDate.graphql';
import { KEY_DATE_FIELDS, keyDateErrors, keyDateInputOf, type KeyDateValues } from './keyDateForm';

/** A new key date of a project, or an existing one (`id`) with Delete behind a confirmation. */
export function KeyDateForm({ id, projectId, name, onClose, onSaved }: PlanFormProps & { id?: string; projectId: string }) {
  const t = useText();
  const toast = useToast();
  const confirm = useConfirm();
  const clock = usePlatformNow();
  const [{ data, fetching, error }, reload] = useQuery({ query: PlanFormsKeyDatesQuery, variables: { projectId }, pause: !id });
  const [, create] = useMutation(CreatePlanKeyDateMutation);
  const [, update] = useMutation(UpdatePlanKeyDateMutation);
  const [deleting, remove] = useMutation(DeletePlanKeyDateMutation);
  const saved = id ? (data?.planProject.keyDates.find((k) => k.id === id) ?? null) : null;
  const initialValues = useMemo<KeyDateValues>(
    () => (saved ? { description: saved.description, date: saved.date } : { description: '', date: clock?.today ?? '' }),
    [saved, clock?.today],
  );

  const submit = async (values: KeyDateValues) => {
    const input = keyDateInputOf(values);
    const result = saved ? await update({ id: saved.id, input }) : await create({ projectId, input });
    const ok = saved ? result.data && 'updatePlanKeyDate' in result.data : result.data && 'createPlanKeyDate' in result.data;
    if (result.error || !ok) {
      const failed = t(saved ? 'plan.forms.keyDate.updateFailed' : 'plan.forms.keyDate.createFailed');
      toast(failed, 'error');
      return refusedSubmission(result.error, failed, KEY_DATE_FIELDS);
    }
    toast(t(saved ? 'plan.forms.updated' : 'plan.forms.created'), 'success');
    onSaved();
    onClose();
    return undefined;
  };

  const deleteKeyDate = async () => {
    if (!saved) return;
    const sure = await confirm({
      title: t('plan.forms.keyDate.deleteConfirm', { description: saved.description }),
      okText: t('plan.forms.delete'),
      danger: true,
    });
    if (!sure) return;
    const result = await remove({ id: saved.id });
    if (result.error || !result.data?.deletePlanKeyDate) {
      toast(t('plan.forms.keyDate.deleteFailed'), 'error');
      return;
    }
    toast(t('plan.forms.deleted'), 'success');
    onSaved();
    onClose();
  };

  const loading = id ? fetching || !data : !clock;
  return (
    <LoadPanel
      loading={loading}
      failed={Boolean(error) && !data}
      failedText={t('plan.forms.keyDate.loadFailed')}
      onRetry={() => reload({ requestPolicy: 'network-only' })}
    >
      {() =>
        id && !saved ? (
          <Alert type="warning" showIcon title={t('plan.forms.keyDate.notFound')} />
        ) : (
          <FormShell<KeyDateValues>
            name={name}
            initialValues={initialValues}
            validate={keyDateErrors}
            onSubmit={submit}
            onCancel={onClose}
            actions={
              saved ? (
                <Button danger loading={deleting.fetching} onClick={() => void deleteKeyDate()}>
                  {t('plan.forms.delete')}
                </Button>
              ) : null
            }
          >
            {() => (
              <>
                <TextField name="description" label={t('plan.forms.keyDate.description')} maxLength={200} />
                <DateField name="date" label={t('plan.forms.keyDate.date')} />
              </>
            )}
          </FormShell>
        )
      }
    </LoadPanel>
  );
}
