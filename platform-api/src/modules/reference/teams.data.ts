import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { conflict } from '../../kit/errors.js';
import type { Page } from '../../kit/graphql/pagination.js';
import { agencyUsers, type AgencyUserRow } from '../people/index.js';
import { deleteRow, insertRow, updateRow, withConflicts, type ReferenceTableSpec } from './reference.data.js';
import { duplicateNameMessage, LAST_TEAM_MESSAGE, membersLeftWithoutTeam } from './reference.rules.js';
import { offices, teamMembers, teams } from './reference.tables.js';

export type TeamRow = typeof teams.$inferSelect;
export interface TeamValues {
  name: string;
  officeId: number;
  leaderId: number | null;
}

const memberCount = sql<number>`(select count(*) from ${teamMembers} where ${teamMembers.teamId} = ${teams.id})`;

export const teamTable: ReferenceTableSpec = {
  table: teams,
  id: teams.id,
  name: teams.name,
  sort: {
    id: teams.id,
    name: teams.name,
    office: sql`(select ${offices.name} from ${offices} where ${offices.id} = ${teams.officeId})`,
    memberCount,
  },
  conflicts: { teams_name_unique: { message: duplicateNameMessage('team'), field: 'name' } },
};

const MEMBER_CONFLICTS = { team_members_team_id_user_id_pk: 'This user is already a member of this team' };

export const ALREADY_MEMBER_MESSAGE = MEMBER_CONFLICTS.team_members_team_id_user_id_pk;

/** The leader is a member of their team: setting a leader makes them one (ADR 0256). */
async function addLeader(db: Database, team: TeamRow): Promise<void> {
  if (team.leaderId !== null) await db.insert(teamMembers).values({ teamId: team.id, userId: team.leaderId }).onConflictDoNothing();
}

export function createTeam(db: Database, values: TeamValues): Promise<TeamRow> {
  return db.transaction(async (tx) => {
    const team = await insertRow<TeamRow>(tx, teamTable, { ...values });
    await addLeader(tx, team);
    return team;
  });
}

export function updateTeam(db: Database, id: number, values: TeamValues): Promise<TeamRow | null> {
  return db.transaction(async (tx) => {
    const team = await updateRow<TeamRow>(tx, teamTable, id, { ...values });
    if (team) await addLeader(tx, team);
    return team;
  });
}

/** Every team of each user, their membership rows locked until the transaction ends (the at-least-one-team rule). */
async function lockedTeamsOf(tx: Database, userIds: readonly number[]): Promise<Map<number, number[]>> {
  const teamsOf = new Map<number, number[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return teamsOf;
  const rows = await tx
    .select()
    .from(teamMembers)
    .where(inArray(teamMembers.userId, [...userIds]))
    .for('update');
  for (const row of rows) teamsOf.get(row.userId)?.push(row.teamId);
  return teamsOf;
}

/** Deletes a team, unless one of its members is in no other team (§5, §8: CONFLICT with the spec's message). */
export function deleteTeam(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const members = (await tx.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, id))).map(
      (r) => r.userId,
    );
    const teamsOf = await lockedTeamsOf(tx, members);
    if (membersLeftWithoutTeam(teamsOf, id, members).length > 0) throw conflict(LAST_TEAM_MESSAGE);
    return deleteRow(tx, teamTable, id);
  });
}

export async function addTeamMember(db: Database, teamId: number, userId: number): Promise<void> {
  await withConflicts({ conflicts: MEMBER_CONFLICTS }, () => db.insert(teamMembers).values({ teamId, userId }));
}

/**
 * Takes a user out of a team: false when they are not in it; CONFLICT when it is their only team (§5). A leader who
 * leaves is no longer the team's leader.
 */
export function removeTeamMember(db: Database, teamId: number, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const teamsOf = await lockedTeamsOf(tx, [userId]);
    if (!teamsOf.get(userId)!.includes(teamId)) return false;
    if (membersLeftWithoutTeam(teamsOf, teamId, [userId]).length > 0) throw conflict(LAST_TEAM_MESSAGE);
    await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    await tx
      .update(teams)
      .set({ leaderId: null })
      .where(and(eq(teams.id, teamId), eq(teams.leaderId, userId)));
    return true;
  });
}

/** How many members each team has, in the order of `teamIds` (the DataLoader batch function). */
export async function loadMemberCounts(db: Database, teamIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ teamId: teamMembers.teamId, n: count() })
    .from(teamMembers)
    .where(inArray(teamMembers.teamId, [...teamIds]))
    .groupBy(teamMembers.teamId);
  const byTeam = new Map(rows.map((r) => [r.teamId, Number(r.n)]));
  return teamIds.map((id) => byTeam.get(id) ?? 0);
}

/** One page of a team's members, by last and first name. */
export async function memberPage(db: Database, teamId: number, page: Page): Promise<{ nodes: AgencyUserRow[]; total: number }> {
  const inTeam = eq(teamMembers.teamId, teamId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ user: agencyUsers })
      .from(teamMembers)
      .innerJoin(agencyUsers, eq(agencyUsers.id, teamMembers.userId))
      .where(inTeam)
      .orderBy(asc(agencyUsers.lastName), asc(agencyUsers.firstName), asc(agencyUsers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(teamMembers).where(inTeam),
  ]);
  return { nodes: rows.map((r) => r.user), total: Number(counted?.n ?? 0) };
}

export async function findTeam(db: Database, id: number): Promise<TeamRow | null> {
  const [row] = await db.select().from(teams).where(eq(teams.id, id));
  return row ?? null;
}

export async function officeExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, id));
  return row !== undefined;
}
