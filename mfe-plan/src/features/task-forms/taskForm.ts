/**
 * The single and QA task forms' values and rules (§2 Forms, §3 Task; ADR 0280). The rules are the shared
 * TaskInputSchema's (the API checks it too), with a plain "This field is required" on empty required fields.
 */
import { TaskInputSchema, TASK_MESSAGES, type AllocationMethod, type CostType, type TaskType } from '@work/shared-contracts/tasks';
import { END_OF_DAY } from '@work/shared-contracts/time-of-day';
import { mergeErrors, requiredErrors, schemaErrors, type FieldErrors } from '../plan-forms/formErrors';
import type { TaskFormsTask, TaskFormTemplate, TaskOfferStatus } from './task.graphql';

/** One chosen croudie, in the order offers go out. `status`: what became of their offer (a saved task's people). */
export interface ChosenCroudie {
  croudieId: string;
  name: string;
  timeoutMinutes: number;
  status?: TaskOfferStatus;
}

export interface TaskValues {
  type: TaskType;
  templateId: string | null;
  title: string;
  brief: string;
  attachmentsRequired: boolean;
  costType: CostType;
  /** Pounds. */
  fixedCost: number | null;
  allocatedMinutes: number | null;
  lifetimeMinutes: number | null;
  deadlineTime: string | null;
  allocationMethod: AllocationMethod;
  openQueue: boolean;
  active: boolean;
  users: ChosenCroudie[];
  assignToMe: boolean;
  reviewerId: string | null;
}

/** The form's fields the API's field errors may name. */
export const TASK_FIELDS = [
  'templateId',
  'title',
  'brief',
  'attachmentsRequired',
  'fixedCost',
  'allocatedMinutes',
  'lifetimeMinutes',
  'deadlineTime',
  'allocationMethod',
  'openQueue',
  'active',
  'users',
  'reviewerId',
] as const;

/** An offer's timeout for a person just added: 2 hours. */
export const DEFAULT_TIMEOUT_MINUTES = 120;
/** A new task lasts a day, due at the end of the day. */
export const DEFAULT_LIFETIME_MINUTES = 24 * 60;

/** Nobody who took the task (accepted it or was assigned it) may leave it (§5). */
export const tookTask = (status: TaskOfferStatus | undefined) => status === 'ACCEPTED' || status === 'ASSIGNED';

/** Each person's own timeout counts only when offers go out one at a time (offer, not the open queue). */
export const offersInOrder = (values: Pick<TaskValues, 'allocationMethod' | 'openQueue'>) =>
  values.allocationMethod === 'offer' && !values.openQueue;

/** The form field of a cost error: the amount the cost type asks for. */
export const costField = (costType: CostType) => (costType === 'fixed' ? 'fixedCost' : 'allocatedMinutes');

/** The values in the shared schema's shape (lower-case enums, the cost as one object). */
export function schemaInputOf(values: TaskValues) {
  const single = values.type === 'single';
  const amount = values.costType === 'fixed' ? values.fixedCost : values.allocatedMinutes;
  const cost =
    !single || amount === null
      ? null
      : values.costType === 'fixed'
        ? { costType: 'fixed' as const, fixedCost: amount }
        : { costType: 'minutes' as const, allocatedMinutes: amount };
  return {
    type: values.type,
    templateId: values.templateId,
    title: values.title.trim(),
    brief: values.brief.trim(),
    settings: { attachmentsRequired: single && values.attachmentsRequired },
    cost,
    lifetimeMinutes: values.lifetimeMinutes ?? 0,
    deadlineTime: values.deadlineTime ?? '',
    allocationMethod: values.allocationMethod,
    openQueue: single && values.allocationMethod === 'offer' && values.openQueue,
    active: values.active,
    users: single ? values.users.map((u) => ({ croudieId: u.croudieId, timeoutMinutes: u.timeoutMinutes })) : [],
    assignToMe: !single && values.assignToMe,
    reviewerId: !single && !values.assignToMe ? values.reviewerId : null,
  };
}

/** The values as the API's TaskInput (its enums upper case; a QA task sends no cost, croudies or allocation). */
export function taskInputOf(values: TaskValues) {
  const input = schemaInputOf(values);
  if (values.type === 'qa')
    return {
      type: 'QA' as const,
      templateId: input.templateId,
      title: input.title,
      brief: input.brief,
      lifetimeMinutes: input.lifetimeMinutes,
      deadlineTime: input.deadlineTime,
      active: input.active,
      assignToMe: input.assignToMe,
      reviewerId: input.reviewerId,
    };
  const cost = input.cost;
  return {
    type: 'SINGLE' as const,
    templateId: input.templateId,
    title: input.title,
    brief: input.brief,
    settings: input.settings,
    cost:
      cost === null
        ? null
        : cost.costType === 'fixed'
          ? { costType: 'FIXED' as const, fixedCost: cost.fixedCost }
          : { costType: 'MINUTES' as const, allocatedMinutes: cost.allocatedMinutes },
    lifetimeMinutes: input.lifetimeMinutes,
    deadlineTime: input.deadlineTime,
    allocationMethod: input.allocationMethod === 'assign' ? ('ASSIGN' as const) : ('OFFER' as const),
    openQueue: input.openQueue,
    active: input.active,
    users: input.users,
  };
}

