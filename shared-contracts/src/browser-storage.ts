/// <reference lib="dom" />
// Browser code (Web Storage, storage events): programs without the DOM library, such as deploy, still check it.
/*
 * The browser's Web Storage, or a stand-in kept in memory when the browser refuses it (no jotai here: the shell's
 * token and session code uses it before anything else; the browser-state atoms build on it, ADR 0259).
 */

/**
 * A stand-in for the browser's storage kept in memory, for when the browser refuses storage. Inside another site's
 * frame (the onboarding site frames the registration page) Chromium may deny storage to the framed document, and even
 * reading `window.sessionStorage` throws then.
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

/** The storage `read` answers if it can be written to, otherwise a memory stand-in: the page works either way. */
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
