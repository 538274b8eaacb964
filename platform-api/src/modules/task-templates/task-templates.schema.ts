// Task templates' GraphQL (issue 21; ADR 0281): the list, one template, the task form's picker, and the authoring
// mutations (create, save, the §4 transitions, a client variant, delete). Every staff member reads; TEMPLATE_ADMIN_ROLES
// write, declared per field (operationRoles) and checked again here.
import { TaskTemplateInputSchema, type CostType } from '@work/shared-contracts/tasks';
import DataLoader from 'dataloader';
import * as v from 'valibot';
import { requireSignedIn, type Viewer } from '../../kit/auth/index.js';
import type { RequestContext as Context } from '../../kit/context.js';
import { forbidden } from '../../kit/errors.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { builder } from '../../kit/graphql/builder.js';
import { SearchFilterSchema } from '../../kit/graphql/list-filters.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { PaginationInfo, PaginationInput, toPage } from '../../kit/graphql/pagination.js';
import { perRequest } from '../../kit/graphql/per-request.js';
import { parseInput } from '../../kit/validation.js';
import { UserRef, type AgencyUserRow } from '../people/index.js';
// the task form's enums, one type each for tasks and templates (ADR 0280)
import { TaskAllocationMethodEnum, TaskCostTypeEnum, TaskTypeEnum } from '../work/index.js';
import * as data from './task-templates.data.js';
import {
  availableTemplateActions,
  isTemplateAuthor,
  poundsText,
  TEMPLATE_ADMIN_ROLES,
  TEMPLATE_RULE_MESSAGES as MESSAGES,
  TEMPLATE_STATUSES,
  TEMPLATE_VIEWER_ACTIONS,
  type TemplateAction,
} from './task-templates.rules.js';

// ------------------------------------------------------------------------------------------------------------ access

/** Every staff member reads templates; croudies and client users are FORBIDDEN. */
function requireReader(ctx: Context): Viewer {
  const viewer = requireSignedIn(ctx.auth);
  if (viewer.kind !== 'USER') throw forbidden(MESSAGES.onlyStaff);
  return viewer;
}

/** Authors: TEMPLATE_ADMIN_ROLES (checked here as well as by the operation gate, which settings may widen). */
function requireAuthor(ctx: Context): Viewer {
  const viewer = requireReader(ctx);
  if (!isTemplateAuthor(viewer.roles)) throw forbidden(MESSAGES.onlyAdmins);
  return viewer;
}

// ----------------------------------------------------------------------------------------------- per-request loaders

const loaders = (ctx: Context) =>
  perRequest(ctx, 'taskTemplates.loaders', () => ({
    templates: new DataLoader((ids: readonly number[]) => data.loadTemplatesByIds(ctx.db, ids)),
    variants: new DataLoader((ids: readonly number[]) => data.loadLiveVariantsOfBases(ctx.db, ids)),
    channelTypes: new DataLoader((ids: readonly number[]) => data.loadChannelTypesByIds(ctx.db, ids)),
    clients: new DataLoader((ids: readonly number[]) => data.loadClientNamesByIds(ctx.db, ids)),
  }));

// ------------------------------------------------------------------------------------------------------------- types

const upperValues = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value.toUpperCase(), { value }])) as Record<Uppercase<T>, { value: T }>;

const TaskTemplateStatusEnum = builder.enumType('TaskTemplateStatus', {
  description: '§4: a draft is published (ACTIVE), unpublished (INACTIVE) and republished',
  values: upperValues(TEMPLATE_STATUSES),
});
const TaskTemplateActionEnum = builder.enumType('TaskTemplateAction', {
  description: 'What the viewer can do to a template now (the list’s and preview’s buttons)',
  values: upperValues(TEMPLATE_VIEWER_ACTIONS),
});

const NamedRef = (name: string, description: string) => {
  const ref = builder.objectRef<data.NamedRow>(name);
  ref.implement({
    ...typeRule(RULES.staff),
    description,
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });
  return ref;
};
const TaskTemplateClientRef = NamedRef('TaskTemplateClient', 'The client a variant is for');
const TaskTemplateChannelTypeRef = NamedRef('TaskTemplateChannelType', 'A channel type a template is made for');

const TaskTemplateSettingsRef = builder.objectRef<data.TaskTemplateRow['settings']>('TaskTemplateSettings');
TaskTemplateSettingsRef.implement({
  ...typeRule(RULES.staff),
  description: 'What a croudie’s submission must carry (§3 Task settings)',
  fields: (t) => ({ attachmentsRequired: t.exposeBoolean('attachmentsRequired', { description: 'Submitting needs a file' }) }),
});

