import { eq, inArray } from 'drizzle-orm';
import type { StaffRole } from '@work/shared-contracts';
import { requireRoles, requireSignedIn, type Viewer } from '../../kit/auth/index.js';
import type { RequestContext as Context } from '../../kit/context.js';
import { forbidden, notFound } from '../../kit/errors.js';
import { offices, teamMembers, teams } from '../reference/index.js';

/**
 * Who reads and writes availability (ADR 0273), checked once here by every field:
 * - hr_user: everyone, and the only writers (templates, leave);
 * - a team leader: the members of the teams they lead, and themselves;
 * - any other staff member: themselves;
 * - croudies and client users: nothing (FORBIDDEN).
 * A filter naming someone or a team outside what the caller sees is FORBIDDEN; without one, the answer is narrowed.
 */
export const HR_ROLES = ['hr_user'] as const satisfies readonly StaffRole[];

export type ReadScope = { all: true; viewer: Viewer } | { all: false; viewer: Viewer; ledTeamIds: number[]; userIds: ReadonlySet<number> };

export const isHr = (viewer: Viewer) => HR_ROLES.some((role) => viewer.roles.includes(role));

function requireStaffViewer(ctx: Context): Viewer {
  const viewer = requireSignedIn(ctx.auth);
  if (viewer.kind !== 'USER') throw forbidden('Only staff can see availability');
  return viewer;
}

export function requireHr(ctx: Context): Viewer {
  requireStaffViewer(ctx);
  return requireRoles(ctx.auth, ...HR_ROLES);
}

/** What the caller may read: two queries for a team leader (their teams, their members), none for HR. */
export async function readScope(ctx: Context): Promise<ReadScope> {
  const viewer = requireStaffViewer(ctx);
  if (isHr(viewer)) return { all: true, viewer };
  const led = await ctx.db.select({ id: teams.id }).from(teams).where(eq(teams.leaderId, viewer.id));
  const ledTeamIds = led.map((t) => t.id);
  const members = ledTeamIds.length
    ? await ctx.db.select({ userId: teamMembers.userId }).from(teamMembers).where(inArray(teamMembers.teamId, ledTeamIds))
    : [];
  return { all: false, viewer, ledTeamIds, userIds: new Set([viewer.id, ...members.map((m) => m.userId)]) };
}

/** FORBIDDEN unless the caller may read this staff user's availability. */
export async function requireReadable(ctx: Context, userId: number): Promise<void> {
  const scope = await readScope(ctx);
  if (!scope.all && !scope.userIds.has(userId)) throw forbidden();
}

/** The people a list covers: null means no restriction of that kind. */
export interface PeopleFilter {
  userIds: number[] | null;
  teamId: number | null;
  /** The office's name (staff users' office is its name: ADR 0272). */
  office: string | null;
  /** The teams whose figures the caller may see (utilisation), null: every team. */
  teamIds: number[] | null;
}

const idOf = (value: string | number, what: string) => {
  const text = String(value);
  if (!/^[1-9][0-9]{0,9}$/.test(text)) throw notFound(what);
  return Number(text);
};

/** The filters' people within the caller's scope: FORBIDDEN for a named person or team outside it. */
export async function scopedFilters(
  ctx: Context,
  scope: ReadScope,
  filters: { userId?: string | number | null; teamId?: string | number | null; officeId?: string | number | null },
): Promise<PeopleFilter> {
  const userId = filters.userId == null ? null : idOf(filters.userId, 'User');
  const teamId = filters.teamId == null ? null : idOf(filters.teamId, 'Team');
  let office: string | null = null;
  if (filters.officeId != null) {
    const [row] = await ctx.db
      .select({ name: offices.name })
      .from(offices)
      .where(eq(offices.id, idOf(filters.officeId, 'Office')));
    if (!row) throw notFound('Office');
    office = row.name;
  }
  if (scope.all) return { userIds: userId === null ? null : [userId], teamId, office, teamIds: teamId === null ? null : [teamId] };
  if (userId !== null && !scope.userIds.has(userId)) throw forbidden();
  if (teamId !== null && !scope.ledTeamIds.includes(teamId)) throw forbidden();
  return {
    userIds: userId === null ? [...scope.userIds] : [userId],
    teamId,
    office,
    teamIds: teamId === null ? scope.ledTeamIds : [teamId],
  };
}
