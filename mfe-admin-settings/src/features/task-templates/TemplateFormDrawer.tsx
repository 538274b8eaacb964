import { useState, type ReactNode } from 'react';
import { Alert, Button, Drawer, Flex, Grid, Input, Radio, Spin, Switch } from 'antd';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { TASK_BRIEF_MAX, TASK_TITLE_MAX, TEMPLATE_NAME_MAX } from '@work/shared-contracts/tasks';
import { DirtyReport, useMountProps } from '@work/shared-ui';
import { FormField } from '@work/shared-ui/forms';
import { AvailabilitySlider, CurrencyInput, DurationInput, TimeOfDayInput } from '@work/shared-ui/inputs';
import { ChannelTypePicker } from '@work/shared-ui/pickers';
import { useText, type TextKey } from '../../text';
import { errorCode } from '../forms/serverErrors';
import { CreateTaskTemplate, TaskTemplateQuery, UpdateTaskTemplate, type TemplateDetails } from './taskTemplates.graphql';
import {
  newTemplateValues,
  templateErrors,
  templateInputOf,
  templateServerErrors,
  templateValuesOf,
  type TemplateValues,
} from './templateForm';

const ID_PREFIX = 'template';

/**
 * The create and edit drawer of a task template (§3 Task template and the task fields it carries). `id` null: a new
 * base template. Saved: the §8 generic toast; refused: the §8 Templates toast, and the API's field errors on the fields.
 */
export function TemplateFormDrawer({ id, onClose, onSaved }: { id: string | null; onClose: () => void; onSaved: (id: string) => void }) {
  const t = useText();
  const narrow = !Grid.useBreakpoint().md;
  const title = t(id ? 'settings.templates.editTitle' : 'settings.templates.new');
  const [{ data, error, fetching }, reload] = useQuery({
    query: TaskTemplateQuery,
    variables: { id: id ?? '' },
    pause: !id,
    requestPolicy: 'cache-and-network',
  });
  const template = id ? (data?.taskTemplate ?? null) : null;
  return (
    <Drawer
      open
      title={title}
      onClose={onClose}
      size={narrow ? '100%' : 640}
      destroyOnHidden
      closable={{ 'aria-label': t('settings.templates.close') }}
    >
      {id && !template ? (
        error && !fetching ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('settings.templates.loadFailed')}
            action={<Button onClick={() => reload({ requestPolicy: 'network-only' })}>{t('settings.templates.retry')}</Button>}
          />
        ) : (
          <Spin />
        )
      ) : (
        <TemplateForm key={template?.id ?? 'new'} name={title} template={template} onClose={onClose} onSaved={onSaved} />
      )}
    </Drawer>
  );
}

