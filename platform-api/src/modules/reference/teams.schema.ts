import type { RequestContext as Context } from '../../kit/context.js';
import { badUserInput, notFound } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { PaginationInput, toPage } from '../../kit/graphql/pagination.js';
import { SETTINGS_ADMIN_ROLES } from '../settings/index.js';
import { UserRef, type AgencyUserRow } from '../people/index.js';
import { loadOfficesByIds, OfficeRef } from './offices.schema.js';
import { connectionOf, idOf, referenceFields, requireStaff } from './reference.fields.js';
import { TeamSchema } from './reference.rules.js';
import {
  addTeamMember,
  createTeam,
  deleteTeam,
  findTeam,
  loadMemberCounts,
  memberPage,
  officeExists,
  removeTeamMember,
  teamTable,
  updateTeam,
  type TeamRow,
  type TeamValues,
} from './teams.data.js';

const TeamMemberConnection = connectionOf<AgencyUserRow>('TeamMemberConnection', UserRef);

export const TeamRef = builder.objectRef<TeamRow>('Team');
TeamRef.implement({
  ...typeRule(RULES.staff),
  description: 'A team of staff users in an office, with its leader (settings); every staff user is in at least one',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    office: t.loadable({
      type: OfficeRef,
      load: (ids: number[], ctx) => loadOfficesByIds(ctx.db, ids),
      resolve: (team) => team.officeId,
    }),
    leader: t.field({
      type: UserRef,
      nullable: true,
      description: 'The team leader, always one of its members',
      resolve: async (team, _args, ctx) =>
        team.leaderId === null ? null : ((await ctx.people.person('USER', team.leaderId)) as AgencyUserRow | null),
    }),
    memberCount: t.loadable({
      type: 'Int',
      load: (ids: number[], ctx) => loadMemberCounts(ctx.db, ids),
      resolve: (team) => team.id,
    }),
    members: t.field({
      type: TeamMemberConnection,
      description: 'Its members, by last and first name',
      args: { pagination: t.arg({ type: PaginationInput, required: false }) },
      resolve: async (team, args, ctx) => {
        const page = toPage(args.pagination);
        const { nodes, total } = await memberPage(ctx.db, team.id, page);
        for (const row of nodes) ctx.people.prime({ ...row, kind: 'USER' });
        return { nodes, pagination: { total, page: page.page, limit: page.limit } };
      },
    }),
  }),
});

const TeamInput = builder.inputType('TeamInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    officeId: t.id({ required: true }),
    leaderId: t.id({ required: false, description: 'A staff user; they become a member of the team' }),
  }),
});

const isStaffUser = async (ctx: Context, id: number) => (await ctx.people.person('USER', id)) !== null;

/** The office and the leader must exist: a form's fields, so BAD_USER_INPUT on `team.officeId` / `team.leaderId`. */
async function checkedTeam(ctx: Context, team: TeamValues): Promise<TeamValues> {
  const fieldErrors: Record<string, string> = {};
  if (!(await officeExists(ctx.db, team.officeId))) fieldErrors['team.officeId'] = 'No such office';
  if (team.leaderId !== null && !(await isStaffUser(ctx, team.leaderId))) fieldErrors['team.leaderId'] = 'No such staff user';
  if (Object.keys(fieldErrors).length > 0) throw badUserInput(fieldErrors);
  return team;
}

referenceFields({
  type: 'Team',
  list: 'teams',
  arg: 'team',
  label: 'team',
  ref: TeamRef,
  input: TeamInput,
  rules: TeamSchema,
  table: teamTable,
  create: async (ctx, input) => createTeam(ctx.db, await checkedTeam(ctx, input)),
  update: async (ctx, id, input) => updateTeam(ctx.db, id, await checkedTeam(ctx, input)),
  remove: (ctx, id) => deleteTeam(ctx.db, id),
});

/** The team and the staff user of a membership change: NOT_FOUND when either is not there. */
async function membership(ctx: Context, args: { teamId: string | number; userId: string | number }) {
  requireStaff(ctx);
  const teamId = idOf(args.teamId, 'Team');
  const userId = idOf(args.userId, 'User');
  if (!(await findTeam(ctx.db, teamId))) throw notFound('Team');
  if (!(await isStaffUser(ctx, userId))) throw notFound('User');
  return { teamId, userId };
}

async function teamAfterChange(ctx: Context, teamId: number): Promise<TeamRow> {
  const team = await findTeam(ctx.db, teamId);
  if (!team) throw notFound('Team');
  return team;
}

builder.mutationFields((t) => ({
  addTeamMember: t.field({
    type: TeamRef,
    description: 'Adds a staff user to a team (settings administrators); CONFLICT when they are in it already',
    ...operationRoles(SETTINGS_ADMIN_ROLES),
    args: { teamId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { teamId, userId } = await membership(ctx, args);
      await addTeamMember(ctx.db, teamId, userId);
      return teamAfterChange(ctx, teamId);
    },
  }),
  removeTeamMember: t.field({
    type: TeamRef,
    description:
      'Takes a staff user out of a team (settings administrators); CONFLICT when it is their only team. A leader who leaves stops leading it',
    ...operationRoles(SETTINGS_ADMIN_ROLES),
    args: { teamId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { teamId, userId } = await membership(ctx, args);
      if (!(await removeTeamMember(ctx.db, teamId, userId))) throw notFound('Team member');
      return teamAfterChange(ctx, teamId);
    },
  }),
}));
