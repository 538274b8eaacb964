import { inCanary, type RegistryEntry, type ReleaseTrack, type RemoteVersion, type Tenant } from '@work/shared-contracts';

/**
 * Which version of each remote a person gets (docs/decisions/0246-canary-and-tenant-rollouts.md). Pure: the registry
 * and the person in, one version per remote out.
 */

/** Who is looking: the person (their principal id, stable across sessions and devices) and the tenant they are on. */
export interface RolloutViewer {
  personKey: string;
  tenant: Tenant;
}

/** A remote at the one version chosen for this person, and why (the track the version marker shows). */
export interface ChosenEntry extends RemoteVersion {
  track: ReleaseTrack;
}

/**
 * A tenant pin for the viewer's tenant wins (a deliberate choice for everyone there); otherwise a canary the person's
 * bucket falls in; otherwise the current version.
 */
export function chooseRelease(entry: RegistryEntry, viewer: RolloutViewer): ChosenEntry {
  const { rollouts = [], ...current } = entry;
  const pinned = rollouts.find((r) => r.rule.kind === 'tenant' && r.rule.tenant === viewer.tenant);
  const canary = rollouts.find((r) => r.rule.kind === 'canary' && inCanary(entry.name, viewer.personKey, r.rule.percent));
  const chosen = pinned ?? canary;
  if (!chosen) return { ...current, track: { kind: 'current' } };
  const { rule, ...version } = chosen;
  return { ...version, track: rule };
}
