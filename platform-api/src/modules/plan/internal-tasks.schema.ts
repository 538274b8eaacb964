// Internal tasks (issue 20; ADR 0276): create (maybe started on save), save, start and complete, one task and a paged
// list, and the plan's phases listing theirs. Who may do what is declared per field (operationRoles) and checked in
// plan.access.ts, as for the rest of the plan.
import { InternalTaskInputSchema } from '@work/shared-contracts/plan';
import * as v from 'valibot';
import type { RequestContext as Context } from '../../kit/context.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { builder } from '../../kit/graphql/builder.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { PaginationInfo, PaginationInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { UserRef, type AgencyUserRow } from '../people/index.js';
import * as data from './internal-tasks.data.js';
import { INTERNAL_TASK_CREATOR_ROLES, INTERNAL_TASK_STATUSES, type InternalTaskStatus } from './internal-tasks.rules.js';
import { requireMayChange, requirePlanCreator, requirePlanReader } from './plan.access.js';
import { historyOf } from './plan.data.js';
import { PlanHistoryPageRef, PlanPhaseRef } from './plan.schema.js';

const actorOf = (ctx: Context) => ({ by: requirePlanReader(ctx).principalId, at: ctx.clock.now() });

const InternalTaskStatusEnum = builder.enumType('InternalTaskStatus', {
  values: Object.fromEntries(INTERNAL_TASK_STATUSES.map((s) => [s.toUpperCase(), { value: s }])) as Record<
    Uppercase<InternalTaskStatus>,
    { value: InternalTaskStatus }
  >,
});

const InternalTaskRef = builder.objectRef<data.InternalTaskView>('InternalTask');
InternalTaskRef.implement({
  ...typeRule(RULES.staff),
  description: 'Staff work for a client’s channel (§3 Internal task); its creator owns it',
  fields: (t) => ({
    id: t.exposeID('id'),
    clientId: t.exposeID('clientId'),
    clientName: t.exposeString('clientName'),
    channelId: t.exposeID('channelId'),
    channelName: t.exposeString('channelName'),
    phaseId: t.id({ nullable: true, description: 'The plan phase it shows under', resolve: (r) => r.phaseId }),
    owner: t.field({ type: UserRef, resolve: (r, _args, ctx) => ctx.people.person('USER', r.ownerId) as Promise<AgencyUserRow> }),
    summary: t.exposeString('summary'),
    brief: t.exposeString('brief', { nullable: true, description: 'Plain text' }),
    lifetimeMinutes: t.exposeInt('lifetimeMinutes', { description: 'An availability slider step (§5)' }),
    deadlineTime: t.exposeString('deadlineTime', { description: "'HH:mm' on a quarter hour, or 'end_of_day' (23:00)" }),
    status: t.expose('status', { type: InternalTaskStatusEnum }),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true }),
    dueAt: t.expose('dueAt', {
      type: 'DateTime',
      nullable: true,
      description: "Once started: the start plus the lifetime, at the deadline time of that day in the owner's time zone",
    }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    history: t.field({
      type: PlanHistoryPageRef,
      description: 'What was done to it, newest first',
      args: { pagination: t.arg({ type: PaginationInput, required: false }) },
      resolve: (r, args, ctx) => historyOf(ctx.db, 'internalTask', r.id, toPage(args.pagination)),
    }),
  }),
});

const InternalTaskPageRef = builder.objectRef<Awaited<ReturnType<typeof data.listInternalTasks>>>('InternalTaskPage');
InternalTaskPageRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    internalTasks: t.field({ type: [InternalTaskRef], description: 'Due soonest first; drafts last', resolve: (p) => p.rows }),
    pagination: t.field({ type: PaginationInfo, resolve: (p) => p.pagination }),
  }),
});

builder.objectField(PlanPhaseRef, 'internalTasks', (t) =>
  t.field({
    type: [InternalTaskRef],
    description: 'Its internal tasks by due time (in the plan: drafts only with includeDrafts)',
    resolve: async (p, _args, ctx) =>
      'internalTasks' in p ? (p.internalTasks as data.InternalTaskView[]) : data.internalTasksOfPhases(ctx.db, [p.id], true),
  }),
);

// ------------------------------------------------------------------------------------------------------------- inputs

const InternalTaskInput = builder.inputType('InternalTaskInput', {
  description: 'The internal task form (§3): start on save is the create call’s flag',
  fields: (t) => ({
    clientId: t.id({ required: true }),
    channelId: t.id({ required: true, description: 'One of the client’s channels' }),
    phaseId: t.id({ required: false, description: 'An active phase of one of the client’s projects' }),
    summary: t.string({ required: true, description: 'At most 200 characters' }),
    brief: t.string({ required: false, description: 'Plain text, at most 5000 characters' }),
    lifetimeMinutes: t.int({ required: true, description: 'An availability slider step: 30, 120, 360, 1440, … 30240' }),
    deadlineTime: t.string({ required: true, description: "'HH:mm' on a quarter hour, or 'end_of_day'" }),
  }),
});
const InternalTaskFiltersInput = builder.inputType('InternalTaskFilters', {
  fields: (t) => ({
    ownerId: t.id({ required: false }),
    clientId: t.id({ required: false }),
    phaseId: t.id({ required: false }),
    statuses: t.field({ type: [InternalTaskStatusEnum], required: false, description: 'Any of these (none: every status)' }),
  }),
});

