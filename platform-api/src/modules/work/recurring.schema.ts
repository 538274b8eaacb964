import * as v from 'valibot';
import { requireKind } from '../../kit/auth/index.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { PaginationInfo, PaginationInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { ChannelRef, ClientRef } from '../clients/clients.schema.js';
import { loadChannelsByIds } from '../clients/clients.data.js';
import { loadPeopleByIds, type AgencyUserRow, type CroudieRow } from '../people/people.data.js';
import { CroudieRef, UserRef } from '../people/people.schema.js';
import { holidayDates } from '../settings/settings.data.js';
import { applyRecurringAction, listRecurringWork } from './recurring.data.js';
import { isExpired, MAX_BULK_IDS, mayManage, nextOccurrence, type RecurringAction, type RecurringWorkRow } from './recurring.rules.js';

/** The public holidays, read once per request however many rows ask (working-day rules, ADR 0221). */
const holidaysPerRequest = new WeakMap<object, Promise<Set<string>>>();
function requestHolidays(ctx: { db: Parameters<typeof holidayDates>[0] }): Promise<Set<string>> {
  let holidays = holidaysPerRequest.get(ctx);
  if (!holidays) {
    holidays = holidayDates(ctx.db);
    holidaysPerRequest.set(ctx, holidays);
  }
  return holidays;
}

const RecurringWorkRef = builder.objectRef<RecurringWorkRow>('RecurringWork');
RecurringWorkRef.implement({
  ...typeRule(RULES.signedIn),
  description: 'A task that repeats on a schedule (the recurring work list)',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    allocatedMinutes: t.exposeInt('allocatedMinutes'),
    occurrence: t.exposeString('occurrence', { description: 'once, daily, weekly or monthly' }),
    interval: t.exposeInt('interval'),
    timeOfDay: t.exposeString('timeOfDay'),
    days: t.exposeStringList('days'),
    startDate: t.exposeString('startDate'),
    endDate: t.exposeString('endDate'),
    isPaused: t.exposeBoolean('isPaused'),
    isExpired: t.boolean({ resolve: (r, _args, ctx) => isExpired(r, ctx.clock.now()) }),
    nextOccurrence: t.string({
      nullable: true,
      description: 'The next occurrence day (YYYY-MM-DD) by the platform clock; null when none is left',
      resolve: async (r, _args, ctx) => nextOccurrence(r, ctx.clock.now(), await requestHolidays(ctx)),
    }),
    canManage: t.boolean({
      description: 'The viewer may pause, resume, toggle or delete it',
      resolve: (r, _args, ctx) => (ctx.auth.viewer ? mayManage(ctx.auth.viewer, r) : false),
    }),
    client: t.field({ type: ClientRef, resolve: (r) => r.clientId }),
    channel: t.loadable({
      type: ChannelRef,
      nullable: true,
      load: (ids: number[], ctx) => loadChannelsByIds(ctx.db, ids),
      resolve: (r) => r.channelId,
    }),
    owner: t.loadable({
      type: UserRef,
      load: (ids: number[], ctx) =>
        loadPeopleByIds(ctx.db, 'USER', ids).then((rows) => rows.map((r) => (r as AgencyUserRow | null) ?? new Error('Owner not found'))),
      resolve: (r) => r.ownerId,
    }),
    assignee: t.loadable({
      type: CroudieRef,
      nullable: true,
      load: (ids: number[], ctx) => loadPeopleByIds(ctx.db, 'CROUDIE', ids) as Promise<(CroudieRow | null)[]>,
      resolve: (r) => r.croudieId,
    }),
  }),
});

const RecurringWorkConnection = builder.objectRef<{
  nodes: RecurringWorkRow[];
  pagination: { total: number; page: number; limit: number };
}>('RecurringWorkConnection');
RecurringWorkConnection.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    nodes: t.field({ type: [RecurringWorkRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

const RecurringWorkFilters = builder.inputType('RecurringWorkFilters', {
  fields: (t) => ({
    mine: t.boolean({ required: false, description: "Only the viewer's own recurring work" }),
    search: t.string({ required: false }),
  }),
});

const FiltersSchema = v.object({
  mine: v.optional(v.nullable(v.boolean())),
  search: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Search is at most 200 characters')))),
});
const IdsSchema = v.pipe(
  v.array(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not a recurring work id'))),
  v.minLength(1, 'Choose at least one recurring work'),
  v.maxLength(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} at once`),
);

builder.queryFields((t) => ({
  recurringWork: t.field({
    ...operationRoles('ALL_STAFF'),
    type: RecurringWorkConnection,
    description: 'Recurring work schedules (staff), newest first',
    args: {
      pagination: t.arg({ type: PaginationInput, required: false }),
      filters: t.arg({ type: RecurringWorkFilters, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requireKind(ctx.auth, 'USER');
      const page = toPage(args.pagination);
      const filters = parseInput(FiltersSchema, { mine: args.filters?.mine, search: args.filters?.search }, 'filters');
      const { nodes, total } = await listRecurringWork(
        ctx.db,
        { ownerId: filters.mine ? viewer.id : null, search: filters.search || null },
        page,
      );
      return { nodes, pagination: { total, page: page.page, limit: page.limit } };
    },
  }),
}));

const ACTIONS: { name: RecurringAction; description: string }[] = [
  { name: 'pause', description: 'Pauses recurring work (one or many, all or none)' },
  { name: 'resume', description: 'Resumes paused recurring work (one or many, all or none); expired work cannot be resumed' },
  { name: 'toggle', description: 'Pauses running and resumes paused recurring work (one or many, all or none)' },
  {
    name: 'takeOwnership',
    description: 'Makes the viewer the owner (the owner of its job or a lead role; one or many, all or none; audited)',
  },
];
const FIELD: Record<string, string> = {
  pause: 'pauseRecurringWork',
  resume: 'resumeRecurringWork',
  toggle: 'toggleRecurringWork',
  takeOwnership: 'takeOwnershipOfRecurringWork',
};

for (const a of ACTIONS) {
  builder.mutationField(FIELD[a.name]!, (t) =>
    t.field({
      ...operationRoles('ALL_STAFF'),
      type: [RecurringWorkRef],
      description: a.description,
      args: { ids: t.arg.idList({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const viewer = requireKind(ctx.auth, 'USER');
        const ids = parseInput(IdsSchema, args.ids.map(String), 'ids');
        const actor = ctx.auth.actor?.principalId ?? viewer.principalId;
        return applyRecurringAction(ctx.db, viewer, a.name, [...new Set(ids.map(Number))], ctx.clock.now(), actor);
      },
    }),
  );
}

builder.mutationField('deleteRecurringWork', (t) =>
  t.int({
    ...operationRoles('ALL_STAFF'),
    description: 'Deletes recurring work (one or many, all or none); answers how many were deleted',
    args: { ids: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireKind(ctx.auth, 'USER');
      const ids = parseInput(IdsSchema, args.ids.map(String), 'ids');
      const rows = await applyRecurringAction(ctx.db, viewer, 'delete', [...new Set(ids.map(Number))], ctx.clock.now());
      return rows.length;
    },
  }),
);
