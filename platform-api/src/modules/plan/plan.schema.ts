// The plan's API (issue 20, slice 1; ADR 0275): projects, phases and key dates, the plan query over them and the jobs,
// reordering by priority within quarters, extending, completing and deleting, and moving jobs to a phase.
// Who may do what is declared once per field (operationRoles) and checked in plan.access.ts.
import {
  KeyDateInputSchema,
  PhaseChangesSchema,
  PhaseExtensionSchema,
  PhaseInputSchema,
  PlanQuarterSchema,
  ProjectChangesSchema,
  ProjectInputSchema,
  type PlanQuarter,
} from '@work/shared-contracts/plan';
import * as v from 'valibot';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { PaginationInfo, PaginationInput, toPage } from '../../kit/graphql/pagination.js';
import { badUserInput } from '../../kit/errors.js';
import { parseInput } from '../../kit/validation.js';
import { UserRef, type AgencyUserRow } from '../people/index.js';
import { requireMayChange, requireMayMoveJobs, requirePlanCreator, requirePlanReader } from './plan.access.js';
import * as data from './plan.data.js';
import { jobsOfPhases, moveJobsToPhase, planPage, type PlanJobRow, type PlanProject } from './plan.query.js';
import { jobDays, PLAN_CREATOR_ROLES, planRangeProblem } from './plan.rules.js';
import type { RequestContext as Context } from '../../kit/context.js';

type ProjectView = data.ProjectRow & { clientName?: string; phases?: PhaseView[]; keyDates?: data.KeyDateRow[] };
type PhaseView = data.PhaseRow & { jobs?: PlanJobRow[] };

const owner = (row: { ownerId: number }, _args: unknown, ctx: Context) => ctx.people.person('USER', row.ownerId) as Promise<AgencyUserRow>;
const actorOf = (ctx: Context) => ({ by: requirePlanReader(ctx).principalId, at: ctx.clock.now() });
const numbers = (ids: readonly string[]) => ids.map(Number);
const quarterOf = (row: { planYear: number; planQuarter: number }) => ({ year: row.planYear, quarter: row.planQuarter });

const PlanQuarterRef = builder.objectRef<{ year: number; quarter: number }>('PlanQuarter');
PlanQuarterRef.implement({
  ...typeRule(RULES.staff),
  description: 'A year and quarter (1–4): priorities are ranked within one (§9)',
  fields: (t) => ({ year: t.exposeInt('year'), quarter: t.exposeInt('quarter') }),
});

const PlanHistoryEntryRef = builder.objectRef<data.HistoryRow>('PlanHistoryEntry');
PlanHistoryEntryRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    id: t.exposeID('id'),
    action: t.exposeString('action', {
      description: 'created, updated, extended, reordered, completed, deleted, jobMoved, keyDateAdded, …',
    }),
    changes: t.field({ type: 'JSON', description: '{ field: [before, after] } or what the action names', resolve: (h) => h.changes }),
    by: t.exposeString('by', { description: 'The principal id of who did it' }),
    at: t.expose('at', { type: 'DateTime' }),
  }),
});
export const PlanHistoryPageRef = builder.objectRef<Awaited<ReturnType<typeof data.historyOf>>>('PlanHistoryPage');
PlanHistoryPageRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    entries: t.field({ type: [PlanHistoryEntryRef], description: 'Newest first', resolve: (p) => p.rows }),
    pagination: t.field({ type: PaginationInfo, resolve: (p) => p.pagination }),
  }),
});
const PlanJobRef = builder.objectRef<PlanJobRow>('PlanJob');
PlanJobRef.implement({
  ...typeRule(RULES.staff),
  description: 'A job as the plan shows it',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    status: t.exposeString('status'),
    owner: t.field({ type: UserRef, resolve: owner }),
    clientId: t.exposeID('clientId'),
    clientName: t.exposeString('clientName'),
    channelId: t.id({ nullable: true, resolve: (j) => j.channelId }),
    channelName: t.exposeString('channelName', { nullable: true }),
    phaseId: t.id({ nullable: true, resolve: (j) => j.phaseId }),
    startsAt: t.string({ nullable: true, description: 'The planned start day, else the day it started', resolve: (j) => jobDays(j).start }),
    dueAt: t.expose('dueAt', { type: 'DateTime', nullable: true }),
  }),
});

