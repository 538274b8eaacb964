import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { croudies } from '../people/people.tables.js';
import { OFFER_STATUSES } from './allocation.rules.js';
import { tasks } from './work.tables.js';

/**
 * The people a single task is offered or assigned to, in the order staff chose them (ADR 0280), and what became of each
 * offer. Allocation reads and writes only these rows and the task's state: one row per person while they are on the
 * task; a person staff removed keeps their row (status removed) for the history and may be chosen again.
 */
export const taskOffers = pgTable(
  'task_offers',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id),
    croudieId: integer('croudie_id')
      .notNull()
      .references(() => croudies.id),
    /** The order of the selection (0 first); offers in order go by it. */
    position: integer('position').notNull(),
    /** How long an offer waits for this person (the availability slider, §5). */
    timeoutMinutes: integer('timeout_minutes').notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    /** While offered: when it is missed if nobody answers (platform clock). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('task_offers_person_uq')
      .on(t.taskId, t.croudieId)
      .where(sql`${t.status} <> 'removed'`),
    index('task_offers_task_idx').on(t.taskId, t.position),
    // the runner's pass: open offers by expiry; a croudie's open offers (their task list)
    index('task_offers_open_idx').on(t.status, t.expiresAt),
    index('task_offers_croudie_idx').on(t.croudieId, t.status),
  ],
);
