/** Notification panel rules (shell-and-freelancer.md §2 Notification side panel, §4 Notifications, §9). */

/** Page size of the panel's lists (§9). */
export const NOTIFICATION_PAGE_SIZE = 5;
/** The bell's badge shows at most this number, then "99+" (§9). */
export const BADGE_MAX = 99;
/** The panel's width (§9); full width on small screens. */
export const NOTIFICATION_DRAWER_WIDTH = 400;

export interface NotificationItem {
  id: string;
  kind: 'work' | 'announcement';
  subject: string;
  messageText: string;
  relativeLink: string | null;
  createdAt: string;
}

/** The badge text for an unread count: nothing at 0, the number up to 99, then "99+". */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
}

/** Show more is enabled while the total exceeds page × limit (§2). */
export function showMoreEnabled(total: number, page: number, limit: number): boolean {
  return total > page * limit;
}

/**
 * The page the list has reached. Reading an item takes it out of the unread list (and out of the server's), so the
 * list's reach is counted in items shown rather than in pages fetched: page × limit is then the number shown.
 */
export function pageReached(shown: number, limit: number): number {
  return shown / limit;
}

/**
 * The page to fetch for Show more: the one holding the first item not shown yet. Items read (removed) or pushed
 * (added at the top) shift the server's unread list by as many places as the list here, so this stays in step;
 * any overlap is removed by `appendPage`.
 */
export function nextPageToFetch(shown: number, limit: number): number {
  return Math.floor(shown / limit) + 1;
}

/**
 * The pages Show more fetches to bring in up to one page's worth of items: one when the list ends on a page
 * boundary, else the page holding the first item not shown and the one after it.
 */
export function pagesForShowMore(shown: number, limit: number, total: number): number[] {
  const first = nextPageToFetch(shown, limit);
  return shown % limit !== 0 && total > first * limit ? [first, first + 1] : [first];
}

/** The shown list followed by a fetched page, without repeating an item already shown. */
export function appendPage<T extends { id: string }>(shown: readonly T[], page: readonly T[]): T[] {
  const ids = new Set(shown.map((n) => n.id));
  return [...shown, ...page.filter((n) => !ids.has(n.id))];
}

export interface FeedList<T> {
  items: T[];
  total: number;
}

/** A pushed notification goes to the top and raises the total (once, even if the push repeats). */
export function pushToTop<T extends { id: string }>(list: FeedList<T>, pushed: T): FeedList<T> {
  if (list.items.some((n) => n.id === pushed.id)) return list;
  return { items: [pushed, ...list.items], total: list.total + 1 };
}

/** Reading one takes it off the unread list and lowers the total. */
export function removeRead<T extends { id: string }>(list: FeedList<T>, id: string): FeedList<T> {
  if (!list.items.some((n) => n.id === id)) return list;
  return { items: list.items.filter((n) => n.id !== id), total: Math.max(0, list.total - 1) };
}
