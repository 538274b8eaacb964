import { DateTime } from 'luxon';
import type { CombinedError } from 'urql';

/** The platform's home timezone: completion days are days there (platform-api work.backdate.rules.ts). */
export const HOME_ZONE = 'Europe/London';

/** 2026-03-05 → "Mar 5, 2026" (§9 date format, without the time). */
export function dayText(isoDay: string): string {
  const day = DateTime.fromISO(isoDay, { zone: 'UTC' });
  return day.isValid ? day.toFormat('LLL d, yyyy', { locale: 'en-US' }) : isoDay;
}

/** An instant as §9's 'MMM D, YYYY HH:mm', in London. */
export function instantText(iso: string): string {
  const at = DateTime.fromISO(iso, { zone: HOME_ZONE });
  return at.isValid ? at.toFormat('LLL d, yyyy HH:mm', { locale: 'en-US' }) : iso;
}

/** "1234" or "#1234" → "1234"; anything else is not a task id. */
export function parseTaskId(text: string): string | null {
  const m = /^#?\s*([1-9][0-9]{0,9})$/.exec(text.trim());
  return m ? m[1]! : null;
}

/** The day the date input starts on: the task's completion day, kept inside the days it may move to. */
export function initialDay(task: { completedOn: string | null; earliestOn: string; latestOn: string }): string {
  const day = task.completedOn ?? task.latestOn;
  if (day < task.earliestOn) return task.earliestOn;
  if (day > task.latestOn) return task.latestOn;
  return day;
}

/**
 * Why the server refused (its field error or message), for the §8 toast "Task has failed backdating: {reason}"; null
 * when it gave none (the network failed): the toast is then §8's sentence alone.
 */
export function refusalReason(error: CombinedError | undefined): string | null {
  const first = error?.graphQLErrors[0];
  if (!first) return null;
  const fieldErrors = first.extensions?.fieldErrors as Record<string, string> | undefined;
  if (fieldErrors && Object.keys(fieldErrors).length) return Object.values(fieldErrors).join(' ');
  return first.message || null;
}

/** Who may not look at all: the API refuses the query (FORBIDDEN) to staff whose roles do not allow backdating. */
export const isForbidden = (error: CombinedError | undefined) =>
  error?.graphQLErrors.some((e) => e.extensions?.code === 'FORBIDDEN') ?? false;
export const isNotFound = (error: CombinedError | undefined) =>
  error?.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND') ?? false;
