import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A person's connected calendar: one per person. `source` is an ICS feed URL or the ICS text itself. */
export const calendarConnections = pgTable('calendar_connections', {
  principalId: text('principal_id').primaryKey(),
  provider: text('provider', { enum: ['ics', 'google', 'microsoft'] }).notNull(),
  source: text('source').notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
});

/** Events a journal was created from (POST journal-event/{id}): they show as complete. */
export const calendarEventCompletions = pgTable(
  'calendar_event_completions',
  {
    principalId: text('principal_id').notNull(),
    eventId: text('event_id').notNull(),
    journalId: integer('journal_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.principalId, t.eventId] })],
);
