import { describe, expect, it } from 'vitest';
import { clockText, remainingMs, takeOffered } from './standing';

describe('the timer and the standing', () => {
  it('counts the time left by the platform clock, never below zero', () => {
    const deadline = '2026-03-15T09:10:00.000Z';
    const browserNow = Date.parse('2026-01-01T00:00:00.000Z');
    // the platform clock is ahead of the browser's: the offset is added
    const offset = Date.parse('2026-03-15T09:02:00.000Z') - browserNow;
    expect(remainingMs(deadline, offset, browserNow)).toBe(8 * 60_000);
    expect(remainingMs(deadline, offset, browserNow + 9 * 60_000)).toBe(0);
    expect(remainingMs(null, offset, browserNow)).toBeNull();
  });

  it('writes the time left as minutes and seconds, with hours from an hour up', () => {
    expect(clockText(8 * 60_000)).toBe('8:00');
    expect(clockText(61_500)).toBe('1:02');
    expect(clockText(3_725_000)).toBe('1:02:05');
    expect(clockText(0)).toBe('0:00');
  });

  it('offers Take for a first attempt and a retake whose wait is over only', () => {
    expect(takeOffered('AVAILABLE')).toBe(true);
    expect(takeOffered('AVAILABLE_FOR_RETAKE')).toBe(true);
    for (const s of ['IN_PROGRESS', 'PENDING_REVIEW', 'PASSED', 'RETAKE_WAITING', 'FAILED_RETAKE_NOT_AVAILABLE'] as const) {
      expect(takeOffered(s)).toBe(false);
    }
  });
});
