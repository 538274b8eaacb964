import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { ScheduleRules } from '@work/shared-contracts/journal-schedule';
import type { Clock } from '../../kit/clock.js';
import type { Database } from '../../kit/db/index.js';
import type { Logger } from '../../kit/logger.js';
import type { PlatformPubSub } from '../../kit/pubsub.js';
import { holidayDates } from '../settings/settings.data.js';
import { publishBreakdown } from './journal.breakdown.js';
import { dueInstant, localToday, occurrenceDates } from './journal.recurrence.js';
import { journalChannels, journals, journalSchedules } from './journal.tables.js';
import { startPeriodicJob, type PeriodicJob } from '../../kit/periodic.js';

export type ScheduleRow = typeof journalSchedules.$inferSelect;

export const rulesOf = (s: ScheduleRow): ScheduleRules => ({
  occurrence: s.occurrence,
  interval: s.interval,
  timeOfDay: s.timeOfDay,
  days: s.days,
  modifier: s.modifier,
  dayNumber: s.dayNumber,
  weekNumber: s.weekNumber,
  range: { start: s.startDate, end: s.endDate },
});

const dayAfter = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).plus({ days: 1 }).toISODate()!;

/** Public holidays: working days are weekdays that are not one of them (settings module, ADR 0221). */
export type HolidaySource = () => Promise<ReadonlySet<string>>;
/** The public holidays stored in settings. */
export const settingsHolidays =
  (db: Database): HolidaySource =>
  () =>
    holidayDates(db);

/** Occurrences after processedThrough whose time has come by `now` (dates ascending). */
export function dueDates(s: ScheduleRow, now: Date, holidays: ReadonlySet<string>): string[] {
  const from = s.processedThrough ? dayAfter(s.processedThrough) : s.startDate;
  const today = localToday(now, s.timezone);
  return occurrenceDates(rulesOf(s), from, today, holidays).filter((d) => dueInstant(d, s.timeOfDay, s.timezone) <= now);
}

export const isExpired = (s: ScheduleRow, now: Date) => localToday(now, s.timezone) > s.endDate;

export interface RunDeps {
  db: Database;
  clock: Clock;
  pubsub?: PlatformPubSub | undefined;
  holidays?: HolidaySource;
}

/**
 * One pass of the job runner: for every running schedule (optionally one person's), creates the journals that fell due
 * by the platform clock. Each schedule is claimed with a conditional update of processed_through inside a transaction,
 * and journals are unique per schedule and day, so concurrent runners (several API instances on PostgreSQL, or a lazy
 * catch-up next to the timer on PGlite) never create one twice.
 */
export async function runDueSchedules(
  { db, clock, pubsub, holidays = settingsHolidays(db) }: RunDeps,
  principalId?: string,
): Promise<number> {
  const now = clock.now();
  const holidaySet = await holidays();
  const candidates = await db
    .select()
    .from(journalSchedules)
    .where(
      and(
        eq(journalSchedules.isPaused, false),
        or(isNull(journalSchedules.processedThrough), lt(journalSchedules.processedThrough, journalSchedules.endDate)),
        principalId ? eq(journalSchedules.principalId, principalId) : undefined,
      ),
    );
  let created = 0;
  for (const schedule of candidates) {
    const dates = dueDates(schedule, now, holidaySet);
    if (dates.length === 0) continue;
    const made = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(journalSchedules)
        .set({ processedThrough: dates.at(-1)!, updatedAt: now })
        .where(
          and(
            eq(journalSchedules.id, schedule.id),
            eq(journalSchedules.isPaused, false),
            schedule.processedThrough === null
              ? isNull(journalSchedules.processedThrough)
              : eq(journalSchedules.processedThrough, schedule.processedThrough),
          ),
        )
        .returning({ id: journalSchedules.id });
      if (claimed.length === 0) return [];
      const t = schedule.template;
      const rows = await tx
        .insert(journals)
        .values(
          dates.map((date) => ({
            principalId: schedule.principalId,
            date,
            minutes: t.minutes,
            summary: t.summary,
            clientId: t.clientId,
            categoryId: t.categoryId,
            taskTypeId: t.taskTypeId,
            scheduleId: schedule.id,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: journals.id, date: journals.date });
      if (rows.length) {
        await tx.insert(journalChannels).values(rows.flatMap((r) => t.channelIds.map((channelId) => ({ journalId: r.id, channelId }))));
      }
      return rows;
    });
    created += made.length;
    if (pubsub && made.length)
      await publishBreakdown(
        db,
        pubsub,
        schedule.principalId,
        made.map((r) => r.date),
      );
  }
  return created;
}

/** Resuming skips what fell due while paused: processed_through moves to the last occurrence already due. */
export async function resumeSchedule(
  db: Database,
  schedule: ScheduleRow,
  now: Date,
  holidays: HolidaySource = settingsHolidays(db),
): Promise<ScheduleRow> {
  const skipped = dueDates(schedule, now, await holidays());
  const [row] = await db
    .update(journalSchedules)
    .set({ isPaused: false, processedThrough: skipped.at(-1) ?? schedule.processedThrough, updatedAt: now })
    .where(eq(journalSchedules.id, schedule.id))
    .returning();
  return row!;
}

/** The runner: a pass every `intervalMs` (default a minute); stop() ends it. Errors are logged, never thrown. */
export function startJournalScheduleRunner(deps: RunDeps & { logger: Logger; intervalMs?: number }): PeriodicJob {
  return startPeriodicJob('journal schedule runner', () => runDueSchedules(deps), deps.logger, deps.intervalMs);
}
