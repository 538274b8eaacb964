import { describe, expect, it } from 'vitest';
import { todayIn } from './dayProgress';

describe('today in the person timezone', () => {
  const lateUtc = new Date('2026-11-22T23:30:00Z');
  it('uses the given zone', () => {
    expect(todayIn('Asia/Tokyo', lateUtc)).toBe('2026-11-23');
    expect(todayIn('America/New_York', lateUtc)).toBe('2026-11-22');
  });
  it('falls back to Europe/London for a missing or unknown zone', () => {
    const summerLate = new Date('2026-07-01T23:30:00Z'); // 00:30 BST on 2 July
    expect(todayIn(undefined, summerLate)).toBe('2026-07-02');
    expect(todayIn('Not/AZone', summerLate)).toBe('2026-07-02');
  });
});
