// @ts-check
// `bench`: build what is stale, then the measurements of tooling/bench (first load in Chromium, the API under load
// beside a bare graphql-yoga server, on PostgreSQL); it prints one table and writes it into the README (ADR 0251).
import path from 'node:path';
import { ensureChromium } from '../chromium.mjs';
import { run } from '../process.mjs';
import { buildAll } from './build.mjs';

/**
 * @param {import('../context.mjs').Context} ctx
 * @param {string[]} args  passed on (e.g. --no-readme)
 */
export async function bench(ctx, args) {
  await buildAll(ctx);
  const chromium = ensureChromium(ctx.env);
  return run(process.execPath, [path.join(ctx.root, 'tooling', 'bench', 'src', 'main.mjs'), ...args], {
    cwd: ctx.root,
    env: { ...ctx.env, CHROMIUM_PATH: chromium },
  });
}
