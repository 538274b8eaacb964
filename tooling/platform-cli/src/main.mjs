// @ts-check
// The root commands. scripts/platform.mjs (the bootstrap) installs the dependencies when needed, then calls main().
// Dependency-free like the bootstrap: nothing here may need the install it is about to run.
import { build } from './commands/build.mjs';
import { dbReset } from './commands/db-reset.mjs';
import { dev } from './commands/dev.mjs';
import { newRemote } from './commands/new-remote.mjs';
import { remotes } from './commands/remotes.mjs';
import { bench } from './commands/bench.mjs';
import { serve, start } from './commands/serve.mjs';
import { test, TEST_USAGE } from './commands/test.mjs';
import { typecheck } from './commands/typecheck.mjs';
import { createContext } from './context.mjs';

export const USAGE = `usage: node scripts/platform.mjs <start|serve|test|bench|dev|build|db:reset|typecheck|remotes ...>
  start      install, build what is stale, publish changed remotes, run API + gateway (PORT, default 8080)
  serve      run API + gateway from the existing builds (used by the e2e webServer)
  test       build, typecheck, lint, every vitest suite (API also on DATABASE_URL when set), Playwright journeys,
             each stage timed against its budget; --stage <name> runs some stages only (see test --help)
  bench      build, then measure on PostgreSQL: first load of /work in Chromium (1x and 4x CPU), the API beside a
             bare graphql-yoga server; prints one table and writes it into README.md (--no-readme leaves it)
  dev        webpack --watch for host + remotes, tsx watch for the API, gateway; re-publishes rebuilt remotes
  build      install, build what is stale, publish changed remotes
  db:reset   reset the embedded database to the demo data
  typecheck  tsc for every package (the front-end in one program, incremental)
  remotes    the deploy CLI: remotes publish|rollback|list|sync
  new-remote a new remote from the template: new-remote <mfe-name> [--route /x] [--title X] (see new-remote --help)`;

/**
 * @typedef {(ctx: import('./context.mjs').Context, args: string[]) => Promise<number> | Promise<never>} Command
 */

/** @type {Record<string, Command>} */
const COMMANDS = {
  start: (ctx) => start(ctx),
  serve: (ctx) => serve(ctx),
  build: (ctx) => build(ctx),
  dev: (ctx) => dev(ctx),
  bench: (ctx, args) => bench(ctx, args),
  test: (ctx, args) => (args.includes('--help') ? Promise.resolve((console.log(TEST_USAGE), 0)) : test(ctx, args)),
  typecheck: (ctx) => typecheck(ctx),
  'db:reset': (ctx) => dbReset(ctx),
  remotes: (ctx, args) => remotes(ctx, args),
  'new-remote': (ctx, args) => newRemote(ctx, args),
};

/**
 * Whether the bootstrap must make sure the dependencies are installed first. `serve` runs existing builds (the e2e
 * webServer starts it inside a test run that has installed already), and usage needs nothing.
 * @param {string | undefined} command
 */
export const needsInstall = (command) => command !== undefined && command !== 'serve' && Object.hasOwn(COMMANDS, command);

/**
 * Runs one root command; resolves to its exit code (never, for the commands that serve until stopped).
 * @param {{ root: string, argv: string[], env: NodeJS.ProcessEnv, installMs?: number, workspaceListing?: unknown }} options
 *   argv: the command and its arguments; workspaceListing: `pnpm ls -r --json --depth -1` if the caller has it already
 * @returns {Promise<number>}
 */
export async function main({ root, argv, env, installMs = 0, workspaceListing }) {
  const [command, ...args] = argv;
  const run = command !== undefined && Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!run) {
    console.log(USAGE);
    return command && command !== '--help' && command !== 'help' ? 2 : 0;
  }
  return run(createContext({ root, env, installMs, workspaceListing }), args);
}
