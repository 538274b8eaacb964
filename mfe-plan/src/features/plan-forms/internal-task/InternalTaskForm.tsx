import { useMemo } from 'react';
import { Alert, Button, Descriptions } from 'antd';
import { useMutation, useQuery } from 'urql';
import { useSession } from '@work/shared-ui';
import { FormField } from '@work/shared-ui/forms';
import { AvailabilitySlider, TimeOfDayInput } from '@work/shared-ui/inputs';
import { useText, type TextKey } from '../../../text';
import { internalTaskDays } from '../extendPhase';
import { ChannelField, ClientField, SwitchField, TextField } from '../fields';
import { FormShell } from '../FormShell';
import { LoadPanel } from '../LoadPanel';
import { PhaseSelectField, useClientOfPhase } from '../PhaseSelectField';
import type { PlanFormProps } from '../planFormProps';
import { refusedSubmission } from '../submission';
import { useExtendPhase } from '../useExtendPhase';
import { usePlatformNow } from '../../../common/usePlatformNow';
import { useToast } from '../../../common/useToast';
import { formatInstant } from '../when';
import {
  CompleteInternalTaskMutation,
  CreateInternalTaskMutation,
  PlanFormsInternalTaskQuery,
  StartInternalTaskMutation,
  UpdateInternalTaskMutation,
  type PlanFormsInternalTask,
} from './internalTask.graphql';
import {
  INTERNAL_TASK_FIELDS,
  internalTaskErrors,
  internalTaskInputOf,
  internalTaskValuesOf,
  newInternalTaskValues,
  type InternalTaskValues,
} from './internalTaskForm';

const STATUS_KEYS: Record<PlanFormsInternalTask['status'], TextKey> = {
  DRAFT: 'plan.forms.internalTask.status.draft',
  IN_PROGRESS: 'plan.forms.internalTask.status.inProgress',
  COMPLETE: 'plan.forms.internalTask.status.complete',
};

/** A new internal task (maybe for a phase or client it was opened from) or an existing one (`id`): save, start, complete. */
export function InternalTaskForm({
  id,
  phaseId,
  clientId,
  ...props
}: PlanFormProps & { id?: string; phaseId?: string; clientId?: string }) {
  const t = useText();
  const clock = usePlatformNow();
  const [{ data, error }, reload] = useQuery({ query: PlanFormsInternalTaskQuery, variables: { id: id ?? '' }, pause: !id });
  const client = useClientOfPhase(id ? null : (phaseId ?? null), clientId ?? null);
  const task = data?.internalTask ?? null;
  // one object per answer: react-final-form starts over whenever its initial values change
  const initialValues = useMemo(
    () => (task ? internalTaskValuesOf(task) : newInternalTaskValues(client.clientId, phaseId ?? null)),
    [task, client.clientId, phaseId],
  );
  return (
    <LoadPanel
      loading={!clock || (id ? !task : client.loading)}
      failed={Boolean(id && error && !data)}
      failedText={t('plan.forms.internalTask.loadFailed')}
      onRetry={() => reload({ requestPolicy: 'network-only' })}
    >
      {() => (
        <InternalTaskFields
          {...props}
          key={task?.id ?? 'new'}
          task={task}
          initialValues={initialValues}
          clock={clock!}
          onChanged={() => {
            reload({ requestPolicy: 'network-only' });
            props.onSaved();
          }}
        />
      )}
    </LoadPanel>
  );
}