const PlanKeyDateRef = builder.objectRef<data.KeyDateRow>('PlanKeyDate');
PlanKeyDateRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    id: t.exposeID('id'),
    projectId: t.exposeID('projectId'),
    description: t.exposeString('description'),
    date: t.exposeString('date', { description: 'YYYY-MM-DD' }),
  }),
});

export const PlanPhaseRef = builder.objectRef<PhaseView>('PlanPhase');
PlanPhaseRef.implement({
  ...typeRule(RULES.staff),
  description: 'A phase of a project (§3 Phase): its quarter is that of startsAt; priority ranks it there',
  fields: (t) => ({
    id: t.exposeID('id'),
    projectId: t.exposeID('projectId'),
    parentId: t.id({ nullable: true, resolve: (p) => p.parentId }),
    owner: t.field({ type: UserRef, resolve: owner }),
    name: t.exposeString('name'),
    what: t.exposeString('what', { nullable: true }),
    why: t.exposeString('why', { nullable: true }),
    expectation: t.exposeString('expectation', { nullable: true }),
    startsAt: t.exposeString('startsAt', { description: 'YYYY-MM-DD' }),
    endsAt: t.exposeString('endsAt', { description: 'YYYY-MM-DD, not before startsAt' }),
    channelTypeIds: t.idList({ resolve: (p) => p.channelTypeIds }),
    status: t.exposeString('status', { description: 'active or completed' }),
    priority: t.exposeInt('priority'),
    jobs: t.field({
      type: [PlanJobRef],
      description: 'By due date (in the plan: drafts only with includeDrafts)',
      resolve: async (p, _args, ctx) => p.jobs ?? (await jobsOfPhases(ctx.db, [p.id], true)),
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    history: t.field({
      type: PlanHistoryPageRef,
      description: 'What was done to it, newest first (one item at a time: not batched across a plan)',
      args: { pagination: t.arg({ type: PaginationInput, required: false }) },
      resolve: (p, args, ctx) => data.historyOf(ctx.db, 'phase', p.id, toPage(args.pagination)),
    }),
  }),
});

const PlanProjectRef = builder.objectRef<ProjectView>('PlanProject');
PlanProjectRef.implement({
  ...typeRule(RULES.staff),
  description: "A client's project (§3 Project), planned in a quarter with a priority rank within it",
  fields: (t) => ({
    id: t.exposeID('id'),
    clientId: t.exposeID('clientId'),
    clientName: t.string({
      description: "The client's name (the plan reads it with the page; one project alone looks it up)",
      resolve: (p, _args, ctx) => p.clientName ?? data.clientNameOf(ctx.db, p.clientId),
    }),
    channelIds: t.idList({ description: 'Channels of the client (at least one)', resolve: (p) => p.channelIds }),
    owner: t.field({ type: UserRef, resolve: owner }),
    name: t.exposeString('name'),
    what: t.exposeString('what', { nullable: true }),
    why: t.exposeString('why', { nullable: true }),
    expectation: t.exposeString('expectation', { nullable: true }),
    channelTypeIds: t.idList({ resolve: (p) => p.channelTypeIds }),
    status: t.exposeString('status', { description: 'active or completed' }),
    quarter: t.field({ type: PlanQuarterRef, resolve: quarterOf }),
    priority: t.exposeInt('priority', { description: '0 first, within its quarter' }),
    phases: t.field({
      type: [PlanPhaseRef],
      description: 'By quarter, then priority',
      resolve: async (p, _args, ctx) => p.phases ?? (await data.phasesOf(ctx.db, p.id)),
    }),
    keyDates: t.field({
      type: [PlanKeyDateRef],
      description: 'By date (in the plan: those in its range)',
      resolve: async (p, _args, ctx) => p.keyDates ?? (await data.keyDatesOf(ctx.db, p.id)),
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    history: t.field({
      type: PlanHistoryPageRef,
      description: 'What was done to it, newest first (one item at a time: not batched across a plan)',
      args: { pagination: t.arg({ type: PaginationInput, required: false }) },
      resolve: (p, args, ctx) => data.historyOf(ctx.db, 'project', p.id, toPage(args.pagination)),
    }),
  }),
});

type PlanResult = Awaited<ReturnType<typeof planPage>>;
const PlanRef = builder.objectRef<PlanResult>('Plan');
PlanRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    startDate: t.exposeString('startDate'),
    endDate: t.exposeString('endDate'),
    projects: t.field({
      type: [PlanProjectRef],
      description: 'One page of projects by quarter and priority, each with its phases and their jobs',
      resolve: (p) => p.projects.map(withPhaseJobs),
    }),
    unphasedJobs: t.field({
      type: [PlanJobRef],
      description: "Jobs without a phase of the page's clients whose days meet the range",
      resolve: (p) => p.unphasedJobs,
    }),
    pagination: t.field({ type: PaginationInfo, resolve: (p) => p.pagination }),
  }),
});

