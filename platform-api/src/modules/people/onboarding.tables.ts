import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EXPERTISE_AREAS, ONBOARDING_STEPS, REFERRAL_SOURCES, SKILL_LEVELS } from '@work/shared-contracts/onboarding';
import { privateFiles } from '../files/files.tables.js';
import { croudies } from './people.tables.js';

/** A completed step of a pending croudie's checklist (staff-and-admin.md §3, §4); an open step has no row. */
export const croudieOnboardingSteps = pgTable(
  'croudie_onboarding_steps',
  {
    croudieId: integer('croudie_id')
      .notNull()
      .references(() => croudies.id, { onDelete: 'cascade' }),
    step: text('step', { enum: ONBOARDING_STEPS }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    /** Principal who completed it: the croudie, or the staff member for the staff-only steps. */
    completedBy: text('completed_by').notNull(),
    /** The uploaded ID or CV (files module, scope profile) for the two upload steps. */
    fileId: integer('file_id').references(() => privateFiles.id),
  },
  (t) => [primaryKey({ columns: [t.croudieId, t.step] })],
);

/** Areas of expertise with the croudie's own level (the skills selector). */
export const croudieExpertise = pgTable(
  'croudie_expertise',
  {
    croudieId: integer('croudie_id')
      .notNull()
      .references(() => croudies.id, { onDelete: 'cascade' }),
    area: text('area', { enum: EXPERTISE_AREAS }).notNull(),
    level: text('level', { enum: SKILL_LEVELS }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.croudieId, t.area] })],
);

/** The registration step of the complete-profile wizard, and the deadline extension and go-live record. */
export const croudieOnboarding = pgTable(
  'croudie_onboarding',
  {
    croudieId: integer('croudie_id')
      .primaryKey()
      .references(() => croudies.id, { onDelete: 'cascade' }),
    linkedinUrl: text('linkedin_url'),
    referralSource: text('referral_source', { enum: REFERRAL_SOURCES }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    deadlineExtendedAt: timestamp('deadline_extended_at', { withTimezone: true }),
    deadlineExtendedBy: text('deadline_extended_by'),
    wentLiveAt: timestamp('went_live_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('croudie_onboarding_linkedin_idx').on(t.linkedinUrl), index('croudie_onboarding_live_idx').on(t.wentLiveAt)],
);
