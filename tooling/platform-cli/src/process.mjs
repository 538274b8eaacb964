// @ts-check
// Running child processes: to completion with inherited output (builds, tests) or with captured output (pnpm ls).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fail } from './log.mjs';

/** pnpm through npx: nothing of ours is installed globally (README § Quick start). */
export const PNPM = ['--yes', 'pnpm@10.34.8'];

/**
 * Runs a command to completion with inherited output; resolves to its exit code (128 when killed by a signal, 127 when
 * it could not start).
 * @param {string} cmd
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions & { cwd: string }} opts
 * @returns {Promise<number>}
 */
export function run(cmd, args, opts) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('error', (err) => {
      fail(`${cmd}: ${err.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Runs a command to completion with its output (standard output and error, in order) held back, then printed in one
 * piece: for commands that run beside another, so their logs do not interleave. Resolves to its exit code as `run`.
 * @param {string} cmd
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions & { cwd: string }} opts
 * @returns {Promise<number>}
 */
export function runHeldBack(cmd, args, opts) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (err) => {
      fail(`${cmd}: ${err.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

/**
 * Runs a command and collects its standard output; its standard error is shown only when it fails (npm's config
 * warnings would otherwise open every command).
 * @param {string} cmd
 * @param {readonly string[]} args
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv }} opts
 * @returns {Promise<string>}
 */
export function capture(cmd, args, opts) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const out = [];
    /** @type {Buffer[]} */
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`${[cmd, ...args].join(' ')} failed (exit ${code}): ${Buffer.concat(err).toString('utf8').trim()}`));
    });
  });
}

/**
 * `npx pnpm@… <args>` from the repository root.
 * @param {string} root
 * @param {readonly string[]} args
 * @param {Omit<import('node:child_process').SpawnOptions, 'cwd'>} [opts]
 */
export const pnpm = (root, args, opts = {}) => run('npx', [...PNPM, ...args], { cwd: root, ...opts });

/**
 * `node --import tsx <file>` arguments; run from a package folder, tsx resolves from that package's node_modules.
 * @param {string} file
 */
export const tsxArgs = (file) => ['--import', 'tsx', file];

/**
 * A package's installed file (a tool's entry point), looked up in the package itself, then in packages that carry the
 * common tools.
 * @param {string} root
 * @param {string} pkgDir
 * @param {string} packageName
 * @param {string} relBin
 * @returns {string | null}
 */
export function binOf(root, pkgDir, packageName, relBin) {
  for (const dir of [pkgDir, 'deploy', 'e2e', 'platform-api']) {
    const p = path.join(root, dir, 'node_modules', packageName, relBin);
    if (fs.existsSync(p)) return p;
  }
  return null;
}

/**
 * The environment with `changes` applied; a change to `undefined` removes the variable (a child must not inherit a
 * DATABASE_URL it should not use).
 * @param {NodeJS.ProcessEnv} env
 * @param {Record<string, string | undefined>} changes
 * @returns {NodeJS.ProcessEnv}
 */
export function envWith(env, changes) {
  const next = { ...env };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next;
}
