/// <reference lib="dom" />
// Browser code (Web Storage, storage events): programs without the DOM library, such as deploy, still check it.
import { atom, createStore, type PrimitiveAtom, type SetStateAction, type WritableAtom } from 'jotai';

/*
 * What the platform keeps in the browser (shell spec §3 "Saved locally in the browser", §7 "Local-only browser
 * operations"; staff spec §7 postToast / removeToast / toast query), as jotai atoms on ONE store (ADR 0259).
 *
 * The host creates the store and the atoms once, at start-up, and hands them to every remote in its mount props
 * (`MountProps.state`), so a change made in one remote shows in every other at once, without a reload. This module is
 * imported by its subpath `@work/shared-contracts/browser-state`, which is not a Module Federation shared module: each
 * bundle that imports it carries its own copy, which is why the atoms must come from the host instead of being created
 * by whoever imports this. A remote started by an older host (no `state` prop) creates its own with this factory.
 *
 * Kept values are JSON under the storage keys the hand-written readers used before, so what people stored keeps
 * working; a damaged or foreign stored value reads as the default. Storing `null` removes the key.
 */

/** The part of the Web Storage API the atoms use (a `Storage`, or a stand-in in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A kept value: read, set, or updated from the previous value. */
export type StoredAtom<Value> = WritableAtom<Value, [SetStateAction<Value>], void>;

export type BrowserStore = ReturnType<typeof createStore>;

/** The journal entry forms whose input is kept as a draft (spec: drafts keyed by type and id). */
export type DraftType = 'single' | 'recurring';
/** A draft: the form's values as they were typed, a JSON object (each form checks the shape it reads back). */
export type Draft = object;

export interface JournalOptions {
  /** Keep the form open for the next entry after a save (spec §9: on by default). */
  addAnother: boolean;
}

/** The plan's filters (spec §3: channelTypes, owner, teams). */
export interface PlanFilters {
  channelTypes: readonly string[];
  owner: string | null;
  teams: readonly string[];
}
/** The plan last shown, and its filters, so the plan opens where the person left it. */
export interface PreviousPlan {
  plan: string | null;
  filters: PlanFilters;
}

export type ToastColor = 'success' | 'info' | 'warning' | 'error';
/** A toast on screen (spec §3 Toast: id, text, color, snackbar, timeout). */
export interface Toast {
  id: string;
  text: string;
  color: ToastColor;
  /** The bottom, single-line style with no actions. */
  snackbar: boolean;
  /** Milliseconds it stays; 0 keeps it until it is removed. */
  timeout: number;
}
/**
 * Recent clients kept (spec §9), the same number as RECENT_CLIENTS_LIMIT in ./journal (a test checks): not imported
 * from there, which would bring the journal's schemas into the shell's first load.
 */
export const RECENT_CLIENTS_KEPT = 10;

/** A toast stays this long unless its publisher says otherwise (spec §9). */
export const TOAST_DEFAULT_MS = 5000;

export interface BrowserAtoms {
  /** Favourite navigation route paths of a person (principal id), in the order they were added. */
  favourites: (principalId: string) => StoredAtom<readonly string[]>;
  /** A form's draft, keyed by type and id (no id: a new entry); null when there is none. */
  draft: (type: DraftType, id: string | undefined) => StoredAtom<Draft | null>;
  /** The client last chosen (an id). */
  selectedClient: StoredAtom<string | null>;
  journalOptions: StoredAtom<JournalOptions>;
  /** Client ids last journalled for, most recent first, at most RECENT_CLIENTS_KEPT (spec §9). */
  recentClients: StoredAtom<readonly string[]>;
  previousPlan: StoredAtom<PreviousPlan | null>;
  /** Whether the person turned the journal's calendar integration on in this browser. */
  calendarIntegrationEnabled: StoredAtom<boolean>;
  /** The toasts on screen (the "toast query"): not stored. Publish `toast:show` / `toast:remove` to change them. */
  toasts: PrimitiveAtom<readonly Toast[]>;
}

/** What the host hands every remote as `MountProps.state`. */
export interface BrowserState {
  store: BrowserStore;
  atoms: BrowserAtoms;
}

/** The storage keys (those that existed before the atoms keep their names). */
export const favouritesKey = (principalId: string) => `nav-favourites:${principalId}`;
export const draftKey = (type: DraftType, id: string | undefined) => `journal:draft:${type}:${id ?? 'new'}`;
export const STORAGE_KEYS = {
  selectedClient: 'clients:selected',
  journalOptions: 'journal:options',
  recentClients: 'journal:recent-clients',
  previousPlan: 'plan:previous',
  calendarIntegrationEnabled: 'journal:calendar-integration',
} as const;

// ---------------------------------------------------------------------------------------- reading stored values

const isString = (x: unknown): x is string => typeof x === 'string';
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const strings = (x: unknown): string[] | undefined => (Array.isArray(x) ? x.filter(isString) : undefined);

/** Each reader takes a parsed stored value and answers it in shape, or undefined (the default is used then). */
export const readStored = {
  /** Route paths only: anything else (a number, an absolute URL) is dropped. */
  favourites: (x: unknown) => strings(x)?.filter((p) => p.startsWith('/')),
  draft: (x: unknown): Draft | undefined => (isObject(x) ? x : undefined),
  selectedClient: (x: unknown) => (isString(x) && x !== '' ? x : undefined),
  journalOptions: (x: unknown): JournalOptions | undefined =>
    isObject(x) ? { addAnother: typeof x.addAnother === 'boolean' ? x.addAnother : true } : undefined,
  recentClients: (x: unknown) => strings(x)?.slice(0, RECENT_CLIENTS_KEPT),
  previousPlan: (x: unknown): PreviousPlan | undefined => {
    if (!isObject(x)) return undefined;
    const filters = isObject(x.filters) ? x.filters : {};
    return {
      plan: isString(x.plan) ? x.plan : null,
      filters: {
        channelTypes: strings(filters.channelTypes) ?? [],
        owner: isString(filters.owner) ? filters.owner : null,
        teams: strings(filters.teams) ?? [],
      },
    };
  },
  calendarIntegrationEnabled: (x: unknown) => (typeof x === 'boolean' ? x : undefined),
};

