import * as v from 'valibot';
import { AVAILABILITY_STEPS_MINUTES } from './availability';
import { isTimeOfDayValue } from './time-of-day';

/**
 * Task authoring (staff-and-admin.md §2 Forms: single task, QA task; §3 Task, Task template; §5; §8 Tasks, Templates;
 * ADR 0280): the fields a task's form and a task template share, as valibot schemas the API checks and the forms reuse.
 * Ids are strings; money is in pounds (a number with at most two decimals); durations are minutes.
 */
export const TASK_TYPES = ['single', 'qa'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/**
 * How a single task reaches a croudie: `offer` sends offers to the selected people (one at a time in their order, each
 * for their availability timeout; or, with the open queue flag, to all of them at once), `assign` gives it straight to
 * the first selected person (in progress, no offer).
 */
export const ALLOCATION_METHODS = ['offer', 'assign'] as const;
export type AllocationMethod = (typeof ALLOCATION_METHODS)[number];

export const COST_TYPES = ['fixed', 'minutes'] as const;
export type CostType = (typeof COST_TYPES)[number];

/** Merge fields of a brief (§3), written `{{name}}` and filled in for the person who reads it. */
export const MERGE_FIELDS = ['croudie_first_name', 'job_owner_name', 'job_owner_email'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const TASK_TITLE_MAX = 200;
export const TASK_BRIEF_MAX = 10_000;
/** The most people one task may be offered to. */
export const TASK_USERS_MAX = 50;
export const TEMPLATE_NAME_MAX = 120;

export const TASK_MESSAGES = {
  required: 'This field is required',
  tooLong: (max: number) => `Use at most ${max} characters`,
  lifetime: 'Choose a lifetime from the list',
  deadlineTime: 'Choose a deadline time from the list',
  timeout: 'Choose an availability timeout from the list',
  fixedCost: 'Enter an amount greater than 0, with at most two decimals',
  allocatedMinutes: 'Enter the allocated time in whole minutes, more than 0',
  users: 'Choose at least one croudie',
  assignOne: 'Choose exactly one croudie to assign the task to',
  tooManyUsers: `Choose at most ${TASK_USERS_MAX} croudies`,
  duplicateUser: 'Each croudie can be chosen once',
  unknownMergeField: 'Merge fields are {{croudie_first_name}}, {{job_owner_name}} and {{job_owner_email}}',
  reviewer: 'Choose a reviewer, or assign the QA task to yourself',
  deadlineOrder: "A task's deadline must not be before the previous task's deadline",
  userAccepted: 'A user cannot be removed from a task once they have accepted it',
  invoiced: 'This task cannot be changed: croudies have invoiced for the work',
  // §8 Tasks: what the forms show when a call fails
  updateFailed: 'Failed to update task',
  deleteFailed: 'Failed to delete task',
  deleteUserFailed: 'Failed to delete user',
  reassignFailed: 'Failed to reassign user',
} as const;

export const TEMPLATE_MESSAGES = {
  oneVariant: 'This client already has a variant of this template',
  variantOfVariant: 'A client variant is made from a base template',
  // §8 Templates
  saveFailed: 'Unable to save template',
  createFailed: 'Unable to create template',
  publishFailed: 'Unable to publish template',
  unpublishFailed: 'Unable to unpublish template',
  republishFailed: 'Unable to republish template',
  deleteFailed: 'Unable to delete template',
  variantFailed: 'Unable to create client variant of template',
} as const;

const Id = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, TASK_MESSAGES.required));
const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, TASK_MESSAGES.tooLong(max)));

/** The merge fields a brief names that are not known ones. */
export function unknownMergeFields(brief: string): string[] {
  const known = new Set<string>(MERGE_FIELDS);
  return [...brief.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((m) => m[1]!).filter((name) => !known.has(name));
}

/** The brief with its merge fields filled in; a field without a value (no croudie yet) keeps its `{{name}}`. */
export function mergeBrief(brief: string, values: Partial<Record<MergeField, string | null>>): string {
  return brief.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => values[name as MergeField] ?? whole);
}

const Brief = v.pipe(
  Text(TASK_BRIEF_MAX),
  v.check((b) => unknownMergeFields(b).length === 0, TASK_MESSAGES.unknownMergeField),
);
const Lifetime = v.pipe(
  v.number(TASK_MESSAGES.lifetime),
  v.check((m) => AVAILABILITY_STEPS_MINUTES.includes(m), TASK_MESSAGES.lifetime),
);
const DeadlineTime = v.pipe(v.string(TASK_MESSAGES.deadlineTime), v.check(isTimeOfDayValue, TASK_MESSAGES.deadlineTime));
const Pounds = v.pipe(
  v.number(TASK_MESSAGES.fixedCost),
  v.minValue(0.01, TASK_MESSAGES.fixedCost),
  v.maxValue(100_000, TASK_MESSAGES.fixedCost),
  v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, TASK_MESSAGES.fixedCost),
);
const Minutes = v.pipe(
  v.number(TASK_MESSAGES.allocatedMinutes),
  v.integer(TASK_MESSAGES.allocatedMinutes),
  v.minValue(1, TASK_MESSAGES.allocatedMinutes),
  v.maxValue(100_000, TASK_MESSAGES.allocatedMinutes),
);

