#!/usr/bin/env node
// Standalone development of one remote (ADR 0248): `pnpm --filter @work/<remote> dev`. Builds the remote in the
// current folder in development mode, rebuilds on every change, serves the build over HTTP (CORS open, never cached)
// and prints the links that load it into the running shell as a remote override. The platform itself keeps running
// from its own builds; only this remote comes from here, in this browser, after the person confirms it.
//
// Options: --port <n> (DEV_PORT; default 9100 + the remote's place among the repository's remotes),
//          --shell <origin pattern> (SHELL_URL; default http://{tenant}.localhost:8080).
import { createServer } from 'node:http';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV = 'development';
process.env.BUILD_LABEL ||= 'dev';
const { default: webpack } = await import('webpack');

const packageDir = process.cwd();
const descriptor = JSON.parse(readFileSync(path.join(packageDir, 'remote.json'), 'utf8'));
const args = process.argv.slice(2);
const option = (flag) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};

/** A port of its own per remote, so two teams' dev servers (or one person's two remotes) never collide. */
function defaultPort() {
  const parent = path.dirname(packageDir);
  const remotes = readdirSync(parent)
    .filter((d) => existsSync(path.join(parent, d, 'remote.json')))
    .sort();
  return 9100 + Math.max(0, remotes.indexOf(path.basename(packageDir)));
}

const port = Number(option('--port') ?? process.env.DEV_PORT ?? defaultPort());
const shell = (option('--shell') ?? process.env.SHELL_URL ?? 'http://{tenant}.localhost:8080').replace(/\/$/, '');
const outDir = path.join(packageDir, 'dist-dev');
const origin = `http://127.0.0.1:${port}`;
const manifestUrl = `${origin}/mf-manifest.json`;

const config = (await import(pathToFileURL(path.join(packageDir, 'webpack.config.mjs')).href)).default;
// its own folder: `npm run dev` for the whole platform writes dist/ of this package at the same time
config.output = { ...config.output, path: outDir };

const MIME = { '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json', '.css': 'text/css' };

// Requests wait while a rebuild runs, so a reload right after saving gets the new build, never half of it.
let settle = () => {};
let built = new Promise((resolve) => (settle = resolve));

const server = createServer(async (req, res) => {
  const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
  if (req.method === 'OPTIONS') return res.writeHead(204, { ...headers, 'access-control-allow-headers': '*' }).end();
  if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405, headers).end();
  await built;
  const file = path.join(outDir, path.normalize(decodeURIComponent(new URL(req.url ?? '/', origin).pathname)));
  if (!file.startsWith(outDir + path.sep)) return res.writeHead(404, headers).end();
  try {
    const body = await readFile(file);
    res.writeHead(200, { ...headers, 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream' });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch {
    res.writeHead(404, headers).end();
  }
});

/** The shell links that load this build as an override of the published remote, one per tenant it serves. */
function overrideLinks() {
  const route = descriptor.routes[0] ?? '/';
  const value = encodeURIComponent(`${descriptor.name}=${manifestUrl}`);
  return descriptor.tenants.map((tenant) => `${shell.replace('{tenant}', tenant)}${route}?remote-override=${value}`);
}

/** Says so when the shell is not running, or runs with overrides off (the link would then load nothing). */
async function checkShell() {
  const [first] = overrideLinks();
  const shellOrigin = new URL(first).origin;
  const loopback = new URL(first);
  loopback.hostname = '127.0.0.1'; // Node does not resolve *.localhost names the way browsers do
  try {
    const html = await (await fetch(loopback.origin, { signal: AbortSignal.timeout(3000) })).text();
    const policy = /<meta name="remote-overrides" content="([^"]*)"/.exec(html)?.[1] ?? '';
    if (!policy.includes('&quot;enabled&quot;:true') && !policy.includes('"enabled":true')) {
      console.log(
        `  note: the shell at ${shellOrigin} has remote overrides turned off; run it with npm run dev or REMOTE_OVERRIDES=on npm start`,
      );
    }
  } catch {
    console.log(`  note: no shell answers at ${shellOrigin}; start the platform (npm run dev or npm start) first`);
  }
}

const compiler = webpack(config);
let first = true;
compiler.hooks.invalid.tap('dev-remote', () => {
  built = new Promise((resolve) => (settle = resolve));
});
compiler.watch({ aggregateTimeout: 300 }, async (err, stats) => {
  settle();
  if (err) return console.error(err);
  const seconds = ((stats.endTime - stats.startTime) / 1000).toFixed(1);
  const problems = stats.toString({ preset: 'errors-warnings', colors: true });
  if (stats.hasErrors()) return console.log(`${problems}\n${descriptor.name}: the build failed (${seconds} s); fix it and save`);
  if (problems.trim()) console.log(problems);
  if (!first) return console.log(`${descriptor.name}: rebuilt in ${seconds} s; reload the page to see it`);
  first = false;
  console.log(`${descriptor.name}: built in ${seconds} s, served at ${manifestUrl} (rebuilds on change)`);
  console.log('Open it in the running shell (it asks before loading; "Reset overrides" in the shell ends it):');
  for (const link of overrideLinks()) console.log(`  ${link}`);
  await checkShell();
});

server.listen(port, '127.0.0.1');
server.on('error', (err) => {
  console.error(`${descriptor.name}: cannot serve on port ${port} (${err.message}); choose another with --port`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => compiler.close(() => server.close(() => process.exit(0))));
}
