// The job lifecycle (issue 20; ADR 0279): the job form's fields on the dashboards' Job type (staff only), one job, and
// create, save, publish, start, schedule, copy, delete (paying active tasks) and take ownership. Who may do what is
// declared per field (operationRoles) and checked in plan.access.ts, as for the rest of the plan.
import { JobInputSchema, JobTaskPaymentSchema } from '@work/shared-contracts/plan';
import * as v from 'valibot';
import { hasSomeRole } from '@work/shared-contracts';
import type { RequestContext as Context } from '../../kit/context.js';
import { guarded, RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { builder } from '../../kit/graphql/builder.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { PaginationInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { allocateJob, JobRef } from '../work/index.js';
import * as data from './jobs.data.js';
import { availableJobActions, JOB_ACTIONS, JOB_CREATOR_ROLES, type JobAction } from './jobs.rules.js';
import { mayChange, requireMayChange, requirePlanReader } from './plan.access.js';
import { findPhase, historyOf } from './plan.data.js';
import { PlanHistoryPageRef, PlanPhaseRef } from './plan.schema.js';
import { requireRoles } from '../../kit/auth/index.js';

const actorOf = (ctx: Context) => ({ by: requirePlanReader(ctx).principalId, at: ctx.clock.now() });

const JobActionEnum = builder.enumType('JobAction', {
  description: 'What the caller may do with a job now (§4 Job actions)',
  values: Object.fromEntries(JOB_ACTIONS.map((a) => [a, { value: a }])) as Record<JobAction, { value: JobAction }>,
});

const JobActiveTaskRef = builder.objectRef<data.ActiveTask>('JobActiveTask');
JobActiveTaskRef.implement({
  ...typeRule(RULES.staff),
  description: 'A task of the job a croudie is working on: deleting the started job pays it',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    state: t.exposeString('state'),
    croudieName: t.exposeString('croudieName'),
  }),
});

const STAFF = guarded(RULES.staff);
builder.objectFields(JobRef, (t) => ({
  phase: t.field({
    ...STAFF,
    type: PlanPhaseRef,
    nullable: true,
    description: 'The plan phase it belongs to',
    resolve: (j, _args, ctx) => (j.phaseId === null ? null : findPhase(ctx.db, j.phaseId).catch(() => null)),
  }),
  engineAccounts: t.stringList({ ...STAFF, resolve: (j) => j.engineAccounts }),
  what: t.string({ ...STAFF, nullable: true, resolve: (j) => j.what }),
  why: t.string({ ...STAFF, nullable: true, resolve: (j) => j.why }),
  expectedImpact: t.string({ ...STAFF, nullable: true, resolve: (j) => j.expectedImpact }),
  isPublic: t.boolean({ ...STAFF, description: 'Shown to the client (§3 show to client)', resolve: (j) => j.isPublic }),
  timezone: t.string({ ...STAFF, description: 'The IANA zone its dates are entered in', resolve: (j) => j.timezone }),
  startsAt: t.string({ ...STAFF, nullable: true, description: 'The planned start day (YYYY-MM-DD)', resolve: (j) => j.startsAt }),
  scheduledFor: t.field({
    ...STAFF,
    type: 'DateTime',
    nullable: true,
    description: 'While scheduled: when the server starts it',
    resolve: (j) => j.scheduledFor,
  }),
  startedAt: t.field({ ...STAFF, type: 'DateTime', nullable: true, resolve: (j) => j.startedAt }),
  completedAt: t.field({ ...STAFF, type: 'DateTime', nullable: true, resolve: (j) => j.completedAt }),
  timeAllocatedMinutes: t.int({
    ...STAFF,
    description: 'Minutes allocated to its tasks',
    resolve: async (j, _args, ctx) => (await data.jobMinutes(ctx.db, j.id)).allocated,
  }),
  actualMinutes: t.int({
    ...STAFF,
    description: 'Minutes its work logs record',
    resolve: async (j, _args, ctx) => (await data.jobMinutes(ctx.db, j.id)).actual,
  }),
  invoiced: t.boolean({
    ...STAFF,
    description: 'Croudies have invoiced work on it: its channel can no longer change (§5)',
    resolve: (j, _args, ctx) => data.jobInvoiced(ctx.db, j.id),
  }),
  activeTasks: t.field({
    ...STAFF,
    type: [JobActiveTaskRef],
    description: 'Tasks a croudie is working on: deleting the started job pays each (0 allowed)',
    resolve: (j, _args, ctx) => data.activeTasksOf(ctx.db, j.id),
  }),
  availableActions: t.field({
    ...STAFF,
    type: [JobActionEnum],
    description: 'What the caller may do with it now',
    resolve: async (j, _args, ctx) => {
      const viewer = requirePlanReader(ctx);
      return availableJobActions(j, {
        id: viewer.id,
        mayChange: await mayChange(ctx, viewer, j.ownerId),
        mayCreate: hasSomeRole(viewer.roles, JOB_CREATOR_ROLES),
      });
    },
  }),
  history: t.field({
    ...STAFF,
    type: PlanHistoryPageRef,
    description: 'What was done to it, newest first',
    args: { pagination: t.arg({ type: PaginationInput, required: false }) },
    resolve: (j, args, ctx) => historyOf(ctx.db, 'job', j.id, toPage(args.pagination)),
  }),
}));

