import { describe, expect, it } from 'vitest';
import { formatWhen } from './when';

describe('formatWhen', () => {
  it("shows 'MMM D, YYYY HH:mm' in the person's zone", () => {
    expect(formatWhen('2026-11-05T09:30:00Z', 'Europe/London')).toBe('Nov 5, 2026 09:30');
    expect(formatWhen('2026-07-01T23:15:00Z', 'Europe/London')).toBe('Jul 2, 2026 00:15');
  });
});
