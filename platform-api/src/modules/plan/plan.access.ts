import { and, eq } from 'drizzle-orm';
import { requireRoles, requireSignedIn, type Viewer } from '../../kit/auth/index.js';
import type { RequestContext as Context } from '../../kit/context.js';
import { forbidden } from '../../kit/errors.js';
import { perRequest } from '../../kit/graphql/per-request.js';
import { teamMembers, teams } from '../reference/index.js';
import { PLAN_ADMIN_ROLES, PLAN_CREATOR_ROLES } from './plan.rules.js';

/**
 * Who does what on the plan (ADR 0275), checked here by every field:
 * - read: every staff member; croudies and client users FORBIDDEN;
 * - create a project, phase or key date: the planning roles (job_user, forecasting, forecast_admin, operations);
 * - change, reorder, extend, complete or delete one: its owner, forecast_admin, or a leader of a team the owner is in;
 * - move jobs to a phase: each job's owner, the phase's owner, or forecast_admin.
 */
export function requirePlanReader(ctx: Context): Viewer {
  const viewer = requireSignedIn(ctx.auth);
  if (viewer.kind !== 'USER') throw forbidden('Only staff can see the plan');
  return viewer;
}

export function requirePlanCreator(ctx: Context): Viewer {
  requirePlanReader(ctx);
  return requireRoles(ctx.auth, ...PLAN_CREATOR_ROLES);
}

const isPlanAdmin = (viewer: Viewer) => PLAN_ADMIN_ROLES.some((role) => viewer.roles.includes(role));

/** Whether the viewer leads a team the owner is a member of (one query). */
function leadsOwner(ctx: Context, viewer: Viewer, ownerId: number): Promise<boolean> {
  // asked once per owner in a request: a plan or a job's task list asks it for every row
  const answers = perRequest(ctx, 'plan.leadsOwner', () => new Map<string, Promise<boolean>>());
  const key = `${viewer.id}:${ownerId}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = ctx.db
      .select({ teamId: teams.id })
      .from(teams)
      .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id))
      .where(and(eq(teams.leaderId, viewer.id), eq(teamMembers.userId, ownerId)))
      .limit(1)
      .then(([row]) => row !== undefined);
    answers.set(key, answer);
  }
  return answer;
}

/** Whether the viewer may change a plan item owned by `ownerId` (what `availableActions` answers). */
export async function mayChange(ctx: Context, viewer: Viewer, ownerId: number): Promise<boolean> {
  return viewer.id === ownerId || isPlanAdmin(viewer) || (await leadsOwner(ctx, viewer, ownerId));
}

/** FORBIDDEN unless the viewer may change a plan item owned by `ownerId`. */
export async function requireMayChange(ctx: Context, ownerId: number): Promise<Viewer> {
  const viewer = requirePlanReader(ctx);
  if (await mayChange(ctx, viewer, ownerId)) return viewer;
  throw forbidden('Only the owner, their team leader or a forecast admin can change this');
}

/** FORBIDDEN unless the viewer may move every one of these jobs into a phase owned by `phaseOwnerId`. */
export function requireMayMoveJobs(ctx: Context, phaseOwnerId: number, jobOwnerIds: number[]): Viewer {
  const viewer = requirePlanReader(ctx);
  if (isPlanAdmin(viewer) || viewer.id === phaseOwnerId || jobOwnerIds.every((id) => id === viewer.id)) return viewer;
  throw forbidden('Only the job owner, the phase owner or a forecast admin can move these jobs');
}