const OptionalId = v.nullable(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an id')));
const FiltersSchema = v.object({ ownerId: OptionalId, clientId: OptionalId, phaseId: OptionalId });
const idOrNull = (id: string | number | null | undefined) => (id == null ? null : String(id));

type InputArg = {
  clientId: string | number;
  channelId: string | number;
  phaseId?: string | number | null;
  summary: string;
  brief?: string | null;
  lifetimeMinutes: number;
  deadlineTime: string;
};
/** The form parsed with the shared schema (field errors under `input.`) and its references checked. */
async function valuesOf(ctx: Context, arg: InputArg): Promise<data.InternalTaskValues> {
  const input = parseInput(
    InternalTaskInputSchema,
    { ...arg, clientId: String(arg.clientId), channelId: String(arg.channelId), phaseId: idOrNull(arg.phaseId) },
    'input',
  );
  const values = {
    ...input,
    clientId: Number(input.clientId),
    channelId: Number(input.channelId),
    phaseId: input.phaseId === null ? null : Number(input.phaseId),
  };
  await data.checkInternalTaskReferences(ctx.db, values);
  return values;
}

/** The task and whether the viewer may change it (its owner, their team leader, forecast_admin). */
async function changeable(ctx: Context, id: string | number) {
  requirePlanReader(ctx);
  const before = await data.findInternalTask(ctx.db, id);
  await requireMayChange(ctx, before.ownerId);
  return before;
}

const CHANGE = operationRoles('ALL_STAFF');

builder.queryFields((t) => ({
  internalTask: t.field({
    type: InternalTaskRef,
    ...operationRoles('ALL_STAFF'),
    description: 'An internal task; every staff member',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => (requirePlanReader(ctx), data.findInternalTask(ctx.db, args.id)),
  }),
  internalTasks: t.field({
    type: InternalTaskPageRef,
    ...operationRoles('ALL_STAFF'),
    description: 'One page of internal tasks, due soonest first; every staff member',
    args: {
      filters: t.arg({ type: InternalTaskFiltersInput, required: false }),
      pagination: t.arg({ type: PaginationInput, required: false }),
    },
    resolve: (_root, args, ctx) => {
      requirePlanReader(ctx);
      const f = parseInput(
        FiltersSchema,
        { ownerId: idOrNull(args.filters?.ownerId), clientId: idOrNull(args.filters?.clientId), phaseId: idOrNull(args.filters?.phaseId) },
        'filters',
      );
      const number = (id: string | null) => (id === null ? null : Number(id));
      return data.listInternalTasks(
        ctx.db,
        { ownerId: number(f.ownerId), clientId: number(f.clientId), phaseId: number(f.phaseId), statuses: args.filters?.statuses ?? [] },
        toPage(args.pagination, 25),
      );
    },
  }),
}));

builder.mutationFields((t) => ({
  createInternalTask: t.field({
    type: InternalTaskRef,
    ...operationRoles(INTERNAL_TASK_CREATOR_ROLES),
    description:
      'Creates an internal task owned by its creator: a draft, or in progress from now when startOnSave (job_user, forecasting, forecast_admin, operations)',
    args: {
      input: t.arg({ type: InternalTaskInput, required: true }),
      startOnSave: t.arg.boolean({ required: false, defaultValue: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requirePlanCreator(ctx);
      const values = await valuesOf(ctx, args.input);
      return data.createInternalTask(ctx.db, values, viewer.id, args.startOnSave ?? false, actorOf(ctx));
    },
  }),
  updateInternalTask: t.field({
    type: InternalTaskRef,
    ...CHANGE,
    description: 'Saves an internal task (not once complete): its owner, a leader of a team the owner is in, or forecast_admin',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: InternalTaskInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const before = await changeable(ctx, args.id);
      return data.updateInternalTask(ctx.db, before, await valuesOf(ctx, args.input), actorOf(ctx));
    },
  }),
  startInternalTask: t.field({
    type: InternalTaskRef,
    ...CHANGE,
    description: 'Starts a draft internal task from now (CONFLICT otherwise): owner, leader, forecast_admin',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => data.startInternalTask(ctx.db, await changeable(ctx, args.id), actorOf(ctx)),
  }),
  completeInternalTask: t.field({
    type: InternalTaskRef,
    ...CHANGE,
    description: 'Completes an internal task in progress (CONFLICT otherwise): owner, leader, forecast_admin',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => data.completeInternalTask(ctx.db, await changeable(ctx, args.id), actorOf(ctx)),
  }),
}));
