import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { channels, clients } from '../clients/clients.tables.js';
import { agencyUsers } from '../people/people.tables.js';
import { planPhases } from '../plan/index.js';
import { tasks } from './work.tables.js';
import { JOB_STATUSES } from './jobs.rules.js';

/**
 * A job: the unit of work a job owner plans and publishes; its tasks are what croudies do (staff-and-admin.md §3 Job,
 * §4 Job statuses). What the dashboards (ADR 0215) and the plan (ADR 0275) read; the job forms extend it.
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
    /** The plan phase it belongs to (none: shown under its client); a deleted phase leaves its jobs without one. */
    phaseId: integer('phase_id').references(() => planPhases.id),
    /** The day work is planned to start (the plan's bar starts here, else at startedAt). */
    startsAt: date('starts_at', { mode: 'string' }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** §3 Job: the engine accounts the work is done in (account ids as the engines show them). */
    engineAccounts: text('engine_accounts').array().notNull().default([]),
    what: text('what'),
    why: text('why'),
    expectedImpact: text('expected_impact'),
    /** §3 "show to client": client users see it. */
    isPublic: boolean('is_public').notNull().default(false),
    /** The zone its due date and schedule are entered in (IANA). */
    timezone: text('timezone').notNull().default('Europe/London'),
    /** While scheduled: when the server's runner starts it (platform clock). */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Deleted (§4 Job actions): kept for its tasks, work logs and history, shown nowhere. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_owner_status_idx').on(t.ownerId, t.status),
    index('jobs_phase_idx').on(t.phaseId),
    index('jobs_client_idx').on(t.clientId),
    index('jobs_status_scheduled_idx').on(t.status, t.scheduledFor),
  ],
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