/** A task's settings (§3 "settings"): what the croudie's submission must carry. */
export const TaskSettingsSchema = v.object({
  /** Submitting needs at least one file. */
  attachmentsRequired: v.optional(v.boolean(), false),
});
export type TaskSettings = v.InferOutput<typeof TaskSettingsSchema>;

/** The cost (§3: a fixed cost or allocated minutes): exactly one of the two, as the cost type says. */
export const TaskCostSchema = v.variant('costType', [
  v.object({ costType: v.literal('fixed'), fixedCost: Pounds }),
  v.object({ costType: v.literal('minutes'), allocatedMinutes: Minutes }),
]);
export type TaskCost = v.InferOutput<typeof TaskCostSchema>;

/**
 * What a task template carries and a task starts from (§3 Task template, §2 Forms). A QA task has no cost and no
 * allocation: its reviewer is staff (the task's own field, not the template's).
 */
export const taskFieldsEntries = {
  type: v.optional(v.picklist(TASK_TYPES, TASK_MESSAGES.required), 'single'),
  title: v.pipe(Text(TASK_TITLE_MAX), v.nonEmpty(TASK_MESSAGES.required)),
  brief: v.optional(Brief, ''),
  settings: v.optional(TaskSettingsSchema, { attachmentsRequired: false }),
  cost: v.optional(v.nullable(TaskCostSchema), null),
  lifetimeMinutes: Lifetime,
  deadlineTime: DeadlineTime,
  allocationMethod: v.optional(v.picklist(ALLOCATION_METHODS, TASK_MESSAGES.required), 'offer'),
  openQueue: v.optional(v.boolean(), false),
};

/** One person a single task is offered or assigned to, in the order of the selection. */
export const TaskUserSchema = v.object({
  croudieId: Id,
  /** How long the offer waits for them (the availability slider, §5); in order only. */
  timeoutMinutes: v.pipe(
    v.number(TASK_MESSAGES.timeout),
    v.check((m) => AVAILABILITY_STEPS_MINUTES.includes(m), TASK_MESSAGES.timeout),
  ),
});
export type TaskUser = v.InferOutput<typeof TaskUserSchema>;

/**
 * A task's form on a job (createTask, updateTask). The client and channel are the job's. A single task needs a cost
 * and at least one person (exactly one to assign); a QA task needs a reviewer: `assignToMe`, or a staff `reviewerId`.
 * `active: false` keeps it from being offered until it is made active.
 */
export const TaskInputSchema = v.pipe(
  v.object({
    ...taskFieldsEntries,
    templateId: v.optional(v.nullable(Id), null),
    active: v.optional(v.boolean(), true),
    users: v.optional(
      v.pipe(
        v.array(TaskUserSchema),
        v.maxLength(TASK_USERS_MAX, TASK_MESSAGES.tooManyUsers),
        v.check((users) => new Set(users.map((u) => u.croudieId)).size === users.length, TASK_MESSAGES.duplicateUser),
      ),
      [],
    ),
    assignToMe: v.optional(v.boolean(), false),
    reviewerId: v.optional(v.nullable(Id), null),
  }),
  v.forward(
    v.check((t) => t.type === 'qa' || t.cost !== null, TASK_MESSAGES.required),
    ['cost'],
  ),
  v.forward(
    v.check((t) => t.type === 'qa' || t.users.length > 0, TASK_MESSAGES.users),
    ['users'],
  ),
  v.forward(
    v.check((t) => t.type === 'qa' || t.allocationMethod !== 'assign' || t.users.length === 1, TASK_MESSAGES.assignOne),
    ['users'],
  ),
  v.forward(
    v.check((t) => t.type === 'single' || t.assignToMe || t.reviewerId !== null, TASK_MESSAGES.reviewer),
    ['reviewerId'],
  ),
);
export type TaskInput = v.InferOutput<typeof TaskInputSchema>;

/** A task template's form (§3: name, channel types, client, status; base or client variant) and the task fields. */
export const TaskTemplateInputSchema = v.object({
  name: v.pipe(Text(TEMPLATE_NAME_MAX), v.nonEmpty(TASK_MESSAGES.required)),
  channelTypeIds: v.optional(v.array(Id), []),
  ...taskFieldsEntries,
});
export type TaskTemplateInput = v.InferOutput<typeof TaskTemplateInputSchema>;

export const TEMPLATE_STATUSES = ['draft', 'active', 'inactive'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];
export const TEMPLATE_ACTIONS = ['publish', 'unpublish', 'republish'] as const;
export type TemplateAction = (typeof TEMPLATE_ACTIONS)[number];
/** §4 Template statuses and actions: publish a draft, unpublish an active one, republish an inactive one. */
export const TEMPLATE_TRANSITIONS: Record<TemplateAction, { from: TemplateStatus; to: TemplateStatus }> = {
  publish: { from: 'draft', to: 'active' },
  unpublish: { from: 'active', to: 'inactive' },
  republish: { from: 'inactive', to: 'active' },
};

/** Who may author task templates (create, edit, publish, unpublish, republish, variants, delete); every staff member reads them. */
export const TEMPLATE_ADMIN_ROLES = ['job_user', 'operations', 'forecast_admin'] as const;
