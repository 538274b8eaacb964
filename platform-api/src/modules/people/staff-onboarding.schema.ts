// Onboarding a new staff user (issue 19; staff-and-admin.md §2 onboarding (create user), §5 unique e-mail; ADR 0272):
// hr_user creates a pending user in an office and a team with their roles, and a create-password link is e-mailed.
import { DateTime } from 'luxon';
import { requireRoles } from '../../kit/auth/index.js';
import { conflict, forbidden, PlatformError } from '../../kit/errors.js';
import { builder, type GraphQLContext } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { parseInput } from '../../kit/validation.js';
import * as v from 'valibot';
import { principalIdOf } from './people.rules.js';
import { UserRef } from './people.schema.js';
import { deletePendingUser, emailHolder, insertPendingUser } from './staff-onboarding.data.js';
import { CreateUserSchema, EmailAddressSchema, emailAvailability, ONBOARDING_USER_MESSAGES as M } from './staff-onboarding.rules.js';
import { findOffice, findTeam } from './staff-profile.data.js';
import { ReferralSourceEnum } from './onboarding.schema.js';
import { PLATFORM_ZONE } from './staff-profile.schema.js';

/** The address is taken: CONFLICT on the email field; `userId` names the staff user holding it, for a link to them. */
function taken(answer: { message: string | null; userId: number | null }): PlatformError {
  const error = conflict(answer.message ?? M.exists, { email: answer.message ?? M.exists });
  if (answer.userId !== null) error.extensions.userId = String(answer.userId);
  return error;
}

const UserEmailCheckRef = builder.objectRef<{ available: boolean; message: string | null; userId: number | null }>('UserEmailCheck');
UserEmailCheckRef.implement({
  description: "The create-user form's live e-mail check (§5)",
  ...typeRule(RULES.staff),
  fields: (t) => ({
    available: t.exposeBoolean('available', { description: 'No person (staff, croudie or client user) has this address' }),
    message: t.exposeString('message', {
      nullable: true,
      description: 'Why not: "This user already exists" or "This user already exists but will need reactivating"',
    }),
    userId: t.id({
      nullable: true,
      description: 'The staff user holding the address, to link to their profile',
      resolve: (c) => (c.userId === null ? null : String(c.userId)),
    }),
  }),
});

const CreateUserInput = builder.inputType('CreateUserInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true, description: 'Unique across every person; also the user name' }),
    officeId: t.id({ required: true, description: 'An office of settings' }),
    teamId: t.id({ required: true, description: 'Their first team: a staff user is always in at least one' }),
    roles: t.stringList({ required: true, description: 'Staff roles (the Role enum values), at least one' }),
    referralSource: t.field({ type: ReferralSourceEnum, required: false }),
    termsAccepted: t.boolean({ required: true, description: 'Must be true' }),
  }),
});

const requireHrUser = (ctx: GraphQLContext) => {
  const viewer = requireRoles(ctx.auth, 'hr_user');
  if (viewer.kind !== 'USER') throw forbidden();
  return viewer;
};

/** Whether the address is free: no person holds it, nor any sign-in account. */
async function availabilityOf(ctx: GraphQLContext, email: string) {
  const answer = emailAvailability(await emailHolder(ctx.db, email));
  if (answer.available && (await ctx.accounts.principalByEmail(email))) return emailAvailability({ kind: 'OTHER' });
  return answer;
}

builder.queryFields((t) => ({
  checkUserEmail: t.field({
    ...operationRoles(['hr_user']),
    type: UserEmailCheckRef,
    description: 'Whether a new staff user may have this address (the create-user form checks as it is typed). Needs hr_user.',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireHrUser(ctx);
      const parsed = v.safeParse(EmailAddressSchema, args.email);
      if (!parsed.success) return { available: false, message: parsed.issues[0].message, userId: null };
      return availabilityOf(ctx, parsed.output);
    },
  }),
}));

builder.mutationFields((t) => ({
  createUser: t.field({
    ...operationRoles(['hr_user']),
    type: UserRef,
    description:
      'Onboards a new staff user: pending, in the office and team with the roles, date onboarded today (London), and a create-password link e-mailed. CONFLICT on email when the address is taken (extensions.userId: the staff user to reactivate). Needs hr_user.',
    args: { input: t.arg({ type: CreateUserInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireHrUser(ctx);
      const input = parseInput(CreateUserSchema, {
        ...args.input,
        officeId: String(args.input.officeId),
        teamId: String(args.input.teamId),
      });
      const [office, team] = await Promise.all([findOffice(ctx.db, input.officeId), findTeam(ctx.db, input.teamId)]);
      const problems = { ...(office ? {} : { officeId: M.office }), ...(team ? {} : { teamId: M.team }) };
      if (!office || !team) throw new PlatformError('BAD_USER_INPUT', Object.values(problems)[0]!, problems);
      const answer = await availabilityOf(ctx, input.email);
      if (!answer.available) throw taken(answer);

      const now = ctx.clock.now();
      const user = await insertPendingUser(ctx.db, {
        ...input,
        office,
        dateOnboarded: DateTime.fromJSDate(now, { zone: PLATFORM_ZONE }).startOf('day').toJSDate(),
        actorPrincipalId: ctx.auth.actor?.principalId ?? viewer.principalId,
        now,
      }).catch((error: unknown) => {
        // two creations of one address at once: the unique index decides
        if (/unique|duplicate/i.test(String((error as { message?: string })?.message ?? error)))
          throw taken(emailAvailability({ kind: 'OTHER' }));
        throw error;
      });
      const principalId = principalIdOf('USER', user.id);
      try {
        await ctx.accounts.createWithoutPassword({ principalId, email: user.email, tenant: 'control' });
      } catch (error) {
        await deletePendingUser(ctx.db, user.id);
        ctx.logger.error({ err: error }, M.failed);
        throw new PlatformError('INTERNAL_SERVER_ERROR', M.failed);
      }
      await ctx.accounts.sendLink(principalId, 'create-password');
      ctx.logger.info({ principalId }, 'staff user created');
      return user;
    },
  }),
}));
