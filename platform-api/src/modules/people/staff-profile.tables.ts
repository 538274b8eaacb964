import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { agencyUsers } from './people.tables.js';
import { DASHBOARD_KEYS, REFERRAL_SOURCES } from './staff-profile.enums.js';

/**
 * A staff user's profile beyond the agency_users row (staff-and-admin.md §3 User (agency); issue 19): one row once any
 * of it is set; no row reads as "nothing given" (and every dashboard, sendCodesByEmail false).
 */
export const staffProfiles = pgTable('staff_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => agencyUsers.id, { onDelete: 'cascade' }),
  /** ISO 639-1, lower case. */
  nativeLanguage: text('native_language'),
  linkedinUrl: text('linkedin_url'),
  /** 2-step codes go by e-mail instead of text message (§3). */
  sendCodesByEmail: boolean('send_codes_by_email').notNull().default(false),
  referralSource: text('referral_source', { enum: REFERRAL_SOURCES }),
  /** The dashboard cards the user chose, in their order; null: never chosen (every card). */
  dashboards: text('dashboards', { enum: DASHBOARD_KEYS }).array(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Qualifications a staff user holds (§3 User (agency) "qualifications held"). The id names a row of the reference
 * module's settings list, checked when given (as croudie_qualifications, ADR 0269).
 */
export const userQualifications = pgTable(
  'user_qualifications',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => agencyUsers.id, { onDelete: 'cascade' }),
    qualificationId: integer('qualification_id').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    /** Principal who gave it; null when the campus did. */
    grantedBy: text('granted_by'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.qualificationId] })],
);
