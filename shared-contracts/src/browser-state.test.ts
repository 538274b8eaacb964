import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { RECENT_CLIENTS_LIMIT } from './journal';
import {
  createBrowserState,
  draftKey,
  RECENT_CLIENTS_KEPT,
  favouritesKey,
  memoryStorage,
  STORAGE_KEYS,
  storageEventsOf,
  TOAST_DEFAULT_MS,
  usableStorage,
  withoutToast,
  withToast,
  type StorageWatch,
  type Toast,
} from './browser-state';

function setup(initial: Record<string, string> = {}, watch: StorageWatch | null = null) {
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(initial)) storage.setItem(key, value);
  const state = createBrowserState(storage, { watch });
  return { storage, state, get: state.store.get, set: state.store.set };
}

describe('browser state defaults', () => {
  it('starts empty, with journal add-another on (spec §9)', () => {
    const { state, get } = setup();
    expect(get(state.atoms.favourites('user-service:users:1'))).toEqual([]);
    expect(get(state.atoms.draft('single', undefined))).toBeNull();
    expect(get(state.atoms.selectedClient)).toBeNull();
    expect(get(state.atoms.journalOptions)).toEqual({ addAnother: true });
    expect(get(state.atoms.recentClients)).toEqual([]);
    expect(get(state.atoms.previousPlan)).toBeNull();
    expect(get(state.atoms.calendarIntegrationEnabled)).toBe(false);
    expect(get(state.atoms.toasts)).toEqual([]);
  });
});

describe('kept under the storage keys', () => {
  it('reads what the hand-written readers stored before (same keys, same JSON)', () => {
    const { state, get } = setup({
      'nav-favourites:p1': '["/plan","/work"]',
      'journal:draft:single:7': '{"id":"7","date":"2026-03-02","channelIds":["11"]}',
      'journal:draft:recurring:new': '{"date":"2026-03-02","channelIds":[],"schedule":{"occurrence":"weekly"}}',
      'journal:options': '{"addAnother":false}',
      'journal:recent-clients': '["5","4"]',
    });
    expect(get(state.atoms.favourites('p1'))).toEqual(['/plan', '/work']);
    expect(get(state.atoms.draft('single', '7'))).toEqual({ id: '7', date: '2026-03-02', channelIds: ['11'] });
    expect(get(state.atoms.draft('recurring', undefined))).toMatchObject({ schedule: { occurrence: 'weekly' } });
    expect(get(state.atoms.journalOptions)).toEqual({ addAnother: false });
    expect(get(state.atoms.recentClients)).toEqual(['5', '4']);
  });

  it('writes each value as JSON under its key; null removes the key', () => {
    const { state, storage, set } = setup();
    set(state.atoms.favourites('p1'), ['/plan']);
    set(state.atoms.draft('single', undefined), { date: '2026-03-02', channelIds: [] });
    set(state.atoms.selectedClient, '42');
    set(state.atoms.journalOptions, { addAnother: false });
    set(state.atoms.recentClients, (recent) => ['9', ...recent]);
    set(state.atoms.previousPlan, { plan: 'q1', filters: { channelTypes: ['ppc'], owner: '3', teams: ['t1'] } });
    set(state.atoms.calendarIntegrationEnabled, true);
    expect(storage.getItem(favouritesKey('p1'))).toBe('["/plan"]');
    expect(storage.getItem(draftKey('single', undefined))).toBe('{"date":"2026-03-02","channelIds":[]}');
    expect(storage.getItem(STORAGE_KEYS.selectedClient)).toBe('"42"');
    expect(storage.getItem(STORAGE_KEYS.journalOptions)).toBe('{"addAnother":false}');
    expect(storage.getItem(STORAGE_KEYS.recentClients)).toBe('["9"]');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.previousPlan)!)).toEqual({
      plan: 'q1',
      filters: { channelTypes: ['ppc'], owner: '3', teams: ['t1'] },
    });
    expect(storage.getItem(STORAGE_KEYS.calendarIntegrationEnabled)).toBe('true');

    set(state.atoms.draft('single', undefined), null);
    set(state.atoms.selectedClient, null);
    expect(storage.getItem(draftKey('single', undefined))).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.selectedClient)).toBeNull();
  });

  it('keeps favourites per person and drafts per type and id', () => {
    const { state, get, set } = setup();
    set(state.atoms.favourites('p1'), ['/plan']);
    set(state.atoms.draft('single', '7'), { date: '2026-03-02', channelIds: [] });
    expect(get(state.atoms.favourites('p2'))).toEqual([]);
    expect(get(state.atoms.draft('single', '8'))).toBeNull();
    expect(get(state.atoms.draft('recurring', '7'))).toBeNull();
    // the same key answers the same atom, so every reader sees one value
    expect(state.atoms.favourites('p1')).toBe(state.atoms.favourites('p1'));
    expect(state.atoms.draft('single', '7')).toBe(state.atoms.draft('single', '7'));
  });

  it('is read again by a new page (a reload) from the same storage', () => {
    const first = setup();
    first.set(first.state.atoms.journalOptions, { addAnother: false });
    first.set(first.state.atoms.favourites('p1'), ['/work']);
    const reloaded = createBrowserState(first.storage, { watch: null });
    expect(reloaded.store.get(reloaded.atoms.journalOptions)).toEqual({ addAnother: false });
    expect(reloaded.store.get(reloaded.atoms.favourites('p1'))).toEqual(['/work']);
  });
});