function InternalTaskFields({
  name,
  onClose,
  onSaved,
  onChanged,
  task,
  initialValues,
  clock,
}: PlanFormProps & {
  task: PlanFormsInternalTask | null;
  initialValues: InternalTaskValues;
  clock: { now: Date; today: string };
  /** After a start or complete: the task reloads, and so does the plan. */
  onChanged: () => void;
}) {
  const t = useText();
  const toast = useToast();
  const session = useSession();
  const extendPhase = useExtendPhase();
  const [, create] = useMutation(CreateInternalTaskMutation);
  const [, update] = useMutation(UpdateInternalTaskMutation);
  const [starting, start] = useMutation(StartInternalTaskMutation);
  const [completing, complete] = useMutation(CompleteInternalTaskMutation);
  const zone = task?.owner.timezone ?? session.me.timezone;
  const isComplete = task?.status === 'COMPLETE';

  const submit = async (values: InternalTaskValues) => {
    const startedAt = task?.startedAt ? new Date(task.startedAt) : !task && values.startOnSave ? clock.now : null;
    const days = internalTaskDays({ startedAt, lifetimeMinutes: values.lifetimeMinutes, deadlineTime: values.deadlineTime, zone });
    if (!(await extendPhase(values.phaseId, days))) return undefined;
    const input = internalTaskInputOf(values);
    const result = task ? await update({ id: task.id, input }) : await create({ input, startOnSave: values.startOnSave });
    const saved = task ? result.data && 'updateInternalTask' in result.data : result.data && 'createInternalTask' in result.data;
    if (result.error || !saved) {
      const failed = t(task ? 'plan.forms.internalTask.saveFailed' : 'plan.forms.internalTask.createFailed');
      toast(failed, 'error');
      return refusedSubmission(result.error, failed, INTERNAL_TASK_FIELDS);
    }
    toast(t(task ? 'plan.forms.updated' : 'plan.forms.created'), 'success');
    onSaved();
    onClose();
    return undefined;
  };

  const startTask = async () => {
    if (!task) return;
    const days = internalTaskDays({ startedAt: clock.now, lifetimeMinutes: task.lifetimeMinutes, deadlineTime: task.deadlineTime, zone });
    if (!(await extendPhase(task.phaseId ?? null, days))) return;
    const result = await start({ id: task.id });
    if (result.error || !result.data?.startInternalTask) {
      toast(t('plan.forms.internalTask.startFailed'), 'error');
      return;
    }
    toast(t('plan.forms.updated'), 'success');
    onChanged();
  };

  const completeTask = async () => {
    if (!task) return;
    const result = await complete({ id: task.id });
    if (result.error || !result.data?.completeInternalTask) {
      toast(t('plan.forms.internalTask.completeFailed'), 'error');
      return;
    }
    toast(t('plan.forms.updated'), 'success');
    onChanged();
  };

  const summary = task ? (
    <Descriptions
      size="small"
      column={1}
      style={{ marginBottom: 16 }}
      items={[
        { key: 'status', label: t('plan.forms.status'), children: t(STATUS_KEYS[task.status]) },
        { key: 'owner', label: t('plan.forms.owner'), children: task.owner.fullName },
        ...(task.startedAt ? [{ key: 'started', label: t('plan.forms.startedAt'), children: formatInstant(task.startedAt, zone) }] : []),
        ...(task.dueAt ? [{ key: 'due', label: t('plan.forms.internalTask.dueAt'), children: formatInstant(task.dueAt, zone) }] : []),
        ...(task.completedAt
          ? [{ key: 'completed', label: t('plan.forms.completedAt'), children: formatInstant(task.completedAt, zone) }]
          : []),
      ]}
    />
  ) : null;

  return (
    <FormShell<InternalTaskValues>
      name={name}
      initialValues={initialValues}
      validate={internalTaskErrors}
      onSubmit={submit}
      onCancel={onClose}
      canSave={!isComplete}
      above={
        <>
          {summary}
          {isComplete ? (
            <Alert type="info" showIcon title={t('plan.forms.internalTask.completeReadOnly')} style={{ marginBottom: 16 }} />
          ) : null}
        </>
      }
      actions={
        <>
          {task?.status === 'DRAFT' ? (
            <Button loading={starting.fetching} onClick={() => void startTask()}>
              {t('plan.forms.internalTask.start')}
            </Button>
          ) : null}
          {task?.status === 'IN_PROGRESS' ? (
            <Button loading={completing.fetching} onClick={() => void completeTask()}>
              {t('plan.forms.internalTask.complete')}
            </Button>
          ) : null}
        </>
      }
    >
      {({ values, form }) => (
        <>
          <ClientField
            label={t('plan.forms.client')}
            disabled={isComplete}
            onChosen={() => {
              form.change('channelId', null);
              form.change('phaseId', null);
            }}
          />
          <ChannelField label={t('plan.forms.channel')} clientId={values.clientId} disabled={isComplete} />
          <TextField name="summary" label={t('plan.forms.internalTask.summary')} maxLength={200} disabled={isComplete} />
          <TextField name="brief" label={t('plan.forms.internalTask.brief')} maxLength={5000} multiline disabled={isComplete} />
          <FormField<number | null> name="lifetimeMinutes" label={t('plan.forms.internalTask.lifetime')}>
            {(input) => (
              <AvailabilitySlider
                aria-label={t('plan.forms.internalTask.lifetime')}
                value={input.value}
                disabled={isComplete}
                onChange={(minutes) => {
                  input.onChange(minutes);
                  input.onBlur();
                }}
              />
            )}
          </FormField>
          <FormField<string | null> name="deadlineTime" label={t('plan.forms.internalTask.deadlineTime')}>
            {(input, { id, invalid }) => (
              <TimeOfDayInput
                id={id}
                aria-label={t('plan.forms.internalTask.deadlineTime')}
                value={input.value || null}
                disabled={isComplete}
                status={invalid ? 'error' : undefined}
                onChange={(time) => {
                  input.onChange(time);
                  input.onBlur();
                }}
              />
            )}
          </FormField>
          <PhaseSelectField label={t('plan.forms.phase')} clientId={values.clientId} today={clock.today} value={values.phaseId} />
          {task ? null : <SwitchField name="startOnSave" label={t('plan.forms.startOnSave')} />}
        </>
      )}
    </FormShell>
  );
}
