/** Registers the shell's service worker (/service-worker.js, spec §7); ADR 0076 says what it caches and what never. */
export const SERVICE_WORKER_URL = '/service-worker.js';

export function registerServiceWorker(win: Window = window): void {
  const container = win.navigator.serviceWorker;
  if (!container || !win.isSecureContext) return;
  const register = () =>
    container.register(SERVICE_WORKER_URL, { scope: '/' }).catch((e: unknown) => console.warn('[shell] service worker not registered', e));
  if (win.document.readyState === 'complete') void register();
  else win.addEventListener('load', () => void register(), { once: true });
}
