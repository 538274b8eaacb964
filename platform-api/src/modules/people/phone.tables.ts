import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { croudies } from './people.tables.js';

/**
 * Text-message codes that confirm a croudie's new phone number (staff-and-admin.md §4 Phone verification). One row per
 * send: the newest open one is the code in force (a new send voids the others), and the rows of the last hour are the
 * send throttle. Only the code's hash is kept.
 */
export const phoneVerificationCodes = pgTable(
  'phone_verification_codes',
  {
    id: serial('id').primaryKey(),
    croudieId: integer('croudie_id')
      .notNull()
      .references(() => croudies.id, { onDelete: 'cascade' }),
    /** E.164 with its leading +: saved on the croudie once the code is confirmed. */
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes tried against it; at the limit it is void. */
    attempts: integer('attempts').notNull().default(0),
    /** Used, or replaced by a newer send. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('phone_verification_codes_croudie_idx').on(t.croudieId, t.sentAt)],
);
