import { describe, expect, it } from 'vitest';
import { planRange, stepAnchor, timeScale } from './planRange';

describe('the plan’s range per zoom', () => {
  it('week: four weeks from the Monday, a column a day', () => {
    const range = planRange('week', '2026-01-14');
    expect([range.startDate, range.endDate]).toEqual(['2026-01-12', '2026-02-08']);
    expect(range.columns).toHaveLength(28);
    expect(range.columns[0]).toEqual({ start: '2026-01-12', end: '2026-01-12', label: 'Mon 12' });
  });

  it('month: three months from the first, a column a week cut at the range', () => {
    const range = planRange('month', '2026-01-14');
    expect([range.startDate, range.endDate]).toEqual(['2026-01-01', '2026-03-31']);
    // 1 January 2026 is a Thursday: the first week is cut to Thursday–Sunday
    expect(range.columns[0]).toEqual({ start: '2026-01-01', end: '2026-01-04', label: '1 Jan' });
    expect(range.columns[1]).toEqual({ start: '2026-01-05', end: '2026-01-11', label: '5 Jan' });
    expect(range.columns.at(-1)).toEqual({ start: '2026-03-30', end: '2026-03-31', label: '30 Mar' });
  });

  it('quarter: four quarters from the anchor’s quarter, a column a month', () => {
    const range = planRange('quarter', '2026-05-20');
    expect([range.startDate, range.endDate]).toEqual(['2026-04-01', '2027-03-31']);
    expect(range.columns.map((c) => c.label)).toHaveLength(12);
    expect(range.columns[0]).toEqual({ start: '2026-04-01', end: '2026-04-30', label: 'Apr 2026' });
  });

  it('steps a week, a month or a quarter', () => {
    expect(stepAnchor('week', '2026-01-14', 1)).toBe('2026-01-19');
    expect(stepAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepAnchor('quarter', '2026-02-10', -1)).toBe('2025-10-01');
  });
});

describe('the time scale', () => {
  const scale = timeScale('2026-01-01', '2026-01-10');

  it('places days as shares of the width', () => {
    expect(scale.at('2026-01-01')).toBe(0);
    expect(scale.at('2026-01-06')).toBe(0.5);
    expect(scale.span('2026-01-01', '2026-01-10')).toEqual({ left: 0, width: 1 });
  });

  it('cuts spans at the range, and has none for one wholly outside', () => {
    expect(scale.span('2025-12-20', '2026-01-02')).toEqual({ left: 0, width: 0.2 });
    const end = scale.span('2026-01-09', '2026-02-02')!;
    expect([end.left, end.width.toFixed(6)]).toEqual([0.8, '0.200000']);
    expect(scale.span('2026-02-01', '2026-02-02')).toBeNull();
    expect(scale.shows('2026-01-10')).toBe(true);
    expect(scale.shows('2026-01-11')).toBe(false);
  });
});
