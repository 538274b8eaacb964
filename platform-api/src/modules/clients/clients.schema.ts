import DataLoader from 'dataloader';
import * as v from 'valibot';
import { perRequest } from '../../kit/graphql/per-request.js';
import type { GraphQLContext } from '../../kit/graphql/builder.js';
import { requireKind, requireSignedIn } from '../../kit/auth/index.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { PaginationInfo, PaginationInput, SortInput, toPage } from '../../kit/graphql/pagination.js';
import { notFound } from '../../kit/errors.js';
import { parseInput } from '../../kit/validation.js';
import { IdsFilterSchema, SearchFilterSchema } from '../../kit/graphql/list-filters.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import {
  listChannels,
  listClients,
  loadAccess,
  loadActiveChannelsByClient,
  loadClientsByIds,
  type ChannelRow,
  type ClientRow,
} from './clients.data.js';
import { accessRequestState, CHANNEL_STATES, CLIENT_ACCESS, CLIENT_STATES, type ClientAccess } from './clients.rules.js';

/** The caller's access per client, batched per request. */
function accessLoader(ctx: GraphQLContext) {
  return perRequest(ctx, 'clients.access', () => {
    const principalId = requireSignedIn(ctx.auth).principalId;
    return new DataLoader<number, ClientAccess | null>((ids) => loadAccess(ctx.db, principalId, ids));
  });
}

export const ClientStateEnum = builder.enumType('ClientState', { values: CLIENT_STATES });
export const ChannelStateEnum = builder.enumType('ChannelState', { values: CHANNEL_STATES });
export const ClientAccessEnum = builder.enumType('ClientAccessLevel', { values: CLIENT_ACCESS });
export const AccessRequestStateEnum = builder.enumType('AccessRequestState', {
  values: ['GRANTED', 'NOT_REQUESTED', 'REQUESTED', 'UNABLE_TO_REQUEST'] as const,
});

export const ClientRef = builder.loadableObjectRef<ClientRow, number>('Client', {
  load: (ids, ctx) => loadClientsByIds(ctx.db, ids).then((rows) => rows.map((r) => r ?? new Error('Client not found'))),
  sort: (row) => row.id,
});
export const ChannelRef = builder.objectRef<ChannelRow>('Channel');

ClientRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    id: t.exposeID('id'),
    entityId: t.exposeString('entityId'),
    name: t.exposeString('name'),
    state: t.field({ type: ClientStateEnum, resolve: (c) => c.state }),
    channels: t.loadableList({
      type: ChannelRef,
      description: 'Active channels (inactive ones are excluded)',
      load: (clientIds: number[], ctx) => loadActiveChannelsByClient(ctx.db, clientIds),
      resolve: (c) => c.id,
    }),
    access: t.field({
      type: ClientAccessEnum,
      nullable: true,
      description: "The caller's access: granted, pending (requested) or restricted; null when never requested",
      resolve: (c, _args, ctx) => accessLoader(ctx).load(c.id),
    }),
    accessGranted: t.boolean({
      resolve: async (c, _args, ctx) => (await accessLoader(ctx).load(c.id)) === 'granted',
    }),
    accessRequestState: t.field({
      type: AccessRequestStateEnum,
      description: 'What the client access request dialog shows',
      resolve: async (c, _args, ctx) => accessRequestState(await accessLoader(ctx).load(c.id)),
    }),
  }),
});

ChannelRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    state: t.field({ type: ChannelStateEnum, resolve: (c) => c.state }),
    meta: t.field({ type: 'JSON', resolve: (c) => c.meta }),
    client: t.field({ type: ClientRef, resolve: (c) => c.clientId }),
  }),
});

const ClientConnection = builder.objectRef<{ nodes: ClientRow[]; pagination: { total: number; page: number; limit: number } }>(
  'ClientConnection',
);
ClientConnection.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    nodes: t.field({ type: [ClientRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

const ClientFiltersInput = builder.inputType('ClientFilters', {
  fields: (t) => ({
    search: t.string({ required: false }),
    states: t.field({ type: [ClientStateEnum], required: false }),
    ids: t.idList({ required: false, description: 'Only these clients (at most 100), e.g. to label the values a picker holds' }),
  }),
});

const ClientListFiltersSchema = v.object({ search: SearchFilterSchema, ids: IdsFilterSchema });

const ChannelConnection = builder.objectRef<{ nodes: ChannelRow[]; pagination: { total: number; page: number; limit: number } }>(
  'ChannelConnection',
);
ChannelConnection.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    nodes: t.field({ type: [ChannelRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

const ChannelFiltersInput = builder.inputType('ChannelFilters', {
  fields: (t) => ({
    search: t.string({ required: false, description: "Part of the channel's or its client's name, in any case" }),
    clientId: t.id({ required: false, description: "Only this client's channels" }),
    ids: t.idList({
      required: false,
      description: 'Only these channels (at most 100), whatever their state, e.g. to label the values a picker holds',
    }),
  }),
});

const ChannelFiltersSchema = v.object({
  search: SearchFilterSchema,
  clientId: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.nullable(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not a client id'), v.transform(Number))),
  ),
  ids: IdsFilterSchema,
});

const ClientSortSchema = v.object({ field: v.picklist(['name'], 'Clients sort by name'), direction: v.picklist(['ASC', 'DESC']) });

builder.queryFields((t) => ({
  clients: t.field({
    ...operationRoles('ALL_STAFF'),
    type: ClientConnection,
    description: 'Clients, by name (pickers and search)',
    args: {
      pagination: t.arg({ type: PaginationInput, required: false }),
      filters: t.arg({ type: ClientFiltersInput, required: false }),
      sort: t.arg({ type: SortInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      requireSignedIn(ctx.auth);
      const page = toPage(args.pagination);
      const sort = parseInput(ClientSortSchema, args.sort ?? { field: 'name', direction: 'ASC' }, 'sort');
      const search = args.filters?.search?.trim().slice(0, 200);
      const { ids } = parseInput(ClientListFiltersSchema, { ids: args.filters?.ids }, 'filters');
      const { nodes, total } = await listClients(ctx.db, { search, states: args.filters?.states ?? null, ids }, page, sort.direction);
      return { nodes, pagination: { total, page: page.page, limit: page.limit } };
    },
  }),
  channels: t.field({
    type: ChannelConnection,
    description:
      'Channels for pickers (staff): active ones, of one client or all, by client and channel name; with ids, exactly those channels',
    ...operationRoles('ALL_STAFF'),
    args: {
      filters: t.arg({ type: ChannelFiltersInput, required: false }),
      pagination: t.arg({ type: PaginationInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      requireKind(ctx.auth, 'USER');
      const page = toPage(args.pagination);
      const filters = parseInput(
        ChannelFiltersSchema,
        { search: args.filters?.search, clientId: args.filters?.clientId ?? null, ids: args.filters?.ids },
        'filters',
      );
      const { nodes, total } = await listChannels(ctx.db, filters, page);
      return { nodes, pagination: { total, page: page.page, limit: page.limit } };
    },
  }),
  client: t.field({
    ...operationRoles('ALL_STAFF'),
    type: ClientRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireSignedIn(ctx.auth);
      const id = String(args.id);
      if (!/^[1-9][0-9]{0,9}$/.test(id)) throw notFound('Client');
      const [row] = await loadClientsByIds(ctx.db, [Number(id)]);
      if (!row) throw notFound('Client');
      return row;
    },
  }),
}));
