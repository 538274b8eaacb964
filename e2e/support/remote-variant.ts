// A new version of one remote, built as its team's CI would build it after a change: the remote's folder is copied
// (sources, config, remote.json; its node_modules linked, so the same dependencies resolve), `patch` edits the copy,
// and support/build-remote.mjs builds it into a temp folder ready for `remotes publish --from`. The repository's own
// sources and builds stay untouched.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './env';

const exec = promisify(execFile);

/** Replaces `anchor` in a file of the copy; throws when the anchor is gone, so a stale patch fails loudly. */
export async function editFile(dir: string, file: string, anchor: string | RegExp, replacement: string): Promise<void> {
  const full = path.join(dir, file);
  const before = await fs.readFile(full, 'utf8');
  const after = before.replace(anchor, replacement);
  if (after === before) throw new Error(`remote variant: ${String(anchor)} not found in ${file}`);
  await fs.writeFile(full, after);
}

/**
 * Builds `<remote>` with `patch` applied (BUILD_LABEL = label). Resolves to the build folder; `cleanUp` removes it and
 * the copy.
 */
export async function buildRemoteVariant(
  remote: string,
  { label, patch }: { label: string; patch?: (copyDir: string) => Promise<void> },
): Promise<{ out: string; cleanUp: () => Promise<void> }> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), `${remote}-variant-`));
  const copy = path.join(work, remote);
  const source = path.join(repoRoot, remote);
  await fs.cp(source, copy, {
    recursive: true,
    filter: (src) => !['node_modules', 'dist'].includes(path.basename(src)) || path.dirname(src) !== source,
  });
  await fs.symlink(path.join(source, 'node_modules'), path.join(copy, 'node_modules'));
  // what the package's config extends from its parent folder
  await fs.copyFile(path.join(repoRoot, 'tsconfig.base.json'), path.join(work, 'tsconfig.base.json'));
  await patch?.(copy);
  const out = path.join(work, 'build');
  await exec(process.execPath, [path.join(repoRoot, 'e2e', 'support', 'build-remote.mjs'), copy, out], {
    cwd: repoRoot,
    env: { ...process.env, BUILD_LABEL: label, NODE_ENV: 'production' },
    maxBuffer: 32 * 1024 * 1024,
  });
  return { out, cleanUp: () => fs.rm(work, { recursive: true, force: true }) };
}
