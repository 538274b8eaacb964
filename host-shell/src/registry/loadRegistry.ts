import * as v from 'valibot';
import { RegistrySchema, assertNoRouteConflicts, type RegistryEntry } from '@work/shared-contracts';

/** Fetches /registry.json (never cached) and validates it; a remote entry that breaks the contract is left out. */
export async function loadRegistry(fetchImpl: typeof fetch = fetch): Promise<RegistryEntry[]> {
  const response = await fetchImpl('/registry.json', { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`registry.json answered ${response.status}`);
  const raw = (await response.json()) as { remotes?: unknown[] };
  const valid: RegistryEntry[] = [];
  for (const item of Array.isArray(raw?.remotes) ? raw.remotes : []) {
    const one = v.safeParse(RegistrySchema.entries.remotes.item, item);
    if (one.success) valid.push(one.output);
    else console.warn('[registry] dropped an invalid entry', item, one.issues);
  }
  assertNoRouteConflicts(valid);
  return valid;
}
