// HR actions on a staff user (issue 19; staff-and-admin.md §4, §8; ADR 0272): activate, offboard, reactivate, and
// what the FTE profile reads of them (the actions the caller may take, whether they may impersonate the user).
import { mayImpersonate, statusEndsAccess } from '../../kit/auth/index.js';
import * as v from 'valibot';
import { badUserInput, conflict, forbidden, PlatformError } from '../../kit/errors.js';
import { builder, type GraphQLContext } from '../../kit/graphql/builder.js';
import { guarded, RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { requireRoles } from '../../kit/auth/index.js';
import { endCredentialSessions } from '../credentials/credentials.data.js';
import { CAMPUS_IMPORTED_MESSAGE } from '../reference/index.js';
import type { AgencyUserRow } from './people.data.js';
import { principalIdOf, type UserStatus } from './people.rules.js';
import { UserRef } from './people.schema.js';
import { failingAs } from './profile.schema.js';
import { changeUserStatus } from './staff-admin.data.js';
import { HR_USER_ACTIONS, hrActionsFrom, hrTransitionTarget, STAFF_ADMIN_MESSAGES } from './staff-admin.rules.js';
import {
  findAgencyUser,
  findQualificationById,
  grantUserQualification,
  loadUserQualifications,
  revokeUserQualification,
  type UserQualification,
} from './staff-profile.data.js';
import { recordAccountEvent } from './timeline.data.js';
import { agencyUserOf, isHrUser } from './staff-profile.schema.js';

export const HrUserActionEnum = builder.enumType('HrUserAction', { values: HR_USER_ACTIONS });

const UserQualificationRef = builder.objectRef<UserQualification>('UserQualification');
UserQualificationRef.implement({
  description: 'A qualification a staff user holds',
  ...typeRule(RULES.staff),
  fields: (t) => ({
    id: t.exposeID('id', { description: "The qualification's id (settings)" }),
    name: t.exposeString('name'),
    campusImported: t.exposeBoolean('campusImported', { description: 'Given by the campus: HR cannot take it away' }),
    grantedAt: t.expose('grantedAt', { type: 'DateTime' }),
  }),
});

builder.objectFields(UserRef, (t) => ({
  qualifications: t.loadableList({
    type: UserQualificationRef,
    description: 'The qualifications the user holds, by name',
    ...guarded(RULES.userPrivate),
    load: (ids: number[], ctx) => loadUserQualifications(ctx.db, ids),
    resolve: (u) => u.id,
  }),
  availableActions: t.field({
    type: [HrUserActionEnum],
    description: "The HR actions the caller may take now from the user's status (ADR 0272); empty unless hr_user",
    ...guarded(RULES.userPrivate),
    resolve: (u, _args, ctx) => (isHrUser(ctx) ? hrActionsFrom(u.status) : []),
  }),
  mayImpersonate: t.boolean({
    description: 'Whether the caller may impersonate this user (§4: impersonate or hr_user; never themselves, nor while impersonating)',
    ...guarded(RULES.userPrivate),
    resolve: (u, _args, ctx) => {
      const viewer = ctx.auth.viewer;
      if (!viewer || viewer.kind !== 'USER' || ctx.auth.impersonating || viewer.id === u.id) return false;
      return mayImpersonate(viewer.roles, principalIdOf('USER', u.id));
    },
  }),
}));

/**
 * What a committed status change does to sign-in: offboarded (and any status that ends access) turns sign-in off,
 * which ends every session and token at once, ends their task credential sessions and signs their open pages out;
 * activated or reactivated users may sign in again.
 */
async function applyUserAccess(ctx: GraphQLContext, userId: number, status: UserStatus): Promise<void> {
  const principalId = principalIdOf('USER', userId);
  const endsAccess = statusEndsAccess(status);
  await ctx.accounts.setSignInAllowed(principalId, !endsAccess);
  if (endsAccess) {
    await endCredentialSessions(ctx.db, { principalId }, ctx.clock.now());
    ctx.pubsub.publish('forceSignOut', principalId, { principalId, reason: `status ${status}`, at: ctx.clock.now() });
  }
}

builder.mutationFields((t) => ({
  transitionUser: t.field({
    ...operationRoles(['hr_user']),
    type: UserRef,
    description:
      'Activate, offboard or reactivate a staff user (the ADR 0272 table); offboard ends every session at once. Records status_changed. Needs hr_user.',
    args: { userId: t.arg.id({ required: true }), action: t.arg({ type: HrUserActionEnum, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireRoles(ctx.auth, 'hr_user');
      if (viewer.kind !== 'USER') throw forbidden();
      const user = await agencyUserOf(ctx, args.userId, STAFF_ADMIN_MESSAGES.transitionRefused);
      const to = hrTransitionTarget(args.action, user.status);
      if (!to) throw conflict(STAFF_ADMIN_MESSAGES.transitionRefused);
      return failingAs(ctx, STAFF_ADMIN_MESSAGES.transitionRefused, async (): Promise<AgencyUserRow> => {
        const changed = await changeUserStatus(ctx.db, {
          userId: user.id,
          from: user.status,
          to,
          actorPrincipalId: ctx.auth.actor?.principalId ?? viewer.principalId,
          at: ctx.clock.now(),
        });
        if (!changed) throw conflict(STAFF_ADMIN_MESSAGES.transitionRefused);
        await applyUserAccess(ctx, user.id, to);
        return (await findAgencyUser(ctx.db, user.id)) ?? { ...user, status: to };
      });
    },
  }),
}));

const IdSchema = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/));
const qualificationOf = async (ctx: GraphQLContext, id: string | number) => {
  const parsed = v.safeParse(IdSchema, String(id));
  return parsed.success ? findQualificationById(ctx.db, Number(parsed.output)) : null;
};

async function recordQualification(
  ctx: GraphQLContext,
  userId: number,
  kind: 'qualification_added' | 'qualification_removed',
  name: string,
) {
  await recordAccountEvent(ctx.db, {
    principalId: principalIdOf('USER', userId),
    kind,
    actorPrincipalId: ctx.auth.actor?.principalId ?? null,
    detail: { name },
    at: ctx.clock.now(),
  });
}

builder.mutationFields((t) => ({
  addUserQualification: t.field({
    ...operationRoles(['hr_user']),
    type: UserRef,
    description: 'Gives a staff user a qualification of settings, once. Needs hr_user.',
    args: { userId: t.arg.id({ required: true }), qualificationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireRoles(ctx.auth, 'hr_user');
      if (viewer.kind !== 'USER') throw forbidden();
      const user = await agencyUserOf(ctx, args.userId, STAFF_ADMIN_MESSAGES.qualificationFailed);
      const qualification = await qualificationOf(ctx, args.qualificationId);
      if (!qualification)
        throw badUserInput({ qualificationId: STAFF_ADMIN_MESSAGES.qualificationFailed }, STAFF_ADMIN_MESSAGES.qualificationFailed);
      const added = await failingAs(ctx, STAFF_ADMIN_MESSAGES.qualificationFailed, async () => {
        const done = await grantUserQualification(ctx.db, {
          userId: user.id,
          qualificationId: qualification.id,
          grantedBy: ctx.auth.actor?.principalId ?? viewer.principalId,
          at: ctx.clock.now(),
        });
        if (done) await recordQualification(ctx, user.id, 'qualification_added', qualification.name);
        return done;
      });
      if (!added) throw conflict(STAFF_ADMIN_MESSAGES.qualificationHeld, { qualificationId: STAFF_ADMIN_MESSAGES.qualificationHeld });
      return user;
    },
  }),
  removeUserQualification: t.field({
    ...operationRoles(['hr_user']),
    type: UserRef,
    description: 'Takes a qualification away from a staff user (not a campus-imported one). Needs hr_user.',
    args: { userId: t.arg.id({ required: true }), qualificationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireRoles(ctx.auth, 'hr_user');
      if (viewer.kind !== 'USER') throw forbidden();
      const user = await agencyUserOf(ctx, args.userId);
      const qualification = await qualificationOf(ctx, args.qualificationId);
      if (!qualification) throw new PlatformError('NOT_FOUND', STAFF_ADMIN_MESSAGES.qualificationNotHeld);
      if (qualification.campusImported) throw conflict(CAMPUS_IMPORTED_MESSAGE);
      if (!(await revokeUserQualification(ctx.db, user.id, qualification.id)))
        throw new PlatformError('NOT_FOUND', STAFF_ADMIN_MESSAGES.qualificationNotHeld);
      await recordQualification(ctx, user.id, 'qualification_removed', qualification.name);
      return user;
    },
  }),
}));
