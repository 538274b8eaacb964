import { eq } from 'drizzle-orm';
import { requireSignedIn } from '../../kit/auth/index.js';
import { builder } from '../../kit/graphql/builder.js';
import { FEATURE_FLAGS } from './flags.rules.js';
import { featureFlags } from './flags.tables.js';

builder.queryFields((t) => ({
  featureFlags: t.stringList({
    description: `Flags on for the caller (of ${FEATURE_FLAGS.join(', ')})`,
    resolve: async (_root, _args, ctx) => {
      const viewer = requireSignedIn(ctx.auth);
      const rows = await ctx.db
        .select({ flag: featureFlags.flag })
        .from(featureFlags)
        .where(eq(featureFlags.principalId, viewer.principalId))
        .orderBy(featureFlags.flag);
      return rows.map((r) => r.flag);
    },
  }),
}));
