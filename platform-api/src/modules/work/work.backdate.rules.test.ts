import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BACKDATE_FAILED,
  BACKDATE_ROLES,
  backdatedInstant,
  backdateNote,
  backdateRefusal,
  CompletedOnSchema,
  dayOf,
  dayText,
  INVOICED_MESSAGE,
  lowerBound,
  type BackdateSubject,
} from './work.backdate.rules.js';

// Wednesday 1 July 2026, 10:00 in London (BST).
const NOW = new Date('2026-07-01T09:00:00Z');
const task = (over: Partial<BackdateSubject> = {}): BackdateSubject => ({
  state: 'completed',
  croudieId: 7,
  createdAt: new Date('2026-06-01T15:30:00Z'), // 16:30 in London
  acceptedAt: null,
  completedAt: new Date('2026-06-20T10:00:00Z'),
  ...over,
});

describe('task backdate rules', () => {
  it('names the §8 message and its default roles: settings administrators and finance admins', () => {
    expect(BACKDATE_FAILED).toBe('Task has failed backdating');
    expect([...BACKDATE_ROLES]).toEqual(['tech', 'hr_user', 'finance_admin']);
  });

  it('reads days in London and shows them as MMM D, YYYY', () => {
    expect(dayOf(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01'); // 00:30 BST
    expect(dayOf(new Date('2026-01-31T23:30:00Z'))).toBe('2026-01-31'); // GMT
    expect(dayText('2026-09-05')).toBe('Sep 5, 2026');
  });

  it('takes a real day as YYYY-MM-DD only', () => {
    expect(v.parse(CompletedOnSchema, ' 2026-06-10 ')).toBe('2026-06-10');
    for (const [input, message] of [
      ['', 'This field is required'],
      ['10/06/2026', 'A date as YYYY-MM-DD'],
      ['2026-02-30', 'Not a real date'],
      ['2026-13-01', 'Not a real date'],
    ] as const)
      expect(v.safeParse(CompletedOnSchema, input).issues?.[0]?.message, input).toBe(message);
  });

  it('§5: refuses a task that is not complete, or that no croudie completed (CONFLICT), before looking at the day', () => {
    expect(backdateRefusal(task({ state: 'in_progress' }), '2099-01-01', NOW)).toEqual({
      code: 'CONFLICT',
      message: 'Only a completed task can be backdated: this one is in progress',
    });
    expect(backdateRefusal(task({ state: 'withdrawn' }), '2026-06-10', NOW)!.message).toBe(
      'Only a completed task can be backdated: this one is deleted',
    );
    expect(backdateRefusal(task({ croudieId: null }), '2026-06-10', NOW)).toEqual({
      code: 'CONFLICT',
      message: 'Only a task completed by a croudie can be backdated',
    });
  });

  it('§5: refuses a task whose work is on an invoice (CONFLICT), whatever the day', () => {
    expect(backdateRefusal(task({ invoiced: true }), '2026-06-10', NOW)).toEqual({
      code: 'CONFLICT',
      message: 'Task has failed backdating: its work has been invoiced',
    });
    expect(INVOICED_MESSAGE.startsWith(BACKDATE_FAILED)).toBe(true);
    expect(backdateRefusal(task({ invoiced: false }), '2026-06-10', NOW)).toBeNull();
  });

  it('takes a day from the day it was accepted (else created) up to today, not the day it already has', () => {
    expect(backdateRefusal(task(), '2026-06-10', NOW)).toBeNull();
    expect(backdateRefusal(task(), '2026-06-01', NOW)).toBeNull(); // the day it was created
    expect(backdateRefusal(task(), '2026-07-01', NOW)).toBeNull(); // today: later than it was, allowed (undoing a mistake)
    expect(backdateRefusal(task(), '2026-07-02', NOW)).toEqual({ code: 'BAD_USER_INPUT', message: 'The date cannot be in the future' });
    expect(backdateRefusal(task(), '2026-05-31', NOW)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The date cannot be before the task was created (Jun 1, 2026)',
    });
    const accepted = task({ acceptedAt: new Date('2026-06-05T08:00:00Z') });
    expect(lowerBound(accepted)).toEqual({ at: accepted.acceptedAt, what: 'accepted' });
    expect(backdateRefusal(accepted, '2026-06-04', NOW)!.message).toBe('The date cannot be before the task was accepted (Jun 5, 2026)');
    expect(backdateRefusal(accepted, '2026-06-05', NOW)).toBeNull();
    // an acceptance recorded before the task's creation (imported history) does not widen the window
    expect(lowerBound(task({ acceptedAt: new Date('2026-05-01T08:00:00Z') })).what).toBe('created');
    expect(backdateRefusal(task(), '2026-06-20', NOW)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The task was already completed on Jun 20, 2026',
    });
  });

  it('completes it at noon in London that day, never before it was accepted or created, nor after now', () => {
    expect(backdatedInstant(task(), '2026-06-10', NOW)).toEqual(new Date('2026-06-10T11:00:00Z')); // noon BST
    expect(backdatedInstant(task({ createdAt: new Date('2025-12-01T09:00:00Z') }), '2025-12-10', NOW)).toEqual(
      new Date('2025-12-10T12:00:00Z'), // noon GMT
    );
    // created at 16:30 on the day chosen: not before it
    expect(backdatedInstant(task(), '2026-06-01', NOW)).toEqual(new Date('2026-06-01T15:30:00Z'));
    // today, before noon: now
    expect(backdatedInstant(task(), '2026-07-01', NOW)).toEqual(NOW);
  });

  it('says on the timeline what it moved from and to', () => {
    expect(backdateNote(new Date('2026-06-20T10:00:00Z'), '2026-06-10')).toBe(
      'Completion date backdated from Jun 20, 2026 to Jun 10, 2026',
    );
    expect(backdateNote(null, '2026-06-10')).toBe('Completion date set to Jun 10, 2026');
  });
});
