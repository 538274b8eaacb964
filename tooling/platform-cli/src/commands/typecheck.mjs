// @ts-check
// `typecheck`: every package with a tsconfig.json, without checking anything twice.
//
// - The root tsconfig.json is one program over the front-end packages. A package whose whole `include` is in it
//   (host-shell, the remotes, shared-ui) is checked there, not again on its own: ten programs would each load React,
//   antd and shared-contracts' sources again (measured: 65 s for the ten, 17 s for the one; ADR 0240).
// - A package's typecheck script still says what runs around its tsc (gql.tada's `generate output` before it); those
//   steps run first, then the programs. They are skipped when the package, shared-contracts (the GraphQL schema) and
//   the lockfile are as they were after their last successful run.
// - Every tsc is incremental, its tsBuildInfo under node_modules/.cache/platform/tsc, so a second typecheck (in the same
//   `npm test`, or the next one) re-checks only what changed.
import fs from 'node:fs';
import path from 'node:path';
import { readJsonc } from '../jsonc.mjs';
import { fail, say } from '../log.mjs';
import { run } from '../process.mjs';

/**
 * @typedef {object} TypecheckJob
 * @property {string} label
 * @property {string} cwd         folder relative to the root
 * @property {string[]} commands  shell commands, run in order, stopping at the first failure
 * @property {string[]} binDirs   folders (relative to the root) whose node_modules/.bin go first on PATH
 */

const TSC = /^tsc(\s|$)/;
const TSC_BUILD_MODE = /^tsc\s+(-b|--build)(\s|$)/;

