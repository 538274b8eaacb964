import { describe, expect, it } from 'vitest';
import { pickDate, presetOf, presetRange, rangeFromPicks, todayIn } from './dateRange';

// Wednesday 6 May 2026.
const TODAY = '2026-05-06';

describe('presetRange', () => {
  it('today and yesterday are single days, not range mode', () => {
    expect(presetRange('today', TODAY)).toEqual({ start: '2026-05-06', end: '2026-05-06', rangeMode: false });
    expect(presetRange('yesterday', TODAY)).toEqual({ start: '2026-05-05', end: '2026-05-05', rangeMode: false });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({ start: '2026-02-28', end: '2026-02-28', rangeMode: false });
    expect(presetRange('yesterday', '2027-01-01')).toEqual({ start: '2026-12-31', end: '2026-12-31', rangeMode: false });
  });

  it('week runs Monday to Sunday and month first to last day; both turn on range mode', () => {
    expect(presetRange('week', TODAY)).toEqual({ start: '2026-05-04', end: '2026-05-10', rangeMode: true });
    expect(presetRange('week', '2026-05-10')).toEqual({ start: '2026-05-04', end: '2026-05-10', rangeMode: true });
    expect(presetRange('week', '2026-05-11')).toEqual({ start: '2026-05-11', end: '2026-05-17', rangeMode: true });
    expect(presetRange('week', '2026-12-31')).toEqual({ start: '2026-12-28', end: '2027-01-03', rangeMode: true });
    expect(presetRange('month', TODAY)).toEqual({ start: '2026-05-01', end: '2026-05-31', rangeMode: true });
    expect(presetRange('month', '2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29', rangeMode: true });
    expect(presetRange('month', '2026-12-15')).toEqual({ start: '2026-12-01', end: '2026-12-31', rangeMode: true });
  });
});

describe('rangeFromPicks and pickDate', () => {
  it('makes the earlier of two picked dates the start, in either order', () => {
    expect(rangeFromPicks('2026-05-02', '2026-05-09')).toEqual({ start: '2026-05-02', end: '2026-05-09', rangeMode: true });
    expect(rangeFromPicks('2026-05-09', '2026-05-02')).toEqual({ start: '2026-05-02', end: '2026-05-09', rangeMode: true });
  });
  it('the same date twice is one day', () => {
    expect(rangeFromPicks('2026-05-09', '2026-05-09')).toEqual({ start: '2026-05-09', end: '2026-05-09', rangeMode: false });
  });
  it('a first pick is one day; a second pick in either field makes the range; clearing a field clears it', () => {
    const one = pickDate(null, 'start', '2026-05-09');
    expect(one).toEqual({ start: '2026-05-09', end: '2026-05-09', rangeMode: false });
    expect(pickDate(one, 'end', '2026-05-02')).toEqual({ start: '2026-05-02', end: '2026-05-09', rangeMode: true });
    expect(pickDate(one, 'start', '2026-05-20')).toEqual({ start: '2026-05-09', end: '2026-05-20', rangeMode: true });
    expect(pickDate(null, 'end', '2026-05-03')).toEqual({ start: '2026-05-03', end: '2026-05-03', rangeMode: false });
    expect(pickDate(one, 'end', '')).toBeNull();
  });
});

describe('presetOf and todayIn', () => {
  it('names the preset a range equals', () => {
    expect(presetOf(presetRange('week', TODAY), TODAY)).toBe('week');
    expect(presetOf(rangeFromPicks('2026-05-01', '2026-05-31'), TODAY)).toBe('month');
    expect(presetOf(rangeFromPicks('2026-05-01', '2026-05-02'), TODAY)).toBeNull();
    expect(presetOf(null, TODAY)).toBeNull();
  });
  it("reads today in the person's zone", () => {
    expect(todayIn('Europe/London', new Date('2026-05-06T23:30:00Z'))).toBe('2026-05-07');
    expect(todayIn('America/New_York', new Date('2026-05-07T02:00:00Z'))).toBe('2026-05-06');
    expect(todayIn('UTC', new Date('2026-05-07T02:00:00Z'))).toBe('2026-05-07');
  });
});
