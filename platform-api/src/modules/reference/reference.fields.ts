import type { InputObjectRef, ObjectRef } from '@pothos/core';
import * as v from 'valibot';
import { requireSignedIn, type Viewer } from '../../kit/auth/index.js';
import type { RequestContext as Context } from '../../kit/context.js';
import { forbidden, notFound } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { PaginationInfo, PaginationInput, SortInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { SETTINGS_ADMIN_ROLES } from '../settings/index.js';
import {
  deleteRow,
  insertRow,
  listPage,
  underArgument,
  updateRow,
  type ListQuery,
  type ListResult,
  type ReferenceTableSpec,
} from './reference.data.js';
import { DEFAULT_SORT, FiltersSchema, SORT_FIELDS, sortSchema, type ReferenceList } from './reference.rules.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/**
 * One entity of the reference data in settings, as the UI meets it: `<list>(filters, pagination, sort)`, and
 * `create<Type>(<arg>)`, `update<Type>(id, <arg>)`, `delete<Type>(id)` (ADR 0256). The writes default to the table's
 * columns as the rules give them; an entity with more to check passes its own.
 */
export interface ReferenceEntity<Row extends { id: number }, Input extends Record<string, unknown>> {
  /** The GraphQL type, e.g. Vertical; its list is `<type>Connection`. */
  type: string;
  /** The list query, e.g. verticals. */
  list: ReferenceList;
  /** The mutations' input argument, e.g. vertical. */
  arg: string;
  /** What descriptions and NOT_FOUND call one, e.g. "channel type". */
  label: string;
  ref: ObjectRef<Types, Row>;
  input: InputObjectRef<Types, Record<string, unknown>>;
  rules: v.GenericSchema<unknown, Input>;
  table: ReferenceTableSpec;
  read?: (ctx: Context, query: ListQuery) => Promise<ListResult<Row>>;
  create?: (ctx: Context, input: Input) => Promise<Row>;
  update?: (ctx: Context, id: number, input: Input) => Promise<Row | null>;
  remove?: (ctx: Context, id: number) => Promise<boolean>;
}

/** Reads are for staff; croudies and client users are refused (FORBIDDEN), anonymous callers UNAUTHENTICATED. */
export function requireStaff(ctx: Context): Viewer {
  const viewer = requireSignedIn(ctx.auth);
  if (viewer.kind !== 'USER') throw forbidden('Only staff can see settings');
  return viewer;
}

/** An id argument; one that cannot be a row's is NOT_FOUND, like a row that is gone. */
export function idOf(value: string | number, what: string): number {
  const text = String(value);
  if (!/^[1-9][0-9]{0,9}$/.test(text)) throw notFound(what);
  return Number(text);
}

const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1);
const withArticle = (label: string) => `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;

export const ReferenceFilters = builder.inputType('ReferenceFilters', {
  description: 'Filters of a settings list',
  fields: (t) => ({
    search: t.string({ required: false, description: 'Part of the name, in any case' }),
    ids: t.idList({ required: false, description: 'Only these rows (at most 100), e.g. to label the values a picker holds' }),
  }),
});

export function connectionOf<Row>(name: string, node: ObjectRef<Types, Row>) {
  const ref = builder.objectRef<{ nodes: Row[]; pagination: { total: number; page: number; limit: number } }>(name);
  ref.implement({
    ...typeRule(RULES.staff),
    fields: (t) => ({
      nodes: t.field({ type: [node], resolve: (c) => c.nodes }),
      pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
    }),
  });
  return ref;
}

/** The list query and the three mutations of one entity. */
export function referenceFields<Row extends { id: number }, Input extends Record<string, unknown>>(
  entity: ReferenceEntity<Row, Input>,
): void {
  const { type, label, arg } = entity;
  const Connection = connectionOf<Row>(`${type}Connection`, entity.ref);
  // Pothos cannot resolve its result type for a generic Row; any row of a reference table has an id.
  const ref = entity.ref as ObjectRef<Types, { id: number }>;
  const SortSchema = sortSchema(SORT_FIELDS[entity.list]);
  const read = entity.read ?? ((ctx, query) => listPage<Row>(ctx.db, entity.table, query));
  const create = entity.create ?? ((ctx, input) => insertRow<Row>(ctx.db, entity.table, input));
  const update = entity.update ?? ((ctx, id, input) => updateRow<Row>(ctx.db, entity.table, id, input));
  const remove = entity.remove ?? ((ctx, id) => deleteRow(ctx.db, entity.table, id));

  builder.queryField(entity.list, (t) =>
    t.field({
      type: Connection,
      description: `${capitalised(label)}s of settings (staff), newest first unless sorted; by ${SORT_FIELDS[entity.list].join(', ')}`,
      ...operationRoles('ALL_STAFF'),
      args: {
        filters: t.arg({ type: ReferenceFilters, required: false }),
        pagination: t.arg({ type: PaginationInput, required: false }),
        sort: t.arg({ type: SortInput, required: false }),
      },
      resolve: async (_root, args, ctx) => {
        requireStaff(ctx);
        const page = toPage(args.pagination);
        const sort = parseInput(SortSchema, args.sort ?? DEFAULT_SORT, 'sort');
        const { search, ids } = parseInput(FiltersSchema, { search: args.filters?.search, ids: args.filters?.ids }, 'filters');
        const { nodes, total } = await read(ctx, { search, ids, sort, page });
        return { nodes, pagination: { total, page: page.page, limit: page.limit } };
      },
    }),
  );

  builder.mutationFields((t) => ({
    [`create${type}`]: t.field({
      type: ref,
      description: `Adds ${withArticle(label)} (settings administrators)`,
      ...operationRoles(SETTINGS_ADMIN_ROLES),
      args: { [arg]: t.arg({ type: entity.input, required: true }) },
      resolve: async (_root, args, ctx) => {
        requireStaff(ctx);
        const input = parseInput(entity.rules, args[arg], arg);
        return underArgument(arg, () => create(ctx, input));
      },
    }),
    [`update${type}`]: t.field({
      type: ref,
      description: `Changes ${withArticle(label)} (settings administrators)`,
      ...operationRoles(SETTINGS_ADMIN_ROLES),
      args: { id: t.arg.id({ required: true }), [arg]: t.arg({ type: entity.input, required: true }) },
      resolve: async (_root, args, ctx) => {
        requireStaff(ctx);
        const id = idOf(args.id as string, capitalised(label));
        const input = parseInput(entity.rules, args[arg], arg);
        const row = await underArgument(arg, () => update(ctx, id, input));
        if (!row) throw notFound(capitalised(label));
        return row;
      },
    }),
    [`delete${type}`]: t.boolean({
      description: `Removes ${withArticle(label)} (settings administrators)`,
      ...operationRoles(SETTINGS_ADMIN_ROLES),
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) => {
        requireStaff(ctx);
        if (!(await remove(ctx, idOf(args.id, capitalised(label))))) throw notFound(capitalised(label));
        return true;
      },
    }),
  }));
}
