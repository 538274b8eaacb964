/**
 * The project form's values and rules (§3 Project: client, channels, owner, name, what, why, expectation, channel
 * types; a new one also its quarter). The rules are the shared schema's (ProjectInputSchema / ProjectChangesSchema,
 * which the API checks too), with a plain "This field is required" on empty required fields.
 */
import { ProjectChangesSchema, ProjectInputSchema, quarterOfDay, type PlanQuarterNumber } from '@work/shared-contracts/plan';
import { t } from '../../../text';
import { mergeErrors, requiredErrors, schemaErrors, type FieldErrors } from '../formErrors';
import type { PlanFormsProject } from './project.graphql';

export interface ProjectValues {
  clientId: string | null;
  channelIds: string[];
  ownerId: string | null;
  name: string;
  what: string;
  why: string;
  expectation: string;
  channelTypeIds: string[];
  year: number;
  quarter: PlanQuarterNumber;
}

/** The fields an API refusal may name. */
export const PROJECT_FIELDS = [
  'clientId',
  'channelIds',
  'ownerId',
  'name',
  'what',
  'why',
  'expectation',
  'channelTypeIds',
  'year',
  'quarter',
];

const optional = (text: string) => text.trim() || null;

/** The values as PlanProjectChangesInput (an existing project: its client and quarter stay). */
export function projectChangesOf(values: ProjectValues) {
  return {
    ownerId: values.ownerId ?? '',
    name: values.name.trim(),
    what: optional(values.what),
    why: optional(values.why),
    expectation: optional(values.expectation),
    channelIds: values.channelIds,
    channelTypeIds: values.channelTypeIds,
  };
}

/** The values as PlanProjectInput (a new project). */
export function projectInputOf(values: ProjectValues) {
  return { ...projectChangesOf(values), clientId: values.clientId ?? '', quarter: { year: values.year, quarter: values.quarter } };
}

/** Field errors (the first rule each field breaks), or undefined when the project may be saved. */
export function projectErrors(values: ProjectValues, creating: boolean): FieldErrors | undefined {
  const rules = creating
    ? schemaErrors(ProjectInputSchema, projectInputOf(values))
    : schemaErrors(ProjectChangesSchema, projectChangesOf(values));
  const required = requiredErrors(
    { ...values },
    creating ? ['clientId', 'ownerId', 'name'] : ['ownerId', 'name'],
    t('plan.forms.error.required'),
  );
  return mergeErrors(rules, required);
}

/** A new project: owned by the person creating it, planned in the current quarter. */
export function newProjectValues(ownerId: string | null, today: string): ProjectValues {
  const { year, quarter } = quarterOfDay(today);
  return { clientId: null, channelIds: [], ownerId, name: '', what: '', why: '', expectation: '', channelTypeIds: [], year, quarter };
}

/** A saved project as the form's values. */
export function projectValuesOf(project: PlanFormsProject): ProjectValues {
  return {
    clientId: project.clientId,
    channelIds: project.channelIds,
    ownerId: project.owner.id,
    name: project.name,
    what: project.what ?? '',
    why: project.why ?? '',
    expectation: project.expectation ?? '',
    channelTypeIds: project.channelTypeIds,
    year: project.quarter.year,
    quarter: project.quarter.quarter as PlanQuarterNumber,
  };
}
