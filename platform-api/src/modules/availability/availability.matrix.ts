import { and, asc, count, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { likePattern, type Page } from '../../kit/graphql/pagination.js';
import { agencyUsers, type AgencyUserRow } from '../people/index.js';
import type { PeopleFilter } from './availability.access.js';
import { dayTargets, peopleWhere, type PersonDay } from './availability.data.js';

/** The staff users the HR view lists: those who work (or are about to), not offboarded or paused ones. */
export const LISTED_STATUSES = ['active', 'reactivated', 'pending'] as const;

export interface PeopleQuery extends PeopleFilter {
  search?: string | null;
}

function listedWhere(query: PeopleQuery) {
  const search = query.search?.trim();
  const pattern = search ? likePattern(search) : null;
  return and(
    inArray(agencyUsers.status, [...LISTED_STATUSES]),
    peopleWhere(query),
    pattern
      ? or(
          ilike(agencyUsers.firstName, pattern),
          ilike(agencyUsers.lastName, pattern),
          ilike(agencyUsers.email, pattern),
          ilike(sql`${agencyUsers.firstName} || ' ' || ${agencyUsers.lastName}`, pattern),
        )
      : undefined,
  );
}

/** One page of the listed people (by last and first name) and how many there are; every one when no page is given. */
export async function listedPeople(db: Database, query: PeopleQuery, page?: Page): Promise<{ nodes: AgencyUserRow[]; total: number }> {
  const where = listedWhere(query);
  const rows = db
    .select()
    .from(agencyUsers)
    .where(where)
    .orderBy(asc(agencyUsers.lastName), asc(agencyUsers.firstName), asc(agencyUsers.id));
  if (!page) {
    const nodes = await rows;
    return { nodes, total: nodes.length };
  }
  const [nodes, [counted]] = await Promise.all([
    rows.limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(agencyUsers).where(where),
  ]);
  return { nodes, total: Number(counted?.n ?? 0) };
}

export interface MatrixRow {
  user: AgencyUserRow;
  days: PersonDay[];
  target: number;
  leaveMinutes: number;
}

/** The availability matrix: one page of people × the range's days (five queries, whatever the page or range). */
export async function availabilityMatrix(
  db: Database,
  query: PeopleQuery & { startDate: string; endDate: string },
  page: Page,
): Promise<{ rows: MatrixRow[]; total: number }> {
  const { nodes, total } = await listedPeople(db, query, page);
  const days = await dayTargets(db, nodes, query.startDate, query.endDate);
  const rows = nodes.map((user) => {
    const own = days.get(user.id)!;
    return {
      user,
      days: own,
      target: own.reduce((sum, d) => sum + d.target, 0),
      leaveMinutes: own.reduce((sum, d) => sum + d.leaveMinutes, 0),
    };
  });
  return { rows, total };
}
