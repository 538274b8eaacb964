import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { DayNumber, MonthlyModifier, Occurrence, WeekNumber, Weekday } from '@work/shared-contracts/journal-schedule';
import { channels, clients } from '../clients/clients.tables.js';

/** Journal categories: top-level categories and their children (the task types), which list the channel types they fit. */
export const journalCategories = pgTable(
  'journal_categories',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => journalCategories.id),
    /** Channel slugs (e.g. seo, paid_search) the task type fits; empty = every channel. */
    channelTypes: jsonb('channel_types').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('journal_categories_parent_idx').on(t.parentId)],
);

/** The schedule definition (shell-and-freelancer.md §5 Scheduler) as columns: journal schedules and recurring work share it. */
export const scheduleColumns = () => ({
  occurrence: text('occurrence').$type<Occurrence>().notNull(),
  interval: integer('interval').notNull(),
  timeOfDay: text('time_of_day').notNull(),
  days: jsonb('days').$type<Weekday[]>().notNull(),
  modifier: text('modifier').$type<MonthlyModifier>().notNull(),
  dayNumber: text('day_number').$type<DayNumber>().notNull(),
  weekNumber: text('week_number').$type<WeekNumber>().notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  timezone: text('timezone').notNull(),
  isPaused: boolean('is_paused').notNull().default(false),
});

/**
 * A recurring journal: the entry to create (template) and when (RFC 5545 rules built from these fields). The job runner
 * creates the journal of each occurrence once its time of day has passed in the schedule's zone.
 */
export const journalSchedules = pgTable(
  'journal_schedules',
  {
    id: serial('id').primaryKey(),
    principalId: text('principal_id').notNull(),
    template: jsonb('template')
      .$type<{ minutes: number; summary: string; clientId: number; channelIds: number[]; categoryId: number; taskTypeId: number }>()
      .notNull(),
    ...scheduleColumns(),
    /** The last occurrence date the runner has handled (created or skipped while paused); null = none yet. */
    processedThrough: date('processed_through', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('journal_schedules_principal_idx').on(t.principalId), index('journal_schedules_due_idx').on(t.isPaused, t.endDate)],
);

/** A staff member's time entry for one day. */
export const journals = pgTable(
  'journals',
  {
    id: serial('id').primaryKey(),
    principalId: text('principal_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
    summary: text('summary').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => journalCategories.id),
    taskTypeId: integer('task_type_id')
      .notNull()
      .references(() => journalCategories.id),
    /** Set when the job runner created the journal from a schedule (one journal per schedule and day). */
    scheduleId: integer('schedule_id').references(() => journalSchedules.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('journals_principal_date_idx').on(t.principalId, t.date),
    uniqueIndex('journals_schedule_date_idx').on(t.scheduleId, t.date),
  ],
);

export const journalChannels = pgTable(
  'journal_channels',
  {
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
  },
  (t) => [primaryKey({ columns: [t.journalId, t.channelId] })],
);
