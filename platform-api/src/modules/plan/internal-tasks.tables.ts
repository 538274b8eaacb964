import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { INTERNAL_TASK_STATUSES } from './internal-tasks.rules.js';
import { planPhases } from './plan.tables.js';

/**
 * An internal task (staff-and-admin.md §3; ADR 0276): staff work for a client's channel that no croudie does. The
 * client, channel and owner belong to other modules and are checked when written (as the plan's projects are); the
 * phase is the plan's own. `lifetime_minutes` is an availability slider step, `deadline_time` a time-of-day value
 * ('HH:mm' or 'end_of_day'); `due_at` is worked out from them when the task starts.
 */
export const internalTasks = pgTable(
  'internal_tasks',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    channelId: integer('channel_id').notNull(),
    phaseId: integer('phase_id').references(() => planPhases.id),
    /** The staff member who created it: owners change, start and complete it. */
    ownerId: integer('owner_id').notNull(),
    summary: text('summary').notNull(),
    brief: text('brief'),
    lifetimeMinutes: integer('lifetime_minutes').notNull(),
    deadlineTime: text('deadline_time').notNull(),
    status: text('status', { enum: INTERNAL_TASK_STATUSES }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('internal_tasks_owner_status_idx').on(t.ownerId, t.status),
    index('internal_tasks_client_idx').on(t.clientId),
    index('internal_tasks_phase_idx').on(t.phaseId),
  ],
);
