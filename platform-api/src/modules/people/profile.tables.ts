import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { privateFiles } from '../files/files.tables.js';
import { croudies } from './people.tables.js';
import { EXPERIENCE_LEVELS, LANGUAGE_LEVELS } from './profile.rules.js';

/**
 * The croudie profile beyond the croudies row (staff-and-admin.md §2 Croudie profile, §3 Croudie): languages, areas
 * of experience, links, out of office and the ID document history. The LinkedIn profile stays on croudie_onboarding,
 * where registration keeps it, so both forms edit one value.
 */
export const croudieProfiles = pgTable('croudie_profiles', {
  croudieId: integer('croudie_id')
    .primaryKey()
    .references(() => croudies.id, { onDelete: 'cascade' }),
  portfolio: text('portfolio'),
  wechatId: text('wechat_id'),
  /** yyyy-MM-dd, inclusive; both set or both null. */
  outOfOfficeStart: text('out_of_office_start'),
  outOfOfficeEnd: text('out_of_office_end'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Languages the croudie speaks (ISO 639-1), native or fluent, once each. */
export const croudieLanguages = pgTable(
  'croudie_languages',
  {
    croudieId: integer('croudie_id')
      .notNull()
      .references(() => croudies.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    level: text('level', { enum: LANGUAGE_LEVELS }).notNull(),
    /** The order the croudie gave them in. */
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.croudieId, t.code] }), index('croudie_languages_code_idx').on(t.code, t.level)],
);

/**
 * Areas of experience: a vertical of the reference module with the croudie's level, once each. `vertical_id` is
 * checked when saved rather than by a foreign key (modules reach each other's tables only through their index); a
 * vertical deleted since is skipped when read.
 */
export const croudieExperience = pgTable(
  'croudie_experience',
  {
    croudieId: integer('croudie_id')
      .notNull()
      .references(() => croudies.id, { onDelete: 'cascade' }),
    verticalId: integer('vertical_id').notNull(),
    level: text('level', { enum: EXPERIENCE_LEVELS }).notNull(),
  },
  // the croudie picker finds who has experience in a vertical by it (ADR 0282)
  (t) => [primaryKey({ columns: [t.croudieId, t.verticalId] }), index('croudie_experience_vertical_idx').on(t.verticalId, t.croudieId)],
);

/** The croudie's ID documents, newest first in the file history dialog; removing one deletes its row. */
export const croudieIdDocuments = pgTable(
  'croudie_id_documents',
  {
    id: serial('id').primaryKey(),
    croudieId: integer('croudie_id')
      .notNull()
      .references(() => croudies.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => privateFiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('croudie_id_documents_croudie_idx').on(t.croudieId, t.createdAt)],
);
