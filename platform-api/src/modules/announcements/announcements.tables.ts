import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { croudies } from '../people/people.tables.js';
import {
  ACTION_TARGET_STATES,
  ANNOUNCEMENT_STATUSES,
  ANNOUNCEMENT_TYPES,
  ASSIGNMENT_STATES,
  NO_AUDIENCE_FILTERS,
  type AudienceFilters,
} from './announcements.rules.js';

/**
 * An announcement; content is HTML, sanitised when written. Staff save it as a draft or scheduled, then it is sent
 * (active: assigned to the croudies its audience matches at that moment) and completes by hand or at the end of its
 * lifetime (ADR 0287). Croudies see an active one from activated_at (its time sent) on.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: ANNOUNCEMENT_STATUSES }).notNull(),
    /** The subject of the admin form. */
    name: text('name').notNull(),
    /** The body of the admin form. */
    content: text('content').notNull(),
    type: text('type', { enum: ANNOUNCEMENT_TYPES }).notNull(),
    /** When it was sent: croudies see it from then on. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** A scheduled announcement is sent by the runner once the platform clock passes this. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** Days it stays active after it was sent; null: until completed by hand. */
    lifetimeDays: integer('lifetime_days'),
    includeFilters: jsonb('include_filters').$type<AudienceFilters>().notNull().default(NO_AUDIENCE_FILTERS),
    excludeFilters: jsonb('exclude_filters').$type<AudienceFilters>().notNull().default(NO_AUDIENCE_FILTERS),
    excludedCroudieIds: jsonb('excluded_croudie_ids').$type<number[]>().notNull().default([]),
    /** Why the runner could not send it at its time (it went back to draft); cleared when saved again. */
    unsentReason: text('unsent_reason'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdByPrincipalId: text('created_by_principal_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // the runner looks for scheduled ones due and active ones with a lifetime; the admin list filters by status
  (t) => [index('announcements_status_idx').on(t.status, t.scheduledAt)],
);

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
