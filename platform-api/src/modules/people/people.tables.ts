import { boolean, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ENTITY_TYPES, USER_STATUSES } from './people.rules.js';

const personColumns = () => ({
  id: serial('id').primaryKey(),
  entityId: uuid('entity_id').notNull().defaultRandom().unique(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  avatar: text('avatar'),
  timezone: text('timezone').notNull().default('Europe/London'),
  status: text('status', { enum: USER_STATUSES }).notNull(),
  phoneNumber: text('phone_number'),
  lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Agency staff; principal `user-service:users:{id}`. */
export const agencyUsers = pgTable('agency_users', {
  ...personColumns(),
  countryCode: text('country_code'),
  usState: text('us_state'),
  office: text('office'),
  visitedCampus: boolean('visited_campus').notNull().default(false),
  dateOnboarded: timestamp('date_onboarded', { withTimezone: true }),
});

/** Network freelancers; principal `croudie-network:croudies:{id}`. */
export const croudies = pgTable(
  'croudies',
  {
    ...personColumns(),
    countryCode: text('country_code'),
    usState: text('us_state'),
    city: text('city'),
    entityType: text('entity_type', { enum: ENTITY_TYPES }).notNull().default('any_other_type'),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2 }),
    bio: text('bio'),
    visitedCampus: boolean('visited_campus').notNull().default(false),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }).notNull(),
    onboardingDeadline: timestamp('onboarding_deadline', { withTimezone: true }),
    offboardAt: timestamp('offboard_at', { withTimezone: true }),
  },
  (t) => [index('croudies_status_idx').on(t.status), index('croudies_name_idx').on(t.lastName, t.firstName)],
);

/** People of a client organisation; principal `client-portal:client-users:{id}`. */
export const clientUsers = pgTable('client_users', {
  ...personColumns(),
  clientId: integer('client_id'),
});

/** Roles of any principal (staff, croudie or client user); re-read on every request. */
export const principalRoles = pgTable(
  'principal_roles',
  {
    principalId: text('principal_id').notNull(),
    role: text('role').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.principalId, t.role] })],
);

/** Agreements croudies must accept (shell-and-freelancer.md §2 /agreement). A newer version is a new row. */
export const agreements = pgTable('agreements', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  version: text('version').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    principalId: text('principal_id').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agreementId, t.principalId] })],
);