const TaskTemplateRef = builder.objectRef<data.TaskTemplateRow>('TaskTemplate');
TaskTemplateRef.implement({
  ...typeRule(RULES.staff),
  description: 'A task template (§3): a base template, or one client’s variant of a base, which replaces the base for that client',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    channelTypes: t.field({
      type: [TaskTemplateChannelTypeRef],
      description: 'The channel types it is made for; none: every channel type',
      resolve: async (r, _args, ctx) =>
        (await loaders(ctx).channelTypes.loadMany(r.channelTypeIds)).filter((c): c is data.NamedRow => c !== null && !(c instanceof Error)),
    }),
    client: t.field({
      type: TaskTemplateClientRef,
      nullable: true,
      description: 'A variant’s client; null for a base template',
      resolve: (r, _args, ctx) => (r.clientId === null ? null : loaders(ctx).clients.load(r.clientId)),
    }),
    baseTemplate: t.field({
      type: TaskTemplateRef,
      nullable: true,
      description: 'The base a variant was made from; null for a base template',
      resolve: (r, _args, ctx) => (r.baseTemplateId === null ? null : loaders(ctx).templates.load(r.baseTemplateId)),
    }),
    status: t.expose('status', { type: TaskTemplateStatusEnum }),
    type: t.expose('type', { type: TaskTypeEnum }),
    title: t.exposeString('title'),
    brief: t.exposeString('brief', {
      description: 'Plain text with merge fields: {{croudie_first_name}}, {{job_owner_name}}, {{job_owner_email}}',
    }),
    settings: t.field({ type: TaskTemplateSettingsRef, resolve: (r) => r.settings }),
    costType: t.expose('costType', { type: TaskCostTypeEnum, nullable: true, description: 'Null: no cost (a QA task’s template)' }),
    fixedCost: t.string({
      nullable: true,
      description: 'Pounds with two decimals ("12.50") when the cost is fixed',
      resolve: (r) => (r.fixedCostPence === null ? null : poundsText(r.fixedCostPence)),
    }),
    allocatedMinutes: t.exposeInt('allocatedMinutes', { nullable: true, description: 'When the cost is allocated minutes' }),
    lifetimeMinutes: t.exposeInt('lifetimeMinutes', { description: 'An availability slider step (§5)' }),
    deadlineTime: t.exposeString('deadlineTime', { description: "'HH:mm' on a quarter hour, or 'end_of_day' (23:00)" }),
    allocationMethod: t.expose('allocationMethod', { type: TaskAllocationMethodEnum }),
    openQueue: t.exposeBoolean('openQueue', { description: 'Offered to every selected person at once' }),
    variants: t.field({
      type: [TaskTemplateRef],
      description: 'A base’s live client variants, by client name; empty for a variant',
      resolve: (r, _args, ctx) => (r.baseTemplateId === null ? loaders(ctx).variants.load(r.id) : []),
    }),
    availableActions: t.field({
      type: [TaskTemplateActionEnum],
      description: 'What the viewer can do to it now: none without TEMPLATE_ADMIN_ROLES',
      resolve: async (r, _args, ctx) => {
        const author = ctx.auth.viewer?.kind === 'USER' && isTemplateAuthor(ctx.auth.viewer.roles);
        if (!author) return [];
        const variants = r.baseTemplateId === null ? (await loaders(ctx).variants.load(r.id)).length : 0;
        return availableTemplateActions(r, variants, author);
      },
    }),
    createdBy: t.field({
      type: UserRef,
      description: 'The staff member who created it',
      resolve: (r, _args, ctx) => ctx.people.person('USER', r.createdBy) as Promise<AgencyUserRow>,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const TaskTemplatePageRef = builder.objectRef<Awaited<ReturnType<typeof data.listTaskTemplates>>>('TaskTemplatePage');
TaskTemplatePageRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    taskTemplates: t.field({ type: [TaskTemplateRef], description: 'Newest first', resolve: (p) => p.rows }),
    pagination: t.field({ type: PaginationInfo, resolve: (p) => p.pagination }),
  }),
});

// ------------------------------------------------------------------------------------------------------------- inputs

