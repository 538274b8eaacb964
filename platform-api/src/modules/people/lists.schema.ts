import * as v from 'valibot';
import { requireKind } from '../../kit/auth/index.js';
import { builder, type GraphQLContext } from '../../kit/graphql/builder.js';
import { hidden, MONEY_ROLES, RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { IdsFilterSchema, SearchFilterSchema } from '../../kit/graphql/list-filters.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { PaginationInfo, PaginationInput, SortInput, toPage } from '../../kit/graphql/pagination.js';
import { badUserInput } from '../../kit/errors.js';
import { parseInput } from '../../kit/validation.js';
import { CROUDIE_SORT_FIELDS, listCroudies, listUsers, USER_SORT_FIELDS, type CroudieListQuery, type UserListQuery } from './lists.data.js';
import { findOffice } from './staff-profile.data.js';
import type { AgencyUserRow, CroudieRow } from './people.data.js';
import { STAFF_ROLES, USER_STATUSES, type UserStatus } from './people.rules.js';
import { CroudieRef, UserRef, UserStatusEnum } from './people.schema.js';
import { loadLanguages } from './profile.data.js';
import { CroudieLanguageRef } from './profile.schema.js';

// The lists of people pickers and staff pages search (ADR 0262): staff only; by name unless sorted otherwise. The
// croudie search list (staff-and-admin.md §2, §7) adds status, country and language filters and more sorts.

const StatusesSchema = v.nullish(
  v.pipe(
    v.array(v.picklist(USER_STATUSES, 'Unknown status')),
    v.minLength(1, 'Choose at least one status'),
    v.transform((statuses) => [...new Set(statuses)]),
  ),
  null,
);
const OptionalIdSchema = (message: string) =>
  v.nullish(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, message), v.transform(Number)), null);

/** The FTE search's filters (issue 19): the pickers' search and ids plus status, office, team and role. */
const UserFiltersSchema = v.object({
  search: SearchFilterSchema,
  ids: IdsFilterSchema,
  statuses: StatusesSchema,
  officeId: OptionalIdSchema('Choose an office from the list'),
  teamId: OptionalIdSchema('Choose a team from the list'),
  role: v.nullish(v.picklist(STAFF_ROLES, 'Choose a role from the list'), null),
});
const UserSortSchema = v.object({
  field: v.picklist(USER_SORT_FIELDS, `Sort by one of: ${USER_SORT_FIELDS.join(', ')}`),
  direction: v.picklist(['ASC', 'DESC'] as const),
});
const BY_NAME = { field: 'name', direction: 'ASC' } as const;

/** §7: the croudies list shows active and pending croudies unless asked for other statuses. */
export const DEFAULT_CROUDIE_STATUSES: readonly UserStatus[] = ['active', 'pending'];

const CroudieFiltersSchema = v.object({
  search: SearchFilterSchema,
  ids: IdsFilterSchema,
  statuses: StatusesSchema,
  countryCode: v.nullish(
    v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'Use an ISO 3166-1 alpha-2 country code')),
    null,
  ),
  languageCode: v.nullish(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{2}$/, 'Use an ISO 639-1 language code')), null),
});
const CroudieSortSchema = v.object({
  field: v.picklist(CROUDIE_SORT_FIELDS, `Sort by one of: ${CROUDIE_SORT_FIELDS.join(', ')}`),
  direction: v.picklist(['ASC', 'DESC'] as const),
});
export const RATE_SORT_REFUSED = 'Only finance and network admins can sort by hourly rate';

type Page<Row> = { nodes: Row[]; pagination: { total: number; page: number; limit: number } };

const UserFilters = builder.inputType('UserFilters', {
  fields: (t) => ({
    search: t.string({ required: false, description: 'Part of the first name, last name, full name or e-mail, in any case' }),
    ids: t.idList({ required: false, description: 'Only these users (at most 100), e.g. to label the values a picker holds' }),
    statuses: t.field({ type: [UserStatusEnum], required: false, description: 'Only these statuses (at least one); any when not given' }),
    officeId: t.id({ required: false, description: 'Only users of this office (settings › offices)' }),
    teamId: t.id({ required: false, description: 'Only members of this team (settings › teams)' }),
    role: t.string({ required: false, description: 'Only holders of this staff role (a Role enum value)' }),
  }),
});
const CroudieFilters = builder.inputType('CroudieFilters', {
  fields: (t) => ({
    search: t.string({ required: false, description: 'Part of the first name, last name, full name or e-mail, in any case' }),
    ids: t.idList({
      required: false,
      description:
        'Only these croudies (at most 100), e.g. to label the values a picker holds; whatever their status unless statuses is given',
    }),
    statuses: t.field({
      type: [UserStatusEnum],
      required: false,
      description: 'Only these statuses (at least one); when not given, active and pending (§7)',
    }),
    countryCode: t.string({ required: false, description: 'ISO 3166-1 alpha-2, e.g. GB' }),
    languageCode: t.string({ required: false, description: 'ISO 639-1, e.g. en: croudies who speak it, native or fluent' }),
  }),
});

