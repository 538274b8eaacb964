#!/usr/bin/env node
// The entry of the root scripts: npm start | test | dev | build | db:reset | typecheck (and `remotes`, `serve`).
// A bootstrap with no dependencies, so it runs on a fresh clone: it installs the dependencies when the lockfile or a
// manifest changed since the last install, then hands the command to tooling/platform-cli (plain ESM, also dependency
// free at run time, so it needs nothing of the install either; ADR 0240).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = ['--yes', 'pnpm@10.34.8'];
const INSTALL_MARKER = path.join(ROOT, 'node_modules', '.platform-install');
const CLI = path.join(ROOT, 'tooling', 'platform-cli', 'src', 'main.mjs');

const say = (msg) => console.log(`\x1b[1m[platform]\x1b[0m ${msg}`);
const fail = (msg) => console.error(`\x1b[1;31m[platform] ${msg}\x1b[0m`);

/** Runs npx pnpm@… with `args`; resolves to its exit code, with its standard output when `capture` is set. */
function pnpm(args, { capture = false, lock = false } = {}) {
  // where flock exists, installs share the lock other pnpm runs on this machine take (parallel installs corrupt
  // node_modules)
  const [cmd, cmdArgs] = lock ? ['flock', [path.join(os.tmpdir(), 'pnpm.lock'), 'npx', ...PNPM, ...args]] : ['npx', [...PNPM, ...args]];
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: ROOT, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const out = [];
    const err = [];
    child.stdout?.on('data', (chunk) => out.push(chunk));
    child.stderr?.on('data', (chunk) => err.push(chunk));
    child.on('error', (e) => {
      fail(`${cmd}: ${e.message}`);
      resolve({ code: 127, stdout: '', stderr: '' });
    });
    child.on('close', (code, signal) =>
      resolve({
        code: code ?? (signal ? 128 : 1),
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
      }),
    );
  });
}

/** The workspace's projects from pnpm itself (it reads pnpm-workspace.yaml; works before anything is installed). */
async function listWorkspace() {
  const { code, stdout, stderr } = await pnpm(['ls', '-r', '--json', '--depth', '-1'], { capture: true });
  if (code !== 0) throw new Error(`pnpm ls failed (exit ${code}): ${stderr.trim()}`);
  return JSON.parse(stdout);
}

/** What pnpm installs from: the lockfile, each manifest's dependency fields, the workspace file and .npmrc. */
function installFingerprint(listing) {
  const parts = [fs.readFileSync(path.join(ROOT, 'pnpm-lock.yaml'), 'utf8')];
  // dependency fields only: editing a script must not trigger an install
  const dirs = listing.map((p) => path.relative(ROOT, p.path) || '.').sort();
  for (const dir of dirs) {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
    const { dependencies, devDependencies, optionalDependencies, peerDependencies, pnpm: pnpmField, packageManager } = pkg;
    parts.push(
      dir,
      JSON.stringify({ dependencies, devDependencies, optionalDependencies, peerDependencies, pnpm: pnpmField, packageManager }),
    );
  }
  for (const file of ['pnpm-workspace.yaml', '.npmrc']) {
    if (fs.existsSync(path.join(ROOT, file))) parts.push(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  }
  return createHash('sha256').update(parts.join('\0')).digest('hex');
}

async function ensureInstalled(listing) {
  const wanted = installFingerprint(listing);
  const installed = fs.existsSync(path.join(ROOT, 'node_modules', '.modules.yaml'));
  const marker = fs.existsSync(INSTALL_MARKER) ? fs.readFileSync(INSTALL_MARKER, 'utf8') : null;
  if (installed && marker === wanted) return;
  say(installed ? 'lockfile or manifests changed: installing dependencies' : 'installing dependencies (first run)');
  const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  const { code } = await pnpm(['install', '--frozen-lockfile'], { lock: hasFlock });
  if (code !== 0) throw new Error(`pnpm install failed (exit ${code})`);
  fs.writeFileSync(INSTALL_MARKER, installFingerprint(listing));
}

async function main() {
  const argv = process.argv.slice(2);
  const cli = await import(pathToFileURL(CLI).href);
  let installMs = 0;
  let workspaceListing;
  if (cli.needsInstall(argv[0])) {
    const started = Date.now();
    workspaceListing = await listWorkspace();
    await ensureInstalled(workspaceListing);
    installMs = Date.now() - started;
  }
  return cli.main({ root: ROOT, argv, env: process.env, installMs, workspaceListing });
}

main().then(
  (code) => {
    if (typeof code === 'number') process.exit(code);
  },
  (err) => {
    fail(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
