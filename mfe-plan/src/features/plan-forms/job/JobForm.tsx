import { useMemo, useState } from 'react';
import { Alert, Col, Descriptions, Row, Select } from 'antd';
import { JOB_NAME_MAX, JOB_TEXT_MAX } from '@work/shared-contracts/plan';
import { useMutation, useQuery } from 'urql';
import { useMountProps, useSession } from '@work/shared-ui';
import { FormField } from '@work/shared-ui/forms';
import { TimeOfDayInput } from '@work/shared-ui/inputs';
import { TimezonePicker } from '@work/shared-ui/pickers';
import { useText } from '../../../text';
import { jobDays } from '../extendPhase';
import { ChannelField, ClientField, DateField, SwitchField, TextField } from '../fields';
import { FormShell } from '../FormShell';
import { LoadPanel } from '../LoadPanel';
import { PlanFormsClientChannelsQuery } from '../planChoices.graphql';
import type { PlanFormProps } from '../planFormProps';
import { PhaseSelectField, useClientOfPhase } from '../PhaseSelectField';
import { refusedSubmission } from '../submission';
import { useExtendPhase } from '../useExtendPhase';
import { usePlatformNow } from '../../../common/usePlatformNow';
import { useToast } from '../../../common/useToast';
import { formatInstant, formatMinutes } from '../when';
import { CreateJobMutation, PlanFormsJobQuery, UpdateJobMutation, type PlanFormsJob } from './job.graphql';
import { JobActions } from './JobActions';
import { JOB_FIELDS, JOB_FIELD_OF_INPUT, jobErrors, jobInputOf, jobValuesOf, newJobValues, type JobValues } from './jobForm';
import { JOB_STATUS_KEYS } from './jobStatus';

type Clock = { now: Date; today: string };

/** A new job (maybe for a phase or client it was opened from) or an existing one (`id`): its details and actions. */
export function JobForm({ id, phaseId, clientId, ...props }: PlanFormProps & { id?: string; phaseId?: string; clientId?: string }) {
  const t = useText();
  const session = useSession();
  const clock = usePlatformNow();
  const [{ data, fetching, error }, reload] = useQuery({ query: PlanFormsJobQuery, variables: { id: id ?? '' }, pause: !id });
  const client = useClientOfPhase(id ? null : (phaseId ?? null), clientId ?? null);
  const job = data?.job ?? null;
  const initialValues = useMemo(
    () => (job ? jobValuesOf(job) : newJobValues(client.clientId, phaseId ?? null, session.me.timezone)),
    [job, client.clientId, phaseId, session.me.timezone],
  );
  const refresh = () => reload({ requestPolicy: 'network-only' });
  return (
    <LoadPanel
      loading={id ? !job || !clock : !clock || client.loading}
      failed={Boolean(id && error && !data)}
      failedText={t('plan.forms.job.loadFailed')}
      onRetry={refresh}
    >
      {() => (
        <JobFields
          {...props}
          key={job?.id ?? 'new'}
          job={job}
          initialValues={initialValues}
          clock={clock!}
          onChanged={() => {
            refresh();
            props.onSaved();
          }}
        />
      )}
    </LoadPanel>
  );
}

