import { describe, expect, it } from 'vitest';
import { joinDuration, splitDuration } from './duration';

describe('duration input rule', () => {
  it('lets minutes overflow into hours', () => {
    expect(joinDuration(1, 75)).toBe(135);
    expect(splitDuration(135)).toEqual({ hours: 2, minutes: 15 });
    expect(splitDuration(joinDuration(0, 60))).toEqual({ hours: 1, minutes: 0 });
  });
  it('has a minimum of 0 and whole numbers only', () => {
    expect(joinDuration(-1, -5)).toBe(0);
    expect(joinDuration(2, -30)).toBe(120);
    expect(joinDuration(1.9, 10.7)).toBe(70);
    expect(splitDuration(-20)).toEqual({ hours: 0, minutes: 0 });
  });
  it('reads an empty field as 0', () => {
    expect(joinDuration(null, undefined)).toBe(0);
    expect(joinDuration(Number.NaN, 5)).toBe(5);
    expect(splitDuration(null)).toEqual({ hours: 0, minutes: 0 });
  });
});
