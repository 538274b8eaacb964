import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { croudies } from '../people/people.tables.js';
import { ACTION_TARGET_STATES, ANNOUNCEMENT_TYPES, ASSIGNMENT_STATES } from './announcements.rules.js';

/** An announcement; content is HTML, sanitised when written. Croudies see it from activated_at on. */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  content: text('content').notNull(),
  type: text('type', { enum: ANNOUNCEMENT_TYPES }).notNull(),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  createdByPrincipalId: text('created_by_principal_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** The buttons of an announcement, in the order given. */
export const announcementActions = pgTable(
  'announcement_actions',
  {
    id: serial('id').primaryKey(),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    targetState: text('target_state', { enum: ACTION_TARGET_STATES }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('announcement_actions_announcement_idx').on(t.announcementId)],
);

/** One croudie's copy of an announcement: unread until read or answered; the answer is kept. */
export const announcementAssignments = pgTable(
  'announcement_assignments',
  {
    id: serial('id').primaryKey(),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    croudieId: integer('croudie_id')
      .notNull()
      .references(() => croudies.id),
    state: text('state', { enum: ASSIGNMENT_STATES }).notNull().default('unread'),
    actionId: integer('action_id').references(() => announcementActions.id),
    response: text('response'),
    readAt: timestamp('read_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('announcement_assignments_once').on(t.announcementId, t.croudieId),
    index('announcement_assignments_croudie_idx').on(t.croudieId, t.state),
  ],
);