function TemplateForm({
  name,
  template,
  onClose,
  onSaved,
}: {
  name: string;
  template: TemplateDetails | null;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const t = useText();
  const { bus } = useMountProps();
  const [, create] = useMutation(CreateTaskTemplate);
  const [, update] = useMutation(UpdateTaskTemplate);
  // taken once: react-final-form starts over whenever its initial values change, and a reload of the template while
  // the drawer is open must not throw away what is being typed
  const [initialValues] = useState(() => (template ? templateValuesOf(template) : newTemplateValues()));

  const submit = async (values: TemplateValues): Promise<SubmissionErrors | undefined> => {
    const input = templateInputOf(values);
    const outcome = template ? await update({ id: template.id, input }) : await create({ input });
    const saved = outcome.data
      ? 'updateTaskTemplate' in outcome.data
        ? outcome.data.updateTaskTemplate
        : outcome.data.createTaskTemplate
      : null;
    if (outcome.error || !saved) {
      const failure = t(template ? 'settings.templates.saveFailed' : 'settings.templates.createFailed');
      bus.publish('toast:show', { text: failure, color: 'error' });
      return refusal(outcome.error, failure);
    }
    bus.publish('toast:show', { text: t(template ? 'settings.record.updated' : 'settings.record.created'), color: 'success' });
    onSaved(saved.id);
    return undefined;
  };

  return (
    <Form<TemplateValues> initialValues={initialValues} validate={templateErrors} onSubmit={submit}>
      {({ handleSubmit, submitting, submitError, dirty, values, form }) => (
        <form
          aria-label={name}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void handleSubmit();
          }}
        >
          <DirtyReport form={`settings-template-${template?.id ?? 'new'}`} dirty={Boolean(dirty)} />
          {submitError ? <Alert type="error" showIcon role="alert" title={String(submitError)} style={{ marginBottom: 16 }} /> : null}
          <TextField name="name" label={t('settings.field.name')} maxLength={TEMPLATE_NAME_MAX} />
          <FormField<string[]>
            name="channelTypeIds"
            idPrefix={ID_PREFIX}
            label={t('settings.templates.field.channelTypes')}
            help={t('settings.templates.field.channelTypesHint')}
          >
            {(input, { id, invalid }) => (
              <ChannelTypePicker
                id={id}
                multiple
                allowClear
                placeholder={t('settings.templates.everyChannelType')}
                value={input.value || []}
                status={invalid ? 'error' : undefined}
                onChange={(ids) => input.onChange(ids)}
                onBlur={() => input.onBlur()}
              />
            )}
          </FormField>
          <FormField<TemplateValues['type']>
            name="type"
            idPrefix={ID_PREFIX}
            label={t('settings.templates.field.type')}
            help={values.type === 'QA' ? t('settings.templates.field.qaHint') : undefined}
          >
            {(input, { id }) => (
              <Radio.Group
                id={id}
                aria-label={t('settings.templates.field.type')}
                value={input.value}
                onChange={(e) => input.onChange(e.target.value)}
                options={[
                  { value: 'SINGLE', label: t('settings.templates.field.typeSingle') },
                  { value: 'QA', label: t('settings.templates.field.typeQa') },
                ]}
              />
            )}
          </FormField>
          <TextField name="title" label={t('settings.templates.field.title')} maxLength={TASK_TITLE_MAX} />
          <TextField
            name="brief"
            label={t('settings.templates.field.brief')}
            maxLength={TASK_BRIEF_MAX}
            multiline
            help={t('settings.templates.field.briefHint')}
          />
          <SwitchField
            name="attachmentsRequired"
            label={t('settings.templates.field.attachmentsRequired')}
            help={t('settings.templates.field.attachmentsHint')}
          />
          {values.type === 'SINGLE' ? (
            <>
              <FormField<TemplateValues['costType']> name="costType" idPrefix={ID_PREFIX} label={t('settings.templates.field.costType')}>
                {(input, { id }) => (
                  <Radio.Group
                    id={id}
                    aria-label={t('settings.templates.field.costType')}
                    value={input.value}
                    onChange={(e) => input.onChange(e.target.value)}
                    options={(
                      [
                        ['none', 'settings.templates.field.costNone'],
                        ['fixed', 'settings.templates.field.costFixed'],
                        ['minutes', 'settings.templates.field.costMinutes'],
                      ] as const
                    ).map(([value, key]: readonly [string, TextKey]) => ({ value, label: t(key) }))}
                  />
                )}
              </FormField>
              {values.costType === 'fixed' ? (
                <FormField<number | null> name="fixedCost" idPrefix={ID_PREFIX} label={t('settings.templates.field.fixedCost')}>
                  {(input, { id, invalid }) => (
                    <CurrencyInput
                      id={id}
                      aria-label={t('settings.templates.field.fixedCost')}
                      value={input.value ?? null}
                      status={invalid ? 'error' : undefined}
                      onChange={(amount) => input.onChange(amount ?? null)}
                      onBlur={() => input.onBlur()}
                    />
                  )}
                </FormField>
              ) : null}
              {values.costType === 'minutes' ? (
                <FormField<number | null>
                  name="allocatedMinutes"
                  idPrefix={ID_PREFIX}
                  label={t('settings.templates.field.allocatedMinutes')}
                >
                  {(input, { id, invalid }) => (
                    <DurationInput
                      id={id}
                      value={input.value ?? undefined}
                      invalid={invalid}
                      hoursLabel={t('settings.templates.field.allocatedHours')}
                      minutesLabel={t('settings.templates.field.allocatedMinutesPart')}
                      onChange={(minutes) => {
                        input.onChange(minutes);
                        input.onBlur();
                      }}
                    />
                  )}
                </FormField>
              ) : null}
            </>
          ) : null}
          <FormField<number | null> name="lifetimeMinutes" idPrefix={ID_PREFIX} label={t('settings.templates.field.lifetime')}>
            {(input) => (
              <AvailabilitySlider
                aria-label={t('settings.templates.field.lifetime')}
                value={input.value}
                onChange={(minutes) => {
                  input.onChange(minutes);
                  input.onBlur();
                }}
              />
            )}
          </FormField>
          <FormField<string | null> name="deadlineTime" idPrefix={ID_PREFIX} label={t('settings.templates.field.deadlineTime')}>
            {(input, { id, invalid }) => (
              <TimeOfDayInput
                id={id}
                aria-label={t('settings.templates.field.deadlineTime')}
                value={input.value || null}
                status={invalid ? 'error' : undefined}
                onChange={(time) => {
                  input.onChange(time);
                  input.onBlur();
                }}
              />
            )}
          </FormField>
          {values.type === 'SINGLE' ? (
            <>
              <FormField<TemplateValues['allocationMethod']>
                name="allocationMethod"
                idPrefix={ID_PREFIX}
                label={t('settings.templates.field.allocationMethod')}
              >
                {(input, { id }) => (
                  <Radio.Group
                    id={id}
                    aria-label={t('settings.templates.field.allocationMethod')}
                    value={input.value}
                    onChange={(e) => {
                      input.onChange(e.target.value);
                      // the open queue is a way of offering: assigning has none
                      if (e.target.value === 'ASSIGN') form.change('openQueue', false);
                    }}
                    options={[
                      { value: 'OFFER', label: t('settings.templates.field.offer') },
                      { value: 'ASSIGN', label: t('settings.templates.field.assign') },
                    ]}
                  />
                )}
              </FormField>
              {values.allocationMethod === 'OFFER' ? (
                <SwitchField
                  name="openQueue"
                  label={t('settings.templates.field.openQueue')}
                  help={t('settings.templates.field.openQueueHint')}
                />
              ) : null}
            </>
          ) : null}
          <Flex gap="small">
            <Button type="primary" htmlType="submit" loading={submitting}>
              {t('settings.record.save')}
            </Button>
            <Button onClick={onClose}>{t('settings.record.cancel')}</Button>
          </Flex>
        </form>
      )}
    </Form>
  );
}