// ------------------------------------------------------------------------------------------------------------- inputs

const JobInput = builder.inputType('JobInput', {
  description: 'The job form (§3 Job); start on save is the create call’s flag',
  fields: (t) => ({
    clientId: t.id({ required: true }),
    channelId: t.id({ required: true, description: 'One of the client’s active channels' }),
    name: t.string({ required: true, description: 'The summary, at most 200 characters' }),
    phaseId: t.id({ required: false, description: 'An active phase of one of the client’s projects covering the job’s dates' }),
    engineAccounts: t.stringList({ required: false }),
    what: t.string({ required: false }),
    why: t.string({ required: false }),
    expectedImpact: t.string({ required: false }),
    isPublic: t.boolean({ required: false, description: 'Show to client' }),
    dueAt: t.field({ type: 'DateTime', required: false }),
    timezone: t.string({ required: true, description: 'IANA zone, e.g. Europe/London' }),
    startsAt: t.string({ required: false, description: 'The planned start day (YYYY-MM-DD)' }),
  }),
});
const JobTaskPaymentInput = builder.inputType('JobTaskPaymentInput', {
  description: 'What an active task is paid when its started job is deleted (pounds, 0 allowed, two decimals)',
  fields: (t) => ({ taskId: t.id({ required: true }), amount: t.float({ required: true }) }),
});

type InputArg = {
  clientId: string | number;
  channelId: string | number;
  name: string;
  phaseId?: string | number | null;
  engineAccounts?: string[] | null;
  what?: string | null;
  why?: string | null;
  expectedImpact?: string | null;
  isPublic?: boolean | null;
  dueAt?: Date | null;
  timezone: string;
  startsAt?: string | null;
};
const idOrNull = (id: string | number | null | undefined) => (id == null ? null : String(id));

/** The form parsed with the shared schema (field errors under `input.`) and its references checked. */
async function valuesOf(ctx: Context, arg: InputArg): Promise<data.JobValues> {
  const input = parseInput(
    JobInputSchema,
    {
      ...arg,
      clientId: String(arg.clientId),
      channelId: String(arg.channelId),
      phaseId: idOrNull(arg.phaseId),
      engineAccounts: arg.engineAccounts ?? [],
      isPublic: arg.isPublic ?? false,
      dueAt: arg.dueAt ? arg.dueAt.toISOString() : null,
      startsAt: arg.startsAt ?? null,
    },
    'input',
  );
  const values: data.JobValues = {
    ...input,
    clientId: Number(input.clientId),
    channelId: Number(input.channelId),
    phaseId: input.phaseId === null ? null : Number(input.phaseId),
    dueAt: input.dueAt === null ? null : new Date(input.dueAt),
  };
  await data.checkJobReferences(ctx.db, values);
  return values;
}

/** The job and whether the viewer may change it (its owner, their team leader, forecast_admin). */
async function changeable(ctx: Context, id: string | number) {
  requirePlanReader(ctx);
  const before = await data.findJob(ctx.db, id);
  await requireMayChange(ctx, before.ownerId);
  return before;
}

const CHANGE = operationRoles('ALL_STAFF');
const CREATE = operationRoles(JOB_CREATOR_ROLES);

