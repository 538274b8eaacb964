import { describe, expect, it } from 'vitest';
import { jobDays, jobHasStarted, MESSAGES, phaseCovers, planRangeProblem, reorder, shiftToQuarter } from './plan.rules.js';

describe('plan rules', () => {
  it('reorders within the order the caller saw, else stale or out of range', () => {
    expect(reorder([1, 2, 3], 3, 0, [1, 2])).toEqual([3, 1, 2]);
    expect(reorder([1, 2], 9, 1, [1, 2])).toEqual([1, 9, 2]); // from another quarter
    expect(reorder([1, 2, 3], 3, 0, [2, 1])).toBe('stale');
    expect(reorder([1, 4], 3, 0, [1, 2])).toBe('stale');
    expect(reorder([1, 2], 3, 3, [1, 2])).toBe('index');
  });

  it('reorders a filtered view: hidden items keep their places', () => {
    // 2 and 4 are hidden (filtered out): 5 goes just before 3, the seen item at index 1
    expect(reorder([1, 2, 3, 4, 5], 5, 1, [1, 3])).toEqual([1, 2, 5, 3, 4]);
    // past the last seen item: just after it
    expect(reorder([1, 2, 3, 4], 1, 1, [3])).toEqual([2, 3, 1, 4]);
    // nothing seen: first
    expect(reorder([1, 2], 9, 0, [])).toEqual([9, 1, 2]);
    // the seen ones in another order, gone, or twice: stale
    expect(reorder([1, 2, 3], 3, 0, [2, 1])).toBe('stale');
    expect(reorder([1, 3], 4, 0, [1, 2])).toBe('stale');
    expect(reorder([1, 2, 3], 3, 0, [1, 1])).toBe('stale');
  });

  it('shifts a phase by whole quarters, keeping its length', () => {
    expect(shiftToQuarter({ startsAt: '2026-02-10', endsAt: '2026-03-05' }, { year: 2026, quarter: 3 })).toEqual({
      startsAt: '2026-08-10',
      endsAt: '2026-09-02',
    });
    expect(shiftToQuarter({ startsAt: '2026-11-30', endsAt: '2026-12-01' }, { year: 2026, quarter: 1 })).toEqual({
      startsAt: '2026-02-28', // no 30 February: the last day
      endsAt: '2026-03-01',
    });
  });

  it('covers a job when its known days are inside the phase (Europe/London days)', () => {
    const phase = { startsAt: '2026-03-01', endsAt: '2026-03-31' };
    expect(phaseCovers(phase, jobDays({ startsAt: '2026-03-02', startedAt: null, dueAt: new Date('2026-03-31T23:30:00Z') }))).toBe(false); // 00:30 on 1 April in London (BST)
    expect(phaseCovers(phase, jobDays({ startsAt: null, startedAt: new Date('2026-03-01T00:30:00Z'), dueAt: null }))).toBe(true);
    expect(phaseCovers(phase, { start: '2026-02-28', due: null })).toBe(false);
  });

  it('limits the plan to 15 months and knows a started job', () => {
    expect(planRangeProblem('2026-01-01', '2027-04-01')).toBeNull();
    expect(planRangeProblem('2026-01-01', '2027-04-02')).toBe(MESSAGES.rangeTooLong);
    expect(planRangeProblem('2026-01-02', '2026-01-01')).toBe(MESSAGES.endBeforeStart);
    expect(['draft', 'new', 'scheduled', 'in_progress', 'complete'].map(jobHasStarted)).toEqual([false, false, false, true, true]);
  });
});
