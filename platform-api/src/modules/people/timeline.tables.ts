import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What happened to an account, newest first on the profile's Timeline tab (staff-and-admin.md §2 Croudie profile).
 * One row per event: who it happened to, who did it (null for the platform itself), what kind and its details.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: serial('id').primaryKey(),
    principalId: text('principal_id').notNull(),
    kind: text('kind').notNull(),
    /** The person who did it; null when the platform did (a scheduled offboarding, a sign-up). */
    actorPrincipalId: text('actor_principal_id'),
    /** Facts of the event for its sentence, e.g. { from: 'active', to: 'suspended' } or { name: 'PPC' }. */
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_events_principal_at_idx').on(t.principalId, t.at)],
);
