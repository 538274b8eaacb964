import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { channels, clients } from '../clients/clients.tables.js';
import { agencyUsers, croudies } from '../people/people.tables.js';
import { scheduleColumns } from '../journal/journal.tables.js';
import { jobs } from './jobs.tables.js';
import { tasks } from './work.tables.js';

/**
 * Recurring work: a task that repeats on a schedule (the journal scheduler's rules, ADR 0217). Staff pause, resume,
 * toggle, delete and take ownership of it from the recurring work list.
 */
export const recurringWork = pgTable(
  'recurring_work',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    brief: text('brief').notNull().default(''),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    channelId: integer('channel_id').references(() => channels.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => agencyUsers.id),
    croudieId: integer('croudie_id').references(() => croudies.id),
    /** The job whose work repeats: its owner may take ownership of the schedule (ADR 0224). */
    jobId: integer('job_id').references(() => jobs.id),
    allocatedMinutes: integer('allocated_minutes').notNull(),
    ...scheduleColumns(),
    /**
     * The runner has handled every occurrence up to this day (ADR 0217). Null: nothing yet, and only occurrences due
     * after created_at count. Resuming moves it to the last occurrence already due, so nothing missed is back-filled.
     */
    processedThrough: date('processed_through', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('recurring_work_owner_idx').on(t.ownerId)],
);

/**
 * One row per occurrence the runner turned into a task: the key (recurring work, day) makes the runner idempotent, so
 * two passes or two API instances never create the same occurrence's task twice (ADR 0217). Deleting the recurring
 * work drops these rows; the tasks stay.
 */
export const recurringWorkOccurrences = pgTable(
  'recurring_work_occurrences',
  {
    recurringWorkId: integer('recurring_work_id')
      .notNull()
      .references(() => recurringWork.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    taskId: integer('task_id').references(() => tasks.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.recurringWorkId, t.date] }), index('recurring_work_occurrences_task_idx').on(t.taskId)],
);

/** Every change of a schedule's owner: who took it from whom, and who really acted (the impersonator, if any). */
export const recurringWorkOwnershipAudit = pgTable(
  'recurring_work_ownership_audit',
  {
    id: serial('id').primaryKey(),
    recurringWorkId: integer('recurring_work_id').notNull(),
    fromOwnerId: integer('from_owner_id').notNull(),
    toOwnerId: integer('to_owner_id').notNull(),
    actorPrincipalId: text('actor_principal_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('recurring_work_ownership_audit_work_idx').on(t.recurringWorkId, t.at)],
);
