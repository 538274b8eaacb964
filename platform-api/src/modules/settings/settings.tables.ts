import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Public holidays (staff-and-admin.md §2 Settings, §3 Holiday: name, start date). Working days skip them: the journal
 * scheduler's first and last working day read this table. Offices are not modelled yet: a holiday applies everywhere.
 */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** YYYY-MM-DD, the day in the platform's home timezone. */
    date: text('date').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('public_holidays_date_idx').on(t.date), index('public_holidays_name_idx').on(t.name)],
);
