import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail and text message sent outside production (GET /api/dev/outbox). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_messages_sent_at_idx').on(t.sentAt)],
);
