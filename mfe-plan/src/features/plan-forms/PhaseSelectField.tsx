import { Select } from 'antd';
import { useQuery } from 'urql';
import { FormField } from '@work/shared-ui/forms';
import { useText } from '../../text';
import { PlanFormsPhaseQuery, PlanFormsProjectBriefQuery } from './planChoices.graphql';
import { phaseOptionsOf, usePlanChoices } from './usePlanChoices';

/**
 * The phase work shows under on the plan (optional): an active phase of one of the client's projects. The one held is
 * named even when it is outside the plan's range the choices come from.
 */
export function PhaseSelectField({
  label,
  clientId,
  today,
  value,
}: {
  label: string;
  clientId: string | null;
  today: string | null;
  value: string | null;
}) {
  const t = useText();
  const { projects, fetching } = usePlanChoices(today);
  const options = phaseOptionsOf(projects, clientId);
  const listed = options.some((o) => o.value === value);
  const [{ data }] = useQuery({ query: PlanFormsPhaseQuery, variables: { id: value ?? '' }, pause: !value || listed });
  if (value && !listed && data?.planPhase) options.unshift({ value: data.planPhase.id, label: data.planPhase.name });
  return (
    <FormField<string | null> name="phaseId" label={label}>
      {(input, { id, invalid }) => (
        <Select<string>
          id={id}
          aria-label={label}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={clientId ? t('plan.forms.phasePlaceholder') : t('plan.forms.phaseNeedsClient')}
          value={input.value || undefined}
          loading={fetching}
          disabled={!clientId}
          status={invalid ? 'error' : undefined}
          options={options}
          notFoundContent={fetching ? t('plan.forms.loading') : t('plan.forms.noPhases')}
          onChange={(phaseId) => {
            input.onChange(phaseId ?? null);
            input.onBlur();
          }}
        />
      )}
    </FormField>
  );
}

/**
 * The client work opened from a phase belongs to (its project's), when the opener named only the phase; `clientId`
 * when it is given. `loading` until it is known.
 */
export function useClientOfPhase(phaseId: string | null, clientId: string | null): { clientId: string | null; loading: boolean } {
  const needed = Boolean(phaseId) && !clientId;
  const [phase] = useQuery({ query: PlanFormsPhaseQuery, variables: { id: phaseId ?? '' }, pause: !needed });
  const projectId = phase.data?.planPhase.projectId ?? null;
  const [project] = useQuery({ query: PlanFormsProjectBriefQuery, variables: { id: projectId ?? '' }, pause: !needed || !projectId });
  if (!needed) return { clientId, loading: false };
  if (phase.error || project.error) return { clientId: null, loading: false };
  const found = project.data?.planProject.clientId ?? null;
  return { clientId: found, loading: !found };
}
