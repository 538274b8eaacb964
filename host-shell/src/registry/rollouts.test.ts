import { describe, expect, it } from 'vitest';
import { rolloutBucket, type RegistryEntry, type Rollout } from '@work/shared-contracts';
import { chooseRelease } from './rollouts';

const current: RegistryEntry = {
  name: 'mfe-work',
  federationName: 'mfe_work',
  version: '1.0.0',
  manifestUrl: '/remotes/mfe-work/1.0.0/mf-manifest.json',
  routes: ['/work'],
  tenants: ['network', 'control'],
  roles: [],
  extensions: [],
  integrity: 'sha384-one',
  entryIntegrity: 'sha384-one-entry',
  publishedAt: '2026-11-01T00:00:00Z',
};

const rollout = (version: string, rule: Rollout['rule']): Rollout => ({
  ...current,
  version,
  manifestUrl: `/remotes/mfe-work/${version}/mf-manifest.json`,
  integrity: `sha384-${version}`,
  entryIntegrity: `sha384-${version}-entry`,
  rule,
});

// people whose mfe-work bucket is below and at or above 50, found by the same function the shell uses
const people = Array.from({ length: 40 }, (_, i) => `croudie-network:croudies:${i + 1}`);
const inHalf = people.filter((p) => rolloutBucket('mfe-work', p) < 50);
const outOfHalf = people.filter((p) => rolloutBucket('mfe-work', p) >= 50);

describe('chooseRelease', () => {
  it('gives everyone the current version when there are no rollouts', () => {
    expect(chooseRelease(current, { personKey: people[0]!, tenant: 'network' })).toEqual({ ...current, track: { kind: 'current' } });
  });

  it('serves a 50 % canary to the people whose bucket is below 50, with the canary’s manifest and hashes', () => {
    const entry = { ...current, rollouts: [rollout('2.0.0', { kind: 'canary', percent: 50 })] };
    expect(inHalf.length).toBeGreaterThan(5);
    expect(outOfHalf.length).toBeGreaterThan(5);
    for (const personKey of inHalf) {
      expect(chooseRelease(entry, { personKey, tenant: 'network' })).toEqual({
        ...current,
        version: '2.0.0',
        manifestUrl: '/remotes/mfe-work/2.0.0/mf-manifest.json',
        integrity: 'sha384-2.0.0',
        entryIntegrity: 'sha384-2.0.0-entry',
        track: { kind: 'canary', percent: 50 },
      });
    }
    for (const personKey of outOfHalf) {
      expect(chooseRelease(entry, { personKey, tenant: 'network' })).toMatchObject({ version: '1.0.0', integrity: 'sha384-one' });
    }
  });

  it('pins a whole tenant, and the pin wins over a canary the person is in', () => {
    const entry = {
      ...current,
      rollouts: [rollout('2.0.0', { kind: 'canary', percent: 99 }), rollout('3.0.0', { kind: 'tenant', tenant: 'control' })],
    };
    const person = people.find((p) => rolloutBucket('mfe-work', p) < 99)!;
    expect(chooseRelease(entry, { personKey: person, tenant: 'control' })).toMatchObject({
      version: '3.0.0',
      track: { kind: 'tenant', tenant: 'control' },
    });
    expect(chooseRelease(entry, { personKey: person, tenant: 'network' })).toMatchObject({ version: '2.0.0' });
  });

  it('answers a version without its rollouts or rule: what the federation runtime loads', () => {
    const chosen = chooseRelease(
      { ...current, rollouts: [rollout('2.0.0', { kind: 'tenant', tenant: 'network' })] },
      {
        personKey: people[0]!,
        tenant: 'network',
      },
    );
    expect(chosen).not.toHaveProperty('rollouts');
    expect(chosen).not.toHaveProperty('rule');
  });
});
