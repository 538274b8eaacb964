import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../kit/db/index.js';
import { likePattern, type Page } from '../../kit/graphql/pagination.js';
import type { AgencyUserRow, CroudieRow } from './people.data.js';
import { teamMembers } from '../reference/index.js';
import { principalIdOf, type UserStatus } from './people.rules.js';
import { agencyUsers, croudies, principalRoles } from './people.tables.js';
import { croudieLanguages } from './profile.tables.js';

export interface PeopleListQuery {
  /** Part of the first name, last name, full name or e-mail, in any case. */
  search: string | null;
  /** Only these people (a picker labelling its values); null: everyone. */
  ids: readonly number[] | null;
  sort: { field: 'name' | 'id'; direction: 'ASC' | 'DESC' };
  page: Page;
}

export const USER_SORT_FIELDS = ['name', 'email', 'office', 'status', 'id'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** The FTE search (staff-and-admin.md §2 User pages; issue 19): the people list's filters plus status, office, team and role. */
export interface UserListQuery extends Omit<PeopleListQuery, 'sort'> {
  /** Only users with one of these statuses; null: any status. */
  statuses: readonly UserStatus[] | null;
  /** Only users of this office (by its name, as agency_users keeps it); null: any. */
  office: string | null;
  teamId: number | null;
  /** Only holders of this staff role. */
  role: string | null;
  sort: { field: UserSortField; direction: 'ASC' | 'DESC' };
}

export const CROUDIE_SORT_FIELDS = ['name', 'email', 'country', 'hourlyRate', 'status', 'id'] as const;
export type CroudieSortField = (typeof CROUDIE_SORT_FIELDS)[number];

/** The croudie search list (staff-and-admin.md §2, §7): the people list's filters plus status, country and language. */
export interface CroudieListQuery extends Omit<PeopleListQuery, 'sort'> {
  /** Only croudies with one of these statuses; null: any status. */
  statuses: readonly UserStatus[] | null;
  countryCode: string | null;
  /** Only croudies who speak this language (ISO 639-1), native or fluent. */
  languageCode: string | null;
  sort: { field: CroudieSortField; direction: 'ASC' | 'DESC' };
}

/** `user-service:users:` — a staff user's principal id is this and their id. */
const USER_PRINCIPAL_PREFIX = principalIdOf('USER', '');

type PersonTable = typeof agencyUsers | typeof croudies;

/** Part of the first name, last name, full name or e-mail, in any case. */
export function personSearch(table: PersonTable, search: string | null): SQL | undefined {
  const pattern = search ? likePattern(search) : null;
  if (!pattern) return undefined;
  return or(
    ilike(table.firstName, pattern),
    ilike(table.lastName, pattern),
    ilike(sql`${table.firstName} || ' ' || ${table.lastName}`, pattern),
    ilike(table.email, pattern),
  );
}

async function listPeople<Row>(
  db: Database,
  table: PersonTable,
  query: Pick<PeopleListQuery, 'search' | 'ids' | 'page'>,
  order: SQL[],
  extra: (SQL | undefined)[] = [],
): Promise<{ nodes: Row[]; total: number }> {
  const where = and(
    personSearch(table, query.search),
    query.ids ? (query.ids.length ? inArray(table.id, [...query.ids]) : sql`false`) : undefined,
    ...extra,
  );
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

const byNameOrId = (table: PersonTable, sort: PeopleListQuery['sort']): SQL[] => {
  const direction = sort.direction === 'ASC' ? asc : desc;
  return sort.field === 'name' ? [direction(table.firstName), direction(table.lastName), asc(table.id)] : [direction(table.id)];
};

function userOrder(sort: UserListQuery['sort']): SQL[] {
  const direction = sql.raw(sort.direction === 'ASC' ? 'asc' : 'desc');
  // users without an office come last either way; ties by name, then id, keep pages stable
  const by = (column: AnyPgColumn) => sql`${column} ${direction} nulls last`;
  const thenByName = [asc(agencyUsers.firstName), asc(agencyUsers.lastName), asc(agencyUsers.id)];
  switch (sort.field) {
    case 'email':
      return [by(agencyUsers.email), asc(agencyUsers.id)];
    case 'office':
      return [by(agencyUsers.office), ...thenByName];
    case 'status':
      return [by(agencyUsers.status), ...thenByName];
    default:
      return byNameOrId(agencyUsers, { field: sort.field, direction: sort.direction });
  }
}

/** One page of agency staff. */
export const listUsers = (db: Database, query: UserListQuery) =>
  listPeople<AgencyUserRow>(db, agencyUsers, query, userOrder(query.sort), [
    query.statuses ? (query.statuses.length ? inArray(agencyUsers.status, [...query.statuses]) : sql`false`) : undefined,
    query.office !== null ? eq(agencyUsers.office, query.office) : undefined,
    query.teamId !== null
      ? exists(
          db
            .select({ one: sql`1` })
            .from(teamMembers)
            .where(and(eq(teamMembers.userId, agencyUsers.id), eq(teamMembers.teamId, query.teamId))),
        )
      : undefined,
    query.role !== null
      ? exists(
          db
            .select({ one: sql`1` })
            .from(principalRoles)
            .where(
              and(eq(principalRoles.principalId, sql`${USER_PRINCIPAL_PREFIX} || ${agencyUsers.id}`), eq(principalRoles.role, query.role)),
            ),
        )
      : undefined,
  ]);

function croudieOrder(sort: CroudieListQuery['sort']): SQL[] {
  const direction = sql.raw(sort.direction === 'ASC' ? 'asc' : 'desc');
  // croudies without a country or rate come last either way; ties by name, then id, keep pages stable
  const by = (column: AnyPgColumn) => sql`${column} ${direction} nulls last`;
  const thenByName = [asc(croudies.firstName), asc(croudies.lastName), asc(croudies.id)];
  switch (sort.field) {
    case 'email':
      return [by(croudies.email), asc(croudies.id)];
    case 'country':
      return [by(croudies.countryCode), ...thenByName];
    case 'hourlyRate':
      return [by(croudies.hourlyRate), ...thenByName];
    case 'status':
      return [by(croudies.status), ...thenByName];
    default:
      return byNameOrId(croudies, { field: sort.field, direction: sort.direction });
  }
}

/** One page of croudies. */
export const listCroudies = (db: Database, query: CroudieListQuery) =>
  listPeople<CroudieRow>(db, croudies, query, croudieOrder(query.sort), [
    query.statuses ? (query.statuses.length ? inArray(croudies.status, [...query.statuses]) : sql`false`) : undefined,
    query.countryCode ? eq(croudies.countryCode, query.countryCode) : undefined,
    query.languageCode
      ? exists(
          db
            .select({ one: sql`1` })
            .from(croudieLanguages)
            .where(and(eq(croudieLanguages.croudieId, croudies.id), eq(croudieLanguages.code, query.languageCode))),
        )
      : undefined,
  ]);
