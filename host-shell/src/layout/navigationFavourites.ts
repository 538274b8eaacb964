/**
 * Favourite navigation routes (spec §2 shared widgets "a favourite toggle per current route path", §7 local-only
 * favourites / addFavorite / removeFavorite): kept in the browser per person, shown first in the menu (ADR 0072). The
 * list lives in the browser state's `favourites(principalId)` atom, stored under `nav-favourites:<principal>` as
 * before (ADR 0259); these are the pure steps the menu applies to it.
 */
export { favouritesKey } from '@work/shared-contracts/browser-state';

/** addFavorite: the path added last (once). */
export function addFavourite(favourites: readonly string[], path: string): readonly string[] {
  return favourites.includes(path) ? favourites : [...favourites, path];
}

/** removeFavorite: the list without the path. */
export function removeFavourite(favourites: readonly string[], path: string): readonly string[] {
  return favourites.filter((p) => p !== path);
}

/** The menu's star: adds the path, or removes it when it is already a favourite. */
export function toggleFavourite(favourites: readonly string[], path: string): readonly string[] {
  return favourites.includes(path) ? removeFavourite(favourites, path) : addFavourite(favourites, path);
}

/** Favourites first (in menu order), then the rest (in menu order); each item says whether it is a favourite. */
export function withFavouritesFirst<T extends { path: string }>(
  items: readonly T[],
  favourites: readonly string[],
): Array<T & { favourite: boolean }> {
  const marked = items.map((item) => ({ ...item, favourite: favourites.includes(item.path) }));
  return [...marked.filter((i) => i.favourite), ...marked.filter((i) => !i.favourite)];
}
