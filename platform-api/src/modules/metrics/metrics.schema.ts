import * as v from 'valibot';
import { requireSignedIn } from '../../kit/auth/index.js';
import { builder } from '../../kit/graphql/builder.js';
import { parseInput } from '../../kit/validation.js';
import { metrics } from './metrics.tables.js';

/** The largest metric document stored, as JSON text. */
export const MAX_METRIC_BYTES = 16 * 1024;

const name = (what: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(`${what} is required`), v.maxLength(100, `${what} is at most 100 characters`));

const MetricInput = v.object({
  index: name('index'),
  type: name('type'),
  metric: v.pipe(
    v.unknown(),
    v.check((m) => JSON.stringify(m ?? null).length <= MAX_METRIC_BYTES, `metric is at most ${MAX_METRIC_BYTES} bytes of JSON`),
  ),
});

builder.mutationFields((t) => ({
  recordMetric: t.boolean({
    description: 'Stores a usage metric (e.g. journal sidebar events) for the caller',
    args: {
      index: t.arg.string({ required: true }),
      type: t.arg.string({ required: true }),
      metric: t.arg({ type: 'JSON', required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requireSignedIn(ctx.auth);
      const input = parseInput(MetricInput, args);
      await ctx.db.insert(metrics).values({
        principalId: viewer.principalId,
        index: input.index,
        type: input.type,
        metric: input.metric ?? null,
        recordedAt: ctx.clock.now(),
      });
      return true;
    },
  }),
}));
