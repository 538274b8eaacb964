import type { Database } from '../../kit/db/index.js';
import type { PlatformPubSub } from '../../kit/pubsub.js';
import { principalDayTargets } from '../availability/index.js';
import { minutesByDay } from './journal.data.js';

/** A day's or range's journal target against the minutes logged (the journal ring and metrics). */
export interface Breakdown {
  date: string;
  target: number;
  minutes: number;
}

const span = (dates: readonly string[]) => [dates.reduce((a, b) => (b < a ? b : a)), dates.reduce((a, b) => (b > a ? b : a))] as const;

/**
 * The breakdown of each day, in bulk: the target from the person's availability (template, leave, public holidays of
 * their office: ADR 0273) and the minutes logged, in a fixed number of queries whatever the number of days.
 */
export async function dayBreakdowns(db: Database, principalId: string, dates: Iterable<string>): Promise<Breakdown[]> {
  const days = [...new Set(dates)].sort();
  if (days.length === 0) return [];
  const [start, end] = span(days);
  const [targets, minutes] = await Promise.all([
    principalDayTargets(db, principalId, start, end),
    minutesByDay(db, [principalId], start, end),
  ]);
  const logged = minutes.get(principalId)!;
  return days.map((date) => ({ date, target: targets.get(date) ?? 0, minutes: logged.get(date) ?? 0 }));
}

/** The sum of a person's day targets over a range (myJournals' breakdown). */
export async function rangeTarget(db: Database, principalId: string, startDate: string, endDate: string): Promise<number> {
  const targets = await principalDayTargets(db, principalId, startDate, endDate);
  return [...targets.values()].reduce((sum, t) => sum + t, 0);
}

/** Pushes `updateBreakdown` to the person for each day (after a journal change, or a change of their availability). */
export async function publishBreakdown(db: Database, pubsub: PlatformPubSub, principalId: string, dates: Iterable<string>): Promise<void> {
  for (const breakdown of await dayBreakdowns(db, principalId, dates)) pubsub.publish('updateBreakdown', principalId, breakdown);
}
