import type { EffectiveEntry } from '../registry/overrides';

/**
 * Subresource integrity for published remotes (docs/decisions/0112-remote-overrides-and-integrity.md). The registry
 * names the SHA-384 of each remote's mf-manifest.json and of its entry script; the browser checks both: the manifest
 * is fetched with `integrity`, the entry script gets an `integrity` attribute. A tampered file fails to load, and the
 * remote shows its fallback instead of running.
 */

const pathOf = (url: string): string => {
  const u = new URL(url, window.location.href);
  return `${u.origin}${u.pathname}`;
};

type Fetch = typeof fetch;

export interface IntegrityChecks {
  /** Where each remote's manifest and entry script live, from the current registry. */
  update(entries: readonly EffectiveEntry[]): void;
  /** The runtime's manifest fetch: with the registry's integrity, retried on network failures. */
  fetchManifest(url: string, init?: RequestInit): Promise<Response>;
  /** The runtime's entry script: a script element carrying the registry's integrity (undefined: no check known). */
  entryScript(url: string): HTMLScriptElement | undefined;
}

export function createIntegrityChecks(options: { fetchImpl?: Fetch; retries?: number; retryDelayMs?: number } = {}): IntegrityChecks {
  const manifests = new Map<string, EffectiveEntry>();
  const entryScripts = new Map<string, string>();
  const retries = options.retries ?? 2;
  const delay = options.retryDelayMs ?? 300;

  async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
    const doFetch = options.fetchImpl ?? fetch;
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await doFetch(url, init);
        if (response.ok || attempt >= retries) return response;
      } catch (error) {
        // An integrity mismatch is a network error too; retrying it costs little and changes nothing.
        if (attempt >= retries) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  return {
    update(entries) {
      manifests.clear();
      for (const entry of entries) manifests.set(pathOf(entry.manifestUrl), entry);
    },
    async fetchManifest(url, init = {}) {
      const entry = manifests.get(pathOf(url));
      const integrity = entry?.integrity ?? undefined;
      const response = await fetchWithRetry(url, integrity ? { ...init, integrity } : init);
      if (entry?.entryIntegrity && response.ok) {
        // The entry script's address comes from the (now verified) manifest: its folder, path and name.
        const manifest = (await response.clone().json()) as { metaData?: { remoteEntry?: { name?: string; path?: string } } };
        const remoteEntry = manifest.metaData?.remoteEntry;
        if (remoteEntry?.name) {
          const folder = new URL('.', new URL(url, window.location.href));
          const file = [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/');
          entryScripts.set(pathOf(new URL(file, folder).href), entry.entryIntegrity);
        }
      }
      return response;
    },
    entryScript(url) {
      const integrity = entryScripts.get(pathOf(url));
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
