import DataLoader from 'dataloader';
import { requireSignedIn, type Viewer } from '../../kit/auth/index.js';
import type { RequestContext as Context } from '../../kit/context.js';
import { conflict, forbidden, notFound } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { guarded, RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { SearchFilterSchema } from '../../kit/graphql/list-filters.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { PaginationInfo, PaginationInput, toPage, type Page } from '../../kit/graphql/pagination.js';
import { perRequest } from '../../kit/graphql/per-request.js';
import { parseInput } from '../../kit/validation.js';
import { UserRef, type AgencyUserRow } from '../people/index.js';
import { JobRef } from '../work/index.js';
import { loadClientsByIds, type ClientRow } from './clients.data.js';
import { CLIENT_ACCESS_ADMIN_ROLES, accessDecisionProblem, type AccessDecision } from './clients.rules.js';
import { ChannelRef, ClientRef, ClientStateEnum } from './clients.schema.js';
import {
  accessHoldersPageByClient,
  countGrantedCroudies,
  decidePendingRequest,
  findCroudieAccess,
  jobsPageByClient,
  loadAllChannelsByClient,
  loadProjectsByClient,
  pendingRequestsByClient,
  type AccessHolderRow,
  type ClientJobRow,
  type ClientProjectRow,
  type Paged,
} from './clients.staff.data.js';

/**
 * The client page's staff fields (ADR 0278). Client itself is open to any signed-in caller the parent field returned
 * it to (a croudie's access dialog reads it); these fields are staff only, declared once here: croudies and client
 * users are refused (FORBIDDEN) by the field rule, whatever path reached the client.
 */
const STAFF_ONLY = guarded(RULES.staff);

const owner = (row: { ownerId: number }, _args: unknown, ctx: Context) => ctx.people.person('USER', row.ownerId) as Promise<AgencyUserRow>;

type Connection<T> = { nodes: T[]; pagination: { total: number; page: number; limit: number } };

/** A paged list per client, batched: one DataLoader per request and list; keys with the same page load together. */
interface PageKey {
  clientId: number;
  page: Page;
  search: string | null;
}
const pageKey = (key: PageKey) => `${key.clientId}|${key.page.page}|${key.page.limit}|${key.search ?? ''}`;

function pagedLoader<Row>(
  ctx: Context,
  name: string,
  load: (clientIds: number[], page: Page, search: string | null) => Promise<Map<number, Paged<Row>>>,
) {
  return perRequest(ctx, `clients.staff.${name}`, () => {
    return new DataLoader<PageKey, Connection<Row>, string>(
      async (keys) => {
        const groups = new Map<string, PageKey[]>();
        for (const key of keys) {
          const group = `${key.page.page}|${key.page.limit}|${key.search ?? ''}`;
          groups.set(group, [...(groups.get(group) ?? []), key]);
        }
        const answers = new Map<string, Connection<Row>>();
        for (const group of groups.values()) {
          const { page, search } = group[0]!;
          const pages = await load([...new Set(group.map((k) => k.clientId))], page, search);
          for (const key of group) {
            const paged = pages.get(key.clientId) ?? { nodes: [], total: 0 };
            answers.set(pageKey(key), { nodes: paged.nodes, pagination: { total: paged.total, page: page.page, limit: page.limit } });
          }
        }
        return keys.map((key) => answers.get(pageKey(key))!);
      },
      { cacheKeyFn: pageKey },
    );
  });
}

// ---------------------------------------------------------------------------------------------------------- types

const ClientDetailsRef = builder.objectRef<ClientRow>('ClientDetails');
ClientDetailsRef.implement({
  ...typeRule(RULES.staff),
  description: 'What staff see of a client on its page (staff-and-admin.md §3 Client, Channel)',
  fields: (t) => ({
    name: t.exposeString('name'),
    state: t.field({ type: ClientStateEnum, resolve: (c) => c.state }),
    entityId: t.exposeString('entityId'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    channels: t.loadableList({
      type: ChannelRef,
      description: 'Every channel of the client with its state, inactive ones too, by name',
      load: (clientIds: number[], ctx) => loadAllChannelsByClient(ctx.db, clientIds),
      resolve: (c) => c.id,
    }),
    croudiesWithAccessCount: t.loadable({
      type: 'Int',
      description: 'How many croudies have been granted access',
      load: (clientIds: number[], ctx) => countGrantedCroudies(ctx.db, clientIds),
      resolve: (c) => c.id,
    }),
  }),
});

const ClientPlanProjectRef = builder.objectRef<ClientProjectRow>('ClientPlanProject');
ClientPlanProjectRef.implement({
  ...typeRule(RULES.staff),
  description: "One of the client's plan projects (§3 Project), as its page lists them",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    status: t.exposeString('status', { description: 'active or completed' }),
    owner: t.field({ type: UserRef, resolve: owner }),
    year: t.exposeInt('planYear', { description: 'The year of the quarter it is planned in' }),
    quarter: t.exposeInt('planQuarter', { description: 'The quarter (1–4) it is planned in' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ClientJobConnectionRef = builder.objectRef<Connection<ClientJobRow>>('ClientJobConnection');
ClientJobConnectionRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    nodes: t.field({ type: [JobRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

const ClientAccessHolderRef = builder.objectRef<AccessHolderRow>('ClientAccessHolder');
ClientAccessHolderRef.implement({
  ...typeRule(RULES.staff),
  description: 'A croudie granted access to the client',
  fields: (t) => ({
    croudieId: t.exposeID('croudieId'),
    fullName: t.exposeString('fullName'),
    since: t.expose('at', { type: 'DateTime', description: 'When access was granted' }),
  }),
});

const ClientAccessHolderConnectionRef = builder.objectRef<Connection<AccessHolderRow>>('ClientAccessHolderConnection');
ClientAccessHolderConnectionRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    nodes: t.field({ type: [ClientAccessHolderRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

const ClientAccessRequestRef = builder.objectRef<AccessHolderRow>('ClientAccessRequest');
ClientAccessRequestRef.implement({
  ...typeRule(RULES.staff),
  description: 'A croudie who asked for access to the client (pending)',
  fields: (t) => ({
    croudieId: t.exposeID('croudieId'),
    fullName: t.exposeString('fullName'),
    requestedAt: t.expose('at', { type: 'DateTime' }),
  }),
});

// ------------------------------------------------------------------------------------------------ the client's fields

builder.objectFields(ClientRef, (t) => ({
  details: t.field({
    ...STAFF_ONLY,
    type: ClientDetailsRef,
    description: 'Staff only: entity id, created date, every channel with its state, how many croudies have access',
    resolve: (c) => c,
  }),
  projects: t.loadableList({
    ...STAFF_ONLY,
    type: ClientPlanProjectRef,
    description: "Staff only: the client's plan projects (not deleted ones), newest first",
    load: (clientIds: number[], ctx) => loadProjectsByClient(ctx.db, clientIds),
    resolve: (c) => c.id,
  }),
  jobs: t.field({
    ...STAFF_ONLY,
    type: ClientJobConnectionRef,
    description: "Staff only: the client's jobs, newest first, paged on the server",
    args: { pagination: t.arg({ type: PaginationInput, required: false }) },
    resolve: (c, args, ctx) =>
      pagedLoader(ctx, 'jobs', (ids, page) => jobsPageByClient(ctx.db, ids, page)).load({
        clientId: c.id,
        page: toPage(args.pagination),
        search: null,
      }),
  }),
  croudiesWithAccess: t.field({
    ...STAFF_ONLY,
    type: ClientAccessHolderConnectionRef,
    description: "Staff only: croudies granted access, most recently granted first; search on the croudie's name",
    args: {
      pagination: t.arg({ type: PaginationInput, required: false }),
      search: t.arg.string({ required: false }),
    },
    resolve: (c, args, ctx) =>
      pagedLoader(ctx, 'accessHolders', (ids, page, search) => accessHoldersPageByClient(ctx.db, ids, page, search)).load({
        clientId: c.id,
        page: toPage(args.pagination),
        search: parseInput(SearchFilterSchema, args.search, 'search'),
      }),
  }),
  pendingAccessRequests: t.loadableList({
    ...STAFF_ONLY,
    type: ClientAccessRequestRef,
    description: 'Staff only: croudies who asked for access and wait for an answer, the oldest request first',
    load: (clientIds: number[], ctx) => pendingRequestsByClient(ctx.db, clientIds),
    resolve: (c) => c.id,
  }),
}));

// ---------------------------------------------------------------------------------------------------------- changes

/** client_admin and network_admin decide access requests; the gate checks the operation, this the kind and roles. */
function requireAccessAdmin(ctx: Context): Viewer {
  const viewer = requireSignedIn(ctx.auth);
  if (viewer.kind !== 'USER' || !CLIENT_ACCESS_ADMIN_ROLES.some((role) => viewer.roles.includes(role)))
    throw forbidden('Only a client admin or a network admin can decide access requests');
  return viewer;
}

const ID = /^[1-9][0-9]{0,9}$/;

async function decide(ctx: Context, args: { clientId: string | number; croudieId: string | number }, decision: AccessDecision) {
  requireAccessAdmin(ctx);
  const clientId = String(args.clientId);
  const croudieId = String(args.croudieId);
  const [client] = ID.test(clientId) ? await loadClientsByIds(ctx.db, [Number(clientId)]) : [];
  if (!client) throw notFound('Client');
  if (!ID.test(croudieId)) throw notFound('Access request');
  if (await decidePendingRequest(ctx.db, client.id, Number(croudieId), decision, ctx.clock.now())) return client;
  const current = await findCroudieAccess(ctx.db, client.id, Number(croudieId));
  if (!current) throw notFound('Access request');
  throw conflict(accessDecisionProblem(current, decision) ?? 'The access request changed meanwhile; please reload');
}

builder.mutationFields((t) => ({
  approveClientAccess: t.field({
    ...operationRoles(CLIENT_ACCESS_ADMIN_ROLES),
    type: ClientRef,
    description:
      "Grants a croudie's pending access request (pending → granted). NOT_FOUND without such a client or request; CONFLICT when it is not pending. Needs client_admin or network_admin.",
    args: { clientId: t.arg.id({ required: true }), croudieId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => decide(ctx, args, 'approve'),
  }),
  declineClientAccess: t.field({
    ...operationRoles(CLIENT_ACCESS_ADMIN_ROLES),
    type: ClientRef,
    description:
      "Declines a croudie's pending access request: the request is removed and the croudie may ask again. NOT_FOUND without such a client or request; CONFLICT when it is not pending. Needs client_admin or network_admin.",
    args: { clientId: t.arg.id({ required: true }), croudieId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => decide(ctx, args, 'decline'),
  }),
}));
