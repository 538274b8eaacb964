import { describe, expect, it } from 'vitest';
import { internalTaskDays, internalTaskDueAt, jobDays, phaseExtensionFor } from './extendPhase';

const phase = { id: '31', name: 'Discovery', startsAt: '2026-01-05', endsAt: '2026-01-31' };

describe('how a phase must widen to hold work', () => {
  it('needs nothing when the work is inside it, or has no days yet', () => {
    expect(phaseExtensionFor(phase, { start: '2026-01-05', due: '2026-01-31' })).toBeNull();
    expect(phaseExtensionFor(phase, { start: null, due: null })).toBeNull();
    expect(phaseExtensionFor(phase, { start: null, due: '2026-01-20' })).toBeNull();
  });

  it('moves the start earlier, the end later, or both', () => {
    expect(phaseExtensionFor(phase, { start: '2026-01-02', due: '2026-01-20' })).toEqual({ startsAt: '2026-01-02', endsAt: null });
    expect(phaseExtensionFor(phase, { start: '2026-01-10', due: '2026-02-03' })).toEqual({ startsAt: null, endsAt: '2026-02-03' });
    expect(phaseExtensionFor(phase, { start: '2025-12-30', due: '2026-02-03' })).toEqual({ startsAt: '2025-12-30', endsAt: '2026-02-03' });
    expect(phaseExtensionFor(phase, { start: null, due: '2026-01-01' })).toEqual({ startsAt: '2026-01-01', endsAt: null });
  });
});

describe("a job's days", () => {
  it('are its planned start and its due day in London', () => {
    expect(jobDays({ startsAt: '2026-01-10', dueAt: '2026-02-01T00:30:00.000Z', startsToday: false, today: '2026-01-14' })).toEqual({
      start: '2026-01-10',
      due: '2026-02-01',
    });
    // 23:30 in New York on the 1st is already the 2nd in London
    expect(jobDays({ startsAt: null, dueAt: '2026-02-02T04:30:00.000Z', startsToday: false, today: '2026-01-14' }).due).toBe('2026-02-02');
  });

  it('start today when it starts on save without a planned start, or on the day it started', () => {
    expect(jobDays({ startsAt: '', dueAt: null, startsToday: true, today: '2026-01-14' }).start).toBe('2026-01-14');
    expect(
      jobDays({ startsAt: null, dueAt: null, startedAt: '2026-01-03T09:00:00.000Z', startsToday: true, today: '2026-01-14' }).start,
    ).toBe('2026-01-03');
    expect(jobDays({ startsAt: null, dueAt: null, startsToday: false, today: '2026-01-14' }).start).toBeNull();
  });
});

describe("an internal task's days", () => {
  it("are due the lifetime after the start, at the deadline time of that day in the owner's zone", () => {
    const start = new Date('2026-01-14T10:00:00.000Z');
    expect(internalTaskDueAt(start, 24 * 60, 'end_of_day', 'Europe/London').toISOString()).toBe('2026-01-15T23:00:00.000Z');
    expect(internalTaskDueAt(start, 30, '09:00', 'Europe/London').toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(internalTaskDueAt(start, 2 * 60, '17:00', 'Unknown/Zone').toISOString()).toBe('2026-01-14T17:00:00.000Z');
  });

  it('are none while it is a draft', () => {
    expect(internalTaskDays({ startedAt: null, lifetimeMinutes: 1440, deadlineTime: '17:00', zone: null })).toEqual({
      start: null,
      due: null,
    });
    expect(
      internalTaskDays({ startedAt: new Date('2026-01-30T10:00:00.000Z'), lifetimeMinutes: 3 * 1440, deadlineTime: '17:00', zone: null }),
    ).toEqual({
      start: '2026-01-30',
      due: '2026-02-02',
    });
  });
});
