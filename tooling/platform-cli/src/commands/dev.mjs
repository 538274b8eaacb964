// @ts-check
// `dev`: webpack --watch for the host and the remotes, tsx watch for the API, the gateway; re-publishes a remote each
// time its watch build lands.
import fs from 'node:fs';
import path from 'node:path';
import { PNPM, run, tsxArgs } from '../process.mjs';
import { serve } from './serve.mjs';

/** @param {string} file */
function mtimeOf(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** @param {import('../context.mjs').Context} ctx */
export async function dev(ctx) {
  const { root, env } = ctx;
  const { remotes, frontEnd } = await ctx.workspace();
  const port = env.PORT ?? '8080';
  const apiPort = env.API_PORT ?? '4000';
  // no production build first: the watchers build in development mode, and each remote is published when its first
  // build lands (healthz turns 200 once all of them are in the registry)
  const devEnv = { ...env, NODE_ENV: 'development' };
  // one webpack process watching every front-end package (lighter than eight; each package's own `dev` script is the
  // standalone server of one remote, ADR 0248)
  /** @type {[string, string, string[], import('node:child_process').SpawnOptions]} */
  const watcher = [
    'webpack --watch',
    process.execPath,
    [path.join(root, 'tooling', 'webpack-config', 'build.mjs'), '--watch', ...frontEnd],
    { env: devEnv },
  ];

  // re-publish a remote when its watch build writes a new mf-manifest.json (settled for a second)
  const manifest = (/** @type {string} */ r) => path.join(root, r, 'dist', 'mf-manifest.json');
  const seen = new Map(remotes.map((r) => [r, mtimeOf(manifest(r))]));
  let publishing = false;
  let pending = false;
  const syncNow = async () => {
    if (publishing) {
      pending = true;
      return;
    }
    publishing = true;
    await run(process.execPath, [...tsxArgs('src/cli.ts'), 'sync', '--allow-missing'], { cwd: path.join(root, 'deploy') });
    publishing = false;
    if (pending) {
      pending = false;
      void syncNow();
    }
  };
  setInterval(() => {
    let changed = false;
    for (const r of remotes) {
      const m = mtimeOf(manifest(r));
      if (m !== seen.get(r) && m !== 0 && Date.now() - m > 1000) {
        seen.set(r, m);
        changed = true;
      }
    }
    if (changed) void syncNow();
  }, 1500).unref();

  return serve(ctx, {
    apiCommand: [
      'npx',
      [...PNPM, '--filter', '@work/platform-api', 'run', 'dev'],
      { env: { ...env, API_PORT: apiPort, PUBLIC_PORT: env.PUBLIC_PORT ?? port } },
    ],
    extraChildren: [watcher],
    // the dev/QA tool is on while developing (loopback origins only, unless REMOTE_OVERRIDE_ORIGINS says otherwise)
    gatewayEnv: { REMOTE_OVERRIDES: env.REMOTE_OVERRIDES ?? 'on' },
  });
}
