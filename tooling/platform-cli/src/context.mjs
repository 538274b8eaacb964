// @ts-check
// What every command gets: the repository root, the environment, the workspace facts and the build caches.
import path from 'node:path';
import { createFingerprinter, createStampStore } from './build-cache.mjs';
import { workspaceFacts } from './workspace.mjs';

/**
 * @typedef {object} Context
 * @property {string} root        the repository root
 * @property {NodeJS.ProcessEnv} env
 * @property {number} installMs   time the bootstrap spent listing the workspace and installing (the test's install stage)
 * @property {() => Promise<import('./workspace.mjs').WorkspaceFacts>} workspace
 * @property {ReturnType<typeof createFingerprinter>} fingerprinter
 * @property {ReturnType<typeof createStampStore>} stamps
 * @property {string} cacheDir    node_modules/.cache/platform: stamps, tsBuildInfo files
 */

/**
 * @param {{ root: string, env: NodeJS.ProcessEnv, installMs?: number, workspaceListing?: unknown }} options
 * @returns {Context}
 */
export function createContext({ root, env, installMs = 0, workspaceListing }) {
  const cacheDir = path.join(root, 'node_modules', '.cache', 'platform');
  return {
    root,
    env,
    installMs,
    workspace: () => workspaceFacts(root, workspaceListing),
    fingerprinter: createFingerprinter(root),
    stamps: createStampStore(cacheDir),
    cacheDir,
  };
}
