// @ts-check
// Workspace facts (package folders, names, scripts, remotes) from `pnpm ls -r --json --depth -1`: pnpm reads
// pnpm-workspace.yaml itself, so no YAML parsing of ours can disagree with it. Listed once per process.
import fs from 'node:fs';
import path from 'node:path';
import { capture, PNPM } from './process.mjs';

/**
 * @typedef {object} WorkspacePackage
 * @property {string} dir       folder relative to the repository root, with `/` (e.g. `tooling/platform-cli`)
 * @property {string} name      package name (e.g. `@work/platform-api`)
 * @property {Record<string, string>} scripts
 * @property {boolean} hasTsconfig
 * @property {boolean} isRemote  has a remote.json (docs/architecture.md § Remotes)
 */

/**
 * @typedef {object} WorkspaceFacts
 * @property {WorkspacePackage[]} packages  every package but the root, sorted by folder
 * @property {string[]} remotes             folders of the remotes
 * @property {string[]} frontEnd            host-shell and the remotes: what webpack builds
 */

/** @typedef {{ name?: string, path: string }[]} PnpmListing */

/**
 * The workspace packages in a `pnpm ls -r --json --depth -1` listing: folders relative to `root`, the root itself left
 * out, sorted by folder.
 * @param {unknown} listing
 * @param {string} root
 * @returns {{ dir: string, name: string }[]}
 */
export function parsePnpmListing(listing, root) {
  if (!Array.isArray(listing)) throw new Error('pnpm ls did not answer a JSON array');
  const packages = [];
  for (const entry of listing) {
    if (!entry || typeof entry.path !== 'string') throw new Error('pnpm ls answered a project without a path');
    const dir = path.relative(root, entry.path).split(path.sep).join('/');
    if (dir === '') continue;
    if (dir.startsWith('..') || path.isAbsolute(dir)) throw new Error(`pnpm ls listed ${entry.path}, outside ${root}`);
    packages.push({ dir, name: typeof entry.name === 'string' ? entry.name : dir });
  }
  return packages.sort((a, b) => a.dir.localeCompare(b.dir));
}

/**
 * `pnpm ls -r --json --depth -1` for the workspace at `root`. Works on a fresh clone: pnpm reads the manifests only.
 * @param {string} root
 * @returns {Promise<PnpmListing>}
 */
export async function listWorkspace(root) {
  return JSON.parse(await capture('npx', [...PNPM, 'ls', '-r', '--json', '--depth', '-1'], { cwd: root }));
}

/**
 * Facts about the workspace from a listing: each package's scripts (read from its package.json) and whether it is a
 * remote or has a tsconfig.
 * @param {string} root
 * @param {unknown} listing
 * @returns {WorkspaceFacts}
 */
export function factsFromListing(root, listing) {
  const packages = parsePnpmListing(listing, root).map(({ dir, name }) => {
    const abs = path.join(root, dir);
    const manifest = JSON.parse(fs.readFileSync(path.join(abs, 'package.json'), 'utf8'));
    return {
      dir,
      name,
      scripts: /** @type {Record<string, string>} */ (manifest.scripts ?? {}),
      hasTsconfig: fs.existsSync(path.join(abs, 'tsconfig.json')),
      isRemote: fs.existsSync(path.join(abs, 'remote.json')),
    };
  });
  const remotes = packages.filter((p) => p.isRemote).map((p) => p.dir);
  const hasHost = packages.some((p) => p.dir === 'host-shell');
  return { packages, remotes, frontEnd: [...(hasHost ? ['host-shell'] : []), ...remotes] };
}

/** @type {Map<string, Promise<WorkspaceFacts>>} */
const cache = new Map();

/**
 * The workspace facts, listed once per process and root. `listing` is a listing the caller already has (the bootstrap
 * lists the workspace for its install check and hands it on).
 * @param {string} root
 * @param {unknown} [listing]
 * @returns {Promise<WorkspaceFacts>}
 */
export function workspaceFacts(root, listing) {
  let facts = cache.get(root);
  if (!facts) {
    facts = (listing ? Promise.resolve(listing) : listWorkspace(root)).then((l) => factsFromListing(root, l));
    cache.set(root, facts);
  }
  return facts;
}
