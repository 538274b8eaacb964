import { describe, expect, it } from 'vitest';
import { moved, newTaskValues, offersInOrder, taskErrors, taskInputOf, withPeople } from './taskForm';

describe('the task form’s rules', () => {
  it('adds people at the end, each once, with a 2-hour timeout', () => {
    const one = withPeople([], [{ id: '41', name: 'Cara' }]);
    expect(
      withPeople(one, [
        { id: '41', name: 'Cara' },
        { id: '42', name: 'Dan' },
      ]),
    ).toEqual([
      { croudieId: '41', name: 'Cara', timeoutMinutes: 120 },
      { croudieId: '42', name: 'Dan', timeoutMinutes: 120 },
    ]);
  });

  it('moves a person one place, not past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('counts each timeout only when offers go out one at a time', () => {
    expect(offersInOrder({ allocationMethod: 'offer', openQueue: false })).toBe(true);
    expect(offersInOrder({ allocationMethod: 'offer', openQueue: true })).toBe(false);
    expect(offersInOrder({ allocationMethod: 'assign', openQueue: false })).toBe(false);
  });

  it('puts a cost error on the amount the cost type asks for', () => {
    const values = { ...newTaskValues('single'), title: 'Ads', costType: 'minutes' as const, allocatedMinutes: 0 };
    expect(taskErrors(values)).toMatchObject({ allocatedMinutes: 'Enter the allocated time in whole minutes, more than 0' });
  });

  it('sends no open queue when assigning, and a QA task without cost or croudies', () => {
    const single = { ...newTaskValues('single'), title: 'Ads', fixedCost: 5, allocationMethod: 'assign' as const, openQueue: true };
    expect(taskInputOf(single)).toMatchObject({ allocationMethod: 'ASSIGN', openQueue: false });
    const qa = taskInputOf({ ...newTaskValues('qa'), title: 'QA', users: [{ croudieId: '41', name: 'Cara', timeoutMinutes: 120 }] });
    expect(qa).not.toHaveProperty('users');
    expect(qa).not.toHaveProperty('cost');
  });
});
