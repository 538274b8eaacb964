// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { factsFromListing, parsePnpmListing, workspaceFacts } from '../src/workspace.mjs';

const recorded = JSON.parse(fs.readFileSync(new URL('./fixtures/pnpm-ls.json', import.meta.url), 'utf8'));

/**
 * A workspace on disk: `packages` maps folder → package.json scripts and marker files; with its pnpm ls listing.
 * @param {Record<string, { scripts?: Record<string, string>, files?: string[] }>} packages
 */
function tempWorkspace(packages) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-cli-ws-'));
  for (const [dir, { scripts = {}, files = [] }] of Object.entries(packages)) {
    fs.mkdirSync(path.join(root, dir), { recursive: true });
    fs.writeFileSync(path.join(root, dir, 'package.json'), JSON.stringify({ name: `@work/${path.basename(dir)}`, scripts }));
    for (const f of files) fs.writeFileSync(path.join(root, dir, f), '{}');
  }
  const listing = [
    { name: 'root', path: root },
    ...Object.keys(packages).map((dir) => ({ name: `@work/${path.basename(dir)}`, path: path.join(root, dir) })),
  ];
  return { root, listing };
}

describe('workspace facts from pnpm ls', () => {
  it('reads the package folders and names of a recorded `pnpm ls -r --json --depth -1`, root left out', () => {
    const packages = parsePnpmListing(recorded, '/work/main');
    expect(packages.map((p) => p.dir)).toEqual([
      'deploy',
      'e2e',
      'host-shell',
      'mfe-academy',
      'mfe-admin-settings',
      'mfe-hr',
      'mfe-journal',
      'mfe-payments',
      'mfe-plan',
      'mfe-work',
      'platform-api',
      'shared-contracts',
      'shared-ui',
      'tooling/lint-rules',
      'tooling/platform-cli',
      'tooling/webpack-config',
    ]);
    expect(packages.find((p) => p.dir === 'tooling/platform-cli')?.name).toBe('@work/platform-cli');
  });

  it('refuses a listing that is not pnpm ls output or points outside the root', () => {
    expect(() => parsePnpmListing({ name: 'x' }, '/r')).toThrow(/JSON array/);
    expect(() => parsePnpmListing([{ name: 'x' }], '/r')).toThrow(/without a path/);
    expect(() => parsePnpmListing([{ name: 'x', path: '/elsewhere/x' }], '/r')).toThrow(/outside \/r/);
  });

  it('adds each package’s scripts and finds the remotes (a remote.json) and the front-end (host first)', () => {
    const { root, listing } = tempWorkspace({
      'mfe-b': { scripts: { build: 'webpack' }, files: ['remote.json', 'tsconfig.json'] },
      'host-shell': { scripts: { test: 'vitest run' }, files: ['tsconfig.json'] },
      'mfe-a': { files: ['remote.json'] },
      'tooling/x': {},
    });
    const facts = factsFromListing(root, listing);
    expect(facts.remotes).toEqual(['mfe-a', 'mfe-b']);
    expect(facts.frontEnd).toEqual(['host-shell', 'mfe-a', 'mfe-b']);
    expect(facts.packages.find((p) => p.dir === 'host-shell')).toMatchObject({
      scripts: { test: 'vitest run' },
      hasTsconfig: true,
      isRemote: false,
    });
    expect(facts.packages.find((p) => p.dir === 'tooling/x')).toMatchObject({ scripts: {}, hasTsconfig: false });
  });

  it('lists once per process: a later call gets the first answer', async () => {
    const { root, listing } = tempWorkspace({ 'mfe-a': { files: ['remote.json'] } });
    const first = await workspaceFacts(root, listing);
    const again = await workspaceFacts(root, [{ name: 'root', path: root }]);
    expect(again).toBe(first);
    expect(again.remotes).toEqual(['mfe-a']);
  });
});
