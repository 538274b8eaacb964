// @ts-check
// `start` (build what is stale, then serve) and `serve` (serve the existing builds; the e2e webServer).
import path from 'node:path';
import { fail, say } from '../log.mjs';
import { tsxArgs } from '../process.mjs';
import { createSupervisor } from '../supervisor.mjs';
import { buildAll } from './build.mjs';

/** @typedef {[cmd: string, args: string[], opts: import('node:child_process').SpawnOptions]} Command */

/**
 * Starts platform-api and the gateway in the foreground and never resolves while they run. A crashed API is restarted
 * with backoff (the gateway stays up); the gateway or another child dying stops the platform (loudly); SIGINT/SIGTERM
 * stop everything.
 * @param {import('../context.mjs').Context} ctx
 * @param {{ apiCommand?: Command, extraChildren?: [string, ...Command][], gatewayEnv?: Record<string, string> }} [options]
 * @returns {Promise<never>}
 */
export function serve(ctx, { apiCommand, extraChildren = [], gatewayEnv = {} } = {}) {
  const { env, root } = ctx;
  const port = env.PORT ?? '8080';
  const apiPort = env.API_PORT ?? '4000';
  const supervisor = createSupervisor({ cwd: root, fail });

  const apiEnv = { ...env, API_PORT: apiPort, PUBLIC_PORT: env.PUBLIC_PORT ?? port };
  const [apiCmd, apiArgs, apiOpts] = apiCommand ?? [process.execPath, ['platform-api/dist/main.js'], {}];
  supervisor.start('platform-api', apiCmd, apiArgs, { env: apiEnv, ...apiOpts }, { restart: true });
  supervisor.start('gateway', process.execPath, tsxArgs('src/gateway/main.ts'), {
    cwd: path.join(root, 'deploy'),
    env: { ...env, ...gatewayEnv, PORT: port, API_URL: env.API_URL ?? `http://127.0.0.1:${apiPort}` },
  });
  for (const [name, cmd, args, opts] of extraChildren) supervisor.start(name, cmd, args, opts);
  supervisor.handleSignals();

  void waitHealthy(Number(port)).then((ok) => {
    if (supervisor.stopping) return;
    if (ok) {
      say(
        `ready: http://localhost:${port}  (tenants: http://network.localhost:${port}, http://control.localhost:${port}, http://client.localhost:${port})`,
      );
    } else {
      fail(`http://localhost:${port}/healthz is still not 200 after 180 s; see the logs above (still running)`);
    }
  });
  return new Promise(() => undefined);
}

/**
 * Polls the gateway's /healthz until it answers 200.
 * @param {number} port
 * @param {number} [timeoutMs]
 */
export async function waitHealthy(port, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(3000) });
      await r.body?.cancel();
      if (r.status === 200) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/** @param {import('../context.mjs').Context} ctx */
export async function start(ctx) {
  await buildAll(ctx);
  return serve(ctx);
}
