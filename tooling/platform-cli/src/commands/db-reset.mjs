// @ts-check
// `db:reset`: the embedded database back to the demo data.
import { pnpm } from '../process.mjs';

/** @param {import('../context.mjs').Context} ctx */
export const dbReset = (ctx) => pnpm(ctx.root, ['--filter', '@work/platform-api', 'run', 'db:reset'], { env: ctx.env });
