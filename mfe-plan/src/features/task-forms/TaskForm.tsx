import { useMemo, type ReactNode } from 'react';
import { Alert, Input, Radio, Select } from 'antd';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { MERGE_FIELDS, TASK_BRIEF_MAX, TASK_TITLE_MAX, type TaskType } from '@work/shared-contracts/tasks';
import { useSession } from '@work/shared-ui';
import { FormField } from '@work/shared-ui/forms';
import { AvailabilitySlider, CurrencyInput, DurationInput, TimeOfDayInput } from '@work/shared-ui/inputs';
import { UserPicker } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import { useToast } from '../../common/useToast';
import { SwitchField, TextField } from '../plan-forms/fields';
import { knownFieldErrors } from '../plan-forms/formErrors';
import { FormShell } from '../plan-forms/FormShell';
import { refusalOf } from '@work/shared-ui/refusal';
import { CroudiesField, type AddPeople } from './CroudiesField';
import { CreateTaskMutation, TaskFormTemplatesQuery, UpdateTaskMutation, type TaskFormsTask } from './task.graphql';
import {
  costField,
  newTaskValues,
  offersInOrder,
  TASK_FIELDS,
  taskErrors,
  taskInputOf,
  taskValuesOf,
  valuesFromTemplate,
  type TaskValues,
} from './taskForm';

// codes whose message says what to change (a closed job, an invoiced task, the §5 rules), shown above the fields
const TOLD_CODES = new Set(['CONFLICT', 'BAD_USER_INPUT']);

/**
 * What a refused save leaves on the form: the API's field errors on their fields (a cost error on the amount the cost
 * type asks for), else the API's own words when it says what is wrong, else "Failed to update task".
 */
function refused(error: CombinedError | undefined, failed: string, values: TaskValues): SubmissionErrors {
  const refusal = refusalOf(error);
  const known = knownFieldErrors(refusal.fieldErrors, TASK_FIELDS, { cost: costField(values.costType), settings: 'attachmentsRequired' });
  if (Object.keys(known).length) return known;
  const told = refusal.code && TOLD_CODES.has(refusal.code) && refusal.message ? refusal.message : null;
  return { [FORM_ERROR]: told ?? failed };
}

