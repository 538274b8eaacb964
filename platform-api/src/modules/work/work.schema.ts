import * as v from 'valibot';
import { requireSignedIn } from '../../kit/auth/index.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, taskPartyGrants, typeRule } from '../../kit/graphql/auth-rules.js';
import { PaginationInfo, PaginationInput, SortInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { ChannelRef, ClientRef } from '../clients/clients.schema.js';
import { loadChannelsByIds } from '../clients/clients.data.js';
import type { AgencyUserRow, CroudieRow } from '../people/people.data.js';
import { CroudieRef, UserRef } from '../people/people.schema.js';
import { listMyTasks, type TaskRow } from './work.data.js';
import { TaskRef, TaskStateEnum } from './task.ref.js';
import { DEFAULT_TASK_SORT, isOverdue, TASK_SORT_FIELDS, TASK_STATE_LABELS } from './work.rules.js';

export { TaskRef, TaskStateEnum };
TaskRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    id: t.exposeID('id'),
    entityId: t.exposeString('entityId'),
    name: t.exposeString('name'),
    state: t.field({ type: TaskStateEnum, resolve: (task) => task.state }),
    stateLabel: t.string({
      description: 'How the state is shown (withdrawn shows as Deleted)',
      resolve: (task) => TASK_STATE_LABELS[task.state],
    }),
    deadline: t.expose('deadline', { type: 'DateTime', nullable: true }),
    overdue: t.boolean({
      description: 'The deadline has passed by the platform clock and the task is still open',
      resolve: (task, _args, ctx) => isOverdue(task, ctx.clock.now()),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    client: t.field({ type: ClientRef, resolve: (task) => task.clientId }),
    channel: t.loadable({
      type: ChannelRef,
      nullable: true,
      load: (ids: number[], ctx) => loadChannelsByIds(ctx.db, ids),
      resolve: (task) => task.channelId,
    }),
    owner: t.field({
      type: UserRef,
      // The task's parties see the people on it (names only: ADR 0005).
      grantScopes: (task, _args, ctx) => taskPartyGrants(task, ctx),
      // the request's people loader (as reviewer and assignee): a list that joined the owners into its page primed it
      resolve: async (task, _args, ctx) => {
        const owner = (await ctx.people.person('USER', task.ownerId)) as AgencyUserRow | null;
        if (!owner) throw new Error('Owner not found');
        return owner;
      },
    }),
    reviewer: t.field({
      type: UserRef,
      nullable: true,
      grantScopes: (task, _args, ctx) => taskPartyGrants(task, ctx),
      resolve: async (task, _args, ctx) =>
        task.reviewerId === null ? null : ((await ctx.people.person('USER', task.reviewerId)) as AgencyUserRow | null),
    }),
    assignee: t.field({
      type: CroudieRef,
      nullable: true,
      description: 'The croudie the task is assigned or offered to',
      grantScopes: (task, _args, ctx) => taskPartyGrants(task, ctx),
      resolve: async (task, _args, ctx) =>
        task.croudieId === null ? null : ((await ctx.people.person('CROUDIE', task.croudieId)) as CroudieRow | null),
    }),
  }),
});

const TaskConnection = builder.objectRef<{ nodes: TaskRow[]; pagination: { total: number; page: number; limit: number } }>(
  'TaskConnection',
);
TaskConnection.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    nodes: t.field({ type: [TaskRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

const MyTasksFilters = builder.inputType('MyTasksFilters', {
  fields: (t) => ({
    states: t.field({ type: [TaskStateEnum], required: false }),
    clientIds: t.idList({ required: false }),
    search: t.string({ required: false }),
  }),
});

const FiltersSchema = v.object({
  clientIds: v.optional(
    v.nullable(
      v.pipe(v.array(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not a client id'))), v.maxLength(100, 'At most 100 clients')),
    ),
  ),
  search: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Search is at most 200 characters')))),
});
const SortSchema = v.object({
  field: v.picklist(TASK_SORT_FIELDS, `Sort by one of ${TASK_SORT_FIELDS.join(', ')}`),
  direction: v.picklist(['ASC', 'DESC']),
});

builder.queryFields((t) => ({
  myTasks: t.field({
    ...operationRoles('ALL_STAFF'),
    type: TaskConnection,
    description: "A croudie's assigned tasks; staff see tasks they own or review",
    args: {
      pagination: t.arg({ type: PaginationInput, required: false }),
      filters: t.arg({ type: MyTasksFilters, required: false }),
      sort: t.arg({ type: SortInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requireSignedIn(ctx.auth);
      const page = toPage(args.pagination);
      const filters = parseInput(
        FiltersSchema,
        { clientIds: args.filters?.clientIds?.map(String), search: args.filters?.search },
        'filters',
      );
      const sort = parseInput(SortSchema, args.sort ?? DEFAULT_TASK_SORT, 'sort');
      const { rows, total } = await listMyTasks(
        ctx.db,
        viewer,
        { states: args.filters?.states ?? null, clientIds: filters.clientIds?.map(Number) ?? null, search: filters.search || null },
        sort,
        page,
      );
      const clients = ClientRef.getDataloader(ctx);
      for (const { client, owner } of rows) {
        if (client) clients.prime(client.id, client);
        if (owner) ctx.people.prime({ ...owner, kind: 'USER' });
      }
      return { nodes: rows.map((r) => r.task), pagination: { total, page: page.page, limit: page.limit } };
    },
  }),
}));
