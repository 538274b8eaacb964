import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RolloutRule } from '@work/shared-contracts/rollouts';
import { type ApiSchema, assertDocumentsValid, checkoutSchema, documentsSummary, readBuildDocuments, storeDocuments } from './documents.js';
import { parseDescriptor } from './remote-descriptor.js';
import { type RegistryEntry, type Rollout, readHistory, readRegistry, remoteVersionDir, updateRegistry } from './registry-store.js';
import { findRollout, versionOf, withCurrent, withRollout } from './rollouts.js';

export const MANIFEST_FILE = 'mf-manifest.json';
export const DESCRIPTOR_FILE = 'remote.json';
const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,127}$/;

export interface PublishOptions {
  storeDir: string;
  /** remote name (also the package folder, e.g. "mfe-work") */
  name: string;
  /** the build to publish (holds remote.json and mf-manifest.json) */
  fromDir: string;
  /** explicit version; default `<packageVersion>-<hash8>` */
  version?: string;
  /** used in the default version; default "0.0.0" */
  packageVersion?: string;
  /** skip when this content was published before, even if another version is current now (keeps rollbacks) */
  ifNew?: boolean;
  /** publish as a canary or a tenant pin next to the current version instead of replacing it (ADR 0246) */
  rule?: RolloutRule;
  /** what the build's GraphQL documents must be valid against (the CLI: the running API); default the checkout's SDL */
  apiSchema?: () => Promise<ApiSchema>;
  now?: () => Date;
}

export interface PublishResult {
  status: 'published' | 'unchanged' | 'skipped';
  /** the version published (for a rollout: the rollout's version, not the current one) */
  entry: RegistryEntry;
  /** the version that was current before (for a rollout: the one that stays current) */
  previousVersion: string | null;
  /** set when published as a rollout */
  rule?: RolloutRule;
  /** the rollout this one replaced (the earlier canary, or the tenant's earlier pin) */
  replaced?: Rollout;
}

export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(rel: string): Promise<void> {
    const entries = await fs.readdir(path.join(dir, rel), { withFileTypes: true });
    for (const e of entries) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(child);
      else if (e.isFile()) out.push(child);
    }
  }
  await walk('');
  return out.sort();
}

/** sha256 over every file's relative path and content: the same build always gets the same hash. */
export async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const rel of await listFiles(dir)) {
    const fileHash = createHash('sha256')
      .update(await fs.readFile(path.join(dir, rel)))
      .digest('hex');
    hash.update(`${rel}\0${fileHash}\n`);
  }
  return hash.digest('hex');
}

/** Subresource-integrity string of a file's bytes. */
export async function sriSha384(file: string): Promise<string> {
  return `sha384-${createHash('sha384')
    .update(await fs.readFile(file))
    .digest('base64')}`;
}

/** The entry script the manifest names (metaData.remoteEntry: path + name, relative to the build). */
async function remoteEntryPath(fromDir: string, manifestPath: string): Promise<string> {
  const manifest = JSON.parse(await fs.readFile(manifestPath, 'utf8')) as {
    metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  };
  const entry = manifest.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string') throw new Error(`${manifestPath} names no remoteEntry`);
  const file = path.resolve(fromDir, typeof entry.path === 'string' ? entry.path : '', entry.name);
  if (!file.startsWith(`${fromDir}${path.sep}`) || !(await exists(file)))
    throw new Error(`${file} (the manifest's remoteEntry) is missing`);
  return file;
}

async function exists(p: string): Promise<boolean> {
  return fs.stat(p).then(
    () => true,
    () => false,
  );
}

/** Copy the build into the store under its version, atomically (temp dir + rename). */
async function copyIntoStore(fromDir: string, target: string, hash: string): Promise<void> {
  if (await exists(target)) {
    if ((await contentHash(target)) !== hash) {
      throw new Error(`${target} already holds different content; versions are immutable, choose another --version`);
    }
    return;
  }
  await fs.mkdir(path.dirname(target), { recursive: true });
  const tmp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.cp(fromDir, tmp, { recursive: true });
  try {
    await fs.rename(tmp, target);
  } catch (err) {
    await fs.rm(tmp, { recursive: true, force: true });
    const code = (err as NodeJS.ErrnoException).code;
    // someone published the same version at the same moment
    if ((code === 'ENOTEMPTY' || code === 'EEXIST') && (await contentHash(target)) === hash) return;
    throw err;
  }
}

