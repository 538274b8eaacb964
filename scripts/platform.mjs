#!/usr/bin/env node
// The root scripts: npm start | test | dev | build | db:reset | typecheck (and `remotes`, `serve`).
// Plain Node ESM with no dependencies, so it runs on a fresh clone before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSupervisor } from './supervisor.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = ['--yes', 'pnpm@10.34.8'];
const STATE_DIR = path.join(ROOT, 'node_modules', '.cache', 'platform');
const INSTALL_MARKER = path.join(ROOT, 'node_modules', '.platform-install');
// Every remote package is a folder with a remote.json (docs/architecture.md § Remotes); the gateway's list of the
// remotes it needs is deploy/src/paths.ts.
const REMOTES = fs
  .readdirSync(ROOT)
  .filter((d) => fs.existsSync(path.join(ROOT, d, 'remote.json')))
  .sort();
const FRONT_END = ['host-shell', ...REMOTES];
const FRONT_END_SHARED = ['shared-contracts', 'shared-ui', 'tooling', 'pnpm-lock.yaml', 'tsconfig.base.json'];
const API_SHARED = ['shared-contracts', 'pnpm-lock.yaml', 'tsconfig.base.json'];
const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', 'coverage', '.turbo', 'test-results', 'playwright-report', '.store']);
const CHROMIUM_DEFAULT = '/usr/bin/chromium';

const env = process.env;
const PORT = env.PORT ?? '8080';
const API_PORT = env.API_PORT ?? '4000';

// ---------------------------------------------------------------------------------------------------------- helpers

const say = (msg) => console.log(`\x1b[1m[platform]\x1b[0m ${msg}`);
const fail = (msg) => console.error(`\x1b[1;31m[platform] ${msg}\x1b[0m`);