const withPhaseJobs = (p: PlanProject): ProjectView => ({
  ...p,
  phases: p.phases.map((phase) => ({ ...phase, jobs: p.jobs.filter((j) => j.phaseId === phase.id) })),
});

// ------------------------------------------------------------------------------------------------------------- inputs

const PlanQuarterInput = builder.inputType('PlanQuarterInput', {
  fields: (t) => ({ year: t.int({ required: true }), quarter: t.int({ required: true, description: '1 to 4' }) }),
});
const PlanProjectChangesInput = builder.inputType('PlanProjectChangesInput', {
  fields: (t) => ({
    ownerId: t.id({ required: true }),
    name: t.string({ required: true }),
    what: t.string({ required: false }),
    why: t.string({ required: false }),
    expectation: t.string({ required: false }),
    channelIds: t.idList({ required: true, description: "At least one, every one the project's client's" }),
    channelTypeIds: t.idList({ required: false }),
  }),
});
const PlanProjectInput = builder.inputType('PlanProjectInput', {
  fields: (t) => ({
    clientId: t.id({ required: true }),
    quarter: t.field({ type: PlanQuarterInput, required: true, description: 'Planned in; it goes last there' }),
    ownerId: t.id({ required: true }),
    name: t.string({ required: true }),
    what: t.string({ required: false }),
    why: t.string({ required: false }),
    expectation: t.string({ required: false }),
    channelIds: t.idList({ required: true, description: 'At least one, every one the client’s' }),
    channelTypeIds: t.idList({ required: false }),
  }),
});
const PlanPhaseChangesInput = builder.inputType('PlanPhaseChangesInput', {
  fields: (t) => ({
    ownerId: t.id({ required: true }),
    name: t.string({ required: true }),
    what: t.string({ required: false }),
    why: t.string({ required: false }),
    expectation: t.string({ required: false }),
    startsAt: t.string({ required: true, description: 'YYYY-MM-DD' }),
    endsAt: t.string({ required: true, description: 'YYYY-MM-DD, not before startsAt' }),
    channelTypeIds: t.idList({ required: false }),
  }),
});
const PlanPhaseInput = builder.inputType('PlanPhaseInput', {
  fields: (t) => ({
    projectId: t.id({ required: true }),
    parentId: t.id({ required: false, description: 'A phase of the same project to nest in' }),
    ownerId: t.id({ required: true }),
    name: t.string({ required: true }),
    what: t.string({ required: false }),
    why: t.string({ required: false }),
    expectation: t.string({ required: false }),
    startsAt: t.string({ required: true, description: 'YYYY-MM-DD' }),
    endsAt: t.string({ required: true, description: 'YYYY-MM-DD, not before startsAt' }),
    channelTypeIds: t.idList({ required: false }),
  }),
});
const PlanKeyDateInput = builder.inputType('PlanKeyDateInput', {
  fields: (t) => ({ description: t.string({ required: true }), date: t.string({ required: true, description: 'YYYY-MM-DD' }) }),
});
const PlanReorderInput = builder.inputType('PlanReorderInput', {
  description:
    'Where the item goes: a quarter, its new index there (0 first) and the ids the caller sees there in order, without the moved item (a filtered view may see only some); CONFLICT "Reorder failed" when those are no longer all there in that order',
  fields: (t) => ({
    quarter: t.field({ type: PlanQuarterInput, required: true }),
    index: t.int({ required: true }),
    seenIds: t.idList({ required: true }),
  }),
});
const PlanFiltersInput = builder.inputType('PlanFilters', {
  description: 'At most 15 months',
  fields: (t) => ({
    startDate: t.string({ required: true }),
    endDate: t.string({ required: true }),
    ownerId: t.id({ required: false, description: "The projects' owner" }),
    channelTypeIds: t.idList({ required: false, description: 'Projects with one of these channel types' }),
    channelIds: t.idList({ required: false, description: 'Projects with one of these channels' }),
    clientSearch: t.string({ required: false, description: "Part of the client's name" }),
    includeDrafts: t.boolean({ required: false, defaultValue: false, description: 'Also draft jobs' }),
    includeCompleted: t.boolean({ required: false, defaultValue: false, description: 'Also completed projects' }),
  }),
});

