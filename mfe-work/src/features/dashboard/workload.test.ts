import { describe, expect, it } from 'vitest';
import { dayName, totalMinutes, workloadBars } from './workload';

describe('workloadBars', () => {
  it('scales bars to the busiest day and labels the first bar and month starts with the month', () => {
    const bars = workloadBars([
      { date: '2026-05-30', minutes: 60 },
      { date: '2026-05-31', minutes: 0 },
      { date: '2026-06-01', minutes: 120 },
    ]);
    expect(bars.map((b) => b.share)).toEqual([0.5, 0, 1]);
    expect(bars.map((b) => b.label)).toEqual(['30 May', '31', '1 Jun']);
    expect(bars.map((b) => b.weekend)).toEqual([true, true, false]);
  });
  it('keeps every bar flat when nothing is allocated', () => {
    expect(workloadBars([{ date: '2026-05-06', minutes: 0 }])[0]!.share).toBe(0);
    expect(
      totalMinutes([
        { date: '2026-05-06', minutes: 15 },
        { date: '2026-05-07', minutes: 30 },
      ]),
    ).toBe(45);
    expect(dayName('2026-05-06')).toBe('Wed 6 May');
  });
});
