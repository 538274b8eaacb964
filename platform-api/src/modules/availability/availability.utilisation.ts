import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import type { Page } from '../../kit/graphql/pagination.js';
import { principalIdOf } from '../people/index.js';
import { agencyUsers, type AgencyUserRow } from '../people/index.js';
import { minutesByDay } from '../journal/index.js';
import { offices, teamMembers, teams } from '../reference/index.js';
import type { PeopleFilter } from './availability.access.js';
import { dayTargets } from './availability.data.js';
import { LISTED_STATUSES, listedPeople } from './availability.matrix.js';
import { periodStartOf, periodStarts, type UtilisationPeriod } from './availability.rules.js';

export interface Figure {
  /** The first day of the week or month; of the range, for a total. */
  periodStart: string;
  target: number;
  logged: number;
}

type TeamRow = typeof teams.$inferSelect;

export interface UtilisationResult {
  periods: string[];
  people: { user: AgencyUserRow; periods: Figure[]; total: Figure }[];
  teams: { team: TeamRow; periods: Figure[]; total: Figure }[];
  /** Everyone in the filters, per period (the chart's bars). */
  periodTotals: Figure[];
  total: Figure;
  pagination: { total: number; page: number; limit: number };
}

export interface UtilisationQuery extends PeopleFilter {
  period: UtilisationPeriod;
  startDate: string;
  endDate: string;
}

/** The teams in the filters the caller may see, by name, with their listed members. */
async function teamsWithMembers(db: Database, query: UtilisationQuery) {
  const rows = await db
    .select()
    .from(teams)
    .where(
      and(
        query.teamIds ? (query.teamIds.length ? inArray(teams.id, query.teamIds) : sql`false`) : undefined,
        query.office
          ? inArray(
              teams.officeId,
              db
                .select({ id: offices.id })
                .from(offices)
                .where(sql`lower(${offices.name}) = lower(${query.office})`),
            )
          : undefined,
      ),
    )
    .orderBy(asc(teams.name), asc(teams.id));
  const members = rows.length
    ? await db
        .select({ teamId: teamMembers.teamId, user: agencyUsers })
        .from(teamMembers)
        .innerJoin(agencyUsers, eq(agencyUsers.id, teamMembers.userId))
        .where(
          and(
            inArray(
              teamMembers.teamId,
              rows.map((t) => t.id),
            ),
            inArray(agencyUsers.status, [...LISTED_STATUSES]),
          ),
        )
    : [];
  return rows.map((team) => ({ team, members: members.filter((m) => m.teamId === team.id).map((m) => m.user) }));
}

const sumFigures = (periodStart: string, figures: readonly Figure[]): Figure => ({
  periodStart,
  target: figures.reduce((s, f) => s + f.target, 0),
  logged: figures.reduce((s, f) => s + f.logged, 0),
});

/**
 * Journal minutes logged against target per person (one page), per team (all its listed members) and overall (everyone
 * in the filters), per week or month of the range. A fixed number of queries: people, teams, members, templates, leave,
 * holidays and journal minutes.
 */
export async function utilisation(db: Database, query: UtilisationQuery, page: Page): Promise<UtilisationResult> {
  const [{ nodes: everyone }, teamRows] = await Promise.all([listedPeople(db, query), teamsWithMembers(db, query)]);
  const people = new Map<number, AgencyUserRow>();
  for (const user of [...everyone, ...teamRows.flatMap((t) => t.members)]) people.set(user.id, user);
  const [targets, logged] = await Promise.all([
    dayTargets(db, [...people.values()], query.startDate, query.endDate),
    minutesByDay(
      db,
      [...people.keys()].map((id) => principalIdOf('USER', id)),
      query.startDate,
      query.endDate,
    ),
  ]);
  const periods = periodStarts(query.startDate, query.endDate, query.period);

  const figuresOf = new Map<number, { periods: Figure[]; total: Figure }>();
  for (const id of people.keys()) {
    const byPeriod = new Map(periods.map((p) => [p, { periodStart: p, target: 0, logged: 0 }]));
    const minutes = logged.get(principalIdOf('USER', id))!;
    for (const day of targets.get(id)!) {
      const figure = byPeriod.get(periodStartOf(day.date, query.period))!;
      figure.target += day.target;
      figure.logged += minutes.get(day.date) ?? 0;
    }
    const own = [...byPeriod.values()];
    figuresOf.set(id, { periods: own, total: sumFigures(query.startDate, own) });
  }
  const sumOf = (users: readonly AgencyUserRow[]) => {
    const each = users.map((u) => figuresOf.get(u.id)!);
    return {
      periods: periods.map((p, i) =>
        sumFigures(
          p,
          each.map((f) => f.periods[i]!),
        ),
      ),
      total: sumFigures(
        query.startDate,
        each.map((f) => f.total),
      ),
    };
  };

  const pageOf = everyone.slice(page.offset, page.offset + page.limit);
  const overall = sumOf(everyone);
  return {
    periods,
    people: pageOf.map((user) => ({ user, ...figuresOf.get(user.id)! })),
    teams: teamRows.map(({ team, members }) => ({ team, ...sumOf(members) })),
    periodTotals: overall.periods,
    total: overall.total,
    pagination: { total: everyone.length, page: page.page, limit: page.limit },
  };
}
