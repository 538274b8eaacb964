// @ts-check
// The supervisor behind `start` / `serve` / `dev`, with real child processes of `node -e`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSupervisor } from '../src/supervisor.mjs';

const node = process.execPath;
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'platform-cli-supervisor-'));
/**
 * A child that notes its pid and start time in `file`, then runs until stopped, or exits with `exitCode`.
 * @param {string} file @param {number} [exitCode]
 */
const child = (file, exitCode) => [
  '-e',
  `require('fs').appendFileSync(${JSON.stringify(file)}, process.pid + ' ' + Date.now() + '\\n');` +
    (exitCode === undefined ? 'setInterval(() => {}, 1000);' : `process.exit(${exitCode});`),
];
/** @param {string} file @returns {[pid: number, at: number][]} */
const starts = (file) =>
  fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => /** @type {[number, number]} */ (line.split(' ').map(Number)))
    : [];
/** @param {number} pid */
const running = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
/**
 * @template T
 * @param {string} what @param {() => T | undefined | false} check @param {number} [timeoutMs]
 * @returns {Promise<T>}
 */
async function until(what, check, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
/** @param {[number, number][]} list */
const firstPid = (list) => /** @type {[number, number]} */ (list[0])[0];

describe('platform supervisor', () => {
  /** @type {import('../src/supervisor.mjs').Supervisor | undefined} */
  let supervisor;
  afterEach(() => supervisor?.shutdown(0));

  it('restarts a crashed API with growing delays and a loud line, and keeps the gateway running', async () => {
    const dir = tempDir();
    const apiStarts = path.join(dir, 'api');
    const gatewayStarts = path.join(dir, 'gateway');
    /** @type {string[]} */
    const failures = [];
    /** @type {number[]} */
    const exits = [];
    supervisor = createSupervisor({
      fail: (l) => failures.push(l),
      exit: (c) => exits.push(c),
      backoff: { initialMs: 200, maxMs: 800, resetAfterMs: 60_000 },
    });
    supervisor.start('platform-api', node, child(apiStarts, 1), {}, { restart: true });
    supervisor.start('gateway', node, child(gatewayStarts));

    const runs = await until('four API starts', () => (starts(apiStarts).length >= 4 ? starts(apiStarts) : false));
    const gaps = runs.slice(1).map(([, at], i) => at - /** @type {[number, number]} */ (runs[i])[1]);
    expect(gaps[0]).toBeGreaterThanOrEqual(200);
    expect(gaps[1]).toBeGreaterThanOrEqual(400);
    expect(gaps[2]).toBeGreaterThanOrEqual(800);
    expect(failures[0]).toBe(
      'platform-api died (exit 1); restarting it in 0.2 s (restart 1). The gateway keeps running; /api answers 502 until it is back.',
    );
    expect(failures[1]).toMatch(/^platform-api died \(exit 1\); restarting it in 0\.4 s \(restart 2\)/);

    const gatewayPid = firstPid(starts(gatewayStarts));
    expect(starts(gatewayStarts)).toHaveLength(1);
    expect(running(gatewayPid)).toBe(true);
    expect(exits).toEqual([]);

    supervisor.shutdown(0);
    await until('the platform to stop', () => exits.length > 0);
    expect(exits).toEqual([0]);
    expect(running(gatewayPid)).toBe(false);
    const after = starts(apiStarts).length;
    await new Promise((r) => setTimeout(r, 1000));
    expect(starts(apiStarts)).toHaveLength(after); // no restart once stopping
  });

  it('stops the platform, API included, when the gateway dies', async () => {
    const dir = tempDir();
    /** @type {string[]} */
    const failures = [];
    /** @type {number[]} */
    const exits = [];
    supervisor = createSupervisor({ fail: (l) => failures.push(l), exit: (c) => exits.push(c) });
    supervisor.start('platform-api', node, child(path.join(dir, 'api')), {}, { restart: true });
    const apiPid = firstPid(await until('the API', () => starts(path.join(dir, 'api')).length > 0 && starts(path.join(dir, 'api'))));
    supervisor.start('gateway', node, child(path.join(dir, 'gateway'), 3));
    await until('the platform to stop', () => exits.length > 0);
    expect(exits).toEqual([1]);
    expect(failures).toEqual(['gateway died (exit 3); stopping the platform']);
    expect(running(apiPid)).toBe(false);
  });

  it('stops the API and the gateway on SIGTERM and restarts nothing', async () => {
    const dir = tempDir();
    const api = path.join(dir, 'api');
    const gateway = path.join(dir, 'gateway');
    const script = `
      import { createSupervisor } from ${JSON.stringify(new URL('../src/supervisor.mjs', import.meta.url).href)};
      const s = createSupervisor({ backoff: { initialMs: 50, maxMs: 50, resetAfterMs: 60000 } });
      s.start('platform-api', process.execPath, ${JSON.stringify(child(api))}, {}, { restart: true });
      s.start('gateway', process.execPath, ${JSON.stringify(child(gateway))});
      s.handleSignals();`;
    const driver = spawn(node, ['--input-type=module', '-e', script], { stdio: 'ignore' });
    /** @type {Promise<number | null>} */
    const exited = new Promise((resolve) => driver.on('exit', (code) => resolve(code)));
    const apiPid = firstPid(await until('the API', () => starts(api).length > 0 && starts(api)));
    const gatewayPid = firstPid(await until('the gateway', () => starts(gateway).length > 0 && starts(gateway)));

    driver.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(running(apiPid)).toBe(false);
    expect(running(gatewayPid)).toBe(false);
    await new Promise((r) => setTimeout(r, 300));
    expect(starts(api)).toHaveLength(1);
  });
});
