// Search list's offboarding page and the all-or-none bulk offboard (issue 18 part E; ADR 0269).
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { requireRoles } from '../../kit/auth/index.js';
import { badUserInput, forbidden, notFound, PlatformError } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { SearchFilterSchema } from '../../kit/graphql/list-filters.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { PaginationInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { applyAccessOf } from './admin.access.js';
import { ADMIN_MESSAGES } from './admin.rules.js';
import { CroudieConnection } from './lists.schema.js';
import { croudiesToOffboard, offboardAll } from './offboarding.data.js';
import {
  BULK_OFFBOARD_OUTCOMES,
  BulkOffboardSchema,
  SCHEDULABLE_FOR_OFFBOARDING,
  SCHEDULE_OFFBOARDING_MESSAGES,
  type BulkOffboardLine,
} from './offboarding.rules.js';
import { CroudieRef } from './people.schema.js';
import { findCroudie } from './people.data.js';
import { croudies } from './people.tables.js';
import { principalIdOf } from './people.rules.js';
import { recordAccountEvent } from './timeline.data.js';

const BulkOffboardOutcomeEnum = builder.enumType('BulkOffboardOutcome', { values: BULK_OFFBOARD_OUTCOMES });

const BulkOffboardLineRef = builder.objectRef<BulkOffboardLine>('BulkOffboardLine');
BulkOffboardLineRef.implement({
  description: 'What offboarding one croudie did, or would have done had every croudie of the batch been allowed',
  // only ever returned by offboardCroudies, which needs network_admin
  ...typeRule(RULES.staff),
  fields: (t) => ({
    croudieId: t.exposeID('croudieId'),
    name: t.exposeString('name', { nullable: true, description: 'The croudie’s full name; null when not found' }),
    outcome: t.field({ type: BulkOffboardOutcomeEnum, resolve: (l) => l.outcome }),
    message: t.exposeString('message', { nullable: true, description: 'Why this croudie cannot be offboarded' }),
  }),
});

const BulkOffboardResultRef = builder.objectRef<{ done: boolean; lines: BulkOffboardLine[] }>('BulkOffboardResult');
BulkOffboardResultRef.implement({
  ...typeRule(RULES.staff),
  fields: (t) => ({
    done: t.exposeBoolean('done', { description: 'True when every croudie was offboarded; false: none was' }),
    lines: t.field({ type: [BulkOffboardLineRef], resolve: (r) => r.lines }),
  }),
});

const requireNetworkAdmin = (auth: Parameters<typeof requireRoles>[0]) => {
  const viewer = requireRoles(auth, 'network_admin');
  if (viewer.kind !== 'USER') throw forbidden();
  return viewer;
};

builder.queryFields((t) => ({
  croudiesToOffboard: t.field({
    ...operationRoles(['network_admin']),
    type: CroudieConnection,
    description:
      'Croudies whose automatic offboarding is scheduled (offboardAt) and not done yet, soonest first; search on name and e-mail. Needs network_admin.',
    args: { pagination: t.arg({ type: PaginationInput, required: false }), search: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) => {
      requireNetworkAdmin(ctx.auth);
      const page = toPage(args.pagination);
      const search = parseInput(SearchFilterSchema, args.search, 'search');
      const { nodes, total } = await croudiesToOffboard(ctx.db, { search, page });
      return { nodes, pagination: { total, page: page.page, limit: page.limit } };
    },
  }),
}));

builder.mutationFields((t) => ({
  offboardCroudies: t.field({
    ...operationRoles(['network_admin']),
    type: BulkOffboardResultRef,
    description:
      'Offboards (close account) 1–100 croudies, all or none: done false changes nothing and each line says why. Each offboarded croudie’s sessions end. Needs network_admin.',
    args: { croudieIds: t.arg.idList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireNetworkAdmin(ctx.auth);
      const { croudieIds } = parseInput(v.object({ croudieIds: BulkOffboardSchema }), { croudieIds: args.croudieIds.map(String) });
      const ids = croudieIds.map(Number);
      let result: Awaited<ReturnType<typeof offboardAll>>;
      try {
        result = await offboardAll(ctx.db, ids, { principalId: ctx.auth.actor?.principalId ?? null, at: ctx.clock.now() });
      } catch (error) {
        ctx.logger.error({ err: error }, 'bulk offboard failed');
        throw new PlatformError('INTERNAL_SERVER_ERROR', ADMIN_MESSAGES.transitionRefused);
      }
      if (result.done) for (const id of ids) await applyAccessOf(ctx, id, 'offboarded');
      return result;
    },
  }),
  scheduleCroudieOffboarding: t.field({
    ...operationRoles(['network_admin']),
    type: CroudieRef,
    description:
      "Schedules a croudie's automatic offboarding for a future moment: they see the offboarding banner (with its Cancel offboarding) and join the offboarding list. Needs network_admin.",
    args: { croudieId: t.arg.id({ required: true }), at: t.arg({ type: 'DateTime', required: true }) },
    resolve: async (_root, args, ctx) => {
      requireNetworkAdmin(ctx.auth);
      const id = Number(parseInput(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an id')), String(args.croudieId), 'croudieId'));
      const row = await findCroudie(ctx.db, id);
      if (!row) throw notFound('Croudie');
      const now = ctx.clock.now();
      if (args.at.getTime() <= now.getTime())
        throw badUserInput({ at: SCHEDULE_OFFBOARDING_MESSAGES.future }, SCHEDULE_OFFBOARDING_MESSAGES.future);
      if (!SCHEDULABLE_FOR_OFFBOARDING.includes(row.status))
        throw badUserInput({ croudieId: SCHEDULE_OFFBOARDING_MESSAGES.status }, SCHEDULE_OFFBOARDING_MESSAGES.status);
      await ctx.db.transaction(async (tx) => {
        await tx.update(croudies).set({ offboardAt: args.at }).where(eq(croudies.id, id));
        await recordAccountEvent(tx, {
          principalId: principalIdOf('CROUDIE', id),
          kind: 'offboarding_scheduled',
          actorPrincipalId: ctx.auth.actor?.principalId ?? null,
          // the day as the croudie's banner says it (London), like deadline_extended
          detail: { on: DateTime.fromJSDate(args.at, { zone: 'Europe/London' }).toISODate()! },
          at: now,
        });
      });
      return { ...row, offboardAt: args.at };
    },
  }),
}));
