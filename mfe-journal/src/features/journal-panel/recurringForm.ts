import { journalEntryErrors } from '@work/shared-contracts/journal';
import { scheduleErrors, type ScheduleRules } from '@work/shared-contracts/journal-schedule';
import type { Draft } from '@work/shared-contracts/browser-state';
import { entryDraft, toEntryInput, type EntryValues } from './entryForm';

/** The recurring journal form: the entry (its date is the schedule's start) and the schedule. */
export interface RecurringValues extends EntryValues {
  schedule: ScheduleRules;
}

/** A kept draft as the recurring form's values, or undefined when it is not one (no schedule: a single entry's). */
export function recurringDraft(draft: Draft | null | undefined): RecurringValues | undefined {
  const entry = entryDraft(draft);
  const schedule = (entry as { schedule?: unknown } | undefined)?.schedule;
  return entry && typeof schedule === 'object' && schedule !== null ? (entry as RecurringValues) : undefined;
}

/** Entry errors by field plus schedule errors as `schedule.<field>` (the same keys the server answers). */
export function validateRecurring(values: RecurringValues, today: string): Record<string, unknown> {
  const entry = journalEntryErrors({ ...toEntryInput({ ...values, date: values.schedule.range.start }), minutes: values.minutes });
  const schedule = scheduleErrors(values.schedule, today);
  if (Object.keys(schedule).length === 0) return entry;
  const nested: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(schedule)) {
    const [head, tail] = key.split('.');
    if (tail) nested[head!] = { ...(nested[head!] as object), [tail]: message };
    else nested[key] = message;
  }
  return { ...entry, schedule: nested };
}

export function toScheduleInput(s: ScheduleRules) {
  return {
    occurrence: s.occurrence,
    interval: s.interval,
    timeOfDay: s.timeOfDay,
    days: s.days,
    modifier: s.modifier,
    dayNumber: s.dayNumber,
    weekNumber: s.weekNumber,
    start: s.range.start,
    end: s.range.end,
  };
}
