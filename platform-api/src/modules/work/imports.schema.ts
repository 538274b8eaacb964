import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { requireKind, type Viewer } from '../../kit/auth/index.js';
import type { RequestContext as Context } from '../../kit/context.js';
import { forbidden } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { PaginationInfo, PaginationInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { ChannelRef, ClientRef } from '../clients/clients.schema.js';
import { loadChannelsByIds } from '../clients/clients.data.js';
import { featureFlags } from '../flags/flags.tables.js';
import { createTaskFromImported, discardImported, listImportedTasks, type ImportedTaskView } from './imports.data.js';
import { MAX_DISCARD_IDS } from './imports.rules.js';
import { TaskRef } from './work.schema.js';

/** Imported tasks are a croudie's, behind the imported_tasks flag (checked on the server, not only in the UI). */
async function importingCroudie(ctx: Context): Promise<Viewer> {
  const viewer = requireKind(ctx.auth, 'CROUDIE');
  const [flag] = await ctx.db
    .select({ flag: featureFlags.flag })
    .from(featureFlags)
    .where(and(eq(featureFlags.principalId, viewer.principalId), eq(featureFlags.flag, 'imported_tasks')));
  if (!flag) throw forbidden('Imported tasks are not turned on for you');
  return viewer;
}

/** The viewer's zone: date filters are days as the person sees them. */
export async function viewerZone(ctx: Context, viewer: Viewer): Promise<string> {
  const row = await ctx.people.person(viewer.kind, viewer.id);
  return (row as { timezone?: string } | null)?.timezone ?? 'Europe/London';
}

const ImportedTaskRef = builder.objectRef<ImportedTaskView>('ImportedTask');
ImportedTaskRef.implement({
  ...typeRule(RULES.signedIn),
  description: 'A task imported from an outside tool, waiting for the croudie to create or discard it',
  fields: (t) => ({
    id: t.exposeID('id'),
    source: t.exposeString('source'),
    sourceId: t.exposeString('sourceId'),
    sourceProject: t.exposeString('sourceProject'),
    name: t.exposeString('name'),
    brief: t.exposeString('brief'),
    dueAt: t.expose('dueAt', { type: 'DateTime', nullable: true }),
    allocatedMinutes: t.exposeInt('allocatedMinutes', { nullable: true }),
    importedAt: t.expose('importedAt', { type: 'DateTime' }),
    linked: t.boolean({
      description: 'The source project is linked to a client channel (a task can be created from it)',
      resolve: (r) => r.channelId !== null,
    }),
    client: t.field({ type: ClientRef, nullable: true, resolve: (r) => r.clientId }),
    channel: t.loadable({
      type: ChannelRef,
      nullable: true,
      load: (ids: number[], ctx) => loadChannelsByIds(ctx.db, ids),
      resolve: (r) => r.channelId,
    }),
  }),
});

const ImportedTaskConnection = builder.objectRef<{ nodes: ImportedTaskView[]; pagination: { total: number; page: number; limit: number } }>(
  'ImportedTaskConnection',
);
ImportedTaskConnection.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    nodes: t.field({ type: [ImportedTaskRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

const ImportedTasksFilters = builder.inputType('ImportedTasksFilters', {
  fields: (t) => ({
    from: t.string({ required: false, description: "First day (YYYY-MM-DD) in the croudie's zone, inclusive" }),
    to: t.string({ required: false, description: "Last day (YYYY-MM-DD) in the croudie's zone, inclusive" }),
  }),
});

const isoDay = v.pipe(v.string(), v.isoDate('Give a day as YYYY-MM-DD'));
const RangeSchema = v.pipe(
  v.object({ from: v.optional(v.nullable(isoDay)), to: v.optional(v.nullable(isoDay)) }),
  v.forward(
    v.partialCheck([['from'], ['to']], (r) => (r.from == null) === (r.to == null), 'Give both the first and the last day, or neither'),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (r) => r.from == null || r.to == null || r.from <= r.to,
      'The first day cannot be after the last day',
    ),
    ['to'],
  ),
);

const IdSchema = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an imported task id'));
const IdsSchema = v.pipe(
  v.array(IdSchema),
  v.minLength(1, 'Choose at least one task'),
  v.maxLength(MAX_DISCARD_IDS, `At most ${MAX_DISCARD_IDS} tasks at once`),
);

builder.queryFields((t) => ({
  myImportedTasks: t.field({
    ...operationRoles('ALL_STAFF'),
    type: ImportedTaskConnection,
    description: "The croudie's imported tasks waiting for a decision (flag imported_tasks), newest first",
    args: {
      pagination: t.arg({ type: PaginationInput, required: false }),
      filters: t.arg({ type: ImportedTasksFilters, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = await importingCroudie(ctx);
      const page = toPage(args.pagination);
      const range = parseInput(RangeSchema, { from: args.filters?.from, to: args.filters?.to }, 'filters');
      let window: { from: Date; to: Date } | null = null;
      if (range.from && range.to) {
        const zone = await viewerZone(ctx, viewer);
        window = {
          from: DateTime.fromISO(range.from, { zone }).startOf('day').toJSDate(),
          to: DateTime.fromISO(range.to, { zone }).plus({ days: 1 }).startOf('day').toJSDate(),
        };
      }
      const { nodes, total } = await listImportedTasks(ctx.db, viewer.id, window, page);
      return { nodes, pagination: { total, page: page.page, limit: page.limit } };
    },
  }),
}));

builder.mutationFields((t) => ({
  createTaskFromImported: t.field({
    ...operationRoles('ALL_STAFF'),
    type: TaskRef,
    description: 'Creates the platform task (in progress, for the croudie) from an imported task whose project is linked',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await importingCroudie(ctx);
      const id = parseInput(IdSchema, String(args.id), 'id');
      return createTaskFromImported(ctx.db, viewer.id, Number(id), ctx.clock.now());
    },
  }),
  discardImportedTasks: t.int({
    ...operationRoles('ALL_STAFF'),
    description: "Discards one or more of the croudie's imported tasks, all or none; answers how many were discarded",
    args: { ids: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await importingCroudie(ctx);
      const ids = parseInput(IdsSchema, args.ids.map(String), 'ids');
      return discardImported(ctx.db, viewer.id, [...new Set(ids.map(Number))], ctx.clock.now());
    },
  }),
}));