// The node types carry their own field rules (ADR 0005); the connections are for staff.
const UserConnection = builder.objectRef<Page<AgencyUserRow>>('UserConnection');
UserConnection.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    nodes: t.field({ type: [UserRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});
export const CroudieConnection = builder.objectRef<Page<CroudieRow>>('CroudieConnection');
CroudieConnection.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    nodes: t.field({ type: [CroudieRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

type Pagination = { page?: number | null; limit?: number | null } | null;
type SortArg = { field: string; direction: 'ASC' | 'DESC' } | null;

type UserFiltersArg = {
  search?: string | null;
  ids?: (string | number)[] | null;
  statuses?: UserStatus[] | null;
  officeId?: string | number | null;
  teamId?: string | number | null;
  role?: string | null;
} | null;

async function userListQuery(
  ctx: GraphQLContext,
  args: { filters?: UserFiltersArg; pagination?: Pagination; sort?: SortArg },
): Promise<UserListQuery> {
  const page = toPage(args.pagination);
  const sort = parseInput(UserSortSchema, args.sort ?? BY_NAME, 'sort');
  const filters = parseInput(
    UserFiltersSchema,
    {
      ...args.filters,
      ids: args.filters?.ids?.map(String),
      officeId: args.filters?.officeId == null ? args.filters?.officeId : String(args.filters.officeId),
      teamId: args.filters?.teamId == null ? args.filters?.teamId : String(args.filters.teamId),
    },
    'filters',
  );
  const { officeId, ...rest } = filters;
  if (officeId === null) return { ...rest, office: null, sort, page };
  // agency_users keeps the office by name; an unknown office matches nobody
  const office = await findOffice(ctx.db, officeId);
  return office ? { ...rest, office: office.name, sort, page } : { ...rest, ids: [], office: null, sort, page };
}

function croudieListQuery(
  ctx: GraphQLContext,
  args: {
    filters?: {
      search?: string | null;
      ids?: (string | number)[] | null;
      statuses?: UserStatus[] | null;
      countryCode?: string | null;
      languageCode?: string | null;
    } | null;
    pagination?: Pagination;
    sort?: SortArg;
  },
): CroudieListQuery {
  const page = toPage(args.pagination);
  const sort = parseInput(CroudieSortSchema, args.sort ?? BY_NAME, 'sort');
  // Rates are hidden from staff without a money role: their order would tell them what the field hides.
  if (sort.field === 'hourlyRate' && !MONEY_ROLES.some((role) => ctx.auth.viewer?.roles.includes(role)))
    throw badUserInput({ 'sort.field': RATE_SORT_REFUSED });
  const filters = parseInput(CroudieFiltersSchema, { ...args.filters, ids: args.filters?.ids?.map(String) }, 'filters');
  // A picker labelling its values asks for exactly those ids, whatever their status.
  const statuses = filters.statuses ?? (filters.ids ? null : DEFAULT_CROUDIE_STATUSES);
  return { ...filters, statuses, sort, page };
}

builder.queryFields((t) => ({
  users: t.field({
    type: UserConnection,
    description:
      'Agency staff (staff only; the FTE search): any status unless statuses are given; by office, team or role; search on name and e-mail; by name unless sorted by email, office, status or id; with ids, exactly those',
    ...operationRoles('ALL_STAFF'),
    args: {
      filters: t.arg({ type: UserFilters, required: false }),
      pagination: t.arg({ type: PaginationInput, required: false }),
      sort: t.arg({ type: SortInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      requireKind(ctx.auth, 'USER');
      const query = await userListQuery(ctx, args);
      const { nodes, total } = await listUsers(ctx.db, query);
      return { nodes, pagination: { total, page: query.page.page, limit: query.page.limit } };
    },
  }),
  croudies: t.field({
    type: CroudieConnection,
    description:
      'Croudies (staff only): active and pending unless statuses are given; search on name and e-mail; by name unless sorted by email, country, hourlyRate (money roles), status or id; with ids, exactly those',
    ...operationRoles('ALL_STAFF'),
    args: {
      filters: t.arg({ type: CroudieFilters, required: false }),
      pagination: t.arg({ type: PaginationInput, required: false }),
      sort: t.arg({ type: SortInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      requireKind(ctx.auth, 'USER');
      const query = croudieListQuery(ctx, args);
      const { nodes, total } = await listCroudies(ctx.db, query);
      return { nodes, pagination: { total, page: query.page.page, limit: query.page.limit } };
    },
  }),
}));

builder.objectFields(CroudieRef, (t) => ({
  nativeLanguage: t.loadable({
    type: CroudieLanguageRef,
    nullable: true,
    description: 'The first native language the croudie gave (the search list’s Language column)',
    ...hidden(RULES.croudiePrivate),
    load: async (ids: number[], ctx) => (await loadLanguages(ctx.db, ids)).map((list) => list.find((l) => l.level === 'native') ?? null),
    resolve: (c) => c.id,
  }),
}));
