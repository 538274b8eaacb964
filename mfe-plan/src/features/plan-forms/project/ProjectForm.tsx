import { useMemo } from 'react';
import { Col, Row, Select } from 'antd';
import { useMutation, useQuery } from 'urql';
import { useSession } from '@work/shared-ui';
import { FormField } from '@work/shared-ui/forms';
import { PLAN_QUARTERS } from '@work/shared-contracts/plan';
import { useText } from '../../../text';
import { ChannelTypesField, ChannelsField, ClientField, OwnerField, TextField } from '../fields';
import { FormShell } from '../FormShell';
import { LoadPanel } from '../LoadPanel';
import type { PlanFormProps } from '../planFormProps';
import { refusedSubmission } from '../submission';
import { usePlatformNow } from '../../../common/usePlatformNow';
import { useToast } from '../../../common/useToast';
import { CreatePlanProjectMutation, PlanFormsProjectQuery, UpdatePlanProjectMutation, type PlanFormsProject } from './project.graphql';
import {
  PROJECT_FIELDS,
  newProjectValues,
  projectChangesOf,
  projectErrors,
  projectInputOf,
  projectValuesOf,
  type ProjectValues,
} from './projectForm';

/** A new project (with its client and quarter) or an existing one (`id`). */
export function ProjectForm({ id, ...props }: PlanFormProps & { id?: string }) {
  const t = useText();
  const session = useSession();
  const clock = usePlatformNow();
  const [{ data, error }, reload] = useQuery({ query: PlanFormsProjectQuery, variables: { id: id ?? '' }, pause: !id });
  const project = data?.planProject ?? null;
  const me = session.me.kind === 'USER' ? session.me.id : null;
  const today = clock?.today ?? null;
  // one object per answer: react-final-form starts over whenever its initial values change
  const initialValues = useMemo(
    () => (project ? projectValuesOf(project) : today ? newProjectValues(me, today) : null),
    [project, me, today],
  );
  return (
    <LoadPanel
      loading={!initialValues || Boolean(id && !project)}
      failed={Boolean(id && error && !data)}
      failedText={t('plan.forms.project.loadFailed')}
      onRetry={() => reload({ requestPolicy: 'network-only' })}
    >
      {() => <ProjectFields {...props} project={project} initialValues={initialValues!} />}
    </LoadPanel>
  );
}

function ProjectFields({
  name,
  onClose,
  onSaved,
  project,
  initialValues,
}: PlanFormProps & { project: PlanFormsProject | null; initialValues: ProjectValues }) {
  const t = useText();
  const toast = useToast();
  const [, create] = useMutation(CreatePlanProjectMutation);
  const [, update] = useMutation(UpdatePlanProjectMutation);
  const creating = !project;

  const submit = async (values: ProjectValues) => {
    const result = project
      ? await update({ id: project.id, input: projectChangesOf(values) })
      : await create({ input: projectInputOf(values) });
    const saved = project ? result.data && 'updatePlanProject' in result.data : result.data && 'createPlanProject' in result.data;
    if (result.error || !saved) {
      const failed = t(creating ? 'plan.forms.project.createFailed' : 'plan.forms.project.updateFailed');
      toast(failed, 'error');
      return refusedSubmission(result.error, failed, PROJECT_FIELDS);
    }
    toast(t(creating ? 'plan.forms.created' : 'plan.forms.updated'), 'success');
    onSaved();
    onClose();
    return undefined;
  };

  const thisYear = initialValues.year;
  const years = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2, thisYear + 3];
  return (
    <FormShell<ProjectValues>
      name={name}
      initialValues={initialValues}
      validate={(v) => projectErrors(v, creating)}
      onSubmit={submit}
      onCancel={onClose}
    >
      {({ values, form }) => (
        <>
          <ClientField label={t('plan.forms.client')} disabled={!creating} onChosen={() => form.change('channelIds', [])} />
          <ChannelsField label={t('plan.forms.channels')} clientId={values.clientId} />
          <OwnerField label={t('plan.forms.owner')} />
          <TextField name="name" label={t('plan.forms.name')} maxLength={200} />
          <TextField name="what" label={t('plan.forms.what')} maxLength={2000} multiline />
          <TextField name="why" label={t('plan.forms.why')} maxLength={2000} multiline />
          <TextField name="expectation" label={t('plan.forms.expectation')} maxLength={2000} multiline />
          <ChannelTypesField label={t('plan.forms.channelTypes')} />
          {creating ? (
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <FormField<number> name="year" label={t('plan.forms.project.year')}>
                  {(input, { id, invalid }) => (
                    <Select<number>
                      id={id}
                      aria-label={t('plan.forms.project.year')}
                      value={input.value}
                      status={invalid ? 'error' : undefined}
                      options={years.map((year) => ({ value: year, label: String(year) }))}
                      onChange={(year) => input.onChange(year)}
                    />
                  )}
                </FormField>
              </Col>
              <Col xs={24} sm={12}>
                <FormField<number> name="quarter" label={t('plan.forms.project.quarter')}>
                  {(input, { id, invalid }) => (
                    <Select<number>
                      id={id}
                      aria-label={t('plan.forms.project.quarter')}
                      value={input.value}
                      status={invalid ? 'error' : undefined}
                      options={PLAN_QUARTERS.map((q) => ({ value: q, label: t('plan.forms.project.quarterName', { quarter: q }) }))}
                      onChange={(q) => input.onChange(q)}
                    />
                  )}
                </FormField>
              </Col>
            </Row>
          ) : null}
        </>
      )}
    </FormShell>
  );
}