const IdList = v.array(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an id')));
const PlanFiltersSchema = v.object({
  startDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')),
  endDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')),
  ownerId: v.nullable(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an id'))),
  channelTypeIds: IdList,
  channelIds: IdList,
  clientSearch: v.nullable(v.pipe(v.string(), v.trim())),
  includeDrafts: v.boolean(),
  includeCompleted: v.boolean(),
});
const ReorderSchema = v.object({
  quarter: PlanQuarterSchema,
  index: v.pipe(v.number(), v.integer(), v.minValue(0, 'The new position is outside the quarter')),
  seenIds: IdList,
});

const ids = (list: readonly (string | number)[] | null | undefined) => (list ?? []).map(String);
const projectValues = (input: v.InferOutput<typeof ProjectChangesSchema>): data.ProjectValues => ({
  ownerId: Number(input.ownerId),
  name: input.name,
  what: input.what,
  why: input.why,
  expectation: input.expectation,
  channelIds: numbers(input.channelIds),
  channelTypeIds: numbers(input.channelTypeIds),
});
const phaseValues = (input: v.InferOutput<typeof PhaseChangesSchema>): data.PhaseValues => ({
  ownerId: Number(input.ownerId),
  name: input.name,
  what: input.what,
  why: input.why,
  expectation: input.expectation,
  startsAt: input.startsAt,
  endsAt: input.endsAt,
  channelTypeIds: numbers(input.channelTypeIds),
});
const withIds = <
  T extends {
    channelIds?: readonly (string | number)[] | null;
    channelTypeIds?: readonly (string | number)[] | null;
    ownerId: string | number;
  },
>(
  input: T,
) => ({
  ...input,
  ownerId: String(input.ownerId),
  ...(input.channelIds === undefined ? {} : { channelIds: ids(input.channelIds) }),
  channelTypeIds: ids(input.channelTypeIds),
});

/** The item, once the viewer may change it (its owner, their team leader, forecast_admin; a key date: its project's). */
async function changeableProject(ctx: Context, id: string | number) {
  const before = await data.findProject(ctx.db, id);
  await requireMayChange(ctx, before.ownerId);
  return before;
}
async function changeablePhase(ctx: Context, id: string | number) {
  const before = await data.findPhase(ctx.db, id);
  await requireMayChange(ctx, before.ownerId);
  return before;
}
async function changeableKeyDate(ctx: Context, id: string | number) {
  const before = await data.findKeyDate(ctx.db, id);
  await requireMayChange(ctx, (await data.findProject(ctx.db, before.projectId)).ownerId);
  return before;
}

const CHANGE = operationRoles('ALL_STAFF');
const CREATE = operationRoles(PLAN_CREATOR_ROLES);

builder.queryFields((t) => ({
  plan: t.field({
    type: PlanRef,
    ...operationRoles('ALL_STAFF'),
    description:
      'The plan (§2 Plan): one page of projects overlapping the range (at most 15 months) by quarter and priority, with phases, jobs and key dates; every staff member',
    args: { filters: t.arg({ type: PlanFiltersInput, required: true }), pagination: t.arg({ type: PaginationInput, required: false }) },
    resolve: async (_root, args, ctx) => {
      requirePlanReader(ctx);
      const f = parseInput(
        PlanFiltersSchema,
        {
          ...args.filters,
          ownerId: args.filters.ownerId == null ? null : String(args.filters.ownerId),
          channelTypeIds: ids(args.filters.channelTypeIds),
          channelIds: ids(args.filters.channelIds),
          clientSearch: args.filters.clientSearch ?? null,
          includeDrafts: args.filters.includeDrafts ?? false,
          includeCompleted: args.filters.includeCompleted ?? false,
        },
        'filters',
      );
      const problem = planRangeProblem(f.startDate, f.endDate);
      if (problem) throw badUserInput({ 'filters.endDate': problem });
      return planPage(
        ctx.db,
        {
          ...f,
          ownerId: f.ownerId === null ? null : Number(f.ownerId),
          channelTypeIds: numbers(f.channelTypeIds),
          channelIds: numbers(f.channelIds),
          clientSearch: f.clientSearch || null,
        },
        toPage(args.pagination, 25),
      );
    },
  }),
  planProject: t.field({
    type: PlanProjectRef,
    ...operationRoles('ALL_STAFF'),
    description: 'A project of the plan (not deleted); every staff member',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => (requirePlanReader(ctx), data.findProject(ctx.db, args.id)),
  }),
  planPhase: t.field({
    type: PlanPhaseRef,
    ...operationRoles('ALL_STAFF'),
    description: 'A phase of the plan (not deleted); every staff member',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => (requirePlanReader(ctx), data.findPhase(ctx.db, args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createPlanProject: t.field({
    type: PlanProjectRef,
    ...CREATE,
    description: 'Creates a project, last in its quarter (job_user, forecasting, forecast_admin, operations)',
    args: { input: t.arg({ type: PlanProjectInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      requirePlanCreator(ctx);
      const input = parseInput(ProjectInputSchema, withIds({ ...args.input, clientId: String(args.input.clientId) }), 'input');
      await data.checkReferences(ctx.db, input, Number(input.clientId));
      return data.createProject(
        ctx.db,
        { ...projectValues(input), clientId: Number(input.clientId), quarter: input.quarter },
        actorOf(ctx),
      );
    },
  }),
  updatePlanProject: t.field({
    type: PlanProjectRef,
    ...CHANGE,
    description: 'Changes an active project: its owner, a leader of a team the owner is in, or forecast_admin',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PlanProjectChangesInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const before = await changeableProject(ctx, args.id);
      const input = parseInput(ProjectChangesSchema, withIds(args.input), 'input');
      await data.checkReferences(ctx.db, input, before.clientId);
      return data.updateProject(ctx.db, before, projectValues(input), actorOf(ctx));
    },
  }),
  completePlanProject: t.field({
    type: PlanProjectRef,
    ...CHANGE,
    description: 'Completes a project and its active phases (after the plan’s confirmation): owner, leader, forecast_admin',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const before = await changeableProject(ctx, args.id);
      return data.completeProject(ctx.db, before, actorOf(ctx));
    },
  }),
  deletePlanProject: t.id({
    ...CHANGE,
    description: 'Deletes a project and its phases (CONFLICT while one has a started job); their jobs keep no phase',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const before = await changeableProject(ctx, args.id);
      return data.deleteProject(ctx.db, before, actorOf(ctx));
    },
  }),
  reorderPlanProject: t.field({
    type: PlanProjectRef,
    ...CHANGE,
    description: 'Moves a project to a position in a quarter (maybe another); CONFLICT "Reorder failed" when the caller’s view is stale',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PlanReorderInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const before = await changeableProject(ctx, args.id);
      const input = parseInput(ReorderSchema, { ...args.input, seenIds: ids(args.input.seenIds) }, 'input');
      return data.reorderProject(ctx.db, before, input.quarter as PlanQuarter, input.index, numbers(input.seenIds), actorOf(ctx));
    },
  }),
  createPlanPhase: t.field({
    type: PlanPhaseRef,
    ...CREATE,
    description: 'Creates a phase in an active project, last in its quarter (job_user, forecasting, forecast_admin, operations)',
    args: { input: t.arg({ type: PlanPhaseInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      requirePlanCreator(ctx);
      const input = parseInput(
        PhaseInputSchema,
        withIds({
          ...args.input,
          projectId: String(args.input.projectId),
          parentId: args.input.parentId == null ? null : String(args.input.parentId),
        }),
        'input',
      );
      const project = await data.findProject(ctx.db, input.projectId);
      await data.checkReferences(ctx.db, input, project.clientId);
      return data.createPhase(ctx.db, project, input.parentId === null ? null : Number(input.parentId), phaseValues(input), actorOf(ctx));
    },
  }),
  updatePlanPhase: t.field({
    type: PlanPhaseRef,
    ...CHANGE,
    description: 'Changes an active phase: its owner, a leader of a team the owner is in, or forecast_admin',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PlanPhaseChangesInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const before = await changeablePhase(ctx, args.id);
      const input = parseInput(PhaseChangesSchema, withIds(args.input), 'input');
      await data.checkReferences(ctx.db, input, null);
      return data.updatePhase(ctx.db, before, phaseValues(input), actorOf(ctx));
    },
  }),
  extendPlanPhase: t.field({
    type: PlanPhaseRef,
    ...CHANGE,
    description: 'Extends a phase after the plan’s confirmation (new work outside its days): the start only earlier, the end only later',
    args: { id: t.arg.id({ required: true }), startsAt: t.arg.string({ required: false }), endsAt: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const before = await changeablePhase(ctx, args.id);
      const ext = parseInput(PhaseExtensionSchema, { startsAt: args.startsAt ?? null, endsAt: args.endsAt ?? null });
      return data.extendPhase(ctx.db, before, ext, actorOf(ctx));
    },
  }),
  completePlanPhase: t.field({
    type: PlanPhaseRef,
    ...CHANGE,
    description: 'Completes a phase (after the plan’s confirmation): owner, leader, forecast_admin',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const before = await changeablePhase(ctx, args.id);
      return data.completePhase(ctx.db, before, actorOf(ctx));
    },
  }),
  deletePlanPhase: t.id({
    ...CHANGE,
    description: 'Deletes a phase and its nested phases (CONFLICT while one has a started job); their jobs keep no phase',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const before = await changeablePhase(ctx, args.id);
      return data.deletePhase(ctx.db, before, actorOf(ctx));
    },
  }),
  reorderPlanPhase: t.field({
    type: PlanPhaseRef,
    ...CHANGE,
    description:
      'Moves a phase to a position among its project’s phases of a quarter; another quarter shifts its days by whole quarters. CONFLICT "Reorder failed" when stale',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PlanReorderInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const before = await changeablePhase(ctx, args.id);
      const input = parseInput(ReorderSchema, { ...args.input, seenIds: ids(args.input.seenIds) }, 'input');
      return data.reorderPhase(ctx.db, before, input.quarter as PlanQuarter, input.index, numbers(input.seenIds), actorOf(ctx));
    },
  }),
  createPlanKeyDate: t.field({
    type: PlanKeyDateRef,
    ...CREATE,
    description: 'Adds a key date to an active project (job_user, forecasting, forecast_admin, operations)',
    args: { projectId: t.arg.id({ required: true }), input: t.arg({ type: PlanKeyDateInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      requirePlanCreator(ctx);
      const input = parseInput(KeyDateInputSchema, args.input, 'input');
      return data.createKeyDate(ctx.db, await data.findProject(ctx.db, args.projectId), input, actorOf(ctx));
    },
  }),
  updatePlanKeyDate: t.field({
    type: PlanKeyDateRef,
    ...CHANGE,
    description: 'Changes a key date: whoever may change its project',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PlanKeyDateInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const before = await changeableKeyDate(ctx, args.id);
      return data.updateKeyDate(ctx.db, before, parseInput(KeyDateInputSchema, args.input, 'input'), actorOf(ctx));
    },
  }),
  deletePlanKeyDate: t.id({
    ...CHANGE,
    description: 'Removes a key date: whoever may change its project',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const before = await changeableKeyDate(ctx, args.id);
      return data.deleteKeyDate(ctx.db, before, actorOf(ctx));
    },
  }),
  moveJobsToPhase: t.idList({
    ...CHANGE,
    description:
      'Moves jobs of the phase’s client into a phase that covers their days (each job’s owner, the phase’s owner, forecast_admin); BAD_USER_INPUT "Failed to move jobs to new phase" naming jobIds otherwise',
    args: { jobIds: t.arg.idList({ required: true }), phaseId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const phase = await data.findPhase(ctx.db, args.phaseId);
      const project = await data.findProject(ctx.db, phase.projectId);
      const jobIds = parseInput(IdList, ids(args.jobIds), 'jobIds');
      return moveJobsToPhase(
        ctx.db,
        phase,
        project,
        numbers(jobIds),
        (owners) => requireMayMoveJobs(ctx, phase.ownerId, owners),
        actorOf(ctx),
      );
    },
  }),
}));
