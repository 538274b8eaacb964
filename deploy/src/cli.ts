#!/usr/bin/env tsx
/**
 * remotes publish <remote> [--from <dist dir>] [--version <v>]
 * remotes rollback <remote> [--to <version>]
 * remotes list [--json]
 * remotes sync [--allow-missing]   publish every remote whose build was never published (used by npm start)
 *
 * The store is deploy/.store (REMOTE_STORE_DIR overrides).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultStoreDir, REQUIRED_REMOTES, repoRoot } from './paths.js';
import { publishRemote, type PublishResult } from './publish.js';
import { readHistory, readRegistry } from './registry-store.js';
import { rollbackRemote } from './rollback.js';

const USAGE = `usage:
  remotes publish <remote> [--from <dist dir>] [--version <version>]
  remotes rollback <remote> [--to <version>]
  remotes list [--json]
  remotes sync [--allow-missing]`;

/** Paths on the command line are relative to where the user ran the command, not to deploy/. */
function userPath(p: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

async function packageVersion(name: string): Promise<string> {
  try {
    const pkg = JSON.parse(await fs.readFile(path.join(repoRoot, name, 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

function describe(r: PublishResult): string {
  if (r.status === 'published') {
    return `published ${r.entry.name}@${r.entry.version}${r.previousVersion ? ` (was ${r.previousVersion})` : ''}`;
  }
  if (r.status === 'unchanged') return `${r.entry.name}@${r.entry.version} is already current: nothing written`;
  return `${r.entry.name}: this build was published before; keeping current ${r.entry.version}`;
}

export async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      version: { type: 'string' },
      to: { type: 'string' },
      json: { type: 'boolean', default: false },
      'allow-missing': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, name] = positionals;
  const storeDir = defaultStoreDir();
  if (values.help || !command) {
    console.log(USAGE);
    return command || values.help ? 0 : 2;
  }
  switch (command) {
    case 'publish': {
      if (!name) throw new UsageError('publish needs a remote name');
      const result = await publishRemote({
        storeDir,
        name,
        fromDir: values.from ? userPath(values.from) : path.join(repoRoot, name, 'dist'),
        version: values.version,
        packageVersion: await packageVersion(name),
      });
      console.log(describe(result));
      return 0;
    }
    case 'rollback': {
      if (!name) throw new UsageError('rollback needs a remote name');
      const result = await rollbackRemote({ storeDir, name, to: values.to });
      console.log(`rolled back ${name} from ${result.from} to ${result.entry.version}`);
      return 0;
    }
    case 'list': {
      const registry = await readRegistry(storeDir);
      if (values.json) {
        console.log(JSON.stringify(registry, null, 2));
        return 0;
      }
      const history = await readHistory(storeDir);
      console.log(`store: ${storeDir}`);
      for (const r of registry.remotes) {
        const published = history.filter((h) => h.name === r.name && h.action === 'publish').length;
        console.log(`${r.name.padEnd(20)} ${r.version.padEnd(24)} ${r.publishedAt}  (${published} publishes)`);
      }
      if (registry.remotes.length === 0) console.log('(no remotes published yet)');
      return 0;
    }
    case 'sync': {
      let missing = 0;
      for (const remote of REQUIRED_REMOTES) {
        const dist = path.join(repoRoot, remote, 'dist');
        const built = await fs.stat(path.join(dist, 'mf-manifest.json')).then(
          () => true,
          () => false,
        );
        if (!built) {
          console.error(`${remote}: no build at ${dist}`);
          missing += 1;
          continue;
        }
        const result = await publishRemote({
          storeDir,
          name: remote,
          fromDir: dist,
          packageVersion: await packageVersion(remote),
          ifNew: true,
        });
        console.log(describe(result));
      }
      return missing > 0 && !values['allow-missing'] ? 1 : 0;
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

class UsageError extends Error {}

const invokedDirectly =
  process.argv[1] && path.resolve(process.argv[1]).replace(/\.ts$/, '') === new URL(import.meta.url).pathname.replace(/\.ts$/, '');
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(`remotes: ${err instanceof Error ? err.message : String(err)}`);
      if (err instanceof UsageError) console.error(USAGE);
      process.exitCode = err instanceof UsageError ? 2 : 1;
    },
  );
}
