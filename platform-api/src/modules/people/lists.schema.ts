import * as v from 'valibot';
import { requireKind } from '../../kit/auth/index.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { IdsFilterSchema, SearchFilterSchema } from '../../kit/graphql/list-filters.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { PaginationInfo, PaginationInput, SortInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { listCroudies, listUsers, type PeopleListQuery } from './lists.data.js';
import type { AgencyUserRow, CroudieRow } from './people.data.js';
import { CroudieRef, UserRef } from './people.schema.js';

// The lists of people pickers and staff pages search (ADR 0262): staff only; by name unless sorted by id.

const PeopleFiltersSchema = v.object({ search: SearchFilterSchema, ids: IdsFilterSchema });
const PeopleSortSchema = v.object({
  field: v.picklist(['name', 'id'], 'Sort by one of: name, id'),
  direction: v.picklist(['ASC', 'DESC'] as const),
});
const BY_NAME = { field: 'name', direction: 'ASC' } as const;

function filtersInput(name: string, who: string) {
  return builder.inputType(name, {
    fields: (t) => ({
      search: t.string({ required: false, description: 'Part of the first name, last name, full name or e-mail, in any case' }),
      ids: t.idList({ required: false, description: `Only these ${who} (at most 100), e.g. to label the values a picker holds` }),
    }),
  });
}

type Page<Row> = { nodes: Row[]; pagination: { total: number; page: number; limit: number } };

const UserFilters = filtersInput('UserFilters', 'users');
const CroudieFilters = filtersInput('CroudieFilters', 'croudies');

// The node types carry their own field rules (ADR 0005); the connections are for staff.
const UserConnection = builder.objectRef<Page<AgencyUserRow>>('UserConnection');
UserConnection.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    nodes: t.field({ type: [UserRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});
const CroudieConnection = builder.objectRef<Page<CroudieRow>>('CroudieConnection');
CroudieConnection.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    nodes: t.field({ type: [CroudieRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

type ListArgs = {
  filters?: { search?: string | null; ids?: (string | number)[] | null } | null;
  pagination?: { page?: number | null; limit?: number | null } | null;
  sort?: { field: string; direction: 'ASC' | 'DESC' } | null;
};
function listQuery(args: ListArgs): PeopleListQuery {
  const page = toPage(args.pagination);
  const sort = parseInput(PeopleSortSchema, args.sort ?? BY_NAME, 'sort');
  const filters = parseInput(PeopleFiltersSchema, { search: args.filters?.search, ids: args.filters?.ids?.map(String) }, 'filters');
  return { ...filters, sort, page };
}

builder.queryFields((t) => ({
  users: t.field({
    type: UserConnection,
    description: 'Agency staff (staff only), by name unless sorted by id; search on name and e-mail; with ids, exactly those',
    ...operationRoles('ALL_STAFF'),
    args: {
      filters: t.arg({ type: UserFilters, required: false }),
      pagination: t.arg({ type: PaginationInput, required: false }),
      sort: t.arg({ type: SortInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      requireKind(ctx.auth, 'USER');
      const query = listQuery(args);
      const { nodes, total } = await listUsers(ctx.db, query);
      return { nodes, pagination: { total, page: query.page.page, limit: query.page.limit } };
    },
  }),
  croudies: t.field({
    type: CroudieConnection,
    description: 'Croudies (staff only), by name unless sorted by id; search on name and e-mail; with ids, exactly those',
    ...operationRoles('ALL_STAFF'),
    args: {
      filters: t.arg({ type: CroudieFilters, required: false }),
      pagination: t.arg({ type: PaginationInput, required: false }),
      sort: t.arg({ type: SortInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      requireKind(ctx.auth, 'USER');
      const query = listQuery(args);
      const { nodes, total } = await listCroudies(ctx.db, query);
      return { nodes, pagination: { total, page: query.page.page, limit: query.page.limit } };
    },
  }),
}));
