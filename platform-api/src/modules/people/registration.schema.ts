// Croudie self-registration (the onboarding frame's create-account form) and the account links staff may send again.
import { RegistrationSchema, REGISTRATION_MESSAGES, REACTIVATION_STATUSES } from '@work/shared-contracts/registration';
import { requireRoles, requireSignedIn } from '../../kit/auth/index.js';
import { forbidden, notFound, PlatformError } from '../../kit/errors.js';
import { consumeOrRefuse } from '../../kit/rate-limit.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { parseInput } from '../../kit/validation.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { deleteCroudie, findCroudieByEmail, insertPendingCroudie } from './registration.data.js';
import { ONBOARDING_PERIOD_DAYS, parsePrincipalId, principalIdOf, type PersonKind } from './people.rules.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Registrations per caller address: a real person registers once; a script gets 10 an hour. */
export const REGISTRATIONS_PER_HOUR = 10;

/** An address that is taken: live (or pending) accounts, and accounts a staff member must reactivate first. */
const taken = (message: string) => new PlatformError('CONFLICT', message, { email: message });

const RegisterCroudieInput = builder.inputType('RegisterCroudieInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    acceptTerms: t.boolean({ required: true }),
  }),
});

const RegistrationReceipt = builder.objectRef<{ email: string }>('RegistrationReceipt').implement({
  // What the public registration answers: the address the caller just gave.
  ...typeRule(RULES.public),
  description: 'A registration was accepted: a create-password link went to this address',
  fields: (t) => ({ email: t.exposeString('email') }),
});

const AccountLinkPurposeEnum = builder.enumType('AccountLinkPurpose', {
  values: { CREATE_PASSWORD: { value: 'create-password' }, CONFIRM_EMAIL: { value: 'confirm-email' } } as const,
});

/** Who may send a person their account links again: the roles that administer that kind of person. */
export const ACCOUNT_LINK_ROLES: Record<PersonKind, readonly string[]> = {
  CROUDIE: ['network_admin', 'croudie_verifier'],
  USER: ['hr_user'],
  CLIENT_USER: ['client_admin'],
};

builder.mutationFields((t) => ({
  registerCroudie: t.field({
    ...operationRoles('ALL_STAFF'),
    type: RegistrationReceipt,
    description:
      'Public: registers a pending croudie (terms accepted) and e-mails a create-password link. CONFLICT with a field error when the address is taken; RATE_LIMITED after 10 an hour from one address.',
    args: { input: t.arg({ type: RegisterCroudieInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      if (ctx.auth.viewer) throw forbidden('You are already signed in');
      await consumeOrRefuse(ctx.limiter('registration', { points: REGISTRATIONS_PER_HOUR, duration: 60 * 60 }), ctx.clientIp);
      const input = parseInput(RegistrationSchema, args.input);
      const existing = await findCroudieByEmail(ctx.db, input.email);
      if (existing)
        throw taken(
          REACTIVATION_STATUSES.includes(existing.status) ? REGISTRATION_MESSAGES.needsReactivating : REGISTRATION_MESSAGES.exists,
        );
      if (await ctx.accounts.principalByEmail(input.email)) throw taken(REGISTRATION_MESSAGES.exists);

      const now = ctx.clock.now();
      const croudie = await insertPendingCroudie(
        ctx.db,
        { ...input, now, onboardingDeadline: new Date(now.getTime() + ONBOARDING_PERIOD_DAYS * DAY_MS) },
        (id) => principalIdOf('CROUDIE', id),
      ).catch((error: unknown) => {
        // two registrations of one address at once: the unique index decides
        if (/unique|duplicate/i.test(String((error as { message?: string })?.message ?? error))) throw taken(REGISTRATION_MESSAGES.exists);
        throw error;
      });
      const principalId = principalIdOf('CROUDIE', croudie.id);
      try {
        await ctx.accounts.createWithoutPassword({ principalId, email: croudie.email, tenant: 'network' });
      } catch (error) {
        await deleteCroudie(ctx.db, croudie.id, principalId);
        throw error;
      }
      await ctx.accounts.sendLink(principalId, 'create-password');
      ctx.logger.info({ principalId }, 'croudie registered');
      return { email: croudie.email };
    },
  }),
  sendAccountLink: t.boolean({
    ...operationRoles(['network_admin', 'croudie_verifier', 'hr_user', 'client_admin']),
    description:
      'E-mails a person a new create-password or confirm-e-mail link. Croudies: network_admin or croudie_verifier; staff users: hr_user; client users: client_admin.',
    args: { principalId: t.arg.id({ required: true }), purpose: t.arg({ type: AccountLinkPurposeEnum, required: true }) },
    resolve: async (_root, args, ctx) => {
      requireSignedIn(ctx.auth);
      const principal = parsePrincipalId(String(args.principalId));
      if (!principal) throw notFound('Person');
      requireRoles(ctx.auth, ...ACCOUNT_LINK_ROLES[principal.kind]);
      if (!(await ctx.people.person(principal.kind, principal.id))) throw notFound('Person');
      await ctx.accounts.sendLink(principalIdOf(principal.kind, principal.id), args.purpose);
      return true;
    },
  }),
}));
