// @ts-check
// `build`: build what is stale (front-end with webpack, the API with esbuild), then publish every remote whose build
// was never published. `start` and `test` build the same way.
import path from 'node:path';
import { API_INPUTS, FRONT_END_INPUTS, isUpToDate, outputHash, stampOf } from '../build-cache.mjs';
import { say } from '../log.mjs';
import { pnpm, run, tsxArgs } from '../process.mjs';

/** @param {string} pkg the key output of a front-end build: the host's page, a remote's manifest */
const frontEndOutput = (pkg) => path.join(pkg, 'dist', pkg === 'host-shell' ? 'index.html' : 'mf-manifest.json');
const API_OUTPUT = path.join('platform-api', 'dist', 'main.js');

/**
 * The front-end packages whose build is stale, with the fingerprint to stamp once built.
 * @param {import('../context.mjs').Context} ctx
 * @returns {Promise<{ pkg: string, inputs: string }[]>}
 */
export async function staleFrontEnd(ctx) {
  const { frontEnd } = await ctx.workspace();
  const stale = [];
  for (const pkg of frontEnd) {
    const inputs = ctx.fingerprinter.fingerprint([pkg, ...FRONT_END_INPUTS], `BUILD_LABEL=${ctx.env.BUILD_LABEL ?? ''}`);
    if (!isUpToDate(ctx.stamps.read(`build-${pkg}`), inputs, outputHash(path.join(ctx.root, frontEndOutput(pkg))))) {
      stale.push({ pkg, inputs });
    }
  }
  return stale;
}

/** @param {import('../context.mjs').Context} ctx */
export async function buildFrontEnd(ctx) {
  const stale = await staleFrontEnd(ctx);
  if (stale.length === 0) {
    say('front-end builds are up to date');
    return;
  }
  say(`building ${stale.map((s) => s.pkg).join(', ')}`);
  // each package's own build script (the GraphQL packages run `gql-tada check` first), two at a time on two cores
  const filters = stale.flatMap((s) => ['--filter', `./${s.pkg}`]);
  const code = await pnpm(ctx.root, ['--workspace-concurrency=2', ...filters, 'run', 'build']);
  if (code !== 0) throw new Error(`front-end build failed (exit ${code})`);
  for (const s of stale) {
    const output = outputHash(path.join(ctx.root, frontEndOutput(s.pkg)));
    if (!output) throw new Error(`${s.pkg}'s build did not produce ${frontEndOutput(s.pkg)}`);
    ctx.stamps.write(`build-${s.pkg}`, stampOf(s.inputs, output));
  }
}

/** @param {import('../context.mjs').Context} ctx */
export async function buildApi(ctx) {
  const inputs = ctx.fingerprinter.fingerprint(['platform-api', ...API_INPUTS]);
  if (isUpToDate(ctx.stamps.read('build-platform-api'), inputs, outputHash(path.join(ctx.root, API_OUTPUT)))) {
    say('platform-api build is up to date');
    return;
  }
  say('building platform-api');
  const code = await pnpm(ctx.root, ['--filter', '@work/platform-api', 'run', 'build']);
  if (code !== 0) throw new Error(`platform-api build failed (exit ${code})`);
  const output = outputHash(path.join(ctx.root, API_OUTPUT));
  if (!output) throw new Error(`platform-api build did not produce ${API_OUTPUT}`);
  ctx.stamps.write('build-platform-api', stampOf(inputs, output));
}

/**
 * Publishes every remote whose build was never published (idempotent; a rollback stays in place).
 * @param {import('../context.mjs').Context} ctx
 * @param {string[]} [extra]
 */
export async function publishRemotes(ctx, extra = []) {
  const code = await run(process.execPath, [...tsxArgs('src/cli.ts'), 'sync', ...extra], {
    cwd: path.join(ctx.root, 'deploy'),
    env: ctx.env,
  });
  if (code !== 0) throw new Error(`publishing the remotes failed (exit ${code})`);
}

/** Everything `start` needs before it serves. @param {import('../context.mjs').Context} ctx */
export async function buildAll(ctx) {
  await buildFrontEnd(ctx);
  await buildApi(ctx);
  await publishRemotes(ctx);
}

/** @param {import('../context.mjs').Context} ctx */
export async function build(ctx) {
  await buildAll(ctx);
  return 0;
}
