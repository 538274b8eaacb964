import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { dayText, initialDay, instantText, parseTaskId, refusalReason } from './taskBackdate';

describe('task backdate', () => {
  it('reads a task id, with or without #', () => {
    expect(parseTaskId(' 1234 ')).toBe('1234');
    expect(parseTaskId('#42')).toBe('42');
    for (const text of ['', 'abc', '0', '12a', '-3']) expect(parseTaskId(text), text).toBeNull();
  });

  it('starts the date input on the completion day, inside the days it may move to', () => {
    const bounds = { earliestOn: '2026-06-01', latestOn: '2026-07-01' };
    expect(initialDay({ ...bounds, completedOn: '2026-06-20' })).toBe('2026-06-20');
    expect(initialDay({ ...bounds, completedOn: null })).toBe('2026-07-01');
    expect(initialDay({ ...bounds, completedOn: '2026-05-20' })).toBe('2026-06-01');
  });

  it('shows days and instants in the §9 format, instants in London', () => {
    expect(dayText('2026-09-05')).toBe('Sep 5, 2026');
    expect(instantText('2026-06-10T11:00:00.000Z')).toBe('Jun 10, 2026 12:00');
  });

  it("gives the server's reason for the §8 toast: its field error, else its message; none without a GraphQL error", () => {
    const refused = (message: string, extensions: Record<string, unknown>) =>
      new CombinedError({ graphQLErrors: [{ message, extensions }] });
    expect(refusalReason(refused('Only a completed task can be backdated: this one is in progress', { code: 'CONFLICT' }))).toBe(
      'Only a completed task can be backdated: this one is in progress',
    );
    expect(
      refusalReason(refused('Some fields are not valid', { code: 'BAD_USER_INPUT', fieldErrors: { completedOn: 'Not a real date' } })),
    ).toBe('Not a real date');
    expect(refusalReason(new CombinedError({ networkError: new Error('offline') }))).toBeNull();
    expect(refusalReason(undefined)).toBeNull();
  });
});
