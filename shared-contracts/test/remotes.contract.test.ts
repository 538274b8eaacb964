// Contract test: every remote's remote.json validates, names the remote as its folder and package do, and no two
// remotes claim the same route prefix. A remote that breaks the contract fails CI here, before it can be published.
// remote.json is the one place a remote's name lives: its code reads REMOTE_NAME from it and the build reads its
// federationName from it, so this is the only check that the names agree.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RemoteDescriptorSchema, findRouteConflicts } from '../src/index';

const root = path.resolve(import.meta.dirname, '../..');
const remoteDirs = readdirSync(root)
  .filter((d: string) => d.startsWith('mfe-') && existsSync(path.join(root, d, 'package.json')))
  .sort();
const readJson = (dir: string, file: string): unknown => JSON.parse(readFileSync(path.join(root, dir, file), 'utf8'));
// Parsed once, before the tests run, so every test sees every remote whichever of them runs.
const remotes = remoteDirs.map((dir) => ({
  dir,
  packageName: (readJson(dir, 'package.json') as { name?: unknown }).name,
  parsed: v.safeParse(RemoteDescriptorSchema, readJson(dir, 'remote.json')),
}));
const descriptors = remotes.flatMap((r) => (r.parsed.success ? [r.parsed.output] : []));

describe('remote contract', () => {
  it('every mfe-* package is a remote: it has a remote.json, which is what puts it on the platform', () => {
    expect(remoteDirs.length).toBeGreaterThan(0);
    expect(remoteDirs.filter((dir) => !existsSync(path.join(root, dir, 'remote.json')))).toEqual([]);
  });

  it.each(remotes.map((r) => [r.dir, r] as const))(
    '%s/remote.json validates and names the remote as its folder and package do',
    (dir, { packageName, parsed }) => {
      expect(parsed.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`) ?? []).toEqual([]);
      expect(parsed.output).toMatchObject({ name: dir, federationName: dir.replace(/-/g, '_') });
      expect(packageName).toBe(`@work/${dir}`);
    },
  );

  it('no two remotes own overlapping route prefixes', () => {
    expect(descriptors).toHaveLength(remoteDirs.length);
    expect(findRouteConflicts(descriptors)).toEqual([]);
  });

  it('a remote without page routes fills at least one extension point', () => {
    expect(descriptors).toHaveLength(remoteDirs.length);
    expect(descriptors.filter((d) => d.routes.length === 0 && d.extensions.length === 0).map((d) => d.name)).toEqual([]);
  });
});
