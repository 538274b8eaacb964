import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { channels, clients } from '../clients/clients.tables.js';
import { agencyUsers } from '../people/people.tables.js';
import { tasks } from './work.tables.js';
import { JOB_STATUSES } from './jobs.rules.js';

/**
 * A job: the unit of work a job owner plans and publishes; its tasks are what croudies do (staff-and-admin.md §3 Job,
 * §4 Job statuses). Only what the dashboards read lives here yet (ADR 0215); plan and job forms extend it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    channelId: integer('channel_id').references(() => channels.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => agencyUsers.id),
    dueAt: timestamp('due_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('jobs_owner_status_idx').on(t.ownerId, t.status)],
);

/** The tasks of a job; a task belongs to at most one job. */
export const jobTasks = pgTable(
  'job_tasks',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id),
  },
  (t) => [uniqueIndex('job_tasks_task_uq').on(t.taskId), index('job_tasks_job_idx').on(t.jobId)],
);
