import { describe, expect, it } from 'vitest';
import { createBrowserState, memoryStorage } from '@work/shared-contracts/browser-state';
import { addFavourite, favouritesKey, removeFavourite, toggleFavourite, withFavouritesFirst } from './navigationFavourites';

function setup(initial: Record<string, string> = {}) {
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(initial)) storage.setItem(key, value);
  const { store, atoms } = createBrowserState(storage, { watch: null });
  const toggle = (principalId: string, path: string) => store.set(atoms.favourites(principalId), (list) => toggleFavourite(list, path));
  return { storage, store, atoms, toggle };
}

describe('navigation favourites', () => {
  it('toggles a route path on and off, kept per person in the browser storage', () => {
    const { storage, store, atoms, toggle } = setup();
    toggle('user-service:users:1', '/plan');
    toggle('user-service:users:1', '/work');
    expect(store.get(atoms.favourites('user-service:users:1'))).toEqual(['/plan', '/work']);
    toggle('user-service:users:1', '/plan');
    expect(store.get(atoms.favourites('user-service:users:1'))).toEqual(['/work']);
    expect(storage.getItem(favouritesKey('user-service:users:1'))).toBe('["/work"]');
    expect(store.get(atoms.favourites('user-service:users:2'))).toEqual([]);
  });

  it('adds a favourite once and removes it (addFavorite / removeFavorite)', () => {
    expect(addFavourite(['/plan'], '/work')).toEqual(['/plan', '/work']);
    expect(addFavourite(['/plan'], '/plan')).toEqual(['/plan']);
    expect(removeFavourite(['/plan', '/work'], '/plan')).toEqual(['/work']);
    expect(removeFavourite(['/plan'], '/work')).toEqual(['/plan']);
  });

  it('reads what the menu stored before the browser state (same key and JSON)', () => {
    const { store, atoms } = setup({ 'nav-favourites:p': '["/settings","/work"]' });
    expect(favouritesKey('p')).toBe('nav-favourites:p');
    expect(store.get(atoms.favourites('p'))).toEqual(['/settings', '/work']);
  });

  it('ignores a damaged or foreign stored value', () => {
    const damaged = setup({ [favouritesKey('p')]: '{not json' });
    expect(damaged.store.get(damaged.atoms.favourites('p'))).toEqual([]);
    const foreign = setup({ [favouritesKey('p')]: '["/work", 3, "http://x"]' });
    expect(foreign.store.get(foreign.atoms.favourites('p'))).toEqual(['/work']);
  });

  it('puts favourites first, both groups keeping menu order, and marks them', () => {
    const items = [{ path: '/dashboard' }, { path: '/work' }, { path: '/plan' }, { path: '/settings' }];
    expect(withFavouritesFirst(items, ['/settings', '/work'])).toEqual([
      { path: '/work', favourite: true },
      { path: '/settings', favourite: true },
      { path: '/dashboard', favourite: false },
      { path: '/plan', favourite: false },
    ]);
  });
});