/** Run a command to completion with inherited output; resolves to its exit code. */
function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
    child.on('error', (err) => {
      fail(`${cmd}: ${err.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

const pnpm = (args, opts) => run('npx', [...PNPM, ...args], opts);

/** node --import tsx <file> from a package folder (tsx resolves from that package's node_modules). */
const tsxArgs = (file) => ['--import', 'tsx', file];

function exists(p) {
  return fs.existsSync(p);
}

function sha256(text) {
  return createHash('sha256').update(text).digest('hex');
}

function readState(name) {
  try {
    return fs.readFileSync(path.join(STATE_DIR, name), 'utf8');
  } catch {
    return null;
  }
}

function writeState(name, value) {
  fs.mkdirSync(STATE_DIR, { recursive: true });
  fs.writeFileSync(path.join(STATE_DIR, name), value);
}

/** Workspace package folders, from pnpm-workspace.yaml (plain entries and `dir/*` / `prefix-*` globs). */
function workspacePackages() {
  const yaml = fs.readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const patterns = [];
  for (const line of yaml.split('\n')) {
    if (/^\S/.test(line) && !line.startsWith('packages:')) {
      if (patterns.length) break;
      continue;
    }
    const m = line.match(/^\s+-\s+["']?([^"'\s]+)["']?\s*$/);
    if (m) patterns.push(m[1]);
  }
  const dirs = [];
  for (const pattern of patterns) {
    if (!pattern.includes('*')) {
      dirs.push(pattern);
      continue;
    }
    const parent = path.dirname(pattern) === '.' ? '' : path.dirname(pattern);
    const prefix = path.basename(pattern).replace('*', '');
    for (const name of fs.readdirSync(path.join(ROOT, parent)).sort()) {
      if (name.startsWith(prefix)) dirs.push(parent ? `${parent}/${name}` : name);
    }
  }
  return dirs.filter((d) => exists(path.join(ROOT, d, 'package.json')));
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Fingerprint of the inputs of a build: every file's path and content (tests excluded). */
function fingerprint(entries, extra = '') {
  const hash = createHash('sha256');
  hash.update(extra);
  const visit = (rel) => {
    const abs = path.join(ROOT, rel);
    let stat;
    try {
      stat = fs.statSync(abs);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) {
        if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
        visit(`${rel}/${name}`);
      }
    } else if (!/\.test\.[cm]?[jt]sx?$|(^|\/)vitest\.config\./.test(rel)) {
      // content, not mtime: a regenerated file with the same content (gql.tada output, a checkout) is not a change
      hash.update(`${rel}\0${createHash('sha1').update(fs.readFileSync(abs)).digest('hex')}\n`);
    }
  };
  for (const e of entries) visit(e);
  return hash.digest('hex');
}

// ---------------------------------------------------------------------------------------------------------- install

function installFingerprint() {
  const parts = [fs.readFileSync(path.join(ROOT, 'pnpm-lock.yaml'), 'utf8')];
  // only what pnpm installs from: editing a script must not trigger an install
  for (const dir of ['.', ...workspacePackages()]) {
    const pkg = readJson(path.join(ROOT, dir, 'package.json'));
    const { dependencies, devDependencies, optionalDependencies, peerDependencies, pnpm, packageManager } = pkg;
    parts.push(dir, JSON.stringify({ dependencies, devDependencies, optionalDependencies, peerDependencies, pnpm, packageManager }));
  }
  for (const file of ['pnpm-workspace.yaml', '.npmrc']) {
    if (exists(path.join(ROOT, file))) parts.push(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  }
  return sha256(parts.join('\0'));
}

async function ensureInstalled() {
  const wanted = installFingerprint();
  const installed = exists(path.join(ROOT, 'node_modules', '.modules.yaml'));
  const marker = exists(INSTALL_MARKER) ? fs.readFileSync(INSTALL_MARKER, 'utf8') : null;
  if (installed && marker === wanted) return;
  say(installed ? 'lockfile or manifests changed: installing dependencies' : 'installing dependencies (first run)');
  // where flock exists, share the lock other pnpm runs on this machine take (parallel installs corrupt node_modules)
  const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  const code = hasFlock
    ? await run('flock', [path.join(os.tmpdir(), 'pnpm.lock'), 'npx', ...PNPM, 'install', '--frozen-lockfile'])
    : await pnpm(['install', '--frozen-lockfile']);
  if (code !== 0) throw new Error(`pnpm install failed (exit ${code})`);
  fs.writeFileSync(INSTALL_MARKER, installFingerprint());
}

// ---------------------------------------------------------------------------------------------------------- build

/** Hash of a build's key output file: a dist rewritten by anything else (a dev watch build) no longer matches. */
function outputHash(file) {
  try {
    return sha256(fs.readFileSync(file));
  } catch {
    return null;
  }
}

const frontEndOutput = (pkg) => path.join(ROOT, pkg, 'dist', pkg === 'host-shell' ? 'index.html' : 'mf-manifest.json');
const API_OUTPUT = path.join(ROOT, 'platform-api', 'dist', 'main.js');

function frontEndStale() {
  const stale = [];
  for (const pkg of FRONT_END) {
    if (!exists(path.join(ROOT, pkg, 'package.json'))) continue;
    const fp = fingerprint([pkg, ...FRONT_END_SHARED], `BUILD_LABEL=${env.BUILD_LABEL ?? ''}`);
    const out = outputHash(frontEndOutput(pkg));
    if (!out || readState(`build-${pkg}`) !== `${fp} ${out}`) stale.push({ pkg, fp });
  }
  return stale;
}

async function buildFrontEnd() {
  const stale = frontEndStale();
  if (stale.length === 0) {
    say('front-end builds are up to date');
    return;
  }
  say(`building ${stale.map((s) => s.pkg).join(', ')}`);
  const filters = stale.flatMap((s) => ['--filter', `./${s.pkg}`]);
  const code = await pnpm(['--workspace-concurrency=2', ...filters, 'run', 'build']);
  if (code !== 0) throw new Error(`front-end build failed (exit ${code})`);
  for (const s of stale) writeState(`build-${s.pkg}`, `${s.fp} ${outputHash(frontEndOutput(s.pkg))}`);
}

async function buildApi() {
  const fp = fingerprint(['platform-api', ...API_SHARED]);
  const out = outputHash(API_OUTPUT);
  if (out && readState('build-platform-api') === `${fp} ${out}`) {
    say('platform-api build is up to date');
    return;
  }
  say('building platform-api');
  const code = await pnpm(['--filter', '@work/platform-api', 'run', 'build']);
  if (code !== 0) throw new Error(`platform-api build failed (exit ${code})`);
  const built = outputHash(API_OUTPUT);
  if (!built) throw new Error('platform-api build did not produce platform-api/dist/main.js');
  writeState('build-platform-api', `${fp} ${built}`);
}

/** Publish every remote whose build was never published (idempotent; keeps a rollback in place). */
async function publishRemotes(extra = []) {
  const code = await run(process.execPath, [...tsxArgs('src/cli.ts'), 'sync', ...extra], { cwd: path.join(ROOT, 'deploy') });
  if (code !== 0) throw new Error(`publishing the remotes failed (exit ${code})`);
}

/** Build what is stale and publish the remotes (dependencies installed). */
async function buildAndPublish() {
  await buildFrontEnd();
  await buildApi();
  await publishRemotes();
}

async function buildAll() {
  await ensureInstalled();
  await buildAndPublish();
}

// ---------------------------------------------------------------------------------------------------------- serve

/**
 * Start platform-api and the gateway in the foreground. Resolves (never) while they run. A crashed API is restarted
 * with backoff (the gateway stays up); the gateway or another child dying stops the platform (loudly); SIGINT/SIGTERM
 * stop everything.
 */
function serve({ apiCommand, extraChildren = [], gatewayEnv = {} } = {}) {
  const supervisor = createSupervisor({ cwd: ROOT, fail });

  const apiEnv = { ...env, API_PORT, PUBLIC_PORT: env.PUBLIC_PORT ?? PORT };
  const [apiCmd, apiArgs, apiOpts] = apiCommand ?? [process.execPath, ['platform-api/dist/main.js'], {}];
  supervisor.start('platform-api', apiCmd, apiArgs, { env: apiEnv, ...apiOpts }, { restart: true });
  supervisor.start('gateway', process.execPath, tsxArgs('src/gateway/main.ts'), {
    cwd: path.join(ROOT, 'deploy'),
    env: { ...env, ...gatewayEnv, PORT, API_URL: env.API_URL ?? `http://127.0.0.1:${API_PORT}` },
  });
  for (const [name, cmd, args, opts] of extraChildren) supervisor.start(name, cmd, args, opts);
  supervisor.handleSignals();

  waitHealthy(Number(PORT)).then((ok) => {
    if (supervisor.stopping) return;
    if (ok) {
      say(
        `ready: http://localhost:${PORT}  (tenants: http://network.localhost:${PORT}, http://control.localhost:${PORT}, http://client.localhost:${PORT})`,
      );
    } else {
      fail(`http://localhost:${PORT}/healthz is still not 200 after 180 s; see the logs above (still running)`);
    }
  });
  return new Promise(() => undefined);
}

async function waitHealthy(port, timeoutMs = 180_000) {
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

// ---------------------------------------------------------------------------------------------------------- dev

async function dev() {
  await ensureInstalled();
  // no production build first: the watchers build in development mode, and each remote is published when its
  // first build lands (healthz turns 200 once all seven are in the registry)
  const devEnv = { ...env, NODE_ENV: 'development' };
  // one webpack process watching every front-end package (lighter than eight) when the shared build tool is there
  const multiBuild = path.join(ROOT, 'tooling', 'webpack-config', 'build.mjs');
  const watchers = [
    exists(multiBuild)
      ? [
          'webpack --watch',
          process.execPath,
          [multiBuild, '--watch', ...FRONT_END.filter((p) => exists(path.join(ROOT, p)))],
          { env: devEnv },
        ]
      : [
          'webpack --watch',
          'npx',
          [...PNPM, '--parallel', '--filter', './host-shell', '--filter', './mfe-*', 'run', 'dev'],
          { env: devEnv },
        ],
  ];
  // re-publish a remote when its watch build writes a new mf-manifest.json
  const seen = new Map(REMOTES.map((r) => [r, mtimeOf(path.join(ROOT, r, 'dist', 'mf-manifest.json'))]));
  let publishing = false;
  let pending = false;
  const syncNow = async () => {
    if (publishing) {
      pending = true;
      return;
    }
    publishing = true;
    await run(process.execPath, [...tsxArgs('src/cli.ts'), 'sync', '--allow-missing'], { cwd: path.join(ROOT, 'deploy') });
    publishing = false;
    if (pending) {
      pending = false;
      void syncNow();
    }
  };
  setInterval(() => {
    let changed = false;
    for (const r of REMOTES) {
      const m = mtimeOf(path.join(ROOT, r, 'dist', 'mf-manifest.json'));
      if (m !== seen.get(r) && m !== 0 && Date.now() - m > 1000) {
        seen.set(r, m);
        changed = true;
      }
    }
    if (changed) void syncNow();
  }, 1500).unref();
  return serve({
    apiCommand: [
      'npx',
      [...PNPM, '--filter', '@work/platform-api', 'run', 'dev'],
      { env: { ...env, API_PORT, PUBLIC_PORT: env.PUBLIC_PORT ?? PORT } },
    ],
    extraChildren: watchers,
    // the dev/QA tool is on while developing (loopback origins only, unless REMOTE_OVERRIDE_ORIGINS says otherwise)
    gatewayEnv: { REMOTE_OVERRIDES: env.REMOTE_OVERRIDES ?? 'on' },
  });
}

function mtimeOf(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

// ---------------------------------------------------------------------------------------------------------- typecheck

function binOf(pkgDir, packageName, relBin) {
  for (const dir of [pkgDir, 'deploy', 'e2e', 'platform-api']) {
    const p = path.join(ROOT, dir, 'node_modules', packageName, relBin);
    if (exists(p)) return p;
  }
  return null;
}

async function typecheck() {
  const pkgs = workspacePackages().filter((d) => exists(path.join(ROOT, d, 'tsconfig.json')));
  say(`typecheck: ${pkgs.join(', ')}`);
  const failed = [];
  const queue = [...pkgs];
  const worker = async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
      // a package's own typecheck script knows its extra steps (e.g. gql.tada's generated types)
      const script = readJson(path.join(ROOT, pkg, 'package.json')).scripts?.typecheck;
      let code;
      if (script) {
        code = await run('sh', ['-c', script], {
          cwd: path.join(ROOT, pkg),
          env: { ...env, PATH: `${path.join(ROOT, pkg, 'node_modules', '.bin')}${path.delimiter}${env.PATH ?? ''}` },
        });
      } else {
        const tsc = binOf(pkg, 'typescript', 'bin/tsc');
        if (!tsc) {
          failed.push(`${pkg} (no typescript installed)`);
          continue;
        }
        code = await run(process.execPath, [tsc, '--noEmit', '-p', path.join(pkg, 'tsconfig.json')]);
      }
      if (code !== 0) failed.push(pkg);
    }
  };
  await Promise.all([worker(), worker()]);
  if (failed.length) fail(`typecheck failed in: ${failed.join(', ')}`);
  else say('typecheck passed');
  return failed;
}

// ---------------------------------------------------------------------------------------------------------- test

function ensureChromium() {
  const wanted = env.CHROMIUM_PATH || CHROMIUM_DEFAULT;
  if (exists(wanted)) return wanted;
  if (env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist`);
  say('Chromium is missing: installing Debian chromium (apt-get)');
  const sudo = typeof process.getuid === 'function' && process.getuid() !== 0 ? ['sudo'] : [];
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const sh = (args) => spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit', env: aptEnv });
  if (sh(['apt-get', 'update']).status !== 0) throw new Error('apt-get update failed');
  if (sh(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']).status !== 0) {
    throw new Error('apt-get install chromium failed');
  }
  if (!exists(CHROMIUM_DEFAULT)) throw new Error(`chromium installed but ${CHROMIUM_DEFAULT} is missing`);
  return CHROMIUM_DEFAULT;
}

/** Packages with a vitest suite, in dependency order (contracts first, the API last). */
function vitestPackages() {
  const order = (d) =>
    d.startsWith('shared-') ? 0 : d.startsWith('tooling') ? 1 : d === 'host-shell' ? 2 : d.startsWith('mfe-') ? 3 : d === 'deploy' ? 4 : 5;
  return workspacePackages()
    .filter((d) => d !== 'e2e')
    .filter((d) => {
      const pkg = readJson(path.join(ROOT, d, 'package.json'));
      return /\bvitest\b/.test(pkg.scripts?.test ?? '');
    })
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b));
}

const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

async function runVitest(pkg, label, extraEnv) {
  const bin = binOf(pkg, 'vitest', 'vitest.mjs');
  if (!bin) return { label, passed: 0, failed: 1, note: 'vitest not installed' };
  const out = path.join(os.tmpdir(), `vitest-${process.pid}-${pkg.replace(/\W/g, '_')}-${label.length}.json`);
  fs.rmSync(out, { force: true });
  say(`vitest: ${label}`);
  const testEnv = { ...env, ...extraEnv };
  for (const [k, v] of Object.entries(extraEnv)) if (v === undefined) delete testEnv[k];
  const code = await run(process.execPath, [bin, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    cwd: path.join(ROOT, pkg),
    env: testEnv,
  });
  let passed = 0;
  let failed = 0;
  const failures = [];
  try {
    const report = readJson(out);
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
    for (const file of report.testResults ?? []) {
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'failed')
          failures.push({ title: `${path.relative(ROOT, file.name)} › ${t.fullName}`, error: t.failureMessages?.[0] });
      }
      if (file.status === 'failed' && !(file.assertionResults ?? []).length)
        failures.push({ title: path.relative(ROOT, file.name), error: file.message });
    }
  } catch {
    // no report: the run crashed before reporting
  }
  if (code !== 0 && failed === 0) failed = 1; // a failed suite (import error, unhandled error) with no failed test
  fs.rmSync(out, { force: true });
  return { label, passed, failed, failures };
}

async function runPlaywright(chromium) {
  const cli = binOf('e2e', '@playwright/test', 'cli.js');
  if (!cli) return { label: 'e2e', passed: 0, failed: 1, note: '@playwright/test not installed' };
  const out = path.join(ROOT, 'e2e', 'playwright-report', 'results.json');
  fs.rmSync(out, { force: true });
  // the e2e platform gets its own embedded database with fresh demo data
  fs.rmSync(path.join(ROOT, '.data', 'e2e'), { recursive: true, force: true });
  say('playwright: e2e journeys');
  const e2eEnv = { ...env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: out };
  delete e2eEnv.DATABASE_URL; // the platform under test runs on its embedded defaults, like `npm start`
  const code = await run(process.execPath, [cli, 'test'], { cwd: path.join(ROOT, 'e2e'), env: e2eEnv });
  let passed = 0;
  let failed = 0;
  const failures = [];
  const durations = [];
  try {
    const report = readJson(out);
    passed = (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed = report.stats.unexpected ?? 0;
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          const last = t.results?.at(-1);
          durations.push({ title: [...titles, spec.title].join(' › '), ms: (t.results ?? []).reduce((n, r) => n + (r.duration ?? 0), 0) });
          if (t.status === 'unexpected')
            failures.push({ title: [...titles, spec.title].join(' › '), error: last?.error?.message ?? last?.errors?.[0]?.message });
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  } catch {
    // no report
  }
  if (code !== 0 && failed === 0) failed = 1;
  const slowest = durations.sort((a, b) => b.ms - a.ms).slice(0, 10);
  return { label: 'e2e (playwright)', passed, failed, failures, slowest };
}

/**
 * Targets per stage on a quiet 2-core machine (seconds; README § Tests). Over budget is a warning, or a failure with
 * TEST_BUDGET_STRICT=1: a busy CI machine may be slower, a quiet one that is over says the suite grew too slow.
 */
const STAGE_BUDGETS = {
  install: 90,
  build: 150,
  typecheck: 60,
  lint: 20,
  unit: 60,
  'API on PGlite': 120,
  'API on PostgreSQL': 120,
  e2e: 180,
};
const TOTAL_BUDGET = 480;

function hasRootScript(name) {
  return Boolean(readJson(path.join(ROOT, 'package.json')).scripts?.[name]);
}

async function test() {
  const started = Date.now();
  const results = [];
  const timings = [];
  const step = (label, ok) => results.push({ label, passed: 0, failed: ok ? 0 : 1, step: true });
  /** Runs one stage and records its wall time under `name`. */
  const stage = async (name, body) => {
    const at = Date.now();
    try {
      return await body();
    } finally {
      timings.push({ name, seconds: (Date.now() - at) / 1000 });
    }
  };

  let built = true;
  try {
    await stage('install', ensureInstalled);
    await stage('build', buildAndPublish);
  } catch (err) {
    fail(err.message);
    built = false;
    step('install/build/publish', false);
  }

  const typeErrors = await stage('typecheck', () => typecheck().catch((err) => [String(err)]));
  step(`typecheck${typeErrors.length ? ` (${typeErrors.join(', ')})` : ''}`, typeErrors.length === 0);

  if (hasRootScript('lint')) {
    const code = await stage('lint', () => pnpm(['run', 'lint']));
    step('lint (eslint boundaries, prettier)', code === 0);
  }

  const packages = vitestPackages();
  await stage('unit', async () => {
    for (const pkg of packages.filter((p) => p !== 'platform-api')) results.push(await runVitest(pkg, pkg, { DATABASE_URL: undefined }));
  });
  if (packages.includes('platform-api')) {
    await stage('API on PGlite', async () => results.push(await runVitest('platform-api', 'platform-api', { DATABASE_URL: undefined })));
    if (env.DATABASE_URL) {
      await stage('API on PostgreSQL', async () =>
        results.push(await runVitest('platform-api', 'platform-api on PostgreSQL', { DATABASE_URL: env.DATABASE_URL })),
      );
    }
  }

  let e2e;
  if (built) {
    try {
      e2e = await stage('e2e', async () => runPlaywright(ensureChromium()));
      results.push(e2e);
    } catch (err) {
      fail(err.message);
      step('e2e (chromium)', false);
    }
  } else {
    step('e2e (skipped: the build failed)', false);
  }

  console.log('');
  if (e2e?.slowest?.length) {
    say('the ten slowest journeys:');
    for (const t of e2e.slowest) console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.title}`);
    console.log('');
  }
  const total = (Date.now() - started) / 1000;
  const strict = env.TEST_BUDGET_STRICT === '1';
  let overBudget = false;
  say(`stage times (budget on a quiet 2-core machine${strict ? ', strict' : ''}):`);
  for (const t of [...timings, { name: 'total', seconds: total }]) {
    const budget = t.name === 'total' ? TOTAL_BUDGET : STAGE_BUDGETS[t.name];
    const over = budget !== undefined && t.seconds > budget;
    overBudget ||= over;
    console.log(
      `  ${t.name.padEnd(18)} ${t.seconds.toFixed(0).padStart(5)} s   budget ${String(budget ?? '-').padStart(4)} s${over ? '   OVER BUDGET' : ''}`,
    );
  }
  if (overBudget && strict) step('time budget (TEST_BUDGET_STRICT=1)', false);
  console.log('');
  say(`summary (${Math.round(total)} s):`);
  for (const r of results) {
    const status = r.failed ? 'FAIL' : 'ok  ';
    console.log(`  ${status} ${r.label}${r.step ? '' : `: ${r.passed} passed, ${r.failed} failed`}${r.note ? ` (${r.note})` : ''}`);
  }
  // The causes again, short, beside the totals: a CI log is often read from its tail.
  for (const r of results) {
    for (const f of (r.failures ?? []).slice(0, 10)) {
      console.log(`  ✗ ${r.label}: ${f.title}`);
      const lines = stripAnsi(String(f.error ?? ''))
        .split('\n')
        .map((l) => l.trimEnd())
        .filter(Boolean)
        .slice(0, 12);
      for (const line of lines) console.log(`      ${line.slice(0, 200)}`);
    }
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log(`Total: ${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

// ---------------------------------------------------------------------------------------------------------- main

const USAGE = `usage: node scripts/platform.mjs <start|serve|test|dev|build|db:reset|typecheck|remotes ...>
  start      install, build what is stale, publish changed remotes, run API + gateway (PORT, default 8080)
  serve      run API + gateway from the existing builds (used by the e2e webServer)
  test       typecheck, every vitest suite (API also on DATABASE_URL when set), Playwright journeys
  dev        webpack --watch for host + remotes, tsx watch for the API, gateway; re-publishes rebuilt remotes
  build      install, build what is stale, publish changed remotes
  db:reset   reset the embedded database to the demo data
  typecheck  tsc --noEmit for every package
  remotes    the deploy CLI: remotes publish|rollback|list|sync`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  switch (command) {
    case 'start':
      await buildAll();
      return serve();
    case 'serve':
      return serve();
    case 'build':
      await buildAll();
      return 0;
    case 'dev':
      return dev();
    case 'test':
      return test();
    case 'typecheck':
      await ensureInstalled();
      return (await typecheck()).length === 0 ? 0 : 1;
    case 'db:reset':
      await ensureInstalled();
      return pnpm(['--filter', '@work/platform-api', 'run', 'db:reset']);
    case 'remotes':
      await ensureInstalled();
      return run(process.execPath, [...tsxArgs('src/cli.ts'), ...rest], {
        cwd: path.join(ROOT, 'deploy'),
        env: { ...env, INIT_CWD: env.INIT_CWD ?? process.cwd() },
      });
    default:
      console.log(USAGE);
      return command ? 2 : 0;
  }
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
