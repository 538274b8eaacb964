import { describe, expect, it } from 'vitest';
import { COOKIE_PREFERENCES_KEY, readCookieChoice, saveCookieChoice } from './cookiePreferences';

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('cookie preferences', () => {
  it('has no choice until one is saved, then remembers it', () => {
    const storage = memory();
    expect(readCookieChoice(storage)).toBeNull();
    saveCookieChoice(storage, 'necessary', new Date('2026-01-01T00:00:00Z'));
    expect(readCookieChoice(storage)).toBe('necessary');
    expect(JSON.parse(storage.getItem(COOKIE_PREFERENCES_KEY)!)).toEqual({ choice: 'necessary', at: '2026-01-01T00:00:00.000Z' });
  });
  it('ignores anything it did not write', () => {
    const storage = memory();
    storage.setItem(COOKIE_PREFERENCES_KEY, 'not json');
    expect(readCookieChoice(storage)).toBeNull();
    storage.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify({ choice: 'everything' }));
    expect(readCookieChoice(storage)).toBeNull();
  });
});
