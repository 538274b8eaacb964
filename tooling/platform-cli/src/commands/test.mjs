// @ts-check
// `test`: every stage in order (install, build, typecheck, lint, unit, the API on PostgreSQL and PGlite, e2e), going on
// after a failure so one run reports everything; then the slowest journeys, each stage's time against its budget, and
// the summary with `Total: N passed, N failed` as the last line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseTestArgs } from '../args.mjs';
import { ensureChromium } from '../chromium.mjs';
import { fail, say } from '../log.mjs';
import { binOf, envWith, pnpm, run, runHeldBack } from '../process.mjs';
import { playwrightResult, slowestLines, stepResult, summaryLines, vitestResult } from '../reports.mjs';
import { budgetTable, createStageTimer } from '../stage-timer.mjs';
import { stage, STAGES, TOTAL_BUDGET_S } from '../stages.mjs';
import { buildAll } from './build.mjs';
import { typecheckAll } from './typecheck.mjs';

export const TEST_USAGE = `usage: node scripts/platform.mjs test [--stage <stage>[,<stage>…]]…
  no --stage: every stage. Stages: ${STAGES.map((s) => s.id).join(', ')}, api (both API stages).
  e2e brings build along; install always runs. TEST_BUDGET_STRICT=1: over budget fails the run.`;

/** @param {string} file @returns {any} */
function readJsonIfAny(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Packages with a vitest suite, in dependency order (contracts first, the API last).
 * @param {import('../workspace.mjs').WorkspacePackage[]} packages
 */
export function vitestPackages(packages) {
  /** @param {string} d */
  const order = (d) =>
    d.startsWith('shared-') ? 0 : d.startsWith('tooling') ? 1 : d === 'host-shell' ? 2 : d.startsWith('mfe-') ? 3 : d === 'deploy' ? 4 : 5;
  return packages
    .filter((p) => p.dir !== 'e2e' && /\bvitest\b/.test(p.scripts.test ?? ''))
    .map((p) => p.dir)
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b));
}

/** Suites that take longest on the 2-core machine, in that order (measured; the rest are short and follow). */
const LONGEST_SUITES = ['mfe-hr', 'mfe-plan', 'shared-ui', 'host-shell', 'mfe-admin-settings', 'mfe-payments', 'deploy'];

/**
 * The suites with the longest first, so that two at a time end close together.
 * @param {readonly string[]} pkgs
 */
export function byExpectedLength(pkgs) {
  const rank = (/** @type {string} */ p) => (LONGEST_SUITES.includes(p) ? LONGEST_SUITES.indexOf(p) : LONGEST_SUITES.length);
  return [...pkgs].sort((a, b) => rank(a) - rank(b));
}

const API_PGLITE_LABEL = 'platform-api on PGlite';

let reportCount = 0;

/**
 * @param {import('../context.mjs').Context} ctx
 * @param {string} pkg
 * @param {string} label
 * @param {Record<string, string | undefined>} envChanges
 * @param {{ heldBack?: boolean }} [opts] hold its output back until it ends (it runs beside another suite)
 */
