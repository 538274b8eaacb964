import { describe, expect, it } from 'vitest';
import { assertNoRouteConflicts, findRouteConflicts, ownerOfPath, prefixOwnsPath } from './routes';

const owners = [
  { name: 'mfe-work', routes: ['/work', '/dashboard'] },
  { name: 'mfe-hr', routes: ['/employee', '/my-profile'] },
  { name: 'mfe-payments', routes: ['/payments'] },
];

describe('route ownership', () => {
  it('a prefix owns itself and paths below it, not look-alikes', () => {
    expect(prefixOwnsPath('/work', '/work')).toBe(true);
    expect(prefixOwnsPath('/work', '/work/task/12')).toBe(true);
    expect(prefixOwnsPath('/work', '/work/')).toBe(true);
    expect(prefixOwnsPath('/work', '/work?page=2')).toBe(true);
    expect(prefixOwnsPath('/work', '/workshop')).toBe(false);
  });

  it('finds the owner of a path, or none', () => {
    expect(ownerOfPath('/dashboard/pending', owners)?.name).toBe('mfe-work');
    expect(ownerOfPath('/my-profile/payment', owners)?.name).toBe('mfe-hr');
    expect(ownerOfPath('/nowhere', owners)).toBeUndefined();
  });

  it('rejects overlapping prefixes between remotes', () => {
    const bad = [...owners, { name: 'mfe-rogue', routes: ['/work/task'] }];
    expect(findRouteConflicts(bad)).toEqual([{ prefix: '/work', otherPrefix: '/work/task', owners: ['mfe-work', 'mfe-rogue'] }]);
    expect(() => assertNoRouteConflicts(bad)).toThrow(/overlaps/);
    expect(() => assertNoRouteConflicts(owners)).not.toThrow();
  });
});
