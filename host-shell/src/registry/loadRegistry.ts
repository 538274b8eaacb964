import * as v from 'valibot';
import { RegistryEntrySchema, RemoteVersionSchema, assertNoRouteConflicts, type RegistryEntry } from '@work/shared-contracts';
import { chooseRelease, type ChosenEntry, type RolloutViewer } from './rollouts';
import { REGISTRY_REQUEST, REGISTRY_URL } from './prefetchRegistry';

/**
 * Fetches /registry.json (never cached), validates it and chooses each remote's version for this viewer (current,
 * canary or tenant pin: rollouts.ts). A remote entry that breaks the contract is left out; one whose rollouts break it
 * keeps its current version.
 */
export async function loadRegistry(viewer: RolloutViewer, fetchImpl: typeof fetch = fetch): Promise<ChosenEntry[]> {
  const response = await fetchImpl(REGISTRY_URL, REGISTRY_REQUEST);
  if (!response.ok) throw new Error(`registry.json answered ${response.status}`);
  const raw = (await response.json()) as { remotes?: unknown[] };
  const valid: RegistryEntry[] = [];
  for (const item of Array.isArray(raw?.remotes) ? raw.remotes : []) {
    const one = v.safeParse(RegistryEntrySchema, item);
    if (one.success) {
      valid.push(one.output);
      continue;
    }
    const currentOnly = v.safeParse(RemoteVersionSchema, item);
    if (currentOnly.success) {
      console.warn('[registry] dropped the invalid rollouts of an entry', item, one.issues);
      valid.push(currentOnly.output);
    } else console.warn('[registry] dropped an invalid entry', item, one.issues);
  }
  const chosen = valid.map((entry) => chooseRelease(entry, viewer));
  assertNoRouteConflicts(chosen);
  return chosen;
}