describe('a damaged or foreign stored value', () => {
  it('reads as the default', () => {
    const { state, get } = setup({
      'nav-favourites:p1': '{not json',
      'journal:draft:single:new': '"a string"',
      'journal:draft:single:7': '[1,2]',
      'clients:selected': '12',
      'journal:options': '"yes"',
      'journal:recent-clients': '{"a":1}',
      'plan:previous': 'null',
      'journal:calendar-integration': '"on"',
    });
    expect(get(state.atoms.favourites('p1'))).toEqual([]);
    expect(get(state.atoms.draft('single', undefined))).toBeNull();
    expect(get(state.atoms.draft('single', '7'))).toBeNull();
    expect(get(state.atoms.selectedClient)).toBeNull();
    expect(get(state.atoms.journalOptions)).toEqual({ addAnother: true });
    expect(get(state.atoms.recentClients)).toEqual([]);
    expect(get(state.atoms.previousPlan)).toBeNull();
    expect(get(state.atoms.calendarIntegrationEnabled)).toBe(false);
  });

  it('keeps what is usable and drops the rest', () => {
    const { state, get } = setup({
      'nav-favourites:p1': '["/work", 3, "http://x"]',
      'journal:options': '{"addAnother":"no"}',
      'journal:recent-clients': JSON.stringify(['1', 2, '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']),
      'plan:previous': '{"plan":"q1","filters":{"channelTypes":["ppc",1],"owner":5}}',
    });
    expect(get(state.atoms.favourites('p1'))).toEqual(['/work']);
    expect(get(state.atoms.journalOptions)).toEqual({ addAnother: true });
    // at most 10 recent clients (spec §9), the journal's own limit
    expect(RECENT_CLIENTS_KEPT).toBe(RECENT_CLIENTS_LIMIT);
    expect(get(state.atoms.recentClients)).toEqual(['1', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    expect(get(state.atoms.previousPlan)).toEqual({ plan: 'q1', filters: { channelTypes: ['ppc'], owner: null, teams: [] } });
  });
});

describe('a storage that refuses', () => {
  it('falls back to memory when the browser denies storage, and the atoms still work', () => {
    const storage = usableStorage(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const state = createBrowserState(storage, { watch: null });
    state.store.set(state.atoms.journalOptions, { addAnother: false });
    expect(state.store.get(state.atoms.journalOptions)).toEqual({ addAnother: false });
    expect(storage.getItem('journal:options')).toBe('{"addAnother":false}');
  });

  it('keeps the value on the page when writing fails (a full storage)', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const state = createBrowserState(full, { watch: null });
    state.store.set(state.atoms.favourites('p1'), ['/plan']);
    expect(state.store.get(state.atoms.favourites('p1'))).toEqual(['/plan']);
  });
});

describe('one store', () => {
  it('tells every subscriber of an atom about a change (what two remotes on one page rely on)', () => {
    const { state } = setup();
    const seen: Array<readonly string[]> = [];
    const off = state.store.sub(state.atoms.favourites('p1'), () => seen.push(state.store.get(state.atoms.favourites('p1'))));
    state.store.set(state.atoms.favourites('p1'), ['/plan']);
    expect(seen).toEqual([['/plan']]);
    off();
  });

  it('can be put on a store the caller gives', () => {
    const store = createStore();
    const state = createBrowserState(memoryStorage(), { store, watch: null });
    expect(state.store).toBe(store);
  });

  it("follows another tab's change of a watched key (storage events)", () => {
    const storage = memoryStorage();
    const target = new EventTarget();
    const state = createBrowserState(storage, { watch: storageEventsOf(storage, target as unknown as Window) });
    const favourites = state.atoms.favourites('p1');
    const off = state.store.sub(favourites, () => undefined);
    storage.setItem(favouritesKey('p1'), '["/academy"]');
    const event = new Event('storage') as StorageEvent;
    Object.assign(event, { key: favouritesKey('p1'), storageArea: storage });
    target.dispatchEvent(event);
    expect(state.store.get(favourites)).toEqual(['/academy']);
    // another storage area's event (sessionStorage) changes nothing
    storage.setItem(favouritesKey('p1'), '["/work"]');
    const other = new Event('storage') as StorageEvent;
    Object.assign(other, { key: favouritesKey('p1'), storageArea: memoryStorage() });
    target.dispatchEvent(other);
    expect(state.store.get(favourites)).toEqual(['/academy']);
    off();
  });
});

describe('toasts', () => {
  const toast = (id: string, text = id): Toast => ({ id, text, color: 'success', snackbar: false, timeout: TOAST_DEFAULT_MS });

  it('default to 5000 ms (spec §9)', () => {
    expect(TOAST_DEFAULT_MS).toBe(5000);
  });

  it('add last, replace one with the same id in place, and remove by id', () => {
    const list = withToast(withToast([], toast('a')), toast('b'));
    expect(list.map((t) => t.id)).toEqual(['a', 'b']);
    expect(withToast(list, toast('a', 'again')).map((t) => t.text)).toEqual(['again', 'b']);
    expect(withoutToast(list, 'a').map((t) => t.id)).toEqual(['b']);
    expect(withoutToast(list, 'missing')).toBe(list);
  });

  it('are a plain atom: nothing stored', () => {
    const { state, storage, set } = setup();
    set(state.atoms.toasts, [toast('a')]);
    expect(storage.length).toBe(0);
  });
});
