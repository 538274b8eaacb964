import { and, asc, count, desc, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { likePattern, type Page } from '../../kit/graphql/pagination.js';
import type { AgencyUserRow, CroudieRow } from './people.data.js';
import { agencyUsers, croudies } from './people.tables.js';

export interface PeopleListQuery {
  /** Part of the first name, last name, full name or e-mail, in any case. */
  search: string | null;
  /** Only these people (a picker labelling its values); null: everyone. */
  ids: readonly number[] | null;
  sort: { field: 'name' | 'id'; direction: 'ASC' | 'DESC' };
  page: Page;
}

type PersonTable = typeof agencyUsers | typeof croudies;

async function listPeople<Row>(db: Database, table: PersonTable, query: PeopleListQuery): Promise<{ nodes: Row[]; total: number }> {
  const pattern = query.search ? likePattern(query.search) : null;
  const where = and(
    pattern
      ? or(
          ilike(table.firstName, pattern),
          ilike(table.lastName, pattern),
          ilike(sql`${table.firstName} || ' ' || ${table.lastName}`, pattern),
          ilike(table.email, pattern),
        )
      : undefined,
    query.ids ? (query.ids.length ? inArray(table.id, [...query.ids]) : sql`false`) : undefined,
  );
  const direction = query.sort.direction === 'ASC' ? asc : desc;
  const order: SQL[] =
    query.sort.field === 'name' ? [direction(table.firstName), direction(table.lastName), asc(table.id)] : [direction(table.id)];
  const [nodes, [counted]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(query.page.limit)
      .offset(query.page.offset),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { nodes: nodes as Row[], total: Number(counted?.n ?? 0) };
}

/** One page of agency staff. */
export const listUsers = (db: Database, query: PeopleListQuery) => listPeople<AgencyUserRow>(db, agencyUsers, query);

/** One page of croudies. */
export const listCroudies = (db: Database, query: PeopleListQuery) => listPeople<CroudieRow>(db, croudies, query);