/**
 * What a refused save shows in the form: the API's field errors on their fields, its reason above the fields when it
 * named none, or the §8 failure when it gave no reason (the network or the server failed).
 */
function refusal(error: CombinedError | undefined, failure: string): SubmissionErrors {
  const code = errorCode(error);
  if (code !== 'BAD_USER_INPUT' && code !== 'CONFLICT') return { [FORM_ERROR]: failure };
  const first = error!.graphQLErrors[0];
  return (
    templateServerErrors(first?.extensions?.fieldErrors as Record<string, string> | undefined) ?? {
      [FORM_ERROR]: first?.message ?? failure,
    }
  );
}

function TextField({
  name,
  label,
  maxLength,
  multiline = false,
  help,
}: {
  name: string;
  label: string;
  maxLength: number;
  multiline?: boolean;
  help?: ReactNode;
}) {
  return (
    <FormField<string> name={name} idPrefix={ID_PREFIX} label={label} help={help}>
      {(input, { id, invalid }) =>
        multiline ? (
          <Input.TextArea
            {...input}
            id={id}
            maxLength={maxLength}
            autoSize={{ minRows: 4, maxRows: 12 }}
            status={invalid ? 'error' : undefined}
          />
        ) : (
          <Input {...input} id={id} maxLength={maxLength} status={invalid ? 'error' : undefined} />
        )
      }
    </FormField>
  );
}

function SwitchField({ name, label, help }: { name: string; label: string; help?: ReactNode }) {
  return (
    <FormField<boolean> name={name} idPrefix={ID_PREFIX} label={label} help={help}>
      {(input, { id }) => <Switch id={id} aria-label={label} checked={Boolean(input.value)} onChange={(on) => input.onChange(on)} />}
    </FormField>
  );
}
