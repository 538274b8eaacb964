import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per request made while impersonating (staff-and-admin.md §4). */
export const impersonationAudit = pgTable(
  'impersonation_audit',
  {
    id: serial('id').primaryKey(),
    actorPrincipalId: text('actor_principal_id').notNull(),
    targetPrincipalId: text('target_principal_id').notNull(),
    operation: text('operation').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('impersonation_audit_actor_idx').on(t.actorPrincipalId, t.at)],
);