/** A new single or QA task on `job`, or one of its tasks (`task`): the form of §2, saved with createTask / updateTask. */
export function TaskForm({
  name,
  job,
  task,
  type,
  onClose,
  onSaved,
  croudieAdders,
}: {
  name: string;
  job: { id: string; clientId: string };
  task: TaskFormsTask | null;
  type: TaskType;
  onClose: () => void;
  onSaved: () => void;
  croudieAdders?: (addPeople: AddPeople) => ReactNode;
}) {
  const t = useText();
  const toast = useToast();
  const session = useSession();
  const [, create] = useMutation(CreateTaskMutation);
  const [, update] = useMutation(UpdateTaskMutation);
  const [templates] = useQuery({ query: TaskFormTemplatesQuery, variables: { clientId: job.clientId } });
  // one object for the form's life: react-final-form starts over whenever its initial values change
  const initialValues = useMemo(() => (task ? taskValuesOf(task, session.me.id) : newTaskValues(type)), [task, type, session.me.id]);
  const mayEdit = !task || task.authoringActions.includes('EDIT');
  const single = type === 'single';
  const offeredTemplates = (templates.data?.taskTemplatesForTask ?? []).filter((tpl) => (tpl.type === 'QA') === !single);

  const submit = async (values: TaskValues) => {
    const input = taskInputOf(values);
    const result = task ? await update({ id: task.id, input }) : await create({ jobId: job.id, input });
    const saved = task ? result.data && 'updateTask' in result.data : result.data && 'createTask' in result.data;
    if (result.error || !saved) {
      const failed = t('plan.tasks.updateFailed');
      toast(failed, 'error');
      return refused(result.error, failed, values);
    }
    toast(t(task ? 'plan.forms.updated' : 'plan.forms.created'), 'success');
    onSaved();
    onClose();
    return undefined;
  };

  return (
    <FormShell<TaskValues>
      name={name}
      initialValues={initialValues}
      validate={taskErrors}
      onSubmit={submit}
      onCancel={onClose}
      canSave={mayEdit}
    >
      {({ values, form }) => (
        <>
          <FormField<string | null> name="templateId" label={t('plan.taskForm.template')}>
            {(input, { id }) => (
              <Select<string | null>
                id={id}
                aria-label={t('plan.taskForm.template')}
                placeholder={t('plan.taskForm.templatePlaceholder')}
                value={input.value || null}
                allowClear
                loading={templates.fetching}
                disabled={!mayEdit}
                notFoundContent={templates.error ? t('plan.taskForm.templatesFailed') : t('plan.taskForm.templatesEmpty')}
                options={offeredTemplates.map((tpl) => ({ value: tpl.id, label: tpl.name }))}
                onChange={(templateId) => {
                  const template = offeredTemplates.find((tpl) => tpl.id === templateId);
                  if (!template) {
                    input.onChange(null);
                    return;
                  }
                  const next = valuesFromTemplate(form.getState().values, template);
                  form.batch(() => {
                    for (const [field, value] of Object.entries(next)) form.change(field as keyof TaskValues, value as never);
                  });
                }}
                style={{ width: '100%' }}
              />
            )}
          </FormField>
          {templates.error ? (
            <Alert type="warning" showIcon title={t('plan.taskForm.templatesFailed')} style={{ marginBottom: 16 }} />
          ) : null}
          <TextField name="title" label={t('plan.taskForm.title')} maxLength={TASK_TITLE_MAX} disabled={!mayEdit} />
          <FormField<string>
            name="brief"
            label={t('plan.taskForm.brief')}
            help={t('plan.taskForm.briefHelp', { fields: MERGE_FIELDS.map((f) => `{{${f}}}`).join(', ') })}
          >
            {(input, { id, invalid }) => (
              <TextAreaInput id={id} value={input.value} onChange={input.onChange} invalid={invalid} disabled={!mayEdit} />
            )}
          </FormField>
          {single ? (
            <>
              <SwitchField name="attachmentsRequired" label={t('plan.taskForm.attachmentsRequired')} disabled={!mayEdit} />
              <FormField<string> name="costType" label={t('plan.taskForm.costType')}>
                {(input) => (
                  <Radio.Group
                    aria-label={t('plan.taskForm.costType')}
                    value={input.value}
                    disabled={!mayEdit}
                    onChange={(e) => input.onChange(e.target.value)}
                    options={[
                      { value: 'fixed', label: t('plan.taskForm.costType.fixed') },
                      { value: 'minutes', label: t('plan.taskForm.costType.minutes') },
                    ]}
                  />
                )}
              </FormField>
              {/* both amounts stay mounted (one hidden): a field react-final-form first meets after a template filled it
                  would be set back to its initial value */}
              <div hidden={values.costType !== 'fixed'}>
                <FormField<number | null> name="fixedCost" label={t('plan.taskForm.fixedCost')}>
                  {(input, { id, invalid }) => (
                    <CurrencyInput
                      id={id}
                      aria-label={t('plan.taskForm.fixedCost')}
                      value={input.value ?? null}
                      status={invalid ? 'error' : undefined}
                      disabled={!mayEdit}
                      onChange={(amount) => input.onChange(amount ?? null)}
                      onBlur={() => input.onBlur()}
                    />
                  )}
                </FormField>
              </div>
              <div hidden={values.costType !== 'minutes'}>
                <FormField<number | null> name="allocatedMinutes" label={t('plan.taskForm.allocatedMinutes')}>
                  {(input, { id, invalid }) => (
                    <DurationInput
                      id={id}
                      value={input.value ?? undefined}
                      invalid={invalid}
                      disabled={!mayEdit}
                      hoursLabel={t('plan.taskForm.allocatedHours')}
                      minutesLabel={t('plan.taskForm.allocatedMinutes')}
                      onChange={(minutes) => {
                        input.onChange(minutes);
                        input.onBlur();
                      }}
                    />
                  )}
                </FormField>
              </div>
            </>
          ) : null}
          <FormField<number | null> name="lifetimeMinutes" label={t('plan.taskForm.lifetime')}>
            {(input) => (
              <AvailabilitySlider
                aria-label={t('plan.taskForm.lifetime')}
                value={input.value}
                disabled={!mayEdit}
                onChange={(minutes) => {
                  input.onChange(minutes);
                  input.onBlur();
                }}
              />
            )}
          </FormField>
          <FormField<string | null> name="deadlineTime" label={t('plan.taskForm.deadlineTime')}>
            {(input, { id, invalid }) => (
              <TimeOfDayInput
                id={id}
                aria-label={t('plan.taskForm.deadlineTime')}
                value={input.value || null}
                disabled={!mayEdit}
                status={invalid ? 'error' : undefined}
                onChange={(time) => {
                  input.onChange(time);
                  input.onBlur();
                }}
              />
            )}
          </FormField>
          {single ? (
            <>
              <FormField<string> name="allocationMethod" label={t('plan.taskForm.allocationMethod')}>
                {(input) => (
                  <Radio.Group
                    aria-label={t('plan.taskForm.allocationMethod')}
                    value={input.value}
                    disabled={!mayEdit}
                    onChange={(e) => input.onChange(e.target.value)}
                    options={[
                      { value: 'offer', label: t('plan.taskForm.allocationMethod.offer') },
                      { value: 'assign', label: t('plan.taskForm.allocationMethod.assign') },
                    ]}
                  />
                )}
              </FormField>
              {values.allocationMethod === 'offer' ? (
                <SwitchField
                  name="openQueue"
                  label={t('plan.taskForm.openQueue')}
                  help={t('plan.taskForm.openQueueHelp')}
                  disabled={!mayEdit}
                />
              ) : null}
            </>
          ) : null}
          <SwitchField name="active" label={t('plan.taskForm.active')} disabled={!mayEdit} />
          {single ? (
            <CroudiesField timeouts={offersInOrder(values)} disabled={!mayEdit} adders={croudieAdders} />
          ) : (
            <>
              <SwitchField name="assignToMe" label={t('plan.taskForm.assignToMe')} disabled={!mayEdit} />
              {values.assignToMe ? null : (
                <FormField<string | null> name="reviewerId" label={t('plan.taskForm.reviewer')}>
                  {(input, { id, invalid }) => (
                    <UserPicker
                      id={id}
                      aria-label={t('plan.taskForm.reviewer')}
                      value={input.value || null}
                      disabled={!mayEdit}
                      status={invalid ? 'error' : undefined}
                      onChange={(userId) => {
                        input.onChange(userId);
                        input.onBlur();
                      }}
                      style={{ width: '100%' }}
                    />
                  )}
                </FormField>
              )}
            </>
          )}
        </>
      )}
    </FormShell>
  );
}

/** The brief: plain text with merge fields. */
function TextAreaInput({
  id,
  value,
  onChange,
  invalid,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  disabled: boolean;
}) {
  return (
    <Input.TextArea
      id={id}
      value={value}
      maxLength={TASK_BRIEF_MAX}
      autoSize={{ minRows: 4, maxRows: 12 }}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
