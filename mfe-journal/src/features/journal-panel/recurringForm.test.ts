import { describe, expect, it } from 'vitest';
import { defaultSchedule } from '@work/shared-contracts/journal-schedule';
import { recurringDraft, toScheduleInput, validateRecurring, type RecurringValues } from './recurringForm';

const TODAY = '2026-03-16';
const values: RecurringValues = {
  date: TODAY,
  clientId: '1',
  channelIds: ['2'],
  categoryId: '3',
  taskTypeId: '4',
  summary: 'Stand-up',
  minutes: 15,
  schedule: defaultSchedule('weekly', TODAY),
};

describe('recurring journal form', () => {
  it('is valid with a complete entry and the default weekly schedule', () => {
    expect(validateRecurring(values, TODAY)).toEqual({});
  });
  it('nests schedule errors under schedule, as final-form expects', () => {
    const errors = validateRecurring(
      { ...values, minutes: 601, schedule: { ...values.schedule, interval: 11, range: { start: TODAY, end: '2026-03-15' } } },
      TODAY,
    );
    expect(errors).toEqual({
      minutes: 'Minutes must be between 0 and 600',
      schedule: { interval: 'The interval for weekly is 1 to 10', range: { end: 'The end date cannot be before the start date' } },
    });
  });
  it('sends the range as start and end', () => {
    expect(toScheduleInput(values.schedule)).toMatchObject({
      occurrence: 'weekly',
      start: TODAY,
      end: '2026-04-16',
      days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    });
  });
});

describe('the recurring draft', () => {
  it('reads back a kept recurring draft, and not a single entry or a damaged one', () => {
    expect(recurringDraft(JSON.parse(JSON.stringify(values)) as object)).toEqual(values);
    expect(recurringDraft({ date: TODAY, channelIds: [] })).toBeUndefined();
    expect(recurringDraft({ date: TODAY, channelIds: [], schedule: 'weekly' })).toBeUndefined();
    expect(recurringDraft(null)).toBeUndefined();
  });
});
