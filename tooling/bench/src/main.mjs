// @ts-check
// `npm run bench` (after the platform CLI has built what is stale): a fresh PostgreSQL database, the platform started
// from its production build, the first load of /work in Chromium, the API under load beside a bare graphql-yoga
// server; one table printed and written into the README (issue 15, ADR 0251).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CHROMIUM_DEFAULT } from '@work/platform-cli/chromium';
import { waitHealthy } from '@work/platform-cli/serve';
import { measureBundle } from '@work/webpack-config/size-budget.mjs';
import { load, startBareYoga } from './api-load.mjs';
import { measureFirstLoads } from './first-load.mjs';
import { renderTables, replaceInReadme } from './report.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const env = process.env;
const PORT = Number(env.BENCH_PORT ?? 8180);
const API_PORT = Number(env.BENCH_API_PORT ?? 4180);
const BARE_PORT = Number(env.BENCH_BARE_PORT ?? 4181);
const RUNS = Number(env.BENCH_RUNS ?? 5);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const CHROMIUM = env.CHROMIUM_PATH || CHROMIUM_DEFAULT;
/** The PostgreSQL server the bench creates its own database on (it never touches another database). */
const SERVER_URL = env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'platform_bench';

const say = (/** @type {string} */ msg) => console.log(`\x1b[1m[bench]\x1b[0m ${msg}`);

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** `npm start`'s processes (API and gateway) from the existing builds, on the bench's own ports and database. */
async function startPlatform(/** @type {string} */ databaseUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-bench-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'platform.mjs'), 'serve'], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      PUBLIC_PORT: String(PORT),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-(child.pid ?? 0), 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = await Promise.race([waitHealthy(PORT), exited.then((code) => `exited (${code})`)]);
  if (ready === true) return stop;
  stop();
  throw new Error(ready === false ? 'the platform was not healthy after 180 s' : `the platform ${ready} before it was healthy`);
}

async function main() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium, or set CHROMIUM_PATH`);
  say(`fresh database ${DATABASE} on ${new URL(SERVER_URL).host}`);
  const stopPlatform = await startPlatform(await freshDatabase());
  const bare = await startBareYoga(BARE_PORT);
  try {
    /** @type {string | undefined} */
    let croudieToken;
    const firstLoad = [];
    for (const { who, email, host, region } of [
      { who: 'croudie', email: 'croudie.active@example.com', host: 'network', region: 'Your dashboard' },
      { who: 'staff', email: 'staff.admin@example.com', host: 'control', region: undefined },
    ]) {
      say(`first load of /work as ${who}: ${RUNS} runs at 1× and 4× CPU`);
      const onToken = who === 'croudie' ? (/** @type {string} */ t) => (croudieToken = t) : undefined;
      firstLoad.push(
        ...(await measureFirstLoads({
          chromiumPath: CHROMIUM,
          origin: `http://${host}.localhost:${PORT}`,
          email,
          who,
          cpuRates: [1, 4],
          runs: RUNS,
          region,
          onToken,
        })),
      );
    }
    if (!croudieToken) throw new Error('the shell never received an access token for the croudie');

    const api = [];
    const platformUrl = `http://127.0.0.1:${API_PORT}/api/graphql`;
    say(`API load: ${SECONDS} s per run, after a warm-up`);
    await load({ url: platformUrl, server: 'platform', query: 'me', connections: 10, seconds: 3, token: croudieToken });
    await load({ url: bare.url, server: 'bare yoga', query: 'me', connections: 10, seconds: 3 });
    for (const query of /** @type {const} */ (['me', 'myTasks'])) {
      for (const connections of [10, 100]) {
        api.push(await load({ url: bare.url, server: 'bare yoga', query, connections, seconds: SECONDS }));
        api.push(await load({ url: platformUrl, server: 'platform', query, connections, seconds: SECONDS, token: croudieToken }));
      }
    }

    // each bundle's own code as the build measured it against its budget (tooling/webpack-config/size-budget.mjs)
    const bundles = [
      'host-shell',
      ...fs
        .readdirSync(ROOT)
        .filter((d) => d.startsWith('mfe-'))
        .sort(),
    ].map((name) => measureBundle(path.join(ROOT, name, 'dist'), name));
    const results = {
      date: new Date().toISOString().slice(0, 10),
      machine: `${os.cpus().length} cores, Node ${process.versions.node}`,
      runs: RUNS,
      bundles,
      firstLoad,
      api,
    };
    const tables = renderTables(results);
    console.log(`\n${tables}\n`);
    const outDir = path.join(ROOT, '.data', 'bench');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'results.json'), JSON.stringify(results, null, 2));
    if (!process.argv.includes('--no-readme')) {
      const readme = path.join(ROOT, 'README.md');
      fs.writeFileSync(readme, replaceInReadme(fs.readFileSync(readme, 'utf8'), tables));
      say('README.md: the performance table is updated (--no-readme leaves it)');
    }
    say(`every run: ${path.relative(ROOT, path.join(outDir, 'results.json'))}`);
  } finally {
    bare.stop();
    stopPlatform();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[bench] ${error instanceof Error ? error.stack : error}`);
    process.exit(1);
  },
);
