import { and, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import type { AuthState } from '../../kit/auth/index.js';
import { requireKind } from '../../kit/auth/index.js';
import type { Clock } from '../../kit/clock.js';
import type { Database } from '../../kit/db/index.js';
import { badUserInput, forbidden, notFound } from '../../kit/errors.js';
import { parseInput } from '../../kit/validation.js';
import { featureFlags } from '../flags/flags.tables.js';
import { CalendarSourceError, PROVIDERS, type ProviderEvent } from './calendar.providers.js';
import { calendarConnections, calendarEventCompletions } from './calendar.tables.js';

/**
 * The calendar calls of shell-and-freelancer.md §7 (GET events with date; POST journal-event/{id}), shared by the
 * GraphQL fields (calendar.schema.ts) and their REST forms (calendar.routes.ts): same checks, same answers.
 */
export const CALENDAR_ZONE = 'Europe/London';
export const CALENDAR_FLAG = 'journal_calendar_integration';

/** Staff with the journal_calendar_integration flag on (identified by user id). */
export async function requireCalendar(auth: AuthState, db: Database) {
  const viewer = requireKind(auth, 'USER');
  const [row] = await db
    .select()
    .from(featureFlags)
    .where(and(eq(featureFlags.principalId, viewer.principalId), eq(featureFlags.flag, CALENDAR_FLAG)));
  if (!row) throw forbidden('The calendar integration is not enabled for you');
  return viewer;
}

export type EventRow = ProviderEvent & { complete: boolean };

export const IsoDay = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'),
  v.check((d) => DateTime.fromISO(d).isValid, 'a date as YYYY-MM-DD'),
);

export async function connectionOf(db: Database, principalId: string) {
  const [row] = await db.select().from(calendarConnections).where(eq(calendarConnections.principalId, principalId));
  return row ?? null;
}

/** The day's events of the caller's connected calendar, each marked complete once a journal was made from it. */
export async function dayEvents(auth: AuthState, db: Database, rawDate: unknown): Promise<EventRow[]> {
  const viewer = await requireCalendar(auth, db);
  const { date } = parseInput(v.object({ date: IsoDay }), { date: rawDate });
  const connection = await connectionOf(db, viewer.principalId);
  if (!connection) return [];
  const from = DateTime.fromISO(date, { zone: CALENDAR_ZONE }).startOf('day');
  let events: ProviderEvent[];
  try {
    events = await PROVIDERS[connection.provider].eventsBetween(
      connection.source,
      from.toJSDate(),
      from.plus({ days: 1 }).toJSDate(),
      viewer.person.email,
    );
  } catch (error) {
    if (error instanceof CalendarSourceError) throw badUserInput({ calendar: error.message }, error.message);
    throw error;
  }
  const ids = events.map((e) => e.id);
  const done = ids.length
    ? await db
        .select({ eventId: calendarEventCompletions.eventId })
        .from(calendarEventCompletions)
        .where(and(eq(calendarEventCompletions.principalId, viewer.principalId), inArray(calendarEventCompletions.eventId, ids)))
    : [];
  const doneIds = new Set(done.map((d) => d.eventId));
  return events.map((e) => ({ ...e, complete: doneIds.has(e.id) }));
}

const CompleteInput = v.object({
  id: v.pipe(v.string(), v.minLength(1, 'An event id'), v.maxLength(500, 'An event id')),
  journalId: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not a journal id')))),
});

/** Marks an event complete after a journal was created from it (idempotent). */
export async function completeEvent(auth: AuthState, db: Database, clock: Clock, raw: { id: unknown; journalId?: unknown }): Promise<true> {
  const viewer = await requireCalendar(auth, db);
  const input = parseInput(CompleteInput, { id: raw.id, journalId: raw.journalId ?? null });
  if (!(await connectionOf(db, viewer.principalId))) throw notFound('Calendar');
  await db
    .insert(calendarEventCompletions)
    .values({
      principalId: viewer.principalId,
      eventId: input.id,
      journalId: input.journalId ? Number(input.journalId) : null,
      completedAt: clock.now(),
    })
    .onConflictDoNothing();
  return true;
}
