import * as v from 'valibot';
import { requireKind } from '../../kit/auth/index.js';
import { forbidden, notFound } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { guarded, RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { parseInput } from '../../kit/validation.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { acceptAgreement, agreementsWaiting, findAgreement, type AgreementRow } from './agreements.data.js';
import { MeRef } from './people.schema.js';

export const AgreementRef = builder.objectRef<AgreementRow>('Agreement');
AgreementRef.implement({
  ...typeRule(RULES.signedIn),
  description: 'An agreement a croudie accepts before using the network app',
  fields: (t) => ({
    id: t.id({ resolve: (a) => a.id }),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    version: t.exposeString('version'),
    publishedAt: t.expose('publishedAt', { type: 'DateTime' }),
  }),
});

builder.objectField(MeRef, 'agreementsWaiting', (t) =>
  t.field({
    type: [AgreementRef],
    description: 'Agreements this person has not accepted yet (croudies only; empty for everyone else)',
    ...guarded(RULES.me),
    resolve: (me, _args, ctx) => (me.viewer.kind === 'CROUDIE' ? agreementsWaiting(ctx.db, me.viewer.principalId, ctx.clock.now()) : []),
  }),
);

const AcceptAgreementInput = v.object({ agreementId: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an agreement id')) });

builder.mutationFields((t) => ({
  acceptAgreement: t.field({
    ...operationRoles('ALL_STAFF'),
    type: [AgreementRef],
    description: 'The signed-in croudie accepts an agreement; answers the agreements still waiting. Not while impersonating.',
    args: { agreementId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireKind(ctx.auth, 'CROUDIE');
      // Accepting is the person's own act: staff viewing as them cannot do it.
      if (ctx.auth.impersonating) throw forbidden('An agreement cannot be accepted while impersonating');
      const input = parseInput(AcceptAgreementInput, { agreementId: String(args.agreementId) });
      const id = Number(input.agreementId);
      const now = ctx.clock.now();
      const agreement = await findAgreement(ctx.db, id);
      if (!agreement || agreement.publishedAt > now) throw notFound('Agreement');
      await acceptAgreement(ctx.db, id, viewer.principalId, now);
      return agreementsWaiting(ctx.db, viewer.principalId, now);
    },
  }),
}));
