/**
 * The browser's storage, or a stand-in kept in memory when the browser refuses it. Inside another site's frame (the
 * onboarding site frames the registration page) Chromium may deny storage to the framed document, and even reading
 * `window.sessionStorage` throws then. The shell must still work there, so it never touches the globals directly.
 */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

export function usableStorage(read: () => Storage): Storage {
  try {
    const storage = read();
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

/** Per tab (tokens, the session id, impersonation): cleared when the tab closes. */
export const tabStorage: Storage = usableStorage(() => window.sessionStorage);
/** Per browser (cookie choice, favourites, remote overrides). */
export const browserStorage: Storage = usableStorage(() => window.localStorage);
