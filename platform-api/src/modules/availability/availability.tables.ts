import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { LEAVE_CATEGORIES } from './availability.rules.js';

/**
 * A staff user's availability template (staff-and-admin.md §3 Availability template): minutes available on each
 * weekday, Monday to Sunday. No row: the default (450 Monday to Friday, 0 at weekends; ADR 0273). `user_id` is an
 * agency user of the people module, checked when written rather than by a foreign key (modules meet through index.ts).
 */
export const availabilityTemplates = pgTable('availability_templates', {
  userId: integer('user_id').primaryKey(),
  monday: integer('monday').notNull(),
  tuesday: integer('tuesday').notNull(),
  wednesday: integer('wednesday').notNull(),
  thursday: integer('thursday').notNull(),
  friday: integer('friday').notNull(),
  saturday: integer('saturday').notNull(),
  sunday: integer('sunday').notNull(),
  /** Who changed it last (a principal id) and when: the HR history of the template. */
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A staff user's leave (§3 Leave event): whole days from start to end, or part of one day (start and end times).
 * Leave may overlap; the target rule counts a day's leave once, capped at what the person is available (ADR 0273).
 */
export const leaveEvents = pgTable(
  'leave_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    title: text('title').notNull(),
    /** YYYY-MM-DD, inclusive. */
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    allDay: boolean('all_day').notNull(),
    /** HH:mm when not all day (then start and end date are the same day). */
    startTime: text('start_time'),
    endTime: text('end_time'),
    category: text('category', { enum: LEAVE_CATEGORIES }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('leave_events_user_dates_idx').on(t.userId, t.startDate, t.endDate),
    index('leave_events_dates_idx').on(t.startDate, t.endDate),
  ],
);