/** @param {string} p */
const normalise = (p) => p.replace(/^\.\//, '').replace(/\/+$/, '');

/** @param {string} s */
const shellQuote = (s) => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

/**
 * Which commands check which package.
 * @param {object} input
 * @param {{ dir: string, scripts: Record<string, string> }[]} input.packages   packages with a tsconfig.json
 * @param {Record<string, string[] | undefined>} input.includes                each package's tsconfig `include`
 * @param {string[] | null} input.rootInclude                                   the root tsconfig.json's `include` (null: none)
 * @param {string} input.tsBuildInfoDir                                         absolute
 * @returns {{ prepare: TypecheckJob[], programs: TypecheckJob[], covered: string[] }}
 */
export function planTypecheck({ packages, includes, rootInclude, tsBuildInfoDir }) {
  const rootSet = new Set((rootInclude ?? []).map(normalise));
  /** @param {string} name */
  const incremental = (name) => `--incremental --tsBuildInfoFile ${shellQuote(path.join(tsBuildInfoDir, `${name}.tsbuildinfo`))}`;
  /** @type {TypecheckJob[]} */
  const prepare = [];
  /** @type {TypecheckJob[]} */
  const programs = [];
  /** @type {string[]} */
  const covered = [];

  for (const { dir, scripts } of packages) {
    const include = includes[dir];
    const isCovered = Boolean(include?.length) && (include ?? []).every((inc) => rootSet.has(normalise(`${dir}/${normalise(inc)}`)));
    const steps = scripts.typecheck ? scripts.typecheck.split('&&').map((s) => s.trim()) : ['tsc --noEmit -p tsconfig.json'];
    const slug = dir.replace(/[^\w.-]+/g, '_');
    if (isCovered) {
      covered.push(dir);
      const around = steps.filter((s) => !TSC.test(s));
      if (around.length) prepare.push({ label: dir, cwd: dir, commands: around, binDirs: [dir] });
    } else {
      const commands = steps.map((s) => (TSC.test(s) && !TSC_BUILD_MODE.test(s) ? `${s} ${incremental(slug)}` : s));
      programs.push({ label: dir, cwd: dir, commands, binDirs: [dir] });
    }
  }
  if (covered.length) {
    // the longest program first, so the two workers finish close together
    programs.unshift({
      label: 'front-end (root tsconfig.json)',
      cwd: '.',
      commands: [`tsc --noEmit -p tsconfig.json ${incremental('root')}`],
      binDirs: ['.', ...covered],
    });
  }
  return { prepare, programs, covered };
}

/**
 * Runs jobs, `concurrency` at a time; resolves to the labels of those that failed.
 * @param {string} root
 * @param {NodeJS.ProcessEnv} env
 * @param {TypecheckJob[]} jobs
 * @param {(job: TypecheckJob) => void} [passed]  called after each job that passed
 * @param {number} [concurrency]
 */
async function runJobs(root, env, jobs, passed = () => undefined, concurrency = 2) {
  /** @type {string[]} */
  const failed = [];
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const bins = job.binDirs.map((d) => path.join(root, d, 'node_modules', '.bin'));
      const jobEnv = { ...env, PATH: [...bins, env.PATH ?? ''].join(path.delimiter) };
      let ok = true;
      for (const command of job.commands) {
        const code = await run('sh', ['-c', command], { cwd: path.join(root, job.cwd), env: jobEnv });
        if (code !== 0) {
          failed.push(job.label);
          ok = false;
          break;
        }
      }
      if (ok) passed(job);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failed;
}

/**
 * @param {string} file
 * @returns {string[] | null}
 */
function includeOf(file) {
  if (!fs.existsSync(file)) return null;
  const config = /** @type {{ include?: unknown }} */ (readJsonc(file));
  return Array.isArray(config.include) ? config.include.filter((i) => typeof i === 'string') : null;
}

/**
 * Type-checks the workspace; resolves to the labels of what failed (empty: all passed).
 * @param {import('../context.mjs').Context} ctx
 * @returns {Promise<string[]>}
 */
export async function typecheckAll(ctx) {
  const { root, env } = ctx;
  const packages = (await ctx.workspace()).packages.filter((p) => p.hasTsconfig);
  /** @type {Record<string, string[] | undefined>} */
  const includes = {};
  for (const p of packages) includes[p.dir] = includeOf(path.join(root, p.dir, 'tsconfig.json')) ?? undefined;
  const tsBuildInfoDir = path.join(ctx.cacheDir, 'tsc');
  fs.mkdirSync(tsBuildInfoDir, { recursive: true });
  const plan = planTypecheck({ packages, includes, rootInclude: includeOf(path.join(root, 'tsconfig.json')), tsBuildInfoDir });

  if (plan.covered.length) say(`typecheck: front-end in one program (${plan.covered.join(', ')})`);
  say(
    `typecheck: ${plan.programs
      .filter((j) => j.cwd !== '.')
      .map((j) => j.label)
      .join(', ')}`,
  );
  // what the steps before tsc read and write is inside the package (gql.tada: the schema in shared-contracts, the
  // output beside the sources), so the fingerprint after a successful run says whether running them again would change
  // anything
  /** @param {TypecheckJob} job */
  const prepareInputs = (job) => ctx.fingerprinter.fingerprint([job.cwd, 'shared-contracts', 'pnpm-lock.yaml'], job.commands.join('\n'));
  /** @param {TypecheckJob} job */
  const stampName = (job) => `typecheck-prepare-${job.cwd.replace(/[^\w.-]+/g, '_')}`;
  const prepare = plan.prepare.filter((job) => ctx.stamps.read(stampName(job)) !== prepareInputs(job));
  const upToDate = plan.prepare.filter((job) => !prepare.includes(job)).map((job) => job.label);
  if (upToDate.length) say(`typecheck: the steps before tsc are up to date in ${upToDate.join(', ')}`);
  const failed = [
    ...(await runJobs(root, env, prepare, (job) => ctx.stamps.write(stampName(job), prepareInputs(job)))),
    ...(await runJobs(root, env, plan.programs)),
  ];
  if (failed.length) fail(`typecheck failed in: ${failed.join(', ')}`);
  else say('typecheck passed');
  return failed;
}

/** @param {import('../context.mjs').Context} ctx */
export async function typecheck(ctx) {
  return (await typecheckAll(ctx)).length === 0 ? 0 : 1;
}
