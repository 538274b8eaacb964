import { requestedOverrides, storeOverrides, type OverridePolicy, type Overrides } from './overrides';

export interface OverrideDecisionDeps {
  url: URL;
  policy: OverridePolicy;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** Shows the allowed overrides (name → manifest URL) and resolves true when the person chooses to load them. */
  ask: (allowed: Overrides) => Promise<boolean>;
  /** Tells the person that some requested overrides were not loaded (overrides off, or an origin not allowed). */
  refuse: (refused: Overrides, policy: OverridePolicy) => void;
  /** Replaces the address without the override parameters (history.replaceState). */
  replaceUrl: (url: URL) => void;
}

/**
 * Settles the overrides a link asks for, before the registry is composed, so no override code runs unconfirmed:
 * refused ones are reported and dropped, allowed ones are stored only when the person confirms. The parameters leave
 * the address either way, so a reload never asks twice.
 */
export async function settleRequestedOverrides(deps: OverrideDecisionDeps): Promise<void> {
  const { allowed, refused, cleaned } = requestedOverrides(deps.url, deps.policy);
  if (!cleaned) return;
  deps.replaceUrl(cleaned);
  if (Object.keys(refused).length > 0) deps.refuse(refused, deps.policy);
  if (Object.keys(allowed).length > 0 && (await deps.ask(allowed))) storeOverrides(deps.storage, allowed);
}

let settled: Promise<void> | null = null;

/** Once per page load (React may run the composing effect twice). */
export function settleRequestedOverridesOnce(deps: () => OverrideDecisionDeps): Promise<void> {
  settled ??= settleRequestedOverrides(deps());
  return settled;
}