// -------------------------------------------------------------------------------------------------- the storage

export { memoryStorage, usableStorage } from './browser-storage';

/** Calls back with the key another tab changed in `storage` (null: cleared). */
export type StorageWatch = (onChange: (key: string | null) => void) => () => void;

/** The browser's `storage` events for `storage`, which fire when ANOTHER tab of this site changes it. */
export function storageEventsOf(storage: KeyValueStorage, target: Pick<Window, 'addEventListener' | 'removeEventListener'>): StorageWatch {
  return (onChange) => {
    const listener = (event: StorageEvent) => {
      if (event.storageArea === storage) onChange(event.key);
    };
    target.addEventListener('storage', listener);
    return () => target.removeEventListener('storage', listener);
  };
}

/**
 * A value kept in `storage` under `key` as JSON: what jotai/utils' `atomWithStorage` does with `getOnInit`, on the
 * shared `jotai` entry only. jotai/utils imports jotai's store code by a subpath (`jotai/vanilla`) the federation share
 * scope does not cover, so each remote importing it would carry a second copy of jotai (ADR 0259).
 */
function storedAtom<V>(
  storage: KeyValueStorage,
  watch: StorageWatch | undefined,
  key: string,
  initial: V,
  read: (parsed: unknown) => V | undefined,
): StoredAtom<V> {
  const load = (): V => {
    try {
      const raw = storage.getItem(key);
      return raw === null ? initial : (read(JSON.parse(raw)) ?? initial);
    } catch {
      return initial;
    }
  };
  const save = (value: V) => {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(value));
    } catch {
      // a full or refused storage: the value still holds on this page
    }
  };
  // read when created, so the first render (and store.get outside React) already has the stored value
  const base = atom(load());
  base.debugPrivate = true;
  base.onMount = (setValue) => {
    // the first subscriber catches up with a change made while nobody watched (another tab), then follows them
    setValue(load());
    return watch?.((changed) => {
      if (changed === null || changed === key) setValue(load());
    });
  };
  const stored = atom(
    (get) => get(base),
    (get, set, update: SetStateAction<V>) => {
      const next = typeof update === 'function' ? (update as (previous: V) => V)(get(base)) : update;
      set(base, next);
      save(next);
    },
  );
  stored.debugLabel = key;
  return stored;
}

/** One atom per key, made when first asked for. */
function family<A extends unknown[], T>(keyOf: (...args: A) => string, make: (key: string) => T): (...args: A) => T {
  const made = new Map<string, T>();
  return (...args) => {
    const key = keyOf(...args);
    let item = made.get(key);
    if (!item) made.set(key, (item = make(key)));
    return item;
  };
}

export interface BrowserStateOptions {
  /** The store to put the atoms on (default: a new one). */
  store?: BrowserStore;
  /** Changes other tabs make (default: the window's `storage` events for this storage, in a browser). */
  watch?: StorageWatch | null;
}

/** The jotai store and atoms of everything kept in the browser. Call it once per page (the host does, at start-up). */
export function createBrowserState(storage: KeyValueStorage, options: BrowserStateOptions = {}): BrowserState {
  const watch =
    options.watch === undefined
      ? typeof window === 'undefined'
        ? undefined
        : storageEventsOf(storage, window)
      : (options.watch ?? undefined);
  const stored = <V>(key: string, initial: V, read: (parsed: unknown) => V | undefined) => storedAtom(storage, watch, key, initial, read);
  const toasts = atom<readonly Toast[]>([]);
  toasts.debugLabel = 'toasts';
  return {
    store: options.store ?? createStore(),
    atoms: {
      favourites: family(favouritesKey, (key) => stored<readonly string[]>(key, [], readStored.favourites)),
      draft: family(draftKey, (key) => stored<Draft | null>(key, null, readStored.draft)),
      selectedClient: stored<string | null>(STORAGE_KEYS.selectedClient, null, readStored.selectedClient),
      journalOptions: stored<JournalOptions>(STORAGE_KEYS.journalOptions, { addAnother: true }, readStored.journalOptions),
      recentClients: stored<readonly string[]>(STORAGE_KEYS.recentClients, [], readStored.recentClients),
      previousPlan: stored<PreviousPlan | null>(STORAGE_KEYS.previousPlan, null, readStored.previousPlan),
      calendarIntegrationEnabled: stored<boolean>(STORAGE_KEYS.calendarIntegrationEnabled, false, readStored.calendarIntegrationEnabled),
      toasts,
    },
  };
}

// ------------------------------------------------------------------------------------------------------- toasts

/** The toasts with `toast` shown: a toast with the same id is replaced in place, a new one goes last. */
export function withToast(toasts: readonly Toast[], toast: Toast): readonly Toast[] {
  return toasts.some((t) => t.id === toast.id) ? toasts.map((t) => (t.id === toast.id ? toast : t)) : [...toasts, toast];
}

/** The toasts without the one with `id` (the same list when it is not there). */
export function withoutToast(toasts: readonly Toast[], id: string): readonly Toast[] {
  return toasts.some((t) => t.id === id) ? toasts.filter((t) => t.id !== id) : toasts;
}
