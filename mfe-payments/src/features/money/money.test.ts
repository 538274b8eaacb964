import { describe, expect, it } from 'vitest';
import { dayText, isoDayText, lastFourText, NONE, poundsText } from './money';

describe('money and dates as the payment centre shows them', () => {
  it('shows pounds with £ and 2 decimals (§9), from numbers or the API strings', () => {
    expect(poundsText(42.5)).toBe('£42.50');
    expect(poundsText('1234.5')).toBe('£1,234.50');
    expect(poundsText(0)).toBe('£0.00');
    expect(poundsText(null)).toBe('£0.00');
    expect(poundsText('not money')).toBe('£0.00');
  });

  it('shows days in the person’s zone, ISO days as they are', () => {
    expect(dayText('2026-04-30T23:30:00Z')).toBe('1 May 2026');
    expect(dayText('2026-04-30T23:30:00Z', 'America/New_York')).toBe('30 Apr 2026');
    expect(dayText(null)).toBe(NONE);
    expect(isoDayText('2026-12-18')).toBe('18 Dec 2026');
    expect(isoDayText('soon')).toBe(NONE);
  });

  it('shows an account only by its last four characters', () => {
    expect(lastFourText('1234')).toBe('•••• 1234');
    expect(lastFourText('DE89 3704 0044 0532 0130 00')).toBe('•••• 3000');
    expect(lastFourText(null)).toBe(NONE);
  });
});
