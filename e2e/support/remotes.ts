// Publishing remotes from a journey, as a feature team does: build one remote into a temp folder (as it is, or a
// changed copy of it), publish or roll back with the deploy CLI, read the registry. The repository's own sources and
// builds stay untouched.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiPort, repoRoot, storeDir } from './env';

const exec = promisify(execFile);

export interface RegistryEntry {
  name: string;
  version: string;
  manifestUrl: string;
  /** canaries and tenant pins next to the current version (ADR 0246) */
  rollouts?: { version: string; rule: { kind: 'canary'; percent: number } | { kind: 'tenant'; tenant: string } }[];
}

/** The remotes the platform under test serves, from its store's registry. */
export async function registry(): Promise<RegistryEntry[]> {
  return (JSON.parse(await fs.readFile(path.join(storeDir, 'registry.json'), 'utf8')) as { remotes: RegistryEntry[] }).remotes;
}

export const versionOf = async (name: string) => (await registry()).find((r) => r.name === name)?.version;

/**
 * The deploy CLI, exactly as a team runs it (`pnpm --filter @work/deploy remotes …`), without the pnpm wrapper, on the
 * platform under test: its store, and its API for the GraphQL document check (ADR 0245).
 */
export async function remotesCli(...args: string[]): Promise<string> {
  const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: path.join(repoRoot, 'deploy'),
    env: { ...process.env, REMOTE_STORE_DIR: storeDir, API_URL: `http://127.0.0.1:${apiPort}` },
  });
  return stdout;
}

/** Builds the remote in `packageDir` into `out` with support/build-remote.mjs (BUILD_LABEL = label). */
export async function buildRemote(packageDir: string, out: string, label: string): Promise<void> {
  await exec(process.execPath, [path.join(repoRoot, 'e2e', 'support', 'build-remote.mjs'), packageDir, out], {
    cwd: repoRoot,
    env: { ...process.env, BUILD_LABEL: label, NODE_ENV: 'production' },
    maxBuffer: 32 * 1024 * 1024,
  });
}

/** Replaces `anchor` in a file of the copy; throws when the anchor is gone, so a stale patch fails loudly. */
export async function editFile(dir: string, file: string, anchor: string | RegExp, replacement: string): Promise<void> {
  const full = path.join(dir, file);
  const before = await fs.readFile(full, 'utf8');
  const after = before.replace(anchor, replacement);
  if (after === before) throw new Error(`remote variant: ${String(anchor)} not found in ${file}`);
  await fs.writeFile(full, after);
}

/**
 * A copy of one remote's folder in a temp folder, as a team's own checkout of it: sources, config, remote.json, its
 * node_modules linked (so the same dependencies resolve) and the tsconfig base its config extends. `patch` edits it.
 */
export async function copyRemote(
  remote: string,
  patch?: (copyDir: string) => Promise<void>,
): Promise<{ work: string; copy: string; cleanUp: () => Promise<void> }> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), `${remote}-variant-`));
  const copy = path.join(work, remote);
  const source = path.join(repoRoot, remote);
  await fs.cp(source, copy, {
    recursive: true,
    filter: (src) => !['node_modules', 'dist', 'dist-dev'].includes(path.basename(src)) || path.dirname(src) !== source,
  });
  await fs.symlink(path.join(source, 'node_modules'), path.join(copy, 'node_modules'));
  await fs.copyFile(path.join(repoRoot, 'tsconfig.base.json'), path.join(work, 'tsconfig.base.json'));
  await patch?.(copy);
  return { work, copy, cleanUp: () => fs.rm(work, { recursive: true, force: true }) };
}

/**
 * A new version of one remote as its team's CI would build it after a change: a copy of the remote (copyRemote),
 * edited by `patch`, built to a temp folder ready for `remotes publish --from`. `cleanUp` removes the copy and the build.
 */
export async function buildRemoteVariant(
  remote: string,
  { label, patch }: { label: string; patch?: (copyDir: string) => Promise<void> },
): Promise<{ out: string; cleanUp: () => Promise<void> }> {
  const { work, copy, cleanUp } = await copyRemote(remote, patch);
  const out = path.join(work, 'build');
  await buildRemote(copy, out, label);
  return { out, cleanUp };
}

/** sha256 of every file (name, mtime, content) under `dir`: proves a build was not rebuilt or touched. */
export async function treeDigest(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (rel: string): Promise<void> => {
    for (const e of (await fs.readdir(path.join(dir, rel), { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const child = path.join(rel, e.name);
      if (e.isDirectory()) await walk(child);
      else hash.update(`${child}\0${(await fs.stat(path.join(dir, child))).mtimeMs}\0`).update(await fs.readFile(path.join(dir, child)));
    }
  };
  await walk('');
  return hash.digest('hex');
}
