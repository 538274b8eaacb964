// A staff user's teams on the User type (issue 19: the FTE profile and search). Here rather than in people: teams
// are this module's, and it already builds on people's User type (team leaders and members).
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { guarded, RULES } from '../../kit/graphql/auth-rules.js';
import { builder } from '../../kit/graphql/builder.js';
import { UserRef } from '../people/index.js';
import type { TeamRow } from './teams.data.js';
import { TeamRef } from './teams.schema.js';
import { teamMembers, teams } from './reference.tables.js';

/** Each user's teams, by name, in the order of `userIds` (a list of users asks once). */
async function teamsOfUsers(db: Database, userIds: readonly number[]): Promise<TeamRow[][]> {
  const rows = userIds.length
    ? await db
        .select({ userId: teamMembers.userId, team: teams })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(inArray(teamMembers.userId, [...userIds]))
        .orderBy(asc(teams.name), asc(teams.id))
    : [];
  return userIds.map((id) => rows.filter((row) => row.userId === id).map((row) => row.team));
}

builder.objectFields(UserRef, (t) => ({
  teams: t.loadableList({
    type: TeamRef,
    description: 'The teams the user is a member of (settings › teams), by name; every staff user is in at least one',
    ...guarded(RULES.userPrivate),
    load: (ids: number[], ctx) => teamsOfUsers(ctx.db, ids),
    resolve: (u) => u.id,
  }),
}));
