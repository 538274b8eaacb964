/**
 * Favourite navigation routes (spec §2 shared widgets "a favourite toggle per current route path", §7 local-only
 * favourites / addFavorite / removeFavorite): kept in the browser per person, shown first in the menu (ADR 0072).
 */
type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function favouritesKey(principalId: string): string {
  return `nav-favourites:${principalId}`;
}

export function readFavourites(storage: Storage, principalId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(favouritesKey(principalId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string' && p.startsWith('/')) : [];
  } catch {
    return [];
  }
}

/** Adds or removes a route path and stores the result; answers the new list. */
export function toggleFavourite(storage: Storage, principalId: string, path: string): string[] {
  const current = readFavourites(storage, principalId);
  const next = current.includes(path) ? current.filter((p) => p !== path) : [...current, path];
  storage.setItem(favouritesKey(principalId), JSON.stringify(next));
  return next;
}

/** Favourites first (in menu order), then the rest (in menu order); each item says whether it is a favourite. */
export function withFavouritesFirst<T extends { path: string }>(
  items: readonly T[],
  favourites: readonly string[],
): Array<T & { favourite: boolean }> {
  const marked = items.map((item) => ({ ...item, favourite: favourites.includes(item.path) }));
  return [...marked.filter((i) => i.favourite), ...marked.filter((i) => !i.favourite)];
}
