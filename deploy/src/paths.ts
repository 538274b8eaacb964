import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (deploy/src/paths.ts → ../..). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The on-disk remote store: `REMOTE_STORE_DIR` or `deploy/.store`. */
export function defaultStoreDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.REMOTE_STORE_DIR ? path.resolve(env.REMOTE_STORE_DIR) : path.join(repoRoot, 'deploy', '.store');
}

/** The seven remotes the platform needs before it reports healthy. */
export const REQUIRED_REMOTES = [
  'mfe-work',
  'mfe-journal',
  'mfe-payments',
  'mfe-academy',
  'mfe-hr',
  'mfe-plan',
  'mfe-admin-settings',
] as const;
