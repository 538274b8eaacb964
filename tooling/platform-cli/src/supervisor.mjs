// @ts-check
// The process supervisor behind `start` / `serve` / `dev` (ADR 0203).
import { spawn } from 'node:child_process';

/** @typedef {{ initialMs: number, maxMs: number, resetAfterMs: number }} Backoff */
/** @typedef {{ readonly name: string, readonly child: import('node:child_process').ChildProcess | null }} SupervisedUnit */
/**
 * @typedef {object} Supervisor
 * @property {(name: string, cmd: string, args: readonly string[], opts?: import('node:child_process').SpawnOptions, policy?: { restart?: boolean }) => SupervisedUnit} start
 * @property {(code: number) => void} shutdown
 * @property {(target?: NodeJS.EventEmitter) => void} handleSignals
 * @property {boolean} stopping
 */

/** Restart delays: 1 s, 2 s, 4 s … at most 30 s; back to 1 s once a run lasted a minute. */
export const DEFAULT_BACKOFF = { initialMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 };

/**
 * Runs child processes in the foreground. A child started with `restart: true` (the API) is started again after a crash,
 * with growing delays and a loud line each time, so the gateway keeps answering (502 from /api meanwhile) instead of
 * the whole platform going down. Any other child dying stops everything. `shutdown(code)` stops every child (SIGTERM,
 * SIGKILL after 5 s), then calls `exit(code)`.
 * @param {{ cwd?: string, fail?: (line: string) => void, exit?: (code: number) => void, backoff?: Backoff }} [options]
 * @returns {Supervisor}
 */
export function createSupervisor({ cwd, fail = console.error, exit = (code) => process.exit(code), backoff = DEFAULT_BACKOFF } = {}) {
  /** @type {{ name: string, child: import('node:child_process').ChildProcess | null, timer: NodeJS.Timeout | null }[]} */
  const units = [];
  let stopping = false;

  /** @param {import('node:child_process').ChildProcess | null} c */
  const alive = (c) => Boolean(c && c.exitCode === null && c.signalCode === null);

  /** @param {NodeJS.Signals} [signal] */
  function stopAll(signal = 'SIGTERM') {
    for (const u of units) {
      if (u.timer) clearTimeout(u.timer);
      u.timer = null;
      if (alive(u.child)) u.child?.kill(signal);
    }
  }

  /** @param {number} code */
  function shutdown(code) {
    if (stopping) return;
    stopping = true;
    stopAll();
    const force = setTimeout(() => stopAll('SIGKILL'), 5000);
    force.unref();
    const waitAll = () => {
      if (units.every((u) => !alive(u.child))) {
        clearTimeout(force);
        exit(code);
      } else setTimeout(waitAll, 100);
    };
    waitAll();
  }

  /**
   * @param {string} name
   * @param {string} cmd
   * @param {readonly string[]} args
   * @param {import('node:child_process').SpawnOptions} [opts]
   * @param {{ restart?: boolean }} [policy]
   */
  function start(name, cmd, args, opts = {}, { restart = false } = {}) {
    /** @type {{ name: string, child: import('node:child_process').ChildProcess | null, timer: NodeJS.Timeout | null }} */
    const unit = { name, child: null, timer: null };
    units.push(unit);
    let delay = backoff.initialMs;
    let restarts = 0;

    const launch = () => {
      unit.timer = null;
      if (stopping) return;
      const startedAt = Date.now();
      const child = spawn(cmd, args, { cwd, stdio: 'inherit', ...opts });
      unit.child = child;
      let handled = false;
      /** @param {string} why */
      const ended = (why) => {
        if (handled || stopping) return;
        handled = true;
        if (!restart) {
          fail(`${name} ${why}; stopping the platform`);
          shutdown(1);
          return;
        }
        if (Date.now() - startedAt >= backoff.resetAfterMs) delay = backoff.initialMs;
        restarts++;
        fail(
          `${name} ${why}; restarting it in ${Math.round(delay / 100) / 10} s (restart ${restarts}). The gateway keeps running; /api answers 502 until it is back.`,
        );
        unit.timer = setTimeout(launch, delay);
        delay = Math.min(delay * 2, backoff.maxMs);
      };
      child.on('error', (err) => ended(`could not start: ${err.message}`));
      child.on('exit', (code, signal) => ended(`died (${signal ?? `exit ${code}`})`));
    };
    launch();
    return unit;
  }

  /** SIGINT/SIGTERM/SIGHUP stop everything, restarting nothing. @param {NodeJS.EventEmitter} [target] */
  function handleSignals(target = process) {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) target.on(signal, () => shutdown(0));
  }

  return {
    start,
    shutdown,
    handleSignals,
    get stopping() {
      return stopping;
    },
  };
}
