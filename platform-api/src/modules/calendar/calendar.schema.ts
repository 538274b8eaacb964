import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { badUserInput, forbidden } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { parseInput } from '../../kit/validation.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { CalendarSourceError, MAX_ICS_BYTES, PROVIDERS } from './calendar.providers.js';
import { calendarConnections } from './calendar.tables.js';
import { CALENDAR_FLAG, completeEvent, connectionOf, dayEvents, requireCalendar, type EventRow } from './calendar.service.js';

export { CALENDAR_FLAG };

const AttendeeRef = builder.objectRef<{ self: boolean; responseStatus: string }>('CalendarAttendee');
AttendeeRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({ self: t.exposeBoolean('self'), responseStatus: t.exposeString('responseStatus') }),
});
const EventRef = builder.objectRef<EventRow>('CalendarEvent');
EventRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    id: t.exposeID('id'),
    summary: t.exposeString('summary'),
    start: t.expose('start', { type: 'DateTime' }),
    end: t.expose('end', { type: 'DateTime' }),
    attendees: t.field({ type: [AttendeeRef], resolve: (e) => e.attendees }),
    visibility: t.exposeString('visibility'),
    eventType: t.exposeString('eventType'),
    complete: t.exposeBoolean('complete', { description: 'A journal was created from this event' }),
  }),
});
const ConnectionRef = builder.objectRef<typeof calendarConnections.$inferSelect>('CalendarConnection');
ConnectionRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    provider: t.exposeString('provider'),
    isFeedUrl: t.boolean({ resolve: (c) => /^https?:\/\//i.test(c.source) }),
    connectedAt: t.expose('connectedAt', { type: 'DateTime' }),
  }),
});

const ConnectInput = v.pipe(
  v.object({
    icsUrl: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.trim(),
          v.url("Enter the calendar's ICS feed URL"),
          v.regex(/^https?:\/\//i, 'The feed URL must start with http(s)://'),
        ),
      ),
    ),
    ics: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.maxLength(MAX_ICS_BYTES, 'The calendar file is larger than 1 MB'),
          v.includes('BEGIN:VCALENDAR', 'This is not an iCalendar (ICS) file'),
        ),
      ),
    ),
  }),
  v.forward(
    v.check((i) => Boolean(i.icsUrl) !== Boolean(i.ics), 'Give either an ICS feed URL or an ICS file'),
    ['icsUrl'],
  ),
);

builder.queryFields((t) => ({
  calendarConnection: t.field({
    ...operationRoles('ALL_STAFF'),
    type: ConnectionRef,
    nullable: true,
    description: "The caller's connected calendar (journal_calendar_integration flag)",
    resolve: async (_root, _args, ctx) => connectionOf(ctx.db, (await requireCalendar(ctx.auth, ctx.db)).principalId),
  }),
  calendarEvents: t.field({
    ...operationRoles('ALL_STAFF'),
    type: [EventRef],
    description: "The day's events of the connected calendar (GET events with date); empty when none is connected",
    args: { date: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => dayEvents(ctx.auth, ctx.db, args.date),
  }),
}));

builder.mutationFields((t) => ({
  connectCalendar: t.field({
    ...operationRoles('ALL_STAFF'),
    type: ConnectionRef,
    description: 'Connects an iCalendar feed URL or file (replaces any connection); not while impersonating',
    args: { icsUrl: t.arg.string({ required: false }), ics: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireCalendar(ctx.auth, ctx.db);
      if (ctx.auth.impersonating) throw forbidden('Calendars cannot be connected while impersonating');
      const input = parseInput(ConnectInput, args);
      const source = input.icsUrl ?? input.ics!;
      const now = ctx.clock.now();
      // Check the source reads before keeping it.
      try {
        await PROVIDERS.ics.eventsBetween(source, now, now);
      } catch (error) {
        if (error instanceof CalendarSourceError) throw badUserInput({ [input.icsUrl ? 'icsUrl' : 'ics']: error.message });
        throw badUserInput({ icsUrl: 'The calendar feed could not be read' });
      }
      const values = { principalId: viewer.principalId, provider: 'ics' as const, source, connectedAt: now };
      const [row] = await ctx.db
        .insert(calendarConnections)
        .values(values)
        .onConflictDoUpdate({ target: calendarConnections.principalId, set: { provider: 'ics', source, connectedAt: now } })
        .returning();
      return row!;
    },
  }),
  disconnectCalendar: t.boolean({
    ...operationRoles('ALL_STAFF'),
    description: "Disconnects the caller's calendar",
    resolve: async (_root, _args, ctx) => {
      const viewer = await requireCalendar(ctx.auth, ctx.db);
      const rows = await ctx.db.delete(calendarConnections).where(eq(calendarConnections.principalId, viewer.principalId)).returning();
      return rows.length > 0;
    },
  }),
  completeCalendarEvent: t.boolean({
    ...operationRoles('ALL_STAFF'),
    description: 'Marks an event complete after a journal was created from it (POST journal-event/{id})',
    args: { id: t.arg.id({ required: true }), journalId: t.arg.id({ required: false }) },
    resolve: (_root, args, ctx) =>
      completeEvent(ctx.auth, ctx.db, ctx.clock, {
        id: String(args.id),
        journalId: args.journalId === null || args.journalId === undefined ? null : String(args.journalId),
      }),
  }),
}));
