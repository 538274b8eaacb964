// @ts-check
// `remotes …`: the deploy CLI (publish, rollback, list, sync; deploy/README.md).
import path from 'node:path';
import { run, tsxArgs } from '../process.mjs';

/**
 * @param {import('../context.mjs').Context} ctx
 * @param {string[]} args
 */
export const remotes = (ctx, args) =>
  run(process.execPath, [...tsxArgs('src/cli.ts'), ...args], {
    cwd: path.join(ctx.root, 'deploy'),
    // the CLI resolves relative paths (--from) from where the person ran npm
    env: { ...ctx.env, INIT_CWD: ctx.env.INIT_CWD ?? process.cwd() },
  });
