import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { channels } from '../clients/clients.tables.js';
import { agencyUsers, croudies } from '../people/people.tables.js';
import { tasks } from './work.tables.js';
import { IMPORTED_TASK_STATUSES } from './imports.rules.js';

/**
 * Tasks imported from an outside tool for a croudie (feature flag imported_tasks). One row per source and source id:
 * a batch sent twice adds nothing (ADR 0216). The croudie creates a platform task from it or discards it.
 */
export const importedTasks = pgTable(
  'imported_tasks',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    /** The source tool's project; linked to a client channel through imported_project_links. */
    sourceProject: text('source_project').notNull(),
    croudieId: integer('croudie_id')
      .notNull()
      .references(() => croudies.id),
    name: text('name').notNull(),
    brief: text('brief').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }),
    allocatedMinutes: integer('allocated_minutes'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: IMPORTED_TASK_STATUSES }).notNull().default('pending'),
    /** The platform task created from it. */
    taskId: integer('task_id').references(() => tasks.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('imported_tasks_source_uq').on(t.source, t.sourceId),
    index('imported_tasks_croudie_idx').on(t.croudieId, t.status, t.importedAt),
  ],
);

/** Which client channel (and job owner) a source project's tasks belong to. */
export const importedProjectLinks = pgTable(
  'imported_project_links',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    sourceProject: text('source_project').notNull(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => agencyUsers.id),
  },
  (t) => [uniqueIndex('imported_project_links_uq').on(t.source, t.sourceProject)],
);
