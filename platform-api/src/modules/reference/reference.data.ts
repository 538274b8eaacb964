import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../kit/db/index.js';
import { conflict, PlatformError } from '../../kit/errors.js';
import { likePattern, type Page } from '../../kit/graphql/pagination.js';

export interface ListQuery {
  search: string | null;
  /** Only these rows (a picker labelling its values); null: every row. */
  ids?: readonly number[] | null;
  sort: { field: string; direction: 'ASC' | 'DESC' };
  page: Page;
}

export interface ListResult<Row> {
  nodes: Row[];
  total: number;
}

/** A reference table: its id and name columns, what it sorts by, and the message of each of its unique indexes. */
export interface ReferenceTableSpec {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  sort: Record<string, SQLWrapper>;
  /**
   * Unique index (or foreign key) name → the CONFLICT message its violation gives, or the message and the input field
   * (of the entity's input, e.g. `slug`) it is about, which the CONFLICT names in its fieldErrors.
   */
  conflicts: Record<string, string | { message: string; field: string }>;
}

/**
 * Runs a write; a violation of one of the table's unique indexes (or foreign keys) becomes a CONFLICT with its message.
 * The indexes are the rule (names unique in any case, even under concurrent writes), so nothing is checked beforehand.
 */
export async function withConflicts<T>(spec: Pick<ReferenceTableSpec, 'conflicts'>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    const violation = cause?.code === '23505' || cause?.code === '23503';
    const known = violation && cause.constraint ? spec.conflicts[cause.constraint] : undefined;
    if (typeof known === 'string') throw conflict(known);
    if (known) throw conflict(known.message, { [known.field]: known.message });
    throw error;
  }
}

/**
 * Runs a create or update of the input argument `arg`: a CONFLICT about one of its fields names it under the argument,
 * as validation errors are (`vertical.name`), so a form shows it on the field.
 */
export async function underArgument<T>(arg: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof PlatformError && error.code === 'CONFLICT' && error.fieldErrors) {
      const named = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, message]) => [`${arg}.${field}`, message]));
      throw conflict(error.message, named);
    }
    throw error;
  }
}

/** One page of a reference list: search on the name (any case), sorted (then newest first), with the total. */
export async function listPage<Row>(db: Database, spec: ReferenceTableSpec, query: ListQuery): Promise<ListResult<Row>> {
  const where = and(
    query.search ? ilike(spec.name, likePattern(query.search)) : undefined,
    query.ids ? (query.ids.length ? inArray(spec.id, [...query.ids]) : sql`false`) : undefined,
  );
  const direction = query.sort.direction === 'ASC' ? asc : desc;
  const order: SQL[] = [direction(spec.sort[query.sort.field]!)];
  if (query.sort.field !== 'id') order.push(desc(spec.id));
  const [nodes, [counted]] = await Promise.all([
    db
      .select()
      .from(spec.table)
      .where(where)
      .orderBy(...order)
      .limit(query.page.limit)
      .offset(query.page.offset),
    db.select({ n: count() }).from(spec.table).where(where),
  ]);
  return { nodes: nodes as Row[], total: Number(counted?.n ?? 0) };
}

export async function insertRow<Row>(db: Database, spec: ReferenceTableSpec, values: Record<string, unknown>): Promise<Row> {
  const [row] = await withConflicts(spec, () => db.insert(spec.table).values(values).returning());
  return row as Row;
}

export async function updateRow<Row>(
  db: Database,
  spec: ReferenceTableSpec,
  id: number,
  values: Record<string, unknown>,
): Promise<Row | null> {
  const [row] = await withConflicts(spec, () => db.update(spec.table).set(values).where(eq(spec.id, id)).returning());
  return (row as Row | undefined) ?? null;
}

export async function deleteRow(db: Database, spec: ReferenceTableSpec, id: number): Promise<boolean> {
  const rows = await withConflicts(spec, () => db.delete(spec.table).where(eq(spec.id, id)).returning({ id: spec.id }));
  return rows.length > 0;
}

export async function findRow<Row>(db: Database, spec: ReferenceTableSpec, id: number): Promise<Row | null> {
  const [row] = await db.select().from(spec.table).where(eq(spec.id, id));
  return (row as Row | undefined) ?? null;
}
