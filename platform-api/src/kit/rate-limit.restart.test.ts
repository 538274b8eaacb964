import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAuthorization, TestBrowser } from '../../test/support/sign-in.js';
import { packageRoot } from './config.js';

// Issue 12: the sign-in throttle is kept in the database (no REDIS_URL), so restarting the API does not hand an attacker
// a fresh set of guesses. The real server process (src/main.ts) on an embedded database in a folder, started twice.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'throttle-restart-'));
let running: ChildProcess | undefined;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  const port = await new Promise<number>((resolve) => probe.listen(0, '127.0.0.1', () => resolve((probe.address() as AddressInfo).port)));
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * `node src/main.ts` as `npm start` runs it (no Redis, embedded database in dataDir); resolves once /healthz is 200.
 * The free port is only free when probed: another test file's server may take it before the API listens, so a start
 * that fails with EADDRINUSE is tried again on a new port.
 */
async function startApi(): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startApiOnce();
    } catch (e) {
      if (attempt === 3 || !String(e).includes('EADDRINUSE')) throw e;
    }
  }
}

async function startApiOnce(): Promise<string> {
  const port = await freePort();
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageRoot(),
    env: { ...inherited, DATA_DIR: dataDir, API_PORT: String(port), NODE_ENV: 'test', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running = child;
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).status === 200) return baseUrl;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the API did not answer /healthz: ${stderr}`);
}

async function stopApi(): Promise<void> {
  const child = running;
  running = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function tryPassword(baseUrl: string, password: string): Promise<Response> {
  const browser = new TestBrowser(baseUrl);
  const { uid } = await startAuthorization(browser);
  return browser.request(`/api/identity/interaction/${uid}/password`, {
    method: 'POST',
    json: { email: 'croudie.active@example.com', password },
  });
}

afterAll(async () => {
  await stopApi();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('sign-in throttle across an API restart (no Redis)', () => {
  it('still refuses the account from that address after the API restarts', async () => {
    const first = await startApi();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await tryPassword(first, `Wrong-Password-${attempt}`)).status, `attempt ${attempt}`).not.toBe(429);
    }
    expect((await tryPassword(first, 'Wrong-Password-6')).status).toBe(429);

    await stopApi();
    const second = await startApi();
    // even the right password waits until the counter expires
    const refused = await tryPassword(second, 'Demo-Password-2026!');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
  }, 240_000);
});
