/**
 * The template form's values and rules (staff-and-admin.md §3 Task template; ADR 0281). The rules are the shared
 * TaskTemplateInputSchema's, which the API checks too; the form keeps its fields flat, so the contract's paths
 * (`cost.fixedCost`, `settings.attachmentsRequired`) are mapped onto the form's names, for its own rules and the API's.
 */
import * as v from 'valibot';
import { FORM_ERROR } from 'final-form';
import { MERGE_FIELDS, TaskTemplateInputSchema, type MergeField } from '@work/shared-contracts/tasks';
import { END_OF_DAY } from '@work/shared-contracts/time-of-day';
import type { VariablesOf } from '../../graphql';
import type { CreateTaskTemplate, TemplateDetails } from './taskTemplates.graphql';

export type CostChoice = 'none' | 'fixed' | 'minutes';

export interface TemplateValues {
  name: string;
  channelTypeIds: string[];
  type: 'SINGLE' | 'QA';
  title: string;
  brief: string;
  attachmentsRequired: boolean;
  costType: CostChoice;
  /** Pounds. */
  fixedCost: number | null;
  allocatedMinutes: number | null;
  /** One of the availability slider's steps. */
  lifetimeMinutes: number | null;
  /** A time-of-day input value ('HH:mm' or End of the day). */
  deadlineTime: string | null;
  allocationMethod: 'OFFER' | 'ASSIGN';
  openQueue: boolean;
}

type TemplateInput = VariablesOf<typeof CreateTaskTemplate>['input'];

/** A new template: a single task with a fixed cost, a day to do it, due at the end of the day, offered. */
export function newTemplateValues(): TemplateValues {
  return {
    name: '',
    channelTypeIds: [],
    type: 'SINGLE',
    title: '',
    brief: '',
    attachmentsRequired: false,
    costType: 'fixed',
    fixedCost: null,
    allocatedMinutes: null,
    lifetimeMinutes: 24 * 60,
    deadlineTime: END_OF_DAY,
    allocationMethod: 'OFFER',
    openQueue: false,
  };
}

export function templateValuesOf(template: TemplateDetails): TemplateValues {
  return {
    name: template.name,
    channelTypeIds: template.channelTypes.map((c) => c.id),
    type: template.type,
    title: template.title,
    brief: template.brief,
    attachmentsRequired: template.settings.attachmentsRequired,
    costType: template.costType === 'FIXED' ? 'fixed' : template.costType === 'MINUTES' ? 'minutes' : 'none',
    fixedCost: template.fixedCost === null ? null : Number(template.fixedCost),
    allocatedMinutes: template.allocatedMinutes,
    lifetimeMinutes: template.lifetimeMinutes,
    deadlineTime: template.deadlineTime,
    allocationMethod: template.allocationMethod,
    openQueue: template.openQueue,
  };
}

// A QA task has no cost and no allocation (its reviewer is the task's own field): hidden, and sent as none.
const costOf = (values: TemplateValues) => (values.type === 'QA' ? 'none' : values.costType);
const openQueueOf = (values: TemplateValues) => values.type === 'SINGLE' && values.allocationMethod === 'OFFER' && values.openQueue;

/** The values as the shared contract reads them (lower-case choices): the form's own check before a save. */
function contractInputOf(values: TemplateValues) {
  const cost = costOf(values);
  return {
    name: values.name,
    channelTypeIds: values.channelTypeIds,
    type: values.type === 'QA' ? 'qa' : 'single',
    title: values.title,
    brief: values.brief,
    settings: { attachmentsRequired: values.attachmentsRequired },
    cost:
      cost === 'fixed'
        ? { costType: 'fixed', fixedCost: values.fixedCost }
        : cost === 'minutes'
          ? { costType: 'minutes', allocatedMinutes: values.allocatedMinutes }
          : null,
    lifetimeMinutes: values.lifetimeMinutes,
    deadlineTime: values.deadlineTime,
    allocationMethod: values.type === 'QA' ? 'offer' : values.allocationMethod.toLowerCase(),
    openQueue: openQueueOf(values),
  };
}

/** What the API takes (TaskTemplateInput). */
export function templateInputOf(values: TemplateValues): TemplateInput {
  const cost = costOf(values);
  return {
    name: values.name.trim(),
    channelTypeIds: values.channelTypeIds,
    type: values.type,
    title: values.title.trim(),
    brief: values.brief.trim(),
    settings: { attachmentsRequired: values.attachmentsRequired },
    cost:
      cost === 'fixed'
        ? { costType: 'FIXED', fixedCost: values.fixedCost }
        : cost === 'minutes'
          ? { costType: 'MINUTES', allocatedMinutes: values.allocatedMinutes }
          : null,
    lifetimeMinutes: values.lifetimeMinutes ?? 0,
    deadlineTime: values.deadlineTime ?? '',
    allocationMethod: values.type === 'QA' ? 'OFFER' : values.allocationMethod,
    openQueue: openQueueOf(values),
  };
}

const FIELD_OF_PATH: Record<string, keyof TemplateValues> = {
  cost: 'costType',
  'cost.costType': 'costType',
  'cost.fixedCost': 'fixedCost',
  'cost.allocatedMinutes': 'allocatedMinutes',
  settings: 'attachmentsRequired',
  'settings.attachmentsRequired': 'attachmentsRequired',
};
const FORM_FIELDS = new Set<string>(Object.keys(newTemplateValues()));

/** The form's field for a path of the contract's input (the API's field errors drop their `input.` first). */
export function formFieldOf(path: string): string {
  const field = FIELD_OF_PATH[path] ?? path.split('.')[0]!;
  return FORM_FIELDS.has(field) ? field : FORM_ERROR;
}

/** The form's rules: the contract's, each message on the field it is about. */
export function templateErrors(values: TemplateValues): Record<string, string> | undefined {
  const result = v.safeParse(TaskTemplateInputSchema, contractInputOf(values));
  if (result.success) return undefined;
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const field = formFieldOf(v.getDotPath(issue) ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The API's field errors (`input.cost.fixedCost`) on the form's fields; undefined when there are none. */
export function templateServerErrors(fieldErrors: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!fieldErrors || Object.keys(fieldErrors).length === 0) return undefined;
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = formFieldOf(path.replace(/^input\./, ''));
    errors[field] ??= message;
  }
  return errors;
}

/** A brief in pieces: its text, and its merge fields (shown as placeholders, since no croudie reads it yet). */
export type BriefPart = { text: string } | { field: MergeField };

export function briefParts(brief: string): BriefPart[] {
  const known = new Set<string>(MERGE_FIELDS);
  const parts: BriefPart[] = [];
  let last = 0;
  for (const match of brief.matchAll(/\{\{\s*([a-z_]+)\s*\}\}/g)) {
    if (!known.has(match[1]!)) continue;
    if (match.index > last) parts.push({ text: brief.slice(last, match.index) });
    parts.push({ field: match[1] as MergeField });
    last = match.index + match[0].length;
  }
  if (last < brief.length) parts.push({ text: brief.slice(last) });
  return parts;
}
