import { registerPlugins, registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteAppModule, RemoteExtensionsModule } from '@work/shared-contracts';
import type { EffectiveEntry } from '../registry/overrides';
import { createIntegrityChecks } from './integrity';

type Failure = { remote: string; error: unknown };
const failureListeners = new Set<(f: Failure) => void>();

export function onRemoteLoadFailure(listener: (f: Failure) => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

let pluginsRegistered = false;
/** The manifest URL each remote is registered with: registering the same one again would forget what it has loaded. */
const registered = new Map<string, string>();

/** Registers (replacing) each remote whose manifest URL is new; one registered as it is keeps its loaded modules. */
function register(remotes: Array<{ name: string; entry: string }>): void {
  const changed = remotes.filter((r) => registered.get(r.name) !== r.entry);
  if (changed.length === 0) return;
  for (const r of changed) registered.set(r.name, r.entry);
  // (the runtime rewrites each entry it is given to an absolute URL: it gets copies)
  registerRemotes(
    changed.map((r) => ({ ...r })),
    { force: true },
  );
}
const integrity = createIntegrityChecks();
const attempts = new Map<string, number>();

/** Manifest URLs are cache-busted by version (a cached manifest snapshot is not refetched otherwise). */
export function manifestUrlFor(entry: Pick<EffectiveEntry, 'manifestUrl' | 'version'>, attempt = 0): string {
  const sep = entry.manifestUrl.includes('?') ? '&' : '?';
  const retry = attempt > 0 ? `&attempt=${attempt}` : '';
  return `${entry.manifestUrl}${sep}v=${encodeURIComponent(entry.version)}${retry}`;
}

function scriptRetry() {
  const { fetch: _manifestFetch, ...plugin } = RetryPlugin({ script: { retryTimes: 2, retryDelay: 300 } });
  return plugin;
}

export function setupFederation(entries: readonly EffectiveEntry[]): void {
  integrity.update(entries);
  if (!pluginsRegistered) {
    pluginsRegistered = true;
    registerPlugins([
      // Network blips: retry the entry script a couple of times before giving up. Its fetch hook goes: it would fetch
      // every manifest a second time, without the integrity (the manifest fetch retries below).
      scriptRetry() as never,
      {
        name: 'shell-registry-integrity',
        // The one manifest fetch (with the registry's SRI and its own retries) and the entry script with its SRI.
        fetch: (url: string, init: RequestInit) => integrity.fetchManifest(url, init),
        createScript: ({ url }: { url: string }) => integrity.entryScript(url),
      } as never,
      {
        name: 'shell-error-load-remote',
        // The last layer before the error reaches single-spa: report which remote failed, then let it fail,
        // so the shell shows the fallback with Retry in that remote's area.
        errorLoadRemote(args: { id: string; error: unknown; lifecycle: string }) {
          const remote = args.id.split('/')[0] ?? args.id;
          failureListeners.forEach((l) => l({ remote, error: args.error }));
          console.warn(`[federation] ${args.id} failed during ${args.lifecycle}`, args.error);
          return undefined;
        },
      } as never,
    ]);
  }
  // the page's remote may be loading already (rootConfig.ts warmComposition): set up again, it is left as it is
  register(entries.map((e) => ({ name: e.federationName, entry: manifestUrlFor(e, attempts.get(e.name) ?? 0) })));
}

/** A fresh URL for one remote, so a retry really goes back to the network. */
export function reRegisterRemote(entry: EffectiveEntry): void {
  attempts.set(entry.name, (attempts.get(entry.name) ?? 0) + 1);
  registerOne(entry);
}

/** One remote's registration, replacing the earlier one (its loaded modules are forgotten). */
function registerOne(entry: EffectiveEntry): void {
  register([{ name: entry.federationName, entry: manifestUrlFor(entry, attempts.get(entry.name) ?? 0) }]);
}

/**
 * Points the runtime at another version of one remote (hot swap, ADR 0247): its integrity from the new registry and a
 * fresh registration, so the next load fetches the new manifest and entry while the other remotes stay as they are.
 */
export function replaceRemote(next: EffectiveEntry, all: readonly EffectiveEntry[]): void {
  integrity.update(all);
  registerOne(next);
}

export async function loadRemoteApp(entry: EffectiveEntry): Promise<RemoteAppModule> {
  const mod = await loadRemote<RemoteAppModule>(`${entry.federationName}/app`);
  if (!mod || typeof mod.mount !== 'function') throw new Error(`${entry.name} did not expose ./app lifecycles`);
  return mod;
}

export async function loadRemoteExtensions(entry: EffectiveEntry): Promise<RemoteExtensionsModule> {
  const mod = await loadRemote<RemoteExtensionsModule>(`${entry.federationName}/extensions`);
  if (!mod?.extensions) throw new Error(`${entry.name} did not expose ./extensions`);
  return mod;
}