builder.queryFields((t) => ({
  job: t.field({
    type: JobRef,
    ...operationRoles('ALL_STAFF'),
    description: 'A job (not deleted); every staff member',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => (requirePlanReader(ctx), data.findJob(ctx.db, args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createJob: t.field({
    type: JobRef,
    ...CREATE,
    description:
      'Creates a job owned by its creator: a draft, or in progress from now when startOnSave. §5: refused when the client has no active channel (job_user, forecasting, forecast_admin, operations)',
    args: { input: t.arg({ type: JobInput, required: true }), startOnSave: t.arg.boolean({ required: false, defaultValue: false }) },
    resolve: async (_root, args, ctx) => {
      requirePlanReader(ctx);
      const viewer = requireRoles(ctx.auth, ...JOB_CREATOR_ROLES);
      return data.createJob(ctx.db, await valuesOf(ctx, args.input), viewer.id, args.startOnSave ?? false, actorOf(ctx));
    },
  }),
  updateJob: t.field({
    type: JobRef,
    ...CHANGE,
    description:
      'Saves a job (not once complete or expired; not its channel once invoiced): its owner, a leader of a team the owner is in, or forecast_admin',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: JobInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const before = await changeable(ctx, args.id);
      return data.updateJob(ctx.db, before, await valuesOf(ctx, args.input), actorOf(ctx));
    },
  }),
  publishJob: t.field({
    type: JobRef,
    ...CHANGE,
    description: 'Publishes a draft job (status new): owner, leader, forecast_admin',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => data.publishJob(ctx.db, await changeable(ctx, args.id), actorOf(ctx)),
  }),
  startJob: t.field({
    type: JobRef,
    ...CHANGE,
    description: 'Starts a draft, new or scheduled job from now: owner, leader, forecast_admin',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const job = await data.startJob(ctx.db, await changeable(ctx, args.id), actorOf(ctx));
      // its tasks are offered now, not on the allocation runner's next pass (ADR 0280)
      await allocateJob(ctx, job.id);
      return job;
    },
  }),
  scheduleJob: t.field({
    type: JobRef,
    ...CHANGE,
    description: 'Schedules a draft, new or scheduled job to start at `at` (after now, platform clock): owner, leader, forecast_admin',
    args: { id: t.arg.id({ required: true }), at: t.arg({ type: 'DateTime', required: true }) },
    resolve: async (_root, args, ctx) => data.scheduleJob(ctx.db, await changeable(ctx, args.id), args.at, actorOf(ctx)),
  }),
  copyJob: t.field({
    type: JobRef,
    ...CREATE,
    description: 'Copies a job’s form into a new draft owned by the caller (its tasks stay): the creator roles',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requirePlanReader(ctx);
      const viewer = requireRoles(ctx.auth, ...JOB_CREATOR_ROLES);
      return data.copyJob(ctx.db, await data.findJob(ctx.db, args.id), viewer.id, actorOf(ctx));
    },
  }),
  takeJobOwnership: t.field({
    type: JobRef,
    ...CREATE,
    description: 'Makes the caller the job’s owner (§6): the creator roles',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requirePlanReader(ctx);
      const viewer = requireRoles(ctx.auth, ...JOB_CREATOR_ROLES);
      return data.takeJobOwnership(ctx.db, await data.findJob(ctx.db, args.id), viewer.id, actorOf(ctx));
    },
  }),
  deleteJob: t.field({
    type: 'ID',
    ...CHANGE,
    description:
      'Deletes a job (not once complete). A started job with active tasks needs one payment per active task (0 allowed); each becomes a work log the croudie can invoice: owner, leader, forecast_admin',
    args: { id: t.arg.id({ required: true }), payments: t.arg({ type: [JobTaskPaymentInput], required: false }) },
    resolve: async (_root, args, ctx) => {
      const before = await changeable(ctx, args.id);
      const payments = parseInput(
        v.array(JobTaskPaymentSchema),
        (args.payments ?? []).map((p) => ({ taskId: String(p.taskId), amount: p.amount })),
        'payments',
      ).map((p) => ({ taskId: Number(p.taskId), amount: p.amount }));
      const viewer = requirePlanReader(ctx);
      const person = (await ctx.people.person('USER', viewer.id)) as { firstName: string; lastName: string } | null;
      const name = person ? `${person.firstName} ${person.lastName}` : viewer.principalId;
      return data.deleteJob(ctx.db, before, payments, { ...actorOf(ctx), name });
    },
  }),
}));
