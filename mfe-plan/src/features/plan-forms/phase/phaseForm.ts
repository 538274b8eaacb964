/**
 * The phase form's values and rules (§3 Phase: project, owner, name, what, why, expectation, start, end, channel
 * types). The rules are the shared schema's (PhaseInputSchema / PhaseChangesSchema, which the API checks too: the end
 * not before the start), with a plain "This field is required" on empty required fields.
 */
import { PhaseChangesSchema, PhaseInputSchema } from '@work/shared-contracts/plan';
import { t } from '../../../text';
import { mergeErrors, requiredErrors, schemaErrors, type FieldErrors } from '../formErrors';
import type { PlanFormsPhase } from './phase.graphql';

export interface PhaseValues {
  projectId: string | null;
  ownerId: string | null;
  name: string;
  what: string;
  why: string;
  expectation: string;
  /** ISO days; '' until chosen. */
  startsAt: string;
  endsAt: string;
  channelTypeIds: string[];
}

/** The fields an API refusal may name. */
export const PHASE_FIELDS = ['projectId', 'ownerId', 'name', 'what', 'why', 'expectation', 'startsAt', 'endsAt', 'channelTypeIds'];

const optional = (text: string) => text.trim() || null;

/** The values as PlanPhaseChangesInput (an existing phase stays in its project). */
export function phaseChangesOf(values: PhaseValues) {
  return {
    ownerId: values.ownerId ?? '',
    name: values.name.trim(),
    what: optional(values.what),
    why: optional(values.why),
    expectation: optional(values.expectation),
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    channelTypeIds: values.channelTypeIds,
  };
}

/** The values as PlanPhaseInput (a new phase). */
export function phaseInputOf(values: PhaseValues) {
  return { ...phaseChangesOf(values), projectId: values.projectId ?? '' };
}

/** Field errors (the first rule each field breaks), or undefined when the phase may be saved. */
export function phaseErrors(values: PhaseValues, creating: boolean): FieldErrors | undefined {
  const rules = creating ? schemaErrors(PhaseInputSchema, phaseInputOf(values)) : schemaErrors(PhaseChangesSchema, phaseChangesOf(values));
  const required = requiredErrors(
    { ...values },
    creating ? ['projectId', 'ownerId', 'name', 'startsAt', 'endsAt'] : ['ownerId', 'name', 'startsAt', 'endsAt'],
    t('plan.forms.error.required'),
  );
  return mergeErrors(rules, required);
}

/** A new phase: in the project it was added from (if any), owned by its creator, starting today. */
export function newPhaseValues(projectId: string | null, ownerId: string | null, today: string): PhaseValues {
  return { projectId, ownerId, name: '', what: '', why: '', expectation: '', startsAt: today, endsAt: '', channelTypeIds: [] };
}

/** A saved phase as the form's values. */
export function phaseValuesOf(phase: PlanFormsPhase): PhaseValues {
  return {
    projectId: phase.projectId,
    ownerId: phase.owner.id,
    name: phase.name,
    what: phase.what ?? '',
    why: phase.why ?? '',
    expectation: phase.expectation ?? '',
    startsAt: phase.startsAt,
    endsAt: phase.endsAt,
    channelTypeIds: phase.channelTypeIds,
  };
}
