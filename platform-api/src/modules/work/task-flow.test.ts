import { describe, expect, it } from 'vitest';
import { TASK_STATES, type TaskState } from './work.rules.js';
import {
  availableActions,
  croudieLeavingTask,
  decide,
  passFeedbackError,
  TASK_ACTIONS,
  timelineVisible,
  withinMonthlyHours,
  workMinutes,
  type Actor,
  type TaskAction,
  type TaskForFlow,
} from './task-flow.js';

// Written out by hand from staff-and-admin.md §4, independently of the module's table.
const ALLOWED: Record<TaskAction, { states: TaskState[]; to: TaskState | null; by: ('croudie' | 'reviewer' | 'owner')[] }> = {
  accept: { states: ['offered', 'unassigned'], to: 'in_progress', by: ['croudie'] },
  decline: { states: ['offered', 'unassigned'], to: 'unassigned', by: ['croudie'] },
  relinquish: { states: ['in_progress'], to: 'unassigned', by: ['croudie'] },
  save: { states: ['in_progress'], to: null, by: ['croudie'] },
  submit: { states: ['in_progress'], to: 'review_in_progress', by: ['croudie'] },
  postMessage: {
    states: ['offered', 'in_progress', 'review_in_progress', 'delivered', 'completed'],
    to: null,
    by: ['croudie', 'reviewer', 'owner'],
  },
  requestRevisions: { states: ['review_in_progress'], to: 'in_progress', by: ['reviewer'] },
  pass: { states: ['review_in_progress'], to: 'completed', by: ['reviewer'] },
  sendToOwner: { states: ['review_in_progress'], to: 'delivered', by: ['reviewer'] },
  submitReview: { states: ['delivered'], to: null, by: ['owner'] },
};

const CROUDIE: Actor = { kind: 'CROUDIE', id: 7 };
const OTHER_CROUDIE: Actor = { kind: 'CROUDIE', id: 8 };
const REVIEWER: Actor = { kind: 'USER', id: 2 };
const OWNER: Actor = { kind: 'USER', id: 1 };
const OTHER_STAFF: Actor = { kind: 'USER', id: 3 };
const CLIENT: Actor = { kind: 'CLIENT_USER', id: 1 };
const ACTORS = { croudie: CROUDIE, reviewer: REVIEWER, owner: OWNER } as const;

const task = (state: TaskState): TaskForFlow => ({ state, croudieId: 7, ownerId: 1, reviewerId: 2 });

describe('task flow: every action from every state', () => {
  for (const action of TASK_ACTIONS) {
    const rule = ALLOWED[action];
    for (const state of TASK_STATES) {
      const allowed = rule.states.includes(state);
      for (const [name, actor] of Object.entries(ACTORS) as [keyof typeof ACTORS, Actor][]) {
        const theirs = rule.by.includes(name);
        it(`${action} from ${state} by the ${name}: ${!theirs ? 'FORBIDDEN' : allowed ? `allowed → ${rule.to ?? state}` : 'CONFLICT'}`, () => {
          const decision = decide(task(state), actor, action);
          if (!theirs) expect(decision).toMatchObject({ ok: false, code: 'FORBIDDEN' });
          else if (allowed) expect(decision).toEqual({ ok: true, to: rule.to });
          else expect(decision).toMatchObject({ ok: false, code: 'CONFLICT' });
        });
      }
    }
  }
});

describe('task flow: people', () => {
  it('refuses another croudie, other staff and client users everything', () => {
    for (const action of TASK_ACTIONS)
      for (const actor of [OTHER_CROUDIE, OTHER_STAFF, CLIENT])
        expect(decide(task('review_in_progress'), actor, action)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });
  it('a croudie cannot pass their own work', () => {
    expect(decide(task('review_in_progress'), CROUDIE, 'pass')).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Only the reviewer of this task can pass this work',
    });
  });
  it('lets the owner review when there is no reviewer', () => {
    const unreviewed = { ...task('review_in_progress'), reviewerId: null };
    expect(decide(unreviewed, OWNER, 'pass')).toEqual({ ok: true, to: 'completed' });
    expect(decide(unreviewed, REVIEWER, 'pass')).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });
  it('gives clear messages for the wrong state', () => {
    expect(decide(task('completed'), CROUDIE, 'submit')).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'You cannot submit this task while it is completed',
    });
    expect(decide(task('withdrawn'), CROUDIE, 'accept')).toMatchObject({ message: 'You cannot accept this offer while it is deleted' });
  });
  it('lists the actions open to each person', () => {
    expect(availableActions(task('offered'), CROUDIE)).toEqual(['accept', 'decline', 'postMessage']);
    expect(availableActions(task('in_progress'), CROUDIE)).toEqual(['relinquish', 'save', 'submit', 'postMessage']);
    expect(availableActions(task('review_in_progress'), REVIEWER)).toEqual(['postMessage', 'requestRevisions', 'pass', 'sendToOwner']);
    expect(availableActions(task('delivered'), OWNER)).toEqual(['postMessage', 'submitReview']);
    expect(availableActions(task('withdrawn'), CROUDIE)).toEqual([]);
  });
});

