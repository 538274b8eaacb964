import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Public holidays (staff-and-admin.md §2 Settings, §3 Holiday: name, offices, start date). One a day: the unique date is
 * the rule, and a second holiday that day is a CONFLICT. Working days skip them: the journal scheduler's and recurring
 * work's first and last working day read every holiday, whatever its offices (ADR 0260).
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

/**
 * The offices a public holiday applies to; none: every office. `office_id` is an office of the reference module,
 * checked when set rather than by a foreign key (a module reaches another module's tables only through its index, as
 * teams do with staff users); a link to an office deleted since is skipped when read (ADR 0260).
 */
export const publicHolidayOffices = pgTable(
  'public_holiday_offices',
  {
    holidayId: integer('holiday_id')
      .notNull()
      .references(() => publicHolidays.id, { onDelete: 'cascade' }),
    officeId: integer('office_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.holidayId, t.officeId] }), index('public_holiday_offices_office_idx').on(t.officeId)],
);
