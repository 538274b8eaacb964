import type { ChosenEntry } from './rollouts';

/**
 * Remote overrides, a dev and QA tool (docs/decisions/0112-remote-overrides-and-integrity.md): load one remote from
 * another manifest URL in this browser. Off unless the deployment turns them on (the gateway's
 * `<meta name="remote-overrides">`); only origins on its allowlist; a URL's request is stored only after the person
 * confirms it (confirmOverrides.ts).
 */
export const OVERRIDES_KEY = 'remote-overrides';
export const OVERRIDE_PARAM = 'remote-override';
export const POLICY_META = 'remote-overrides';

export type Overrides = Record<string, string>;

/** What the deployment allows. */
export interface OverridePolicy {
  enabled: boolean;
  /** Allowed origins; `http://localhost:*` allows any port of that host. */
  origins: readonly string[];
}

export const OVERRIDES_OFF: OverridePolicy = { enabled: false, origins: [] };

/** The policy the gateway put into index.html; anything missing or malformed means off. */
export function readOverridePolicy(doc: Pick<Document, 'querySelector'> = document): OverridePolicy {
  const content = doc.querySelector(`meta[name="${POLICY_META}"]`)?.getAttribute('content');
  if (!content) return OVERRIDES_OFF;
  try {
    const parsed = JSON.parse(content) as { enabled?: unknown; origins?: unknown };
    if (parsed.enabled !== true || !Array.isArray(parsed.origins)) return OVERRIDES_OFF;
    return { enabled: true, origins: parsed.origins.filter((o): o is string => typeof o === 'string') };
  } catch {
    return OVERRIDES_OFF;
  }
}

/** True when the manifest URL is absolute http(s) on an allowed origin (a `:*` pattern matches any port). */
export function originAllowed(manifestUrl: string, policy: OverridePolicy): boolean {
  if (!policy.enabled) return false;
  let url: URL;
  try {
    url = new URL(manifestUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return policy.origins.some((pattern) => {
    if (pattern.endsWith(':*')) return `${url.protocol}//${url.hostname}` === pattern.slice(0, -2);
    return url.origin === pattern;
  });
}

export function parseOverrideParam(value: string): [name: string, url: string] | null {
  const at = value.indexOf('=');
  if (at <= 0) return null;
  const name = value.slice(0, at).trim();
  const url = value.slice(at + 1).trim();
  if (!/^mfe-[a-z0-9-]+$/.test(name) || !url) return null;
  return [name, url];
}

export interface RequestedOverrides {
  /** Asked for and allowed by the policy: shown to the person for confirmation. */
  allowed: Overrides;
  /** Asked for but not allowed (overrides off, or an origin not on the allowlist): never loaded. */
  refused: Overrides;
  /** The URL without its `remote-override` parameters; null when it had none. */
  cleaned: URL | null;
}

/** The `remote-override` parameters of a URL, sorted by the policy. Reads only: nothing is stored here. */
export function requestedOverrides(url: URL, policy: OverridePolicy): RequestedOverrides {
  const values = url.searchParams.getAll(OVERRIDE_PARAM);
  const allowed: Overrides = {};
  const refused: Overrides = {};
  for (const value of values) {
    const parsed = parseOverrideParam(value);
    if (!parsed) continue;
    const [name, manifestUrl] = parsed;
    if (originAllowed(manifestUrl, policy)) allowed[name] = manifestUrl;
    else refused[name] = manifestUrl;
  }
  if (values.length === 0) return { allowed, refused, cleaned: null };
  const cleaned = new URL(url);
  cleaned.searchParams.delete(OVERRIDE_PARAM);
  return { allowed, refused, cleaned };
}

function readStored(storage: Pick<Storage, 'getItem'>): Overrides {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OVERRIDES_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  } catch {
    return {};
  }
}

/** Whether any override is in play for this page: stored, or asked for by the link (whatever the person answers). */
export function overridesInPlay(url: URL, storage: Pick<Storage, 'getItem'>, policy: OverridePolicy): boolean {
  return url.searchParams.has(OVERRIDE_PARAM) || Object.keys(readOverrides(storage, policy)).length > 0;
}

/** The stored overrides the policy allows now (with overrides off, none; an origin dropped from the allowlist, not that one). */
export function readOverrides(storage: Pick<Storage, 'getItem'>, policy: OverridePolicy): Overrides {
  return Object.fromEntries(Object.entries(readStored(storage)).filter(([, url]) => originAllowed(url, policy)));
}

/** Adds confirmed overrides to the stored ones. */
export function storeOverrides(storage: Pick<Storage, 'getItem' | 'setItem'>, overrides: Overrides): void {
  storage.setItem(OVERRIDES_KEY, JSON.stringify({ ...readStored(storage), ...overrides }));
}

export function clearOverrides(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(OVERRIDES_KEY);
}

export interface EffectiveEntry extends ChosenEntry {
  overridden: boolean;
}

/**
 * The person's registry with overrides applied: an override wins over the version chosen for them (current, canary or
 * tenant pin). An override for a remote the registry does not list is ignored.
 */
export function applyOverrides(remotes: readonly ChosenEntry[], overrides: Overrides): EffectiveEntry[] {
  return remotes.map((entry) => {
    const url = overrides[entry.name];
    return url
      ? {
          ...entry,
          manifestUrl: url,
          version: `override-${hash(url)}`,
          integrity: null,
          entryIntegrity: null,
          track: { kind: 'override' },
          overridden: true,
        }
      : { ...entry, overridden: false };
  });
}

function hash(text: string): string {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(31, h) + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}
