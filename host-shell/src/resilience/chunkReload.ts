/**
 * A failed chunk load (a hashed file of the shell or a remote that is gone after a deploy, or a network blip) reloads
 * the page, so the person gets the current build; at most once a minute, remembered in sessionStorage, so a chunk that
 * stays missing cannot reload the page in a loop (shell-and-freelancer.md §8). ADR 0076.
 */
import { addErrorHandler } from 'single-spa';
import { onRemoteLoadFailure } from '../federation/runtime';
import { tabStorage } from '../app/browserStorage';

export const RELOAD_STORAGE_KEY = 'shell:chunk-reload-at';
export const RELOAD_MIN_INTERVAL_MS = 60_000;

const CHUNK_FAILURE = [
  /ChunkLoadError/,
  /Loading (CSS )?chunk [\w./-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

/** A webpack ChunkLoadError, a failed CSS chunk, or a failed dynamic import; also when wrapped (single-spa, cause). */
export function isChunkLoadError(error: unknown, depth = 0): boolean {
  if (!error || depth > 3) return false;
  if (typeof error === 'string') return CHUNK_FAILURE.some((re) => re.test(error));
  if (typeof error !== 'object') return false;
  const e = error as { name?: unknown; message?: unknown; cause?: unknown };
  if (e.name === 'ChunkLoadError') return true;
  if (typeof e.message === 'string' && CHUNK_FAILURE.some((re) => re.test(e.message as string))) return true;
  return isChunkLoadError(e.cause, depth + 1);
}

/** A reload is allowed when none happened in the last minute (or the stored time is unreadable or in the future). */
export function reloadAllowed(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt) || lastReloadAt > now) return true;
  return now - lastReloadAt >= RELOAD_MIN_INTERVAL_MS;
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

export type ReloadOutcome = 'ignored' | 'reloaded' | 'throttled';

export function reloadOnChunkFailure(error: unknown, deps: ReloadDeps): ReloadOutcome {
  if (!isChunkLoadError(error)) return 'ignored';
  let last: number | null = null;
  try {
    const stored = deps.storage.getItem(RELOAD_STORAGE_KEY);
    last = stored === null ? null : Number(stored);
  } catch {
    // storage unavailable: still reload once
  }
  const now = deps.now();
  if (!reloadAllowed(last, now)) return 'throttled';
  try {
    deps.storage.setItem(RELOAD_STORAGE_KEY, String(now));
  } catch {
    // without storage the throttle cannot hold across the reload: do not risk a loop
    return 'throttled';
  }
  deps.reload();
  return 'reloaded';
}

let installed = false;

/** Hears chunk failures wherever they surface: unhandled rejections, script errors, single-spa and federation. */
export function installChunkReload(win: Window = window, storage: Storage = tabStorage): void {
  if (installed) return;
  installed = true;
  const deps: ReloadDeps = { storage, now: () => Date.now(), reload: () => win.location.reload() };
  const handle = (error: unknown) => {
    const outcome = reloadOnChunkFailure(error, deps);
    if (outcome === 'throttled') console.warn('[shell] a chunk failed to load again within a minute: not reloading', error);
  };
  win.addEventListener('unhandledrejection', (event) => handle(event.reason));
  win.addEventListener('error', (event) => handle(event.error ?? event.message));
  addErrorHandler((error) => handle(error));
  onRemoteLoadFailure(({ error }) => handle(error));
}