export async function publishRemote(opts: PublishOptions): Promise<PublishResult> {
  const now = opts.now ?? (() => new Date());
  const fromDir = path.resolve(opts.fromDir);
  const descriptorPath = path.join(fromDir, DESCRIPTOR_FILE);
  const manifestPath = path.join(fromDir, MANIFEST_FILE);
  if (!(await exists(descriptorPath))) throw new Error(`${descriptorPath} is missing: is ${fromDir} a remote build?`);
  if (!(await exists(manifestPath))) throw new Error(`${manifestPath} is missing: is ${fromDir} a remote build?`);
  const descriptor = await parseDescriptor(JSON.parse(await fs.readFile(descriptorPath, 'utf8')), descriptorPath);
  if (descriptor.name !== opts.name) {
    throw new Error(`${descriptorPath} names "${descriptor.name}", not "${opts.name}"`);
  }

  const hash = await contentHash(fromDir);
  const version = opts.version ?? `${opts.packageVersion ?? '0.0.0'}-${hash.slice(0, 8)}`;
  if (!VERSION_PATTERN.test(version)) throw new Error(`invalid version "${version}"`);
  const integrity = await sriSha384(manifestPath);
  const entryIntegrity = await sriSha384(await remoteEntryPath(fromDir, manifestPath));

  const candidate: RegistryEntry = {
    name: descriptor.name,
    federationName: descriptor.federationName,
    version,
    manifestUrl: `/remotes/${descriptor.name}/${version}/${MANIFEST_FILE}`,
    routes: descriptor.routes,
    tenants: descriptor.tenants,
    roles: descriptor.roles,
    extensions: descriptor.extensions,
    integrity,
    entryIntegrity,
    publishedAt: now().toISOString(),
  };

  const target = remoteVersionDir(opts.storeDir, descriptor.name, version);
  if ((await exists(target)) && (await contentHash(target)) !== hash) {
    throw new Error(`${target} already holds different content; versions are immutable, choose another --version`);
  }

  // fast path without the lock: nothing to do, nothing written
  const registryNow = await readRegistry(opts.storeDir);
  const early = await noChange(opts, version, registryNow, await readHistory(opts.storeDir));
  if (early) return early;
  // an impossible rollout is refused before anything is copied (and checked again under the lock)
  if (opts.rule) withRollout(registryNow, candidate, opts.rule, candidate.publishedAt);

  // a build whose GraphQL documents no longer match the API is refused before anything is copied (ADR 0245)
  const documents = await readBuildDocuments(descriptor.name, fromDir);
  assertDocumentsValid(descriptor.name, documents, await (opts.apiSchema ?? checkoutSchema)());
  candidate.graphqlDocuments = documentsSummary(documents);

  await copyIntoStore(fromDir, target, hash);
  // trusted before the registry names the version, so a production API never refuses its first requests
  await storeDocuments(opts.storeDir, documents);

  let result: PublishResult | undefined;
  await updateRegistry(opts.storeDir, async (registry, history) => {
    const same = await noChange(opts, version, registry, history);
    if (same) {
      result = same;
      return null;
    }
    const previousVersion = registry.remotes.find((r) => r.name === opts.name)?.version ?? null;
    if (opts.rule) {
      const next = withRollout(registry, candidate, opts.rule, candidate.publishedAt);
      result = {
        status: 'published',
        entry: candidate,
        previousVersion,
        rule: opts.rule,
        ...(next.replaced ? { replaced: next.replaced } : {}),
      };
      return { registry: next.registry, records: next.records };
    }
    result = { status: 'published', entry: candidate, previousVersion };
    const next = withCurrent(registry, candidate, { at: candidate.publishedAt, reason: 'current' });
    return {
      registry: next.registry,
      records: [
        { action: 'publish', name: opts.name, version, previousVersion, at: candidate.publishedAt, entry: candidate },
        ...next.records,
      ],
    };
  });
  if (!result) throw new Error('publish finished without a result');
  return result;
}

async function noChange(
  opts: PublishOptions,
  version: string,
  registry: { remotes: RegistryEntry[] },
  history: { name: string; version: string; entry: RegistryEntry }[],
): Promise<PublishResult | null> {
  const current = registry.remotes.find((r) => r.name === opts.name);
  if (opts.rule) {
    // the same rollout again writes nothing; the same build with another rule replaces (or ramps) the rollout
    const same = findRollout(current, version, opts.rule);
    if (!same || !current) return null;
    return { status: 'unchanged', entry: versionOf(same), previousVersion: current.version, rule: opts.rule };
  }
  if (current?.version === version) return { status: 'unchanged', entry: current, previousVersion: current.version };
  if (opts.ifNew) {
    const known = history.find((h) => h.name === opts.name && h.version === version);
    if (known && current) return { status: 'skipped', entry: current, previousVersion: current.version };
  }
  return null;
}