export function taskErrors(values: TaskValues): FieldErrors | undefined {
  const fieldOf = (path: string) => (path === 'cost' ? costField(values.costType) : path === 'settings' ? 'attachmentsRequired' : path);
  const required =
    values.type === 'single'
      ? ['title', 'lifetimeMinutes', 'deadlineTime', costField(values.costType)]
      : ['title', 'lifetimeMinutes', 'deadlineTime'];
  return mergeErrors(
    schemaErrors(TaskInputSchema, schemaInputOf(values), fieldOf),
    requiredErrors({ ...values }, required, TASK_MESSAGES.required),
  );
}

export function newTaskValues(type: TaskType): TaskValues {
  return {
    type,
    templateId: null,
    title: '',
    brief: '',
    attachmentsRequired: false,
    costType: 'fixed',
    fixedCost: null,
    allocatedMinutes: null,
    lifetimeMinutes: DEFAULT_LIFETIME_MINUTES,
    deadlineTime: END_OF_DAY,
    allocationMethod: 'offer',
    openQueue: false,
    active: true,
    users: [],
    assignToMe: type === 'qa',
    reviewerId: null,
  };
}

/** A saved task's form: its people in order (not those taken off it), a QA task's reviewer (me, or someone chosen). */
export function taskValuesOf(task: TaskFormsTask, meId: string): TaskValues {
  const type: TaskType = task.type === 'QA' ? 'qa' : 'single';
  const mine = type === 'qa' && task.reviewer?.id === meId;
  return {
    type,
    templateId: task.templateId ?? null,
    title: task.name,
    brief: task.briefSource ?? '',
    attachmentsRequired: task.settings.attachmentsRequired,
    costType: task.costType === 'MINUTES' ? 'minutes' : 'fixed',
    fixedCost: task.fixedCost === null || task.fixedCost === undefined ? null : Number(task.fixedCost),
    allocatedMinutes: task.allocatedMinutes ?? null,
    lifetimeMinutes: task.lifetimeMinutes ?? null,
    deadlineTime: task.deadlineTime ?? null,
    allocationMethod: task.allocationMethod === 'ASSIGN' ? 'assign' : 'offer',
    openQueue: task.openQueue,
    active: task.active,
    users: [...task.offers]
      .filter((o) => o.status !== 'REMOVED')
      .sort((a, b) => a.position - b.position)
      .map((o) => ({ croudieId: o.croudieId, name: o.croudieName, timeoutMinutes: o.timeoutMinutes, status: o.status })),
    assignToMe: mine,
    reviewerId: mine ? null : (task.reviewer?.id ?? null),
  };
}

/** What choosing a template fills in (§2): its task fields and its id; the people and the switches the form's own stay. */
export function valuesFromTemplate(values: TaskValues, template: TaskFormTemplate): TaskValues {
  const costType: CostType = template.costType === 'MINUTES' ? 'minutes' : 'fixed';
  return {
    ...values,
    templateId: template.id,
    title: template.title,
    brief: template.brief,
    attachmentsRequired: template.settings.attachmentsRequired,
    costType: template.costType ? costType : values.costType,
    fixedCost:
      template.costType === 'FIXED' && template.fixedCost ? Number(template.fixedCost) : template.costType ? null : values.fixedCost,
    allocatedMinutes:
      template.costType === 'MINUTES' ? (template.allocatedMinutes ?? null) : template.costType ? null : values.allocatedMinutes,
    lifetimeMinutes: template.lifetimeMinutes,
    deadlineTime: template.deadlineTime,
    allocationMethod: template.allocationMethod === 'ASSIGN' ? 'assign' : 'offer',
    openQueue: template.openQueue,
  };
}

/** `people` added at the end of the selection, each once, with the default timeout. */
export function withPeople(current: readonly ChosenCroudie[], people: readonly { id: string; name: string }[]): ChosenCroudie[] {
  const next = [...current];
  for (const person of people) {
    if (next.some((c) => c.croudieId === person.id)) continue;
    next.push({ croudieId: person.id, name: person.name, timeoutMinutes: DEFAULT_TIMEOUT_MINUTES });
  }
  return next;
}

/** The selection with the person at `index` moved one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