describe('pass feedback and timeline', () => {
  it('needs 50 characters of feedback, optional for recurring tasks', () => {
    expect(passFeedbackError('x'.repeat(49), false)).toBe('Timeline feedback needs at least 50 characters');
    expect(passFeedbackError(`  ${'x'.repeat(49)}  `, false)).toBe('Timeline feedback needs at least 50 characters');
    expect(passFeedbackError('x'.repeat(50), false)).toBeNull();
    expect(passFeedbackError('', true)).toBeNull();
    expect(passFeedbackError('too short', true)).toBe('Timeline feedback needs at least 50 characters');
  });
  it('shows the timeline only when the job is in progress or complete', () => {
    expect(TASK_STATES.filter(timelineVisible)).toEqual(['delivered', 'in_progress', 'review_in_progress', 'completed']);
  });
});

describe('croudieLeavingTask (credentials follow the task)', () => {
  it('names the croudie whose task stops being theirs to work on', () => {
    expect(croudieLeavingTask({ croudieId: 7 }, { croudieId: null, state: 'unassigned' })).toBe(7); // relinquished, declined
    expect(croudieLeavingTask({ croudieId: 7 }, { croudieId: 7, state: 'review_in_progress' })).toBe(7); // submitted
    expect(croudieLeavingTask({ croudieId: 7 }, { croudieId: 7, state: 'completed' })).toBe(7);
    expect(croudieLeavingTask({ croudieId: 7 }, { croudieId: 8, state: 'in_progress' })).toBe(7); // lost to someone else
  });
  it('keeps them while the task stays theirs and in progress, and names no one for an unassigned task', () => {
    expect(croudieLeavingTask({ croudieId: 7 }, { croudieId: 7, state: 'in_progress' })).toBeNull();
    expect(croudieLeavingTask({ croudieId: null }, { croudieId: null, state: 'unassigned' })).toBeNull();
  });
});

describe('the minutes of a task (ADR 0265)', () => {
  it('are its allocated minutes, whatever the rate', () => {
    expect(workMinutes({ allocatedMinutes: 90, fixedCostPence: null }, '20.00')).toBe(90);
    expect(workMinutes({ allocatedMinutes: 90, fixedCostPence: null }, null)).toBe(90);
    // An unpaid task with time allocated (a fixed cost of £0) still counts its time.
    expect(workMinutes({ allocatedMinutes: 480, fixedCostPence: 0 }, '20.00')).toBe(480);
  });
  it("are a fixed cost at the croudie's hourly rate, rounded to the minute", () => {
    expect(workMinutes({ allocatedMinutes: null, fixedCostPence: 3000 }, '20.00')).toBe(90);
    expect(workMinutes({ allocatedMinutes: null, fixedCostPence: 1000 }, '15.00')).toBe(40);
    expect(workMinutes({ allocatedMinutes: null, fixedCostPence: 1001 }, '17.50')).toBe(34); // 34.32
    expect(workMinutes({ allocatedMinutes: null, fixedCostPence: 1006 }, '17.50')).toBe(34); // 34.49
    expect(workMinutes({ allocatedMinutes: null, fixedCostPence: 1007 }, '17.50')).toBe(35); // 34.53
  });
  it('are 0 when neither is known (no cost, or a fixed cost without a rate)', () => {
    expect(workMinutes({ allocatedMinutes: null, fixedCostPence: null }, '20.00')).toBe(0);
    expect(workMinutes({ allocatedMinutes: null, fixedCostPence: 3000 }, null)).toBe(0);
    expect(workMinutes({ allocatedMinutes: null, fixedCostPence: 3000 }, '0.00')).toBe(0);
  });
  it('count against the limit of 5760 minutes a month, for croudies who are not a limited company', () => {
    const task = workMinutes({ allocatedMinutes: null, fixedCostPence: 2000 }, '20.00'); // 60 minutes
    expect(withinMonthlyHours({ entityType: 'any_other_type', monthMinutes: 5700, taskMinutes: task })).toBe(true);
    expect(withinMonthlyHours({ entityType: 'any_other_type', monthMinutes: 5701, taskMinutes: task })).toBe(false);
    expect(withinMonthlyHours({ entityType: 'limited_company', monthMinutes: 5760, taskMinutes: task })).toBe(true);
  });
});
