import { describe, expect, it } from 'vitest';
import {
  appendPage,
  badgeText,
  nextPageToFetch,
  pagesForShowMore,
  pageReached,
  pushToTop,
  removeRead,
  showMoreEnabled,
} from './notificationRules';

const n = (id: string) => ({ id });

describe('badge', () => {
  it('shows nothing at 0, the count up to 99 and 99+ above', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(2500)).toBe('99+');
  });
});

describe('Show more', () => {
  it('is enabled while total > page × limit', () => {
    expect(showMoreEnabled(6, 1, 5)).toBe(true);
    expect(showMoreEnabled(5, 1, 5)).toBe(false);
    expect(showMoreEnabled(11, 2, 5)).toBe(true);
    expect(showMoreEnabled(10, 2, 5)).toBe(false);
    expect(showMoreEnabled(0, 1, 5)).toBe(false);
  });

  it('counts the page reached in items shown, so reading one keeps the rule exact', () => {
    // 7 unread, first page of 5 shown: more to come
    expect(showMoreEnabled(7, pageReached(5, 5), 5)).toBe(true);
    // one read: 6 unread, 4 shown, 2 not yet shown
    expect(showMoreEnabled(6, pageReached(4, 5), 5)).toBe(true);
    // all 7 shown then all but the shown ones gone
    expect(showMoreEnabled(3, pageReached(3, 5), 5)).toBe(false);
  });

  it('fetches the page holding the first item not shown, and drops repeats', () => {
    expect(nextPageToFetch(5, 5)).toBe(2);
    expect(nextPageToFetch(4, 5)).toBe(1);
    expect(nextPageToFetch(10, 5)).toBe(3);
    expect(pagesForShowMore(5, 5, 12)).toEqual([2]);
    // one read from the first page: page 1 holds one unseen item, page 2 the rest of a page's worth
    expect(pagesForShowMore(4, 5, 11)).toEqual([1, 2]);
    expect(pagesForShowMore(4, 5, 5)).toEqual([1]);
    expect(appendPage([n('9'), n('8'), n('7'), n('6')], [n('9'), n('8'), n('7'), n('6'), n('4')]).map((x) => x.id)).toEqual([
      '9',
      '8',
      '7',
      '6',
      '4',
    ]);
  });
});

describe('pushes and reads', () => {
  it('puts a pushed notification at the top and raises the total once', () => {
    const list = { items: [n('2'), n('1')], total: 8 };
    const pushed = pushToTop(list, n('3'));
    expect(pushed).toEqual({ items: [n('3'), n('2'), n('1')], total: 9 });
    expect(pushToTop(pushed, n('3'))).toBe(pushed);
  });

  it('takes a read one off the list and lowers the total', () => {
    expect(removeRead({ items: [n('2'), n('1')], total: 8 }, '2')).toEqual({ items: [n('1')], total: 7 });
    const list = { items: [n('1')], total: 1 };
    expect(removeRead(list, 'x')).toBe(list);
  });
});
