import type { RegistryEntry } from '@work/shared-contracts';

/** docs/architecture.md § Remotes: localStorage `remote-overrides` (name → manifest URL) or `?remote-override=name=url`. */
export const OVERRIDES_KEY = 'remote-overrides';
export const OVERRIDE_PARAM = 'remote-override';

export type Overrides = Record<string, string>;

export function parseOverrideParam(value: string): [name: string, url: string] | null {
  const at = value.indexOf('=');
  if (at <= 0) return null;
  const name = value.slice(0, at).trim();
  const url = value.slice(at + 1).trim();
  if (!/^mfe-[a-z0-9-]+$/.test(name) || !url) return null;
  return [name, url];
}

export function readOverrides(storage: Pick<Storage, 'getItem'>): Overrides {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OVERRIDES_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
    );
  } catch {
    return {};
  }
}

/** Moves every `remote-override` query parameter into storage; returns the URL without them (or null if none). */
export function absorbOverrideParams(url: URL, storage: Pick<Storage, 'getItem' | 'setItem'>): URL | null {
  const values = url.searchParams.getAll(OVERRIDE_PARAM);
  if (values.length === 0) return null;
  const overrides = readOverrides(storage);
  for (const value of values) {
    const parsed = parseOverrideParam(value);
    if (parsed) overrides[parsed[0]] = parsed[1];
  }
  storage.setItem(OVERRIDES_KEY, JSON.stringify(overrides));
  const clean = new URL(url);
  clean.searchParams.delete(OVERRIDE_PARAM);
  return clean;
}

export function clearOverrides(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(OVERRIDES_KEY);
}

export interface EffectiveEntry extends RegistryEntry {
  overridden: boolean;
}

/** The registry with overrides applied. An override for a remote the registry does not list is ignored. */
export function applyOverrides(remotes: readonly RegistryEntry[], overrides: Overrides): EffectiveEntry[] {
  return remotes.map((entry) => {
    const url = overrides[entry.name];
    return url
      ? { ...entry, manifestUrl: url, version: `override-${hash(url)}`, integrity: null, overridden: true }
      : { ...entry, overridden: false };
  });
}

function hash(text: string): string {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(31, h) + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}
