import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAuthorization, TestBrowser } from '../../test/support/sign-in.js';
import { packageRoot } from './config.js';

// Issue 12: the sign-in throttle is kept in the database (no REDIS_URL), so restarting the API does not hand an attacker
// a fresh set of guesses. The real server process (src/main.ts) on an embedded database in a folder, started twice.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'throttle-restart-'));
let running: ChildProcess | undefined;

/**
 * `node src/main.ts` as `npm start` runs it (no Redis, embedded database in dataDir) on a port the child picks itself
 * (API_PORT=0), read from its "listening" log line. A port probed free here could be taken by another test file's
 * server before the child listens, and /healthz would then be answered by that server.
 */
async function startApi(): Promise<string> {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageRoot(),
    env: { ...inherited, DATA_DIR: dataDir, API_PORT: '0', NODE_ENV: 'test', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running = child;
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const listening = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      stdout += d.toString();
      const port = /"port":(\d+),"msg":"platform-api listening/.exec(stdout)?.[1];
      if (port) resolve(Number(port));
    });
    child.once('exit', (code) => reject(new Error(`the API exited (${code}): ${stderr}`)));
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the API did not start listening: ${stderr}`)), 120_000);
  });
  const port = await Promise.race([listening, timeout]).finally(() => clearTimeout(timer));
  const baseUrl = `http://127.0.0.1:${port}`;
  expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
  return baseUrl;
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
