// Contract test: every remote's remote.json validates, and no two remotes claim the same route prefix.
// A remote that breaks the contract fails CI here, before it can be published.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RemoteDescriptorSchema, findRouteConflicts, type RemoteDescriptor } from '../src/index';

const root = path.resolve(import.meta.dirname, '../..');
const remoteDirs = readdirSync(root).filter((d: string) => d.startsWith('mfe-') && existsSync(path.join(root, d, 'package.json')));

describe('remote contract', () => {
  it('finds the seven remotes', () => {
    expect(remoteDirs.sort()).toEqual([
      'mfe-academy',
      'mfe-admin-settings',
      'mfe-hr',
      'mfe-journal',
      'mfe-payments',
      'mfe-plan',
      'mfe-work',
    ]);
  });

  const descriptors: RemoteDescriptor[] = [];
  for (const dir of remoteDirs) {
    it(`${dir}/remote.json validates and names its folder`, () => {
      const raw: unknown = JSON.parse(readFileSync(path.join(root, dir, 'remote.json'), 'utf8'));
      const result = v.safeParse(RemoteDescriptorSchema, raw);
      expect(result.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`) ?? []).toEqual([]);
      if (!result.success) return;
      expect(result.output.name).toBe(dir);
      expect(result.output.federationName).toBe(dir.replace(/-/g, '_'));
      descriptors.push(result.output);
    });
  }

  it('no two remotes own overlapping route prefixes', () => {
    expect(descriptors).toHaveLength(remoteDirs.length);
    expect(findRouteConflicts(descriptors)).toEqual([]);
  });

  it('a remote without page routes fills at least one extension point', () => {
    for (const d of descriptors) {
      if (d.routes.length === 0) expect(d.extensions.length).toBeGreaterThan(0);
    }
  });
});
