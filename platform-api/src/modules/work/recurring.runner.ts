import { and, eq, gte, isNull, lt, or } from 'drizzle-orm';
import type { Clock } from '../../kit/clock.js';
import type { Database } from '../../kit/db/index.js';
import type { Logger } from '../../kit/logger.js';
import { settingsHolidays, type HolidaySource } from '../journal/journal.scheduler.js';
import { localToday } from '../journal/journal.recurrence.js';
import { tasks } from './work.tables.js';
import { dueOccurrences, isExpired, type RecurringWorkRow } from './recurring.rules.js';
import { recurringWork, recurringWorkOccurrences } from './recurring.tables.js';
import { startPeriodicJob, type PeriodicJob } from '../../kit/periodic.js';

/**
 * The state of a task created from recurring work: offered to the recurring work's croudie (who accepts or declines it,
 * task-flow.ts), or unassigned (open, waiting to be picked up) when it names none.
 */
export const recurringTaskState = (r: RecurringWorkRow) => (r.croudieId === null ? 'unassigned' : 'offered') as 'unassigned' | 'offered';

export interface RecurringRunDeps {
  db: Database;
  clock: Clock;
  /** Public holidays for the working-day rules; default: the ones in settings (ADR 0221). */
  holidays?: HolidaySource;
}

/**
 * One pass of the recurring-work runner: for every running, unexpired schedule, creates the task of each occurrence
 * that fell due by the platform clock, owned by the schedule's owner and marked recurring. Idempotent: each schedule is
 * claimed by a conditional update of processed_through, and each occurrence is a row keyed by (recurring work, day)
 * inserted before its task, so two passes or two API instances (PostgreSQL) never create one occurrence's task twice.
 * Returns how many tasks were created.
 */
export async function runDueRecurringWork({ db, clock, holidays = settingsHolidays(db) }: RecurringRunDeps): Promise<number> {
  const now = clock.now();
  const holidaySet = await holidays();
  const candidates = await db
    .select()
    .from(recurringWork)
    .where(
      and(
        eq(recurringWork.isPaused, false),
        // A cheap first cut (UTC day); the exact expiry is in the schedule's zone below.
        gte(recurringWork.endDate, localToday(new Date(now.getTime() - 86_400_000), 'UTC')),
        or(isNull(recurringWork.processedThrough), lt(recurringWork.processedThrough, recurringWork.endDate)),
      ),
    );
  let created = 0;
  for (const schedule of candidates) {
    if (isExpired(schedule, now)) continue;
    const dates = dueOccurrences(schedule, now, holidaySet);
    if (dates.length === 0) continue;
    created += await db.transaction(async (tx) => {
      const claimed = await tx
        .update(recurringWork)
        .set({ processedThrough: dates.at(-1)! })
        .where(
          and(
            eq(recurringWork.id, schedule.id),
            eq(recurringWork.isPaused, false),
            schedule.processedThrough === null
              ? isNull(recurringWork.processedThrough)
              : eq(recurringWork.processedThrough, schedule.processedThrough),
          ),
        )
        .returning({ id: recurringWork.id });
      if (claimed.length === 0) return 0;
      const fresh = await tx
        .insert(recurringWorkOccurrences)
        .values(dates.map((date) => ({ recurringWorkId: schedule.id, date, createdAt: now })))
        .onConflictDoNothing()
        .returning({ date: recurringWorkOccurrences.date });
      if (fresh.length === 0) return 0;
      const made = await tx
        .insert(tasks)
        .values(
          fresh.map(() => ({
            name: schedule.name,
            state: recurringTaskState(schedule),
            clientId: schedule.clientId,
            channelId: schedule.channelId,
            ownerId: schedule.ownerId,
            croudieId: schedule.croudieId,
            brief: schedule.brief,
            recurring: true,
            allocatedMinutes: schedule.allocatedMinutes,
            createdAt: now,
          })),
        )
        .returning({ id: tasks.id });
      for (const [i, { date }] of fresh.entries()) {
        await tx
          .update(recurringWorkOccurrences)
          .set({ taskId: made[i]!.id })
          .where(and(eq(recurringWorkOccurrences.recurringWorkId, schedule.id), eq(recurringWorkOccurrences.date, date)));
      }
      return made.length;
    });
  }
  return created;
}

/** The tasks created from one recurring work, by occurrence day (tests, and whoever needs the link). */
export async function occurrenceTasks(db: Database, recurringWorkId: number): Promise<{ date: string; taskId: number | null }[]> {
  const rows = await db
    .select({ date: recurringWorkOccurrences.date, taskId: recurringWorkOccurrences.taskId })
    .from(recurringWorkOccurrences)
    .where(eq(recurringWorkOccurrences.recurringWorkId, recurringWorkId));
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}

/** The runner: a pass every `intervalMs` (default a minute); stop() ends it. Errors are logged, never thrown. */
export function startRecurringWorkRunner(deps: RecurringRunDeps & { logger: Logger; intervalMs?: number }): PeriodicJob {
  return startPeriodicJob('recurring work runner', () => runDueRecurringWork(deps), deps.logger, deps.intervalMs);
}
