import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ALLOCATION_METHODS, TASK_TYPES, type TaskSettings } from '@work/shared-contracts/tasks';
import { channels, clients } from '../clients/clients.tables.js';
import { privateFiles } from '../files/files.tables.js';
import { agencyUsers, croudies } from '../people/people.tables.js';
import { TASK_STATES } from './work.rules.js';

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    entityId: uuid('entity_id').notNull().defaultRandom().unique(),
    name: text('name').notNull(),
    state: text('state', { enum: TASK_STATES }).notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    channelId: integer('channel_id').references(() => channels.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => agencyUsers.id),
    reviewerId: integer('reviewer_id').references(() => agencyUsers.id),
    croudieId: integer('croudie_id').references(() => croudies.id),
    deadline: timestamp('deadline', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    brief: text('brief').notNull().default(''),
    /** Recurring tasks may be passed without timeline feedback. */
    recurring: boolean('recurring').notNull().default(false),
    /** Cost is a fixed cost (pence) or allocated minutes (staff-and-admin.md §3 Task). */
    fixedCostPence: integer('fixed_cost_pence'),
    allocatedMinutes: integer('allocated_minutes'),
    /** The croudie's work: saved without submitting, then submitted. */
    work: text('work'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // ---- authoring (issue 21, ADR 0280): what the task form sets; demo and imported tasks keep the defaults ----
    /** single: a croudie does the work; qa: a staff reviewer reviews the job's single tasks. */
    type: text('type', { enum: TASK_TYPES }).notNull().default('single'),
    /** The task template it started from (task-templates module), if any. */
    templateId: integer('template_id'),
    settings: jsonb('settings').$type<TaskSettings>().notNull().default({ attachmentsRequired: false }),
    /** With the deadline time, what the deadline is worked out from when the task starts (as internal tasks). */
    lifetimeMinutes: integer('lifetime_minutes'),
    deadlineTime: text('deadline_time'),
    allocationMethod: text('allocation_method', { enum: ALLOCATION_METHODS }).notNull().default('offer'),
    /** Offered to every selected person at once (else one at a time, in order). */
    openQueue: boolean('open_queue').notNull().default(false),
    /** An inactive task is kept but not offered until it is made active. */
    active: boolean('active').notNull().default(true),
    /** Who authored it (staff); null for demo and imported tasks. */
    createdBy: integer('created_by').references(() => agencyUsers.id),
    /** When allocation started (the job started and the task was active): its deadline counts from here. */
    allocatedAt: timestamp('allocated_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('tasks_croudie_idx').on(t.croudieId), index('tasks_owner_idx').on(t.ownerId), index('tasks_reviewer_idx').on(t.reviewerId)],
);

/** Messages on a task: the croudie, the reviewer and the job owner talk here. */
export const taskMessages = pgTable(
  'task_messages',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id),
    authorPrincipalId: text('author_principal_id').notNull(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('task_messages_task_idx').on(t.taskId)],
);

/** The task timeline: every transition, with the public feedback of the reviewer. */
export const taskTimeline = pgTable(
  'task_timeline',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id),
    action: text('action').notNull(),
    fromState: text('from_state', { enum: TASK_STATES }).notNull(),
    toState: text('to_state', { enum: TASK_STATES }).notNull(),
    actorPrincipalId: text('actor_principal_id').notNull(),
    actorName: text('actor_name').notNull(),
    feedback: text('feedback'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('task_timeline_task_idx').on(t.taskId)],
);

/** Private soft-skills ratings (1–3 stars) and other comments: staff only. */
export const taskRatings = pgTable(
  'task_ratings',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id),
    croudieId: integer('croudie_id')
      .notNull()
      .references(() => croudies.id),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => agencyUsers.id),
    communication: integer('communication'),
    meetingDeadlines: integer('meeting_deadlines'),
    adaptingToFeedback: integer('adapting_to_feedback'),
    qualityOfWork: integer('quality_of_work'),
    otherComments: text('other_comments'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('task_ratings_task_idx').on(t.taskId), index('task_ratings_croudie_idx').on(t.croudieId)],
);

/** A completed task's work log, what payments pay (staff-and-admin.md §3 Work log). */
export const workLogs = pgTable(
  'work_logs',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id)
      .unique(),
    croudieId: integer('croudie_id')
      .notNull()
      .references(() => croudies.id),
    description: text('description').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    channelId: integer('channel_id').references(() => channels.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    summary: text('summary').notNull(),
    /** Hourly rate in pounds for allocated-minutes tasks; null for fixed-cost tasks. */
    rate: numeric('rate', { precision: 10, scale: 2 }),
    /** What is paid, in pounds. */
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    /** The work's minutes, counted against the monthly hours limit (ADR 0265). */
    minutes: integer('minutes').notNull().default(0),
  },
  (t) => [index('work_logs_croudie_idx').on(t.croudieId)],
);

/**
 * Files attached to a task: the brief's, the croudie's submitted ones, and draft ones the croudie saved without
 * submitting (kept until submitted, when they become submission files, or until the task is relinquished).
 */
export const taskFiles = pgTable(
  'task_files',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => privateFiles.id),
    kind: text('kind', { enum: ['brief', 'submission', 'draft'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('task_files_task_idx').on(t.taskId), index('task_files_file_idx').on(t.fileId)],
);
