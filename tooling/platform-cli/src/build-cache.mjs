// @ts-check
// Build fingerprints and stamps: a build is skipped when the content of everything it builds from is what it was at
// the last successful build, and its key output file is still the one that build wrote.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Folders that are outputs, caches or data, never build inputs. */
const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', 'coverage', '.turbo', 'test-results', 'playwright-report', '.store']);
/** Tests and test configuration do not change what a build produces. */
const NOT_AN_INPUT = /\.test\.[cm]?[jt]sx?$|(^|\/)vitest\.config\./;

/** What every front-end build reads besides its own folder (also the per-build chunk name in tooling/webpack-config). */
export const FRONT_END_INPUTS = ['shared-contracts', 'shared-ui', 'tooling/webpack-config', 'pnpm-lock.yaml', 'tsconfig.base.json'];
/** What the API bundle reads besides platform-api/. */
export const API_INPUTS = ['shared-contracts', 'pnpm-lock.yaml', 'tsconfig.base.json'];

/** @param {string | Buffer} data */
export const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/**
 * A fingerprinter for one repository. Each file's hash is kept for the process (keyed by size and mtime, so a file
 * rewritten meanwhile is read again): the eight front-end fingerprints share shared-contracts, shared-ui and the tooling,
 * which are then read once instead of eight times.
 * @param {string} root
 */
export function createFingerprinter(root) {
  /** @type {Map<string, { key: string, hash: string }>} */
  const fileHashes = new Map();

  /** @param {string} abs @param {fs.Stats} stat */
  const hashOf = (abs, stat) => {
    const key = `${stat.size}:${stat.mtimeMs}`;
    const known = fileHashes.get(abs);
    if (known?.key === key) return known.hash;
    const hash = createHash('sha1').update(fs.readFileSync(abs)).digest('hex');
    fileHashes.set(abs, { key, hash });
    return hash;
  };

  /**
   * Fingerprint of a build's inputs: every file's path and content under `entries` (files or folders relative to the
   * root), tests excluded, plus `extra` (settings that change the output, e.g. BUILD_LABEL). Content, not mtime: a
   * regenerated file with the same content (gql.tada output, a checkout) is not a change.
   * @param {readonly string[]} entries
   * @param {string} [extra]
   */
  function fingerprint(entries, extra = '') {
    const hash = createHash('sha256');
    hash.update(extra);
    /** @param {string} rel */
    const visit = (rel) => {
      const abs = path.join(root, rel);
      let stat;
      try {
        stat = fs.statSync(abs);
      } catch {
        return;
      }
      if (stat.isDirectory()) {
        for (const name of fs.readdirSync(abs).sort()) {
          if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
          visit(`${rel}/${name}`);
        }
      } else if (!NOT_AN_INPUT.test(rel)) {
        hash.update(`${rel}\0${hashOf(abs, stat)}\n`);
      }
    };
    for (const entry of entries) visit(entry);
    return hash.digest('hex');
  }

  return { fingerprint };
}

/**
 * Hash of a build's key output file, or null when it is missing: a dist rewritten by anything else (a dev watch build)
 * no longer matches its stamp.
 * @param {string} file
 * @returns {string | null}
 */
export function outputHash(file) {
  try {
    return sha256(fs.readFileSync(file));
  } catch {
    return null;
  }
}

/**
 * The stamp a successful build leaves: what it was built from and what it wrote.
 * @param {string} inputs @param {string} output
 */
export const stampOf = (inputs, output) => `${inputs} ${output}`;

/**
 * Whether a build can be skipped: its output exists and the stamp of the last build names these inputs and this output.
 * @param {string | null} stamp       stamp of the last successful build (null: never built here)
 * @param {string} inputs            fingerprint of the inputs now
 * @param {string | null} output     hash of the output file now (null: missing)
 */
export function isUpToDate(stamp, inputs, output) {
  return output !== null && stamp === stampOf(inputs, output);
}

/**
 * Stamps kept under node_modules/.cache/platform (gone with node_modules, so a fresh install rebuilds).
 * @param {string} stateDir
 */
export function createStampStore(stateDir) {
  return {
    /** @param {string} name @returns {string | null} */
    read(name) {
      try {
        return fs.readFileSync(path.join(stateDir, name), 'utf8');
      } catch {
        return null;
      }
    },
    /** @param {string} name @param {string} value */
    write(name, value) {
      fs.mkdirSync(stateDir, { recursive: true });
      fs.writeFileSync(path.join(stateDir, name), value);
    },
  };
}
