/** The cookie-preferences choice, remembered per browser (localStorage), so the footer asks once. */
export type CookieChoice = 'all' | 'necessary';
export const COOKIE_PREFERENCES_KEY = 'cookie-preferences';

export function readCookieChoice(storage: Pick<Storage, 'getItem'>): CookieChoice | null {
  try {
    const raw = JSON.parse(storage.getItem(COOKIE_PREFERENCES_KEY) ?? 'null') as { choice?: unknown } | null;
    return raw?.choice === 'all' || raw?.choice === 'necessary' ? raw.choice : null;
  } catch {
    return null;
  }
}

export function saveCookieChoice(storage: Pick<Storage, 'setItem'>, choice: CookieChoice, now = new Date()): void {
  try {
    storage.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify({ choice, at: now.toISOString() }));
  } catch {
    // Storage unavailable (private mode): the footer asks again next time.
  }
}