async function runVitest(ctx, pkg, label, envChanges, opts = {}) {
  const bin = binOf(ctx.root, pkg, 'vitest', 'vitest.mjs');
  if (!bin) return { label, passed: 0, failed: 1, note: 'vitest not installed' };
  const out = path.join(os.tmpdir(), `vitest-${process.pid}-${++reportCount}.json`);
  fs.rmSync(out, { force: true });
  say(`vitest: ${label}${opts.heldBack ? ' (its output follows when it ends)' : ''}`);
  const code = await (opts.heldBack ? runHeldBack : run)(
    process.execPath,
    [bin, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { cwd: path.join(ctx.root, pkg), env: envWith(ctx.env, envChanges) },
  );
  const report = readJsonIfAny(out);
  fs.rmSync(out, { force: true });
  return vitestResult(label, report, code, ctx.root);
}

/**
 * @param {import('../context.mjs').Context} ctx
 * @param {string} chromium
 */
async function runPlaywright(ctx, chromium) {
  const label = 'e2e (playwright)';
  const cli = binOf(ctx.root, 'e2e', '@playwright/test', 'cli.js');
  if (!cli) return { label, passed: 0, failed: 1, note: '@playwright/test not installed' };
  const out = path.join(ctx.root, 'e2e', 'playwright-report', 'results.json');
  fs.rmSync(out, { force: true });
  // the e2e platform gets its own embedded database with fresh demo data
  fs.rmSync(path.join(ctx.root, '.data', 'e2e'), { recursive: true, force: true });
  say(`playwright: e2e journeys${ctx.env.E2E_WORKERS ? ` (E2E_WORKERS=${ctx.env.E2E_WORKERS})` : ''}`);
  const code = await run(process.execPath, [cli, 'test'], {
    cwd: path.join(ctx.root, 'e2e'),
    // E2E_WORKERS passes through (e2e/playwright.config.ts reads it); the platform under test runs on its embedded
    // defaults, like `npm start`, so it never sees the DATABASE_URL of the API suite
    env: envWith(ctx.env, { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: out, DATABASE_URL: undefined }),
  });
  return playwrightResult(label, readJsonIfAny(out), code);
}

/**
 * @param {import('../context.mjs').Context} ctx
 * @param {string[]} args
 */
export async function test(ctx, args) {
  const parsed = parseTestArgs(args);
  if ('error' in parsed) {
    fail(parsed.error);
    console.log(TEST_USAGE);
    return 2;
  }
  const { stages: selected, implied } = parsed;
  const everything = selected.size === STAGES.length;
  const started = Date.now();
  const timer = createStageTimer();
  /** @type {import('../reports.mjs').SuiteResult[]} */
  const results = [];
  const { env, root } = ctx;

  if (!everything) say(`stages: ${[...selected].join(', ')}${implied.length ? ` (added: ${implied.join('; ')})` : ''}`);
  timer.record(stage('install'), ctx.installMs);

  let built = true;
  if (selected.has('build')) {
    try {
      await timer.time(stage('build'), () => buildAll(ctx));
    } catch (err) {
      fail(err instanceof Error ? err.message : String(err));
      built = false;
      results.push(stepResult('build/publish', false));
    }
  }

  if (selected.has('typecheck')) {
    const failed = await timer.time(stage('typecheck'), () => typecheckAll(ctx).catch((err) => [String(err)]));
    results.push(stepResult(`typecheck${failed.length ? ` (${failed.join(', ')})` : ''}`, failed.length === 0));
  }

  if (selected.has('lint')) {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    if (manifest.scripts?.lint) {
      const code = await timer.time(stage('lint'), () => pnpm(root, ['run', 'lint']));
      results.push(stepResult('lint', code === 0));
    } else if (!everything) {
      say('lint: the root package.json has no lint script');
    }
  }

  // The vitest suites run two at a time, longest first, each taking the next one left when it ends: one suite alone
  // leaves a core idle much of the time (one long file at the end of a package, the database's round trips). Their
  // logs are held back and printed whole, one suite at a time; the summary keeps the usual order.
  const suites = vitestPackages((await ctx.workspace()).packages);
  /** @type {{ pkg: string, label: string, env: Record<string, string | undefined>, stageId?: import('../stages.mjs').StageId }[]} */
  const jobs = [];
  // The whole API suite runs once, on PostgreSQL when DATABASE_URL is set; PGlite then runs its storage suite
  // (platform-api/vitest.config.ts, ADR 0286). Without PostgreSQL the whole suite runs on PGlite.
  const onPostgres = selected.has('api-postgres') && Boolean(env.DATABASE_URL);
  if (suites.includes('platform-api')) {
    // the longest first: the whole suite, then the storage suite beside the unit suites
    if (onPostgres) {
      jobs.push({
        pkg: 'platform-api',
        label: 'platform-api on PostgreSQL',
        env: { DATABASE_URL: env.DATABASE_URL },
        stageId: 'api-postgres',
      });
    } else if (selected.has('api-postgres') && !everything) {
      say('API on PostgreSQL: skipped, DATABASE_URL is not set');
    }
    if (selected.has('api-pglite')) {
      jobs.push({
        pkg: 'platform-api',
        label: API_PGLITE_LABEL,
        env: { DATABASE_URL: undefined, API_SUITE: onPostgres ? 'storage' : undefined },
        stageId: 'api-pglite',
      });
    }
  }
  const unitSuites = selected.has('unit') ? suites.filter((p) => p !== 'platform-api') : [];
  for (const pkg of byExpectedLength(unitSuites)) jobs.push({ pkg, label: pkg, env: { DATABASE_URL: undefined } });
  const heldBack = jobs.length > 1;
  /** @type {Map<string, import('../reports.mjs').SuiteResult>} */
  const done = new Map();
  const unitStarted = Date.now();
  let unitEnded = unitStarted;
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const current = job;
      const body = () => runVitest(ctx, current.pkg, current.label, current.env, { heldBack });
      done.set(current.label, current.stageId ? await timer.time(stage(current.stageId), body) : await body());
      if (!current.stageId) unitEnded = Date.now();
    }
  };
  await Promise.all([worker(), worker()]);
  if (unitSuites.length) timer.record(stage('unit'), unitEnded - unitStarted);
  for (const label of [...unitSuites, API_PGLITE_LABEL, 'platform-api on PostgreSQL']) {
    const result = done.get(label);
    if (result) results.push(result);
  }

  /** @type {import('../reports.mjs').SuiteResult | undefined} */
  let e2e;
  if (selected.has('e2e')) {
    if (built) {
      try {
        e2e = await timer.time(stage('e2e'), () => runPlaywright(ctx, ensureChromium(env, { for: 'journeys' })));
        results.push(e2e);
      } catch (err) {
        fail(err instanceof Error ? err.message : String(err));
        results.push(stepResult('e2e (chromium)', false));
      }
    } else {
      results.push(stepResult('e2e (skipped: the build failed)', false));
    }
  }

  console.log('');
  if (e2e?.journeys?.length) {
    const [head, ...rest] = slowestLines(e2e.journeys);
    say(/** @type {string} */ (head));
    for (const line of rest) console.log(line);
    console.log('');
  }
  const totalMs = Date.now() - started + ctx.installMs;
  const strict = env.TEST_BUDGET_STRICT === '1';
  const table = budgetTable(timer.timings, { totalMs, totalBudgetS: TOTAL_BUDGET_S, strict });
  const [title, ...rows] = table.lines;
  say(/** @type {string} */ (title));
  for (const row of rows) console.log(row);
  if (table.over.length) {
    if (strict) results.push(stepResult(`time budget (TEST_BUDGET_STRICT=1; over: ${table.over.join(', ')})`, false));
    else say(`over budget: ${table.over.join(', ')} (a warning; TEST_BUDGET_STRICT=1 makes it a failure)`);
  }
  console.log('');
  say(`summary (${Math.round(totalMs / 1000)} s):`);
  for (const line of summaryLines(results)) console.log(line);
  return results.some((r) => r.failed) ? 1 : 0;
}