const TaskTemplateSettingsInput = builder.inputType('TaskTemplateSettingsInput', {
  fields: (t) => ({ attachmentsRequired: t.boolean({ required: false, description: 'Default false' }) }),
});
const TaskTemplateCostInput = builder.inputType('TaskTemplateCostInput', {
  description: 'FIXED with fixedCost (pounds, at most two decimals), or MINUTES with allocatedMinutes (whole minutes)',
  fields: (t) => ({
    costType: t.field({ type: TaskCostTypeEnum, required: true }),
    fixedCost: t.float({ required: false }),
    allocatedMinutes: t.int({ required: false }),
  }),
});
const TaskTemplateInput = builder.inputType('TaskTemplateInput', {
  description: 'The template form (§3 Task template, and the task fields it carries): TaskTemplateInputSchema',
  fields: (t) => ({
    name: t.string({ required: true, description: 'At most 120 characters' }),
    channelTypeIds: t.idList({ required: false, description: 'The channel types it is made for; none: every channel type' }),
    type: t.field({ type: TaskTypeEnum, required: false, description: 'Default SINGLE' }),
    title: t.string({ required: true, description: 'The task’s title, at most 200 characters' }),
    brief: t.string({
      required: false,
      description: 'At most 10000 characters; merge fields {{croudie_first_name}}, {{job_owner_name}}, {{job_owner_email}}',
    }),
    settings: t.field({ type: TaskTemplateSettingsInput, required: false }),
    cost: t.field({ type: TaskTemplateCostInput, required: false, description: 'None: no cost (a QA task’s template)' }),
    lifetimeMinutes: t.int({ required: true, description: 'An availability slider step: 30, 120, 360, 1440, … 30240' }),
    deadlineTime: t.string({ required: true, description: "'HH:mm' on a quarter hour, or 'end_of_day'" }),
    allocationMethod: t.field({ type: TaskAllocationMethodEnum, required: false, description: 'Default OFFER' }),
    openQueue: t.boolean({ required: false, description: 'Default false' }),
  }),
});
const TaskTemplateFiltersInput = builder.inputType('TaskTemplateFilters', {
  fields: (t) => ({
    search: t.string({ required: false, description: 'In the name or the task title' }),
    statuses: t.field({ type: [TaskTemplateStatusEnum], required: false, description: 'Any of these (none: every status)' }),
    clientId: t.id({ required: false, description: 'That client’s variants' }),
    channelTypeId: t.id({ required: false, description: 'Templates made for this channel type' }),
    baseOnly: t.boolean({ required: false, description: 'Base templates only' }),
  }),
});

const OptionalId = v.nullable(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an id')));
const RequiredId = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an id'));
const FiltersSchema = v.object({ search: SearchFilterSchema, clientId: OptionalId, channelTypeId: OptionalId });
const idOrNull = (id: string | number | null | undefined) => (id == null ? null : String(id));
const numberOrNull = (id: string | null) => (id === null ? null : Number(id));

/** The keys whose value is not null or undefined (GraphQL sends null for an optional field; the contract's defaults want it absent). */
const given = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, value]) => value != null));

type TemplateInputArg = {
  cost?: { costType: CostType; fixedCost?: number | null; allocatedMinutes?: number | null } | null;
  settings?: { attachmentsRequired?: boolean | null } | null;
  channelTypeIds?: readonly (string | number)[] | null;
} & Record<string, unknown>;

/** The form parsed with the shared schema (field errors under `input.`) and its channel types checked. */
async function valuesOf(ctx: Context, arg: TemplateInputArg): Promise<data.TaskTemplateValues> {
  const { cost, settings, channelTypeIds, ...rest } = arg;
  const input = parseInput(
    TaskTemplateInputSchema,
    {
      ...given(rest),
      ...(channelTypeIds ? { channelTypeIds: channelTypeIds.map(String) } : {}),
      ...(settings ? { settings: given(settings) } : {}),
      // a missing amount is null, so the amount's own message names it (not valibot's missing-key one)
      cost: cost ? { costType: cost.costType, fixedCost: cost.fixedCost ?? null, allocatedMinutes: cost.allocatedMinutes ?? null } : null,
    },
    'input',
  );
  const values = data.templateValuesOf(input);
  await data.checkChannelTypes(ctx.db, values.channelTypeIds);
  return values;
}

const WRITE = operationRoles(TEMPLATE_ADMIN_ROLES);

const transition = (action: TemplateAction, description: string) =>
  builder.mutationField(`${action}TaskTemplate`, (t) =>
    t.field({
      type: TaskTemplateRef,
      ...WRITE,
      description: `${description} (CONFLICT naming the status otherwise): job_user, operations, forecast_admin`,
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => {
        requireAuthor(ctx);
        const template = await data.findTaskTemplate(ctx.db, args.id);
        return data.transitionTaskTemplate(ctx.db, template.id, action, ctx.clock.now());
      },
    }),
  );

