import { and, eq, inArray } from "drizzle-orm";
import { DateTime } from "luxon";
import * as v from "valibot";
import type { AuthState } from "../../kit/auth/index.js";
import { requireKind } from "../../kit/auth/index.js";
import type { Database } from "../../kit/db/index.js";
import { badUserInput, forbidden, notFound } from "../../kit/errors.js";
import { builder } from "../../kit/graphql/builder.js";
import { parseInput } from "../../kit/validation.js";
import { featureFlags } from "../flags/flags.tables.js";
import { CalendarSourceError, MAX_ICS_BYTES, PROVIDERS, type ProviderEvent } from "./calendar.providers.js";
import { calendarConnections, calendarEventCompletions } from "./calendar.tables.js";

const CALENDAR_ZONE = "Europe/London";
export const CALENDAR_FLAG = "journal_calendar_integration";

/** Staff with the journal_calendar_integration flag on (identified by user id). */
async function requireCalendar(auth: AuthState, db: Database) {
  const viewer = requireKind(auth, "USER");
  const [row] = await db
    .select()
    .from(featureFlags)
    .where(and(eq(featureFlags.principalId, viewer.principalId), eq(featureFlags.flag, CALENDAR_FLAG)));
  if (!row) throw forbidden("The calendar integration is not enabled for you");
  return viewer;
}

type EventRow = ProviderEvent & { complete: boolean };
const AttendeeRef = builder.objectRef<{ self: boolean; responseStatus: string }>("CalendarAttendee");
AttendeeRef.implement({ fields: (t) => ({ self: t.exposeBoolean("self"), responseStatus: t.exposeString("responseStatus") }) });
const EventRef = builder.objectRef<EventRow>("CalendarEvent");
EventRef.implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    summary: t.exposeString("summary"),
    start: t.expose("start", { type: "DateTime" }),
    end: t.expose("end", { type: "DateTime" }),
    attendees: t.field({ type: [AttendeeRef], resolve: (e) => e.attendees }),
    visibility: t.exposeString("visibility"),
    eventType: t.exposeString("eventType"),
    complete: t.exposeBoolean("complete", { description: "A journal was created from this event" }),
  }),
});
const ConnectionRef = builder.objectRef<typeof calendarConnections.$inferSelect>("CalendarConnection");
ConnectionRef.implement({
  fields: (t) => ({
    provider: t.exposeString("provider"),
    isFeedUrl: t.boolean({ resolve: (c) => /^https?:\/\//i.test(c.source) }),
    connectedAt: t.expose("connectedAt", { type: "DateTime" }),
  }),
});

const IsoDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD"), v.check((d) => DateTime.fromISO(d).isValid, "a date as YYYY-MM-DD"));
const ConnectInput = v.pipe(
  v.object({
    icsUrl: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.url("Enter the calendar's ICS feed URL"), v.regex(/^https?:\/\//i, "The feed URL must start with http(s)://")))),
    ics: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(MAX_ICS_BYTES, "The calendar file is larger than 1 MB"), v.includes("BEGIN:VCALENDAR", "This is not an iCalendar (ICS) file")))),
  }),
  v.forward(v.check((i) => Boolean(i.icsUrl) !== Boolean(i.ics), "Give either an ICS feed URL or an ICS file"), ["icsUrl"]),
);

async function connectionOf(db: Database, principalId: string) {
  const [row] = await db.select().from(calendarConnections).where(eq(calendarConnections.principalId, principalId));
  return row ?? null;
}

builder.queryFields((t) => ({
  calendarConnection: t.field({
    type: ConnectionRef,
    nullable: true,
    description: "The caller's connected calendar (journal_calendar_integration flag)",
    resolve: async (_root, _args, ctx) => connectionOf(ctx.db, (await requireCalendar(ctx.auth, ctx.db)).principalId),
  }),
  calendarEvents: t.field({
    type: [EventRef],
    description: "The day's events of the connected calendar (GET events with date); empty when none is connected",
    args: { date: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireCalendar(ctx.auth, ctx.db);
      const { date } = parseInput(v.object({ date: IsoDay }), args);
      const connection = await connectionOf(ctx.db, viewer.principalId);
      if (!connection) return [];
      const from = DateTime.fromISO(date, { zone: CALENDAR_ZONE }).startOf("day");
      let events: ProviderEvent[];
      try {
        events = await PROVIDERS[connection.provider].eventsBetween(connection.source, from.toJSDate(), from.plus({ days: 1 }).toJSDate(), viewer.person.email);
      } catch (error) {
        if (error instanceof CalendarSourceError) throw badUserInput({ calendar: error.message }, error.message);
        throw error;
      }
      const ids = events.map((e) => e.id);
      const done = ids.length
        ? await ctx.db
            .select({ eventId: calendarEventCompletions.eventId })
            .from(calendarEventCompletions)
            .where(and(eq(calendarEventCompletions.principalId, viewer.principalId), inArray(calendarEventCompletions.eventId, ids)))
        : [];
      const doneIds = new Set(done.map((d) => d.eventId));
      return events.map((e) => ({ ...e, complete: doneIds.has(e.id) }));
    },
  }),
}));

builder.mutationFields((t) => ({
  connectCalendar: t.field({
    type: ConnectionRef,
    description: "Connects an iCalendar feed URL or file (replaces any connection); not while impersonating",
    args: { icsUrl: t.arg.string({ required: false }), ics: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireCalendar(ctx.auth, ctx.db);
      if (ctx.auth.impersonating) throw forbidden("Calendars cannot be connected while impersonating");
      const input = parseInput(ConnectInput, args);
      const source = input.icsUrl ?? input.ics!;
      const now = ctx.clock.now();
      // Check the source reads before keeping it.
      try {
        await PROVIDERS.ics.eventsBetween(source, now, now);
      } catch (error) {
        if (error instanceof CalendarSourceError) throw badUserInput({ [input.icsUrl ? "icsUrl" : "ics"]: error.message });
        throw badUserInput({ icsUrl: "The calendar feed could not be read" });
      }
      const values = { principalId: viewer.principalId, provider: "ics" as const, source, connectedAt: now };
      const [row] = await ctx.db
        .insert(calendarConnections)
        .values(values)
        .onConflictDoUpdate({ target: calendarConnections.principalId, set: { provider: "ics", source, connectedAt: now } })
        .returning();
      return row!;
    },
  }),
  disconnectCalendar: t.boolean({
    description: "Disconnects the caller's calendar",
    resolve: async (_root, _args, ctx) => {
      const viewer = await requireCalendar(ctx.auth, ctx.db);
      const rows = await ctx.db.delete(calendarConnections).where(eq(calendarConnections.principalId, viewer.principalId)).returning();
      return rows.length > 0;
    },
  }),
  completeCalendarEvent: t.boolean({
    description: "Marks an event complete after a journal was created from it (POST journal-event/{id})",
    args: { id: t.arg.id({ required: true }), journalId: t.arg.id({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireCalendar(ctx.auth, ctx.db);
      const { id } = parseInput(v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(500)) }), { id: String(args.id) });
      if (!(await connectionOf(ctx.db, viewer.principalId))) throw notFound("Calendar");
      await ctx.db
        .insert(calendarEventCompletions)
        .values({ principalId: viewer.principalId, eventId: id, journalId: args.journalId ? Number(args.journalId) || null : null, completedAt: ctx.clock.now() })
        .onConflictDoNothing();
      return true;
    },
  }),
}));
