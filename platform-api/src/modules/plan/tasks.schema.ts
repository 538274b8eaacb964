// Task authoring on a job (issue 21; ADR 0280): the task form's fields on the Task type (staff), a job's tasks, and
// create, save, delete, remove a person and reassign one. Who may: the job's owner, a leader of a team the owner is
// in, or forecast_admin (plan.access.ts), as for the job itself. Allocation itself is the work module's.
import { TASK_MESSAGES, TaskInputSchema, type AllocationMethod, type TaskType } from '@work/shared-contracts/tasks';
import DataLoader from 'dataloader';
import type { RequestContext as Context } from '../../kit/context.js';
import { badUserInput } from '../../kit/errors.js';
import { guarded, hidden, RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { builder } from '../../kit/graphql/builder.js';
import { perRequest } from '../../kit/graphql/per-request.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { parseInput } from '../../kit/validation.js';
import { CroudieRef } from '../people/index.js';
import {
  allocate,
  JobRef,
  TaskAllocationMethodEnum,
  TaskCostTypeEnum,
  TaskTypeEnum,
  offersOfTasks,
  openOfferCounts,
  OFFER_STATUSES,
  taskLabel,
  TASK_LABELS,
  TaskRef,
  type OfferStatus,
  type OfferWithName,
  type TaskLabel,
  type TaskRow,
} from '../work/index.js';
import { findJob, type JobRow } from './jobs.data.js';
import { mayChange, requireMayChange, requirePlanReader } from './plan.access.js';
import * as data from './tasks.data.js';
import { heldByCroudie, TASK_RULE_MESSAGES, taskValues } from './tasks.rules.js';

const STAFF = guarded(RULES.staff);
const upper = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v.toUpperCase(), { value: v }])) as Record<Uppercase<T>, { value: T }>;

const TaskLabelEnum = builder.enumType('TaskLabel', {
  description: "§4 task and status labels: how staff see a task's progress",
  values: upper(TASK_LABELS),
});
const TaskOfferStatusEnum = builder.enumType('TaskOfferStatus', {
  description: 'What became of one person on a task: queued, offered, accepted, assigned, declined, missed, withdrawn, removed',
  values: upper(OFFER_STATUSES),
});
const TaskAuthoringActionEnum = builder.enumType('TaskAuthoringAction', {
  description: 'What the caller may do with the task form now',
  values: upper(['edit', 'delete'] as const),
});

const TaskSettingsRef = builder.objectRef<TaskRow['settings']>('TaskSettings');
TaskSettingsRef.implement({
  description: "A task's settings (§3): what the croudie's submission must carry",
  ...typeRule(RULES.signedIn),
  fields: (t) => ({ attachmentsRequired: t.boolean({ resolve: (s) => s.attachmentsRequired === true }) }),
});