// -------------------------------------------------------------------------------------------------------- operations

builder.queryFields((t) => ({
  taskTemplate: t.field({
    type: TaskTemplateRef,
    ...operationRoles('ALL_STAFF'),
    description: 'A task template (not deleted); every staff member',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => (requireReader(ctx), data.findTaskTemplate(ctx.db, args.id)),
  }),
  taskTemplates: t.field({
    type: TaskTemplatePageRef,
    ...operationRoles('ALL_STAFF'),
    description: 'One page of task templates, bases and variants, newest first; every staff member',
    args: {
      filters: t.arg({ type: TaskTemplateFiltersInput, required: false }),
      pagination: t.arg({ type: PaginationInput, required: false }),
    },
    resolve: (_root, args, ctx) => {
      requireReader(ctx);
      const f = parseInput(
        FiltersSchema,
        { search: args.filters?.search, clientId: idOrNull(args.filters?.clientId), channelTypeId: idOrNull(args.filters?.channelTypeId) },
        'filters',
      );
      return data.listTaskTemplates(
        ctx.db,
        {
          search: f.search,
          statuses: args.filters?.statuses ?? [],
          clientId: numberOrNull(f.clientId),
          channelTypeId: numberOrNull(f.channelTypeId),
          baseOnly: args.filters?.baseOnly ?? false,
        },
        toPage(args.pagination, 25),
      );
    },
  }),
  taskTemplatesForTask: t.field({
    type: [TaskTemplateRef],
    ...operationRoles('ALL_STAFF'),
    description:
      'The task form’s picker: ACTIVE templates for a task of this client (its variants, and bases it has no active ' +
      'variant of), made for the channel type or for every one; by name, at most 100; every staff member',
    args: { clientId: t.arg.id({ required: true }), channelTypeId: t.arg.id({ required: false }) },
    resolve: async (_root, args, ctx) => {
      requireReader(ctx);
      const ids = parseInput(v.object({ clientId: RequiredId, channelTypeId: OptionalId }), {
        clientId: String(args.clientId),
        channelTypeId: idOrNull(args.channelTypeId),
      });
      const clientId = Number(ids.clientId);
      await data.requireClient(ctx.db, clientId);
      return data.templatesForTask(ctx.db, clientId, numberOrNull(ids.channelTypeId));
    },
  }),
}));

builder.mutationFields((t) => ({
  createTaskTemplate: t.field({
    type: TaskTemplateRef,
    ...WRITE,
    description: 'Creates a base template, a draft: job_user, operations, forecast_admin',
    args: { input: t.arg({ type: TaskTemplateInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireAuthor(ctx);
      return data.createTaskTemplate(ctx.db, await valuesOf(ctx, args.input), viewer.id, ctx.clock.now());
    },
  }),
  updateTaskTemplate: t.field({
    type: TaskTemplateRef,
    ...WRITE,
    description:
      'Saves a template’s form, whatever its status (tasks already made from it keep their copy): job_user, operations, forecast_admin',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: TaskTemplateInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAuthor(ctx);
      const before = await data.findTaskTemplate(ctx.db, args.id);
      return data.updateTaskTemplate(ctx.db, before.id, await valuesOf(ctx, args.input), ctx.clock.now());
    },
  }),
  createTaskTemplateVariant: t.field({
    type: TaskTemplateRef,
    ...WRITE,
    description:
      'Makes a client’s variant of a base template: a draft copy of its fields. One live variant per client and base; ' +
      'the client active or pending: job_user, operations, forecast_admin',
    args: { baseId: t.arg.id({ required: true }), clientId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireAuthor(ctx);
      const base = await data.findTaskTemplate(ctx.db, args.baseId);
      const { clientId } = parseInput(v.object({ clientId: RequiredId }), { clientId: String(args.clientId) });
      return data.createTaskTemplateVariant(ctx.db, base.id, Number(clientId), viewer.id, ctx.clock.now());
    },
  }),
  deleteTaskTemplate: t.id({
    ...WRITE,
    description: 'Deletes a template (CONFLICT for a base that still has client variants): job_user, operations, forecast_admin',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireAuthor(ctx);
      const template = await data.findTaskTemplate(ctx.db, args.id);
      return data.deleteTaskTemplate(ctx.db, template.id, ctx.clock.now());
    },
  }),
}));

transition('publish', 'Publishes a draft template: it becomes ACTIVE and the task form offers it');
transition('unpublish', 'Unpublishes an active template: it becomes INACTIVE and is no longer offered');
transition('republish', 'Republishes an inactive template: ACTIVE again');
