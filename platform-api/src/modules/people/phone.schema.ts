// Phone verification (staff-and-admin.md §4 Phone verification, §5, §7 sendTextConfirmation / verifyPhoneNumber): a
// six-digit code by text to the new number; the number is saved once the croudie types the code back.
import { hidden, RULES } from '../../kit/graphql/auth-rules.js';
import { builder } from '../../kit/graphql/builder.js';
import { conflict, PlatformError } from '../../kit/errors.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { codeMatches, confirmNumber, countAttempt, latestCode, newCode, numberHeldByOther, sendsSince, storeCode } from './phone.data.js';
import { CODE_PATTERN, CODE_TTL_MS, codeOpen, maySendCode, mobileNumber, PHONE_MESSAGES, verificationText } from './phone.rules.js';
import { CroudieRef } from './people.schema.js';
import { croudieOf, failingAs, fieldProblems, recordOnTimeline, requireSelf } from './profile.schema.js';

builder.objectFields(CroudieRef, (t) => ({
  phoneNumber: t.exposeString('phoneNumber', {
    nullable: true,
    description: 'The confirmed mobile number, E.164 with its leading +',
    ...hidden(RULES.croudiePrivate),
  }),
}));

const verifyFailed = () => new PlatformError('BAD_USER_INPUT', PHONE_MESSAGES.verifyFailed, { code: PHONE_MESSAGES.verifyFailed });

builder.mutationFields((t) => ({
  sendTextConfirmation: t.boolean({
    ...operationRoles('ALL_STAFF'),
    description: 'Texts a six-digit code (10 minutes, single use) to a new mobile number of the croudie: the croudie themselves',
    args: { id: t.arg.id({ required: true }), phoneNumber: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireSelf(ctx, args.id);
      const croudie = await croudieOf(ctx, args.id);
      const phoneNumber = mobileNumber(args.phoneNumber);
      if (!phoneNumber) throw fieldProblems({ phoneNumber: PHONE_MESSAGES.invalid });
      if (await numberHeldByOther(ctx.db, croudie.id, phoneNumber))
        throw conflict(PHONE_MESSAGES.taken, { phoneNumber: PHONE_MESSAGES.taken });
      const now = ctx.clock.now();
      if (!maySendCode(await sendsSince(ctx.db, croudie.id, new Date(now.getTime() - 60 * 60_000)), now))
        throw new PlatformError('RATE_LIMITED', PHONE_MESSAGES.throttled);
      return failingAs(ctx, PHONE_MESSAGES.sendFailed, async () => {
        const { code, hash } = await newCode();
        await storeCode(ctx.db, {
          croudieId: croudie.id,
          phoneNumber,
          codeHash: hash,
          sentAt: now,
          expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        });
        await ctx.outbox.sendSms({ to: phoneNumber, text: verificationText(code) });
        return true;
      });
    },
  }),
  verifyPhoneNumber: t.boolean({
    ...operationRoles('ALL_STAFF'),
    description: 'Confirms the code texted last; saves its number on the croudie and answers true: the croudie themselves',
    args: { id: t.arg.id({ required: true }), code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireSelf(ctx, args.id);
      const croudie = await croudieOf(ctx, args.id);
      const code = args.code.trim();
      const now = ctx.clock.now();
      const latest = await latestCode(ctx.db, croudie.id);
      if (!CODE_PATTERN.test(code) || !latest || !codeOpen(latest, now)) throw verifyFailed();
      if (!(await countAttempt(ctx.db, latest.id)) || !(await codeMatches(latest.codeHash, code))) throw verifyFailed();
      // The number may have been taken since the code was sent.
      if (await numberHeldByOther(ctx.db, croudie.id, latest.phoneNumber))
        throw conflict(PHONE_MESSAGES.taken, { phoneNumber: PHONE_MESSAGES.taken });
      if (!(await confirmNumber(ctx.db, latest, now))) throw verifyFailed();
      await recordOnTimeline(ctx, croudie.id, 'phone_verified', { phoneNumber: latest.phoneNumber });
      return true;
    },
  }),
}));
