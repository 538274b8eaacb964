import { describe, expect, it } from 'vitest';
import { favouritesKey, readFavourites, toggleFavourite, withFavouritesFirst } from './navigationFavourites';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('navigation favourites', () => {
  it('toggles a route path on and off, kept per person in the browser storage', () => {
    const storage = memoryStorage();
    expect(toggleFavourite(storage, 'user-service:users:1', '/plan')).toEqual(['/plan']);
    expect(toggleFavourite(storage, 'user-service:users:1', '/work')).toEqual(['/plan', '/work']);
    expect(toggleFavourite(storage, 'user-service:users:1', '/plan')).toEqual(['/work']);
    expect(readFavourites(storage, 'user-service:users:1')).toEqual(['/work']);
    expect(readFavourites(storage, 'user-service:users:2')).toEqual([]);
  });

  it('ignores a damaged or foreign stored value', () => {
    expect(readFavourites(memoryStorage({ [favouritesKey('p')]: '{not json' }), 'p')).toEqual([]);
    expect(readFavourites(memoryStorage({ [favouritesKey('p')]: '["/work", 3, "http://x"]' }), 'p')).toEqual(['/work']);
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
