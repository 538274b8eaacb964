import { describe, expect, it } from 'vitest';
import { instantOf, jobErrors, jobInputOf, jobValuesOf, newJobValues } from './jobForm';

const filled = () => ({ ...newJobValues('7', null, 'Europe/London'), channelId: '70', name: 'Launch ads' });

describe('the job form', () => {
  it('needs a client, a channel, a name and a time zone', () => {
    expect(jobErrors({ ...newJobValues(null, null, null), timezone: null })).toEqual({
      clientId: 'This field is required',
      channelId: 'This field is required',
      name: 'This field is required',
      timezone: 'This field is required',
    });
    expect(jobErrors(filled())).toBeUndefined();
  });

  it('takes a due date as a day and a time, both or neither, not before the planned start', () => {
    expect(jobErrors({ ...filled(), dueDate: '2026-02-01' })).toEqual({ dueTime: 'Enter a due date and time' });
    expect(jobErrors({ ...filled(), dueTime: '17:00' })).toEqual({ dueDate: 'Enter a due date and time' });
    expect(jobErrors({ ...filled(), startsAt: '2026-02-02', dueDate: '2026-02-01', dueTime: '17:00' })).toEqual({
      dueDate: 'The due date cannot be before the planned start date',
    });
  });

  it("uses the shared schema's rules (an unknown time zone)", () => {
    expect(jobErrors({ ...filled(), timezone: 'Mars/Olympus' })).toEqual({ timezone: 'Choose a time zone from the list' });
  });

  it("sends the due date as the instant it is in the job's time zone, End of the day as 23:00", () => {
    expect(instantOf('2026-02-01', '17:00', 'America/New_York')).toBe('2026-02-01T22:00:00.000Z');
    expect(instantOf('2026-07-01', 'end_of_day', 'Europe/London')).toBe('2026-07-01T22:00:00.000Z');
    expect(instantOf('', '17:00', 'Europe/London')).toBeNull();
    expect(
      jobInputOf({
        ...filled(),
        name: ' Launch ads ',
        engineAccounts: [' 123-456-7890 ', ''],
        what: ' ',
        dueDate: '2026-02-01',
        dueTime: '17:00',
      }),
    ).toEqual({
      clientId: '7',
      channelId: '70',
      name: 'Launch ads',
      phaseId: null,
      engineAccounts: ['123-456-7890'],
      what: null,
      why: null,
      expectedImpact: null,
      isPublic: false,
      dueAt: '2026-02-01T17:00:00.000Z',
      timezone: 'Europe/London',
      startsAt: null,
    });
  });

  it("shows a saved job's due instant as the day and time in its time zone", () => {
    const values = jobValuesOf({
      id: '5',
      name: 'Launch ads',
      status: 'DRAFT',
      client: { id: '7', name: 'Bluebird Travel' },
      channel: { id: '70', name: 'Paid search' },
      owner: { id: '3', fullName: 'Sam Staff' },
      phase: null,
      engineAccounts: [],
      what: null,
      why: null,
      expectedImpact: null,
      isPublic: true,
      dueAt: '2026-02-01T22:00:00.000Z',
      timezone: 'America/New_York',
      startsAt: null,
      scheduledFor: null,
      startedAt: null,
      completedAt: null,
      timeAllocatedMinutes: 0,
      actualMinutes: 0,
      invoiced: false,
      activeTasks: [],
      availableActions: [],
    });
    expect(values).toMatchObject({
      dueDate: '2026-02-01',
      dueTime: '17:00',
      timezone: 'America/New_York',
      isPublic: true,
      channelId: '70',
    });
  });
});
