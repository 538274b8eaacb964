import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from './notifications.rules.js';

/** One notification for one person (any principal: croudie, staff or client user). Unread while read_at is null. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    principalId: text('principal_id').notNull(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    subject: text('subject').notNull(),
    messageText: text('message_text').notNull(),
    relativeLink: text('relative_link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_principal_idx').on(t.principalId, t.kind, t.createdAt)],
);
