#!/usr/bin/env tsx
/**
 * remotes publish <remote> [--from <dist dir>] [--version <v>] [--canary <percent> | --tenant <tenant>]
 * remotes promote <remote> [--version <v>]
 * remotes rollback <remote> [--to <version> | --version <v>]
 * remotes list [--json]
 * remotes sync [--allow-missing]   publish every remote whose build was never published (used by npm start)
 * remotes trust-host [--from <dist dir>]   check the host build's GraphQL documents and trust them (sync does too)
 *
 * The store is deploy/.store (REMOTE_STORE_DIR overrides). publish and sync check each build's GraphQL documents
 * against the API at --api <url> (default API_URL, else http://127.0.0.1:API_PORT|4000; ADR 0245).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultApiUrl, liveApiSchema, trustHostDocuments, type ApiSchema } from './documents.js';
import { defaultStoreDir, REQUIRED_REMOTES, repoRoot } from './paths.js';
import { publishRemote, type PublishResult } from './publish.js';
import { readHistory, readRegistry } from './registry-store.js';
import { rollbackRemote, type RollbackResult } from './rollback.js';
import { describeRule, promoteRollout, ruleFromFlags } from './rollouts.js';

const USAGE = `usage:
  remotes publish <remote> [--from <dist dir>] [--version <version>] [--canary <1-99> | --tenant <tenant>]
  remotes promote <remote> [--version <version>]        make the rollout's version current for everyone
  remotes rollback <remote> [--to <version> | --version <version>]
                                                        ends the rollouts if any, else the version before
  remotes list [--json]
  remotes sync [--allow-missing]
  remotes trust-host [--from <dist dir>]                the host's GraphQL documents (default HOST_DIST, host-shell/dist)
  publish, sync, trust-host: [--api <API URL>]          the API whose schema GraphQL documents must match`;

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
  if (r.rule) {
    const rollout = `${r.entry.name}@${r.entry.version} as ${describeRule(r.rule)}`;
    if (r.status === 'unchanged') return `${rollout} is already live: nothing written`;
    const replaced = r.replaced ? `, replacing ${r.replaced.version} (${describeRule(r.replaced.rule)})` : '';
    return `published ${rollout} (current stays ${r.previousVersion}${replaced})`;
  }
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
      canary: { type: 'string' },
      tenant: { type: 'string' },
      'allow-missing': { type: 'boolean', default: false },
      api: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, name] = positionals;
  const storeDir = defaultStoreDir();
  // the API's schema, fetched once by the first publish that needs it, and where it came from said once (ADR 0245)
  let schemaOnce: Promise<ApiSchema> | undefined;
  const apiSchema = () =>
    (schemaOnce ??= liveApiSchema(values.api ?? defaultApiUrl()).then((api) => {
      console.log(`checking GraphQL documents against ${api.from}`);
      return api;
    }));
  if (values.help || !command) {
    console.log(USAGE);
    return command || values.help ? 0 : 2;
  }
  switch (command) {
    case 'publish': {
      if (!name) throw new UsageError('publish needs a remote name');
      const rule = usage(() => ruleFromFlags(values));
      const result = await publishRemote({
        storeDir,
        name,
        fromDir: values.from ? userPath(values.from) : path.join(repoRoot, name, 'dist'),
        version: values.version,
        packageVersion: await packageVersion(name),
        ...(rule ? { rule } : {}),
        apiSchema,
      });
      console.log(describe(result));
      return 0;
    }
    case 'promote': {
      if (!name) throw new UsageError('promote needs a remote name');
      const result = await promoteRollout({ storeDir, name, version: values.version });
      const ended = result.ended.map((r) => describeRule(r.rule)).join(', ');
      console.log(`promoted ${name}@${result.entry.version} (${ended}) to current for everyone (was ${result.from})`);
      return 0;
    }
    case 'rollback': {
      if (!name) throw new UsageError('rollback needs a remote name');
      console.log(describeRollback(name, await rollbackRemote({ storeDir, name, to: values.to, version: values.version })));
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
        for (const rollout of r.rollouts ?? []) {
          console.log(`${''.padEnd(20)} ${rollout.version.padEnd(24)} ${rollout.publishedAt}  ${describeRule(rollout.rule)}`);
        }
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
          apiSchema,
        });
        console.log(describe(result));
      }
      // the gateway serves the host's build as it is, so its documents become trusted here
      const hostDist = defaultHostDist();
      if (
        await fs.stat(hostDist).then(
          () => true,
          () => false,
        )
      ) {
        console.log(`host-shell: ${await trustHostDocuments(storeDir, hostDist, apiSchema)} GraphQL documents trusted`);
      } else {
        console.error(`host-shell: no build at ${hostDist}`);
        missing += 1;
      }
      return missing > 0 && !values['allow-missing'] ? 1 : 0;
    }
    case 'trust-host': {
      const hostDist = values.from ? userPath(values.from) : defaultHostDist();
      console.log(`host-shell: ${await trustHostDocuments(storeDir, hostDist, apiSchema)} GraphQL documents trusted`);
      return 0;
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

function describeRollback(name: string, r: RollbackResult): string {
  if (r.kind === 'current') return `rolled back ${name} from ${r.from} to ${r.entry.version}`;
  const ended = r.removed.map((x) => `${x.version} (${describeRule(x.rule)})`).join(', ');
  return `ended ${name} rollout ${ended}: everyone gets current ${r.current}`;
}

class UsageError extends Error {}

/** The host build the gateway serves (its HOST_DIST). */
const defaultHostDist = () => path.resolve(process.env.HOST_DIST ?? path.join(repoRoot, 'host-shell', 'dist'));

/** A bad flag value is the caller's mistake: exit 2 with the usage, like a missing argument. */
function usage<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
}

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