const TaskOfferRef = builder.objectRef<OfferWithName>('TaskOffer');
TaskOfferRef.implement({
  description: 'One person chosen for a task, in the order of the selection, and what became of their offer',
  ...typeRule(RULES.staff),
  fields: (t) => ({
    id: t.exposeID('id'),
    croudieId: t.exposeID('croudieId'),
    croudie: t.field({ type: CroudieRef, nullable: true, resolve: (o, _a, ctx) => ctx.people.person('CROUDIE', o.croudieId) as never }),
    croudieName: t.exposeString('croudieName'),
    position: t.exposeInt('position'),
    timeoutMinutes: t.exposeInt('timeoutMinutes', { description: 'How long an offer waits for them (the availability slider)' }),
    status: t.field({ type: TaskOfferStatusEnum, resolve: (o) => o.status as OfferStatus }),
    offeredAt: t.expose('offeredAt', { type: 'DateTime', nullable: true }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    respondedAt: t.expose('respondedAt', { type: 'DateTime', nullable: true }),
  }),
});

/** A job's task list reads each task's job, offers and open offers: one read each per request, not per task. */
const taskLoaders = (ctx: Context) =>
  perRequest(ctx, 'plan.tasks', () => ({
    job: new DataLoader<number, JobRow | null>(async (ids) => {
      const found = await data.jobsOfTasks(ctx.db, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    offers: new DataLoader<number, OfferWithName[]>(async (ids) => {
      const found = await offersOfTasks(ctx.db, ids);
      return ids.map((id) => found.get(id) ?? []);
    }),
    openOffers: new DataLoader<number, number>(async (ids) => {
      const counts = await openOfferCounts(ctx.db, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
  }));

builder.objectFields(TaskRef, (t) => ({
  type: t.field({ type: TaskTypeEnum, resolve: (task) => task.type as TaskType }),
  settings: t.field({ type: TaskSettingsRef, resolve: (task) => task.settings }),
  job: t.field({
    ...STAFF,
    type: JobRef,
    nullable: true,
    description: 'The job it belongs to (none for imported or demo work without one)',
    resolve: (task, _a, ctx) => taskLoaders(ctx).job.load(task.id),
  }),
  templateId: t.id({ ...STAFF, nullable: true, resolve: (task) => task.templateId }),
  lifetimeMinutes: t.int({ ...STAFF, nullable: true, resolve: (task) => task.lifetimeMinutes }),
  deadlineTime: t.string({
    ...STAFF,
    nullable: true,
    description: "'HH:mm' on a quarter hour, or end_of_day",
    resolve: (task) => task.deadlineTime,
  }),
  allocationMethod: t.field({ ...STAFF, type: TaskAllocationMethodEnum, resolve: (task) => task.allocationMethod as AllocationMethod }),
  openQueue: t.boolean({ ...STAFF, resolve: (task) => task.openQueue }),
  active: t.boolean({ ...STAFF, resolve: (task) => task.active }),
  costType: t.field({
    ...hidden(RULES.taskCost),
    type: TaskCostTypeEnum,
    nullable: true,
    resolve: (task) => (task.fixedCostPence !== null ? 'fixed' : task.allocatedMinutes !== null ? 'minutes' : null),
  }),
  fixedCost: t.string({
    ...hidden(RULES.taskCost),
    nullable: true,
    description: 'The fixed cost in pounds ("12.50")',
    resolve: (task) => (task.fixedCostPence === null ? null : (task.fixedCostPence / 100).toFixed(2)),
  }),
  label: t.field({
    ...STAFF,
    type: TaskLabelEnum,
    description:
      "§4's label for where the task is (open, offered, in revision, with job owner, …), as the caller sees it: what waits for them reads as theirs (requires review, review requested)",
    resolve: async (task, _a, ctx): Promise<TaskLabel> => {
      const viewer = requirePlanReader(ctx);
      const reader = { reviewer: (task.reviewerId ?? task.ownerId) === viewer.id, owner: task.ownerId === viewer.id };
      return taskLabel({ ...task, openOffers: await taskLoaders(ctx).openOffers.load(task.id) }, reader);
    },
  }),
  offers: t.field({
    ...STAFF,
    type: [TaskOfferRef],
    description: 'Everyone chosen for it, in order, with what became of their offer (removed people last)',
    resolve: async (task, _a, ctx) => {
      const offers = await taskLoaders(ctx).offers.load(task.id);
      return [...offers.filter((o) => o.status !== 'removed'), ...offers.filter((o) => o.status === 'removed')];
    },
  }),
  authoringActions: t.field({
    ...STAFF,
    type: [TaskAuthoringActionEnum],
    description: 'Edit or delete the task form: its job’s owner, their team leader or forecast_admin, while it can change',
    resolve: async (task, _a, ctx) => {
      const job = await taskLoaders(ctx).job.load(task.id);
      if (!job || !(await mayChange(ctx, requirePlanReader(ctx), job.ownerId))) return [];
      const open = !['completed', 'withdrawn'].includes(task.state);
      if (!open) return [];
      return heldByCroudie(task) ? ['edit' as const] : ['edit' as const, 'delete' as const];
    },
  }),
}));

builder.objectFields(JobRef, (t) => ({
  tasks: t.field({
    ...STAFF,
    type: [TaskRef],
    description: 'Its tasks in the order they were made (deleted ones with includeDeleted)',
    args: { includeDeleted: t.arg.boolean({ required: false, defaultValue: false }) },
    resolve: (job, args, ctx) => data.tasksOfJob(ctx.db, job.id, args.includeDeleted ?? false),
  }),
}));

// ------------------------------------------------------------------------------------------------------------- inputs

const TaskSettingsInput = builder.inputType('TaskSettingsInput', {
  fields: (t) => ({ attachmentsRequired: t.boolean({ required: false }) }),
});
const TaskCostInput = builder.inputType('TaskCostInput', {
  description: 'A fixed cost in pounds (two decimals, above 0), or allocated minutes',
  fields: (t) => ({
    costType: t.field({ type: TaskCostTypeEnum, required: true }),
    fixedCost: t.float({ required: false }),
    allocatedMinutes: t.int({ required: false }),
  }),
});
const TaskUserInput = builder.inputType('TaskUserInput', {
  fields: (t) => ({
    croudieId: t.id({ required: true }),
    timeoutMinutes: t.int({ required: true, description: 'One of the availability slider’s steps' }),
  }),
});
const TaskInput = builder.inputType('TaskInput', {
  description: 'The single task and QA task forms (§2, §3 Task)',
  fields: (t) => ({
    type: t.field({ type: TaskTypeEnum, required: false }),
    templateId: t.id({ required: false }),
    title: t.string({ required: true }),
    brief: t.string({
      required: false,
      description: 'Plain text; merge fields {{croudie_first_name}}, {{job_owner_name}}, {{job_owner_email}}',
    }),
    settings: t.field({ type: TaskSettingsInput, required: false }),
    cost: t.field({ type: TaskCostInput, required: false }),
    lifetimeMinutes: t.int({ required: true }),
    deadlineTime: t.string({ required: true, description: "'HH:mm' on a quarter hour, or end_of_day" }),
    allocationMethod: t.field({ type: TaskAllocationMethodEnum, required: false }),
    openQueue: t.boolean({ required: false }),
    active: t.boolean({ required: false }),
    users: t.field({ type: [TaskUserInput], required: false, description: 'In the order offers go out' }),
    assignToMe: t.boolean({ required: false, description: 'A QA task: the caller reviews' }),
    reviewerId: t.id({ required: false, description: 'A QA task: the staff member who reviews' }),
  }),
});

type TaskInputArg = typeof TaskInput.$inferInput;

/** The form parsed with the shared schema (field errors under `input.`), the reviewer resolved. */
function valuesOf(ctx: Context, arg: TaskInputArg) {
  const viewer = requirePlanReader(ctx);
  const raw = {
    ...arg,
    templateId: arg.templateId == null ? null : String(arg.templateId),
    reviewerId: arg.reviewerId == null ? null : String(arg.reviewerId),
    settings: { attachmentsRequired: arg.settings?.attachmentsRequired ?? false },
    cost: arg.cost ?? null,
    users: (arg.users ?? []).map((u) => ({ croudieId: String(u.croudieId), timeoutMinutes: u.timeoutMinutes })),
    brief: arg.brief ?? '',
    type: arg.type ?? undefined,
    allocationMethod: arg.allocationMethod ?? undefined,
    openQueue: arg.openQueue ?? undefined,
    active: arg.active ?? undefined,
    assignToMe: arg.assignToMe ?? undefined,
  };
  const input = parseInput(TaskInputSchema, raw, 'input');
  if (input.type === 'qa' && input.users.length) throw badUserInput({ 'input.users': TASK_RULE_MESSAGES.qaNoUsers });
  const reviewerId = input.type === 'qa' ? (input.assignToMe ? viewer.id : Number(input.reviewerId)) : null;
  return taskValues(input, reviewerId);
}

async function authorOf(ctx: Context): Promise<data.TaskAuthor> {
  const viewer = requirePlanReader(ctx);
  const person = (await ctx.people.person('USER', viewer.id)) as { firstName: string; lastName: string } | null;
  return {
    id: viewer.id,
    principalId: viewer.principalId,
    name: person ? `${person.firstName} ${person.lastName}` : viewer.principalId,
    at: ctx.clock.now(),
  };
}

/** The task on its job, and the caller allowed to change it (the job's owner, their team leader, forecast_admin). */
async function changeableTask(ctx: Context, id: string | number): Promise<{ task: TaskRow; job: JobRow }> {
  requirePlanReader(ctx);
  const found = await data.findJobTask(ctx.db, id);
  await requireMayChange(ctx, found.job.ownerId);
  return found;
}

/** Allocation goes on after a change (the job started, people added, the task made active): nothing if it need not. */
async function allocateAfter(ctx: Context, task: TaskRow, author: data.TaskAuthor): Promise<TaskRow> {
  await allocate(ctx, task.id, author);
  return (await data.findJobTask(ctx.db, task.id)).task;
}

const CHANGE = operationRoles('ALL_STAFF');
const croudieIdOf = (field: string, raw: string | number) => {
  if (!/^[1-9][0-9]{0,9}$/.test(String(raw))) throw badUserInput({ [field]: TASK_RULE_MESSAGES.notOnTask });
  return Number(raw);
};

builder.mutationFields((t) => ({
  createTask: t.field({
    type: TaskRef,
    ...CHANGE,
    description:
      "Adds a single or QA task to a job (not complete, expired or deleted): the job's owner, their team leader or forecast_admin. On a started job a single task is offered (or assigned) at once",
    args: { jobId: t.arg.id({ required: true }), input: t.arg({ type: TaskInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      requirePlanReader(ctx);
      const job = await findJob(ctx.db, args.jobId);
      await requireMayChange(ctx, job.ownerId);
      const values = valuesOf(ctx, args.input);
      await data.checkTaskReferences(ctx.db, values, job.clientId);
      const author = await authorOf(ctx);
      return allocateAfter(ctx, await data.createTask(ctx.db, job, values, author), author);
    },
  }),
  updateTask: t.field({
    type: TaskRef,
    ...CHANGE,
    description: `Saves a task's form (not once complete, deleted or invoiced). §5: nobody who accepted it can be removed. The UI says "${TASK_MESSAGES.updateFailed}"`,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: TaskInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { task, job } = await changeableTask(ctx, args.id);
      const values = valuesOf(ctx, args.input);
      // a template chosen earlier may have been unpublished since: only a newly chosen one is checked
      await data.checkTaskReferences(
        ctx.db,
        { ...values, templateId: values.templateId === task.templateId ? null : values.templateId },
        job.clientId,
      );
      const author = await authorOf(ctx);
      return allocateAfter(ctx, await data.updateTask(ctx.db, task, job, values, author), author);
    },
  }),
  deleteTask: t.field({
    type: TaskRef,
    ...CHANGE,
    description: `Deletes a task nobody has accepted; open offers close. The UI says "${TASK_MESSAGES.deleteFailed}"`,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { task, job } = await changeableTask(ctx, args.id);
      return data.deleteTask(ctx.db, task, job, await authorOf(ctx));
    },
  }),
  removeTaskUser: t.field({
    type: TaskRef,
    ...CHANGE,
    description: `Takes a croudie off a task (not once they accepted it, §5); an open offer of theirs moves on. The UI says "${TASK_MESSAGES.deleteUserFailed}"`,
    args: { taskId: t.arg.id({ required: true }), croudieId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { task, job } = await changeableTask(ctx, args.taskId);
      const author = await authorOf(ctx);
      const updated = await data.removeTaskUser(ctx.db, task, job, croudieIdOf('croudieId', args.croudieId), author);
      return allocateAfter(ctx, updated, author);
    },
  }),
  reassignTaskUser: t.field({
    type: TaskRef,
    ...CHANGE,
    description: `Puts another croudie in one's place on a task (not once they accepted it, §5). The UI says "${TASK_MESSAGES.reassignFailed}"`,
    args: {
      taskId: t.arg.id({ required: true }),
      fromCroudieId: t.arg.id({ required: true }),
      toCroudieId: t.arg.id({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const { task, job } = await changeableTask(ctx, args.taskId);
      const author = await authorOf(ctx);
      const updated = await data.reassignTaskUser(
        ctx.db,
        task,
        job,
        croudieIdOf('fromCroudieId', args.fromCroudieId),
        croudieIdOf('toCroudieId', args.toCroudieId),
        author,
      );
      return allocateAfter(ctx, updated, author);
    },
  }),
}));
