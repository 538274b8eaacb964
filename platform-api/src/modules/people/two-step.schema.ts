// 2-step verification (staff-and-admin.md §2, §5 "not shown while impersonating", §6 "may be mandated"): the croudie
// enrols an authenticator app from the profile; the identity module's sign-in then asks for its code.
import { requireKind, requireRoles, type Viewer } from '../../kit/auth/index.js';
import { badUserInput, forbidden } from '../../kit/errors.js';
import { hidden, RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { builder, type GraphQLContext } from '../../kit/graphql/builder.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { platformSwitch, setPlatformSwitch, SETTINGS_ADMIN_ROLES } from '../settings/index.js';
import { principalIdOf } from './people.rules.js';
import { CroudieRef } from './people.schema.js';
import { recordOnTimeline } from './profile.schema.js';
import { TWO_STEP_MESSAGES } from './two-step.rules.js';

interface TwoStepStatus {
  enabled: boolean;
  mandated: boolean;
}

const TwoStepStatusRef = builder.objectRef<TwoStepStatus>('TwoStepStatus');
TwoStepStatusRef.implement({
  // reached through Croudie.twoStep (the croudie's own account) or the croudie's own mutations
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled', { description: 'Sign-in asks for a code of the authenticator app' }),
    mandated: t.exposeBoolean('mandated', { description: 'The platform requires it: it cannot be turned off' }),
  }),
});

const TwoStepEnrolmentRef = builder.objectRef<{ secret: string; otpauthUrl: string }>('TwoStepEnrolment');
TwoStepEnrolmentRef.implement({
  description: 'A pending secret: sign-in asks for it once a first code confirms it',
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'Base32, for typing into the app' }),
    otpauthUrl: t.exposeString('otpauthUrl', { description: 'The otpauth:// URL to draw as a QR code' }),
  }),
});

async function statusOf(ctx: GraphQLContext, principalId: string): Promise<TwoStepStatus> {
  const [enabled, mandated] = await Promise.all([ctx.accounts.twoStepEnabled(principalId), platformSwitch(ctx.db, 'two_step_mandatory')]);
  return { enabled, mandated };
}

/** The signed-in croudie acting for themselves: never an impersonating staff member (§5). */
function croudieHimself(ctx: GraphQLContext): Viewer {
  const viewer = requireKind(ctx.auth, 'CROUDIE');
  if (ctx.auth.impersonating) throw forbidden(TWO_STEP_MESSAGES.impersonating);
  return viewer;
}

const invalidCode = () => badUserInput({ code: TWO_STEP_MESSAGES.invalidCode }, TWO_STEP_MESSAGES.invalidCode);

builder.objectFields(CroudieRef, (t) => ({
  twoStep: t.field({
    type: TwoStepStatusRef,
    nullable: true,
    description: "The croudie's own 2-step verification; null for anyone else and while impersonating",
    ...hidden(RULES.croudieOwnAccount),
    resolve: (c, _args, ctx) => (ctx.auth.impersonating ? null : statusOf(ctx, principalIdOf('CROUDIE', c.id))),
  }),
}));

builder.mutationFields((t) => ({
  startTwoStepEnrolment: t.field({
    ...operationRoles('ALL_STAFF'),
    type: TwoStepEnrolmentRef,
    description: 'A new authenticator secret for the signed-in croudie, pending until confirmed (not while impersonating)',
    resolve: async (_root, _args, ctx) => {
      const viewer = croudieHimself(ctx);
      const person = await ctx.people.person('CROUDIE', viewer.id);
      return ctx.accounts.startTwoStepEnrolment(viewer.principalId, person?.email ?? viewer.principalId);
    },
  }),
  confirmTwoStepEnrolment: t.field({
    ...operationRoles('ALL_STAFF'),
    type: TwoStepStatusRef,
    description: 'The first code of the pending secret turns 2-step verification on (the signed-in croudie)',
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = croudieHimself(ctx);
      if (!(await ctx.accounts.confirmTwoStepEnrolment(viewer.principalId, args.code.trim()))) throw invalidCode();
      await recordOnTimeline(ctx, viewer.id, 'two_step_enabled');
      return statusOf(ctx, viewer.principalId);
    },
  }),
  disableTwoStep: t.field({
    ...operationRoles('ALL_STAFF'),
    type: TwoStepStatusRef,
    description: 'Turns 2-step verification off with a current code; refused while the platform mandates it',
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = croudieHimself(ctx);
      if (await platformSwitch(ctx.db, 'two_step_mandatory')) throw forbidden(TWO_STEP_MESSAGES.mandated);
      if (!(await ctx.accounts.disableTwoStep(viewer.principalId, args.code.trim()))) throw invalidCode();
      await recordOnTimeline(ctx, viewer.id, 'two_step_disabled');
      return statusOf(ctx, viewer.principalId);
    },
  }),
  updateTwoStepMandatory: t.boolean({
    ...operationRoles(SETTINGS_ADMIN_ROLES),
    description: 'Whether every croudie must keep 2-step verification on (a platform setting; settings administrators)',
    args: { mandatory: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireRoles(ctx.auth, ...SETTINGS_ADMIN_ROLES);
      if (viewer.kind !== 'USER') throw forbidden();
      await setPlatformSwitch(ctx.db, {
        key: 'two_step_mandatory',
        enabled: args.mandatory,
        updatedBy: viewer.principalId,
        at: ctx.clock.now(),
      });
      return args.mandatory;
    },
  }),
}));
