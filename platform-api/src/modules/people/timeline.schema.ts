import { builder } from '../../kit/graphql/builder.js';
import { hidden, RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { PaginationInfo, PaginationInput, toPage } from '../../kit/graphql/pagination.js';
import { CroudieRef } from './people.schema.js';
import { parsePrincipalId, principalIdOf } from './people.rules.js';
import { accountEventsOf, type AccountEventRow } from './timeline.data.js';
import { ACCOUNT_EVENT_KINDS } from './timeline.rules.js';

const AccountEventKindEnum = builder.enumType('AccountEventKind', { values: ACCOUNT_EVENT_KINDS });

const AccountEventDetail = builder.objectRef<{ key: string; value: string }>('AccountEventDetail');
AccountEventDetail.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({ key: t.exposeString('key'), value: t.exposeString('value') }),
});

const AccountEvent = builder.objectRef<AccountEventRow>('AccountEvent');
AccountEvent.implement({
  description: 'Something that happened to an account (the profile Timeline tab)',
  // only ever reached through Croudie.timeline, whose own rule admits the croudie and staff
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.expose('at', { type: 'DateTime' }),
    kind: t.field({ type: AccountEventKindEnum, resolve: (e) => e.kind as (typeof ACCOUNT_EVENT_KINDS)[number] }),
    actorName: t.string({
      nullable: true,
      description: 'Who did it; null when the platform did',
      resolve: async (e, _args, ctx) => {
        const actor = e.actorPrincipalId ? parsePrincipalId(e.actorPrincipalId) : null;
        if (!actor || actor.kind === 'CLIENT_USER') return null;
        const row = await ctx.people.person(actor.kind, actor.id);
        return row ? `${row.firstName} ${row.lastName}` : null;
      },
    }),
    detail: t.field({
      type: [AccountEventDetail],
      description: "The event's facts for its sentence, by key, e.g. from and to of a status change",
      // by key: jsonb keeps its own key order
      resolve: (e) =>
        Object.entries(e.detail)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, value]) => ({ key, value })),
    }),
  }),
});

const AccountEventConnection = builder.objectRef<Awaited<ReturnType<typeof accountEventsOf>>>('AccountEventConnection');
AccountEventConnection.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    nodes: t.field({ type: [AccountEvent], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

builder.objectFields(CroudieRef, (t) => ({
  timeline: t.field({
    type: AccountEventConnection,
    nullable: true,
    description: "What happened to the croudie's account, newest first (10 a page): the croudie and staff",
    ...hidden(RULES.croudiePrivate),
    args: { pagination: t.arg({ type: PaginationInput }) },
    resolve: (c, args, ctx) => accountEventsOf(ctx.db, principalIdOf('CROUDIE', c.id), toPage(args.pagination)),
  }),
}));