function JobFields({
  name,
  onClose,
  onSaved,
  onChanged,
  job,
  initialValues,
  clock,
}: PlanFormProps & { job: PlanFormsJob | null; initialValues: JobValues; clock: Clock; onChanged: () => void }) {
  const t = useText();
  const toast = useToast();
  const extendPhase = useExtendPhase();
  const [, create] = useMutation(CreateJobMutation);
  const [, update] = useMutation(UpdateJobMutation);
  const [clientId, setClientId] = useState(initialValues.clientId);
  const [channels] = useQuery({ query: PlanFormsClientChannelsQuery, variables: { id: clientId ?? '' }, pause: !clientId });
  // §5: no job without a channel for the client
  const noChannel = Boolean(clientId && channels.data && !channels.data.client?.channels.some((c) => c.state === 'active'));
  const mayEdit = !job || job.availableActions.includes('EDIT');

  const submit = async (values: JobValues) => {
    const input = jobInputOf(values);
    const startsToday = job ? Boolean(job.startedAt) : values.startOnSave;
    const days = jobDays({
      startsAt: input.startsAt,
      dueAt: input.dueAt,
      startedAt: job?.startedAt ?? null,
      startsToday,
      today: clock.today,
    });
    if (!(await extendPhase(input.phaseId, days))) return undefined;
    const result = job ? await update({ id: job.id, input }) : await create({ input, startOnSave: values.startOnSave });
    const saved = job ? result.data && 'updateJob' in result.data : result.data && 'createJob' in result.data;
    if (result.error || !saved) {
      const failed = t('plan.forms.job.updateFailed');
      toast(failed, 'error');
      return refusedSubmission(result.error, failed, JOB_FIELDS, JOB_FIELD_OF_INPUT);
    }
    toast(t(job ? 'plan.forms.updated' : 'plan.forms.created'), 'success');
    onSaved();
    onClose();
    return undefined;
  };

  return (
    <FormShell<JobValues>
      name={name}
      initialValues={initialValues}
      validate={jobErrors}
      onSubmit={submit}
      onCancel={onClose}
      canSave={mayEdit && !noChannel}
      above={job ? <JobSummary job={job} mayEdit={mayEdit} /> : null}
      actions={
        job ? (
          <JobActions
            job={job}
            clock={clock}
            onChanged={onChanged}
            onCopied={onSaved}
            onGone={() => {
              onSaved();
              onClose();
            }}
          />
        ) : null
      }
    >
      {({ values, form }) => (
        <>
          <ClientField
            label={t('plan.forms.client')}
            onChosen={(chosen) => {
              setClientId(chosen);
              form.change('channelId', null);
              form.change('phaseId', null);
            }}
          />
          <ChannelField
            label={t('plan.forms.channel')}
            clientId={values.clientId}
            disabled={job?.invoiced}
            help={job?.invoiced ? t('plan.forms.job.channelInvoiced') : undefined}
            problem={noChannel ? t('plan.forms.job.noChannel') : undefined}
          />
          <TextField name="name" label={t('plan.forms.name')} maxLength={JOB_NAME_MAX} />
          <PhaseSelectField label={t('plan.forms.phase')} clientId={values.clientId} today={clock.today} value={values.phaseId} />
          <FormField<string[]>
            name="engineAccounts"
            label={t('plan.forms.job.engineAccounts')}
            help={t('plan.forms.job.engineAccountsHelp')}
          >
            {(input, { id, invalid }) => (
              <Select<string[]>
                id={id}
                mode="tags"
                aria-label={t('plan.forms.job.engineAccounts')}
                value={input.value || []}
                open={false}
                tokenSeparators={[',']}
                status={invalid ? 'error' : undefined}
                onChange={(accounts) => {
                  input.onChange(accounts);
                  input.onBlur();
                }}
              />
            )}
          </FormField>
          {job ? null : <SwitchField name="startOnSave" label={t('plan.forms.startOnSave')} />}
          <TextField name="what" label={t('plan.forms.what')} maxLength={JOB_TEXT_MAX} multiline />
          <TextField name="why" label={t('plan.forms.why')} maxLength={JOB_TEXT_MAX} multiline />
          <TextField name="expectedImpact" label={t('plan.forms.job.expectedImpact')} maxLength={JOB_TEXT_MAX} multiline />
          <SwitchField name="isPublic" label={t('plan.forms.job.isPublic')} />
          <DateField name="startsAt" label={t('plan.forms.job.startsAt')} />
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <DateField name="dueDate" label={t('plan.forms.job.dueDate')} />
            </Col>
            <Col xs={24} sm={12}>
              <FormField<string | null> name="dueTime" label={t('plan.forms.job.dueTime')}>
                {(input, { id, invalid }) => (
                  <TimeOfDayInput
                    id={id}
                    aria-label={t('plan.forms.job.dueTime')}
                    value={input.value || null}
                    allowClear
                    status={invalid ? 'error' : undefined}
                    onChange={(time) => {
                      input.onChange(time);
                      input.onBlur();
                    }}
                  />
                )}
              </FormField>
            </Col>
          </Row>
          <FormField<string | null> name="timezone" label={t('plan.forms.job.timezone')}>
            {(input, { id, invalid }) => (
              <TimezonePicker
                id={id}
                aria-label={t('plan.forms.job.timezone')}
                value={input.value || null}
                status={invalid ? 'error' : undefined}
                onChange={(zone) => {
                  input.onChange(zone);
                  input.onBlur();
                }}
                style={{ width: '100%' }}
              />
            )}
          </FormField>
        </>
      )}
    </FormShell>
  );
}

/** A saved job's status, owner, times and time spent (§3 Job: date started, completed at, time allocated, actual time). */
function JobSummary({ job, mayEdit }: { job: PlanFormsJob; mayEdit: boolean }) {
  const t = useText();
  const zone = job.timezone;
  const at = (key: string, label: string, iso: string | null | undefined) =>
    iso ? [{ key, label, children: formatInstant(iso, zone) }] : [];
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'status', label: t('plan.forms.status'), children: t(JOB_STATUS_KEYS[job.status]) },
          { key: 'owner', label: t('plan.forms.owner'), children: job.owner.fullName },
          ...at('scheduled', t('plan.forms.job.scheduledFor'), job.scheduledFor),
          ...at('started', t('plan.forms.startedAt'), job.startedAt),
          ...at('completed', t('plan.forms.completedAt'), job.completedAt),
          { key: 'allocated', label: t('plan.forms.job.timeAllocated'), children: formatMinutes(job.timeAllocatedMinutes) },
          { key: 'actual', label: t('plan.forms.job.actualTime'), children: formatMinutes(job.actualMinutes) },
        ]}
      />
      <JobPageLink id={job.id} />
      {mayEdit ? null : <Alert type="info" showIcon title={t('plan.forms.job.readOnly')} style={{ marginBottom: 16 }} />}
    </>
  );
}

/** The saved job's page (its tasks): followed through the shell, so the plan's router moves there. */
function JobPageLink({ id }: { id: string }) {
  const t = useText();
  const { navigate } = useMountProps();
  const to = `/plan/jobs/${id}`;
  return (
    <p style={{ marginBottom: 16 }}>
      <a
        href={to}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          navigate(to);
        }}
      >
        {t('plan.jobPage.openJobPage')}
      </a>
    </p>
  );
}
