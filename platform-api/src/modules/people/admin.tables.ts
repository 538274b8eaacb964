import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { croudies } from './people.tables.js';

// What staff give a croudie (staff-and-admin.md §3, §6 "Croudies can be verified and manually badged"; ADR 0269).
// Qualification and verification ids name rows of the reference module's settings lists: checked when given rather
// than by a foreign key (a module reaches another's tables only through its index); reads join them, so a row whose
// setting was deleted no longer shows.

export const croudieQualifications = pgTable(
  'croudie_qualifications',
  {
    croudieId: integer('croudie_id')
      .notNull()
      .references(() => croudies.id, { onDelete: 'cascade' }),
    qualificationId: integer('qualification_id').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    /** Principal who gave it; null when the campus did. */
    grantedBy: text('granted_by'),
  },
  // the croudie picker finds the holders of a qualification by it (ADR 0282)
  (t) => [
    primaryKey({ columns: [t.croudieId, t.qualificationId] }),
    index('croudie_qualifications_qualification_idx').on(t.qualificationId, t.croudieId),
  ],
);

export const croudieVerifications = pgTable(
  'croudie_verifications',
  {
    croudieId: integer('croudie_id')
      .notNull()
      .references(() => croudies.id, { onDelete: 'cascade' }),
    verificationId: integer('verification_id').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    grantedBy: text('granted_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.croudieId, t.verificationId] })],
);

/** Manual badges, in the order staff gave them. */
export const croudieBadges = pgTable(
  'croudie_badges',
  {
    croudieId: integer('croudie_id')
      .notNull()
      .references(() => croudies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.croudieId, t.position] })],
);

/** Private soft-skills ratings (§3 Feedback): staff only, never shown to the croudie. */
export const croudieSoftSkills = pgTable('croudie_soft_skills', {
  croudieId: integer('croudie_id')
    .primaryKey()
    .references(() => croudies.id, { onDelete: 'cascade' }),
  communication: integer('communication'),
  meetingDeadlines: integer('meeting_deadlines'),
  adaptingToFeedback: integer('adapting_to_feedback'),
  qualityOfWork: integer('quality_of_work'),
  otherComments: text('other_comments'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: text('updated_by').notNull(),
});
