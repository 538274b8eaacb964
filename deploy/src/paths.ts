import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (deploy/src/paths.ts → ../..). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The on-disk remote store: `REMOTE_STORE_DIR` or `deploy/.store`. */
export function defaultStoreDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.REMOTE_STORE_DIR ? path.resolve(env.REMOTE_STORE_DIR) : path.join(repoRoot, 'deploy', '.store');
}

/**
 * Every remote of the repository: each top-level folder with a remote.json. Adding a remote is adding such a folder;
 * the gateway (health), the deploy CLI (sync), the e2e suite and the contract tests all take the list from here.
 */
export function remoteFolders(root: string = repoRoot): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'remote.json')))
    .map((entry) => entry.name)
    .sort();
}

/** The remotes the platform needs before it reports healthy: all of them. */
export const REQUIRED_REMOTES: readonly string[] = remoteFolders();
