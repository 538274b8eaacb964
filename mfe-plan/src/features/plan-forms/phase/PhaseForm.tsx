import { useMemo } from 'react';
import { Col, Row, Select } from 'antd';
import { useMutation, useQuery } from 'urql';
import { useSession } from '@work/shared-ui';
import { FormField } from '@work/shared-ui/forms';
import { useText } from '../../../text';
import { ChannelTypesField, DateField, OwnerField, TextField } from '../fields';
import { FormShell } from '../FormShell';
import { LoadPanel } from '../LoadPanel';
import { PlanFormsProjectBriefQuery } from '../planChoices.graphql';
import type { PlanFormProps } from '../planFormProps';
import { refusedSubmission } from '../submission';
import { usePlanChoices } from '../usePlanChoices';
import { usePlatformNow } from '../../../common/usePlatformNow';
import { useToast } from '../../../common/useToast';
import { CreatePlanPhaseMutation, PlanFormsPhaseDetailsQuery, UpdatePlanPhaseMutation, type PlanFormsPhase } from './phase.graphql';
import { PHASE_FIELDS, newPhaseValues, phaseChangesOf, phaseErrors, phaseInputOf, phaseValuesOf, type PhaseValues } from './phaseForm';

/** A new phase (in `projectId`, or a project chosen from the plan's) or an existing one (`id`). */
export function PhaseForm({ id, projectId, ...props }: PlanFormProps & { id?: string; projectId?: string }) {
  const t = useText();
  const session = useSession();
  const clock = usePlatformNow();
  const [{ data, error }, reload] = useQuery({ query: PlanFormsPhaseDetailsQuery, variables: { id: id ?? '' }, pause: !id });
  const phase = data?.planPhase ?? null;
  const me = session.me.kind === 'USER' ? session.me.id : null;
  const today = clock?.today ?? null;
  // one object per answer: react-final-form starts over whenever its initial values change
  const initialValues = useMemo(
    () => (phase ? phaseValuesOf(phase) : today ? newPhaseValues(projectId ?? null, me, today) : null),
    [phase, projectId, me, today],
  );
  return (
    <LoadPanel
      loading={!initialValues || !today || Boolean(id && !phase)}
      failed={Boolean(id && error && !data)}
      failedText={t('plan.forms.phase.loadFailed')}
      onRetry={() => reload({ requestPolicy: 'network-only' })}
    >
      {() => <PhaseFields {...props} phase={phase} initialValues={initialValues!} today={today} />}
    </LoadPanel>
  );
}

function PhaseFields({
  name,
  onClose,
  onSaved,
  phase,
  initialValues,
  today,
}: PlanFormProps & { phase: PlanFormsPhase | null; initialValues: PhaseValues; today: string | null }) {
  const t = useText();
  const toast = useToast();
  const [, create] = useMutation(CreatePlanPhaseMutation);
  const [, update] = useMutation(UpdatePlanPhaseMutation);
  const creating = !phase;

  const submit = async (values: PhaseValues) => {
    const result = phase ? await update({ id: phase.id, input: phaseChangesOf(values) }) : await create({ input: phaseInputOf(values) });
    const saved = phase ? result.data && 'updatePlanPhase' in result.data : result.data && 'createPlanPhase' in result.data;
    if (result.error || !saved) {
      const failed = t(creating ? 'plan.forms.phase.createFailed' : 'plan.forms.phase.updateFailed');
      toast(failed, 'error');
      return refusedSubmission(result.error, failed, PHASE_FIELDS);
    }
    toast(t(creating ? 'plan.forms.created' : 'plan.forms.updated'), 'success');
    onSaved();
    onClose();
    return undefined;
  };

  return (
    <FormShell<PhaseValues>
      name={name}
      initialValues={initialValues}
      validate={(v) => phaseErrors(v, creating)}
      onSubmit={submit}
      onCancel={onClose}
    >
      {() => (
        <>
          <ProjectField label={t('plan.forms.project')} today={today} disabled={!creating} chosen={initialValues.projectId} />
          <OwnerField label={t('plan.forms.owner')} />
          <TextField name="name" label={t('plan.forms.name')} maxLength={200} />
          <TextField name="what" label={t('plan.forms.what')} maxLength={2000} multiline />
          <TextField name="why" label={t('plan.forms.why')} maxLength={2000} multiline />
          <TextField name="expectation" label={t('plan.forms.expectation')} maxLength={2000} multiline />
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <DateField name="startsAt" label={t('plan.forms.phase.startsAt')} />
            </Col>
            <Col xs={24} sm={12}>
              <DateField name="endsAt" label={t('plan.forms.phase.endsAt')} />
            </Col>
          </Row>
          <ChannelTypesField label={t('plan.forms.channelTypes')} />
        </>
      )}
    </FormShell>
  );
}

/** The phase's project: one of the plan's active projects; the one it was opened with is named even outside them. */
function ProjectField({
  label,
  today,
  disabled,
  chosen,
}: {
  label: string;
  today: string | null;
  disabled: boolean;
  chosen: string | null;
}) {
  const t = useText();
  // an existing phase stays in its project: no list to load
  const choices = usePlanChoices(disabled ? null : today);
  const { projects } = choices;
  const fetching = !disabled && choices.fetching;
  const listed = projects.some((p) => p.id === chosen);
  const [{ data }] = useQuery({ query: PlanFormsProjectBriefQuery, variables: { id: chosen ?? '' }, pause: !chosen || listed });
  const options = projects.map((p) => ({ value: p.id, label: p.name }));
  if (chosen && !listed && data?.planProject) options.unshift({ value: data.planProject.id, label: data.planProject.name });
  return (
    <FormField<string | null> name="projectId" label={label}>
      {(input, { id, invalid }) => (
        <Select<string>
          id={id}
          aria-label={label}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('plan.forms.phase.projectPlaceholder')}
          value={input.value || undefined}
          loading={fetching}
          disabled={disabled}
          status={invalid ? 'error' : undefined}
          options={options}
          notFoundContent={fetching ? t('plan.forms.loading') : t('plan.forms.phase.noProjects')}
          onChange={(projectId) => {
            input.onChange(projectId);
            input.onBlur();
          }}
        />
      )}
    </FormField>
  );
}
