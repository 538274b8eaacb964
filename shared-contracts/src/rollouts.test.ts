import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { safeParseRegistry } from './remotes';
import { inCanary, rolloutBucket, RolloutRuleSchema } from './rollouts';

const people = Array.from({ length: 10_000 }, (_, i) => `croudie-network:croudies:${i + 1}`);

describe('rolloutBucket', () => {
  it('is FNV-1a of "<remote>:<person>" modulo 100, so every shell and tool computes the same bucket', () => {
    // Changing the function moves every person to another version of every canary: these values must not change.
    // FNV-1a("mfe-work:croudie-network:croudies:1") = 3938506582 (the same as Python's reference computation).
    expect(rolloutBucket('mfe-work', 'croudie-network:croudies:1')).toBe(82);
    expect(rolloutBucket('mfe-work', 'croudie-network:croudies:2')).toBe(63);
    expect(rolloutBucket('mfe-work', 'user-service:users:1')).toBe(95);
    expect(rolloutBucket('mfe-work', '')).toBe(85);
  });

  it('gives the same person the same bucket every time', () => {
    for (const person of people.slice(0, 50)) {
      expect(rolloutBucket('mfe-journal', person)).toBe(rolloutBucket('mfe-journal', person));
    }
  });

  it('spreads people evenly: each tenth of the buckets holds about a tenth of them', () => {
    const buckets = people.map((person) => rolloutBucket('mfe-work', person));
    // exactly the whole numbers 0–99 occur: none negative (a signed hash), none fractional, none out of range
    expect([...new Set(buckets)].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    const tenths = Array.from({ length: 10 }, () => 0);
    for (const bucket of buckets) tenths[Math.floor(bucket / 10)]! += 1;
    for (const count of tenths) {
      expect(count).toBeGreaterThan(900);
      expect(count).toBeLessThan(1100);
    }
    // a 10 % canary gets about 10 % of the people
    const inTen = people.filter((p) => inCanary('mfe-work', p, 10)).length;
    expect(inTen).toBeGreaterThan(900);
    expect(inTen).toBeLessThan(1100);
  });

  it('picks different people for canaries of different remotes', () => {
    const work = new Set(people.filter((p) => inCanary('mfe-work', p, 10)));
    const journal = people.filter((p) => inCanary('mfe-journal', p, 10));
    const both = journal.filter((p) => work.has(p)).length;
    // independent choices share about 10 % of 10 %; the same salt would share all of them
    expect(both).toBeLessThan(journal.length * 0.2);
  });

  it('only adds people when a canary grows', () => {
    for (const person of people.slice(0, 500)) {
      if (inCanary('mfe-work', person, 10)) expect(inCanary('mfe-work', person, 50)).toBe(true);
    }
  });
});

describe('RolloutRuleSchema', () => {
  it.each([[{ kind: 'canary', percent: 1 }], [{ kind: 'canary', percent: 99 }], [{ kind: 'tenant', tenant: 'control' }]])(
    'accepts %j',
    (rule) => {
      expect(v.safeParse(RolloutRuleSchema, rule).success).toBe(true);
    },
  );

  it.each([
    [{ kind: 'canary', percent: 0 }, 'from 1 to 99'],
    [{ kind: 'canary', percent: 100 }, '100 % is a promote'],
    [{ kind: 'canary', percent: 12.5 }, 'whole percentage'],
    [{ kind: 'canary', percent: Number.NaN }, 'whole percentage'],
    [{ kind: 'tenant', tenant: 'mars' }, ''],
    [{ kind: 'everyone' }, ''],
  ])('refuses %j with a clear message', (rule, message) => {
    const result = v.safeParse(RolloutRuleSchema, rule);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toContain(message);
  });
});

describe('registry entries with rollouts', () => {
  const current = {
    name: 'mfe-work',
    federationName: 'mfe_work',
    routes: ['/work'],
    tenants: ['network', 'control'],
    roles: [],
    extensions: [],
    version: '0.1.0-aaaaaaaa',
    manifestUrl: '/remotes/mfe-work/0.1.0-aaaaaaaa/mf-manifest.json',
    integrity: 'sha384-a',
    entryIntegrity: 'sha384-ae',
    publishedAt: '2026-11-22T00:00:00Z',
  };
  const canary = {
    ...current,
    version: '0.1.0-bbbbbbbb',
    manifestUrl: '/remotes/mfe-work/0.1.0-bbbbbbbb/mf-manifest.json',
    rule: { kind: 'canary', percent: 50 },
  };

  it('keeps registries written before rollouts valid', () => {
    expect(safeParseRegistry({ remotes: [current] }).success).toBe(true);
  });

  it('accepts a canary and a tenant pin next to the current version', () => {
    const parsed = safeParseRegistry({
      remotes: [{ ...current, rollouts: [canary, { ...canary, version: '0.1.0-cccccccc', rule: { kind: 'tenant', tenant: 'control' } }] }],
    });
    expect(parsed.success && parsed.output.remotes[0]?.rollouts?.map((r) => r.rule.kind)).toEqual(['canary', 'tenant']);
  });

  it('refuses a rollout without a rule or without a manifest', () => {
    expect(safeParseRegistry({ remotes: [{ ...current, rollouts: [{ ...canary, rule: undefined }] }] }).success).toBe(false);
    expect(safeParseRegistry({ remotes: [{ ...current, rollouts: [{ ...canary, manifestUrl: '' }] }] }).success).toBe(false);
  });
});
