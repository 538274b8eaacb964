import * as v from 'valibot';
import { TenantSchema } from './tenants';

/**
 * Canary and tenant rollouts of a remote (docs/decisions/0246-canary-and-tenant-rollouts.md): a version published next to
 * the current one, served to a stable share of people or to everyone of one tenant.
 */
export const CanaryPercentSchema = v.pipe(
  v.number('the canary share must be a whole percentage from 1 to 99'),
  v.integer('the canary share must be a whole percentage from 1 to 99'),
  v.minValue(1, 'the canary share must be a whole percentage from 1 to 99'),
  v.maxValue(99, 'the canary share must be a whole percentage from 1 to 99 (100 % is a promote)'),
);

export const RolloutRuleSchema = v.variant('kind', [
  v.object({ kind: v.literal('canary'), percent: CanaryPercentSchema }),
  v.object({ kind: v.literal('tenant'), tenant: TenantSchema }),
]);
export type RolloutRule = v.InferOutput<typeof RolloutRuleSchema>;

/** Which release of a remote a person got, shown in the remote's version marker. */
export type ReleaseTrack = { kind: 'current' } | RolloutRule | { kind: 'override' };

export interface RemoteRelease {
  /** the registry version the shell loaded (`override-…` for a remote override) */
  version: string;
  track: ReleaseTrack;
}

/**
 * The person's bucket (0–99) for one remote: FNV-1a (32-bit) of `<remote>:<person>` modulo 100. Stable, so a person
 * keeps their version across reloads and devices; salted with the remote's name, so canaries of different remotes pick
 * different people. A person is in a canary of P % when their bucket is below P, so raising P only adds people.
 */
export function rolloutBucket(remote: string, personKey: string): number {
  let hash = 0x811c9dc5;
  const text = `${remote}:${personKey}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

export function inCanary(remote: string, personKey: string, percent: number): boolean {
  return rolloutBucket(remote, personKey) < percent;
}
