import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Staff roles as settings (staff-and-admin.md §2 settings › roles, §3 Role): one row per role of STAFF_ROLES, made at
 * server start (ADR 0257). An inactive role grants nothing: neither operations nor the field rules' staffRole scopes.
 */
export const roleSettings = pgTable('role_settings', {
  role: text('role').primaryKey(),
  description: text('description').notNull(),
  active: boolean('active').notNull().default(true),
  /** Keys of ROLE_PERMISSIONS (shared-contracts): which staff screens the role opens. */
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Every operation (root field) the API has ever offered for administration. A root field not yet listed here is new:
 * at start it gets its declared default roles once; after that only administrators change who may call it.
 */
export const knownOperations = pgTable('known_operations', {
  name: text('name').primaryKey(),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
});

/** Which operations each role may call (the operation gate reads it on every staff request). */
export const roleOperations = pgTable(
  'role_operations',
  {
    role: text('role')
      .notNull()
      .references(() => roleSettings.role, { onDelete: 'cascade' }),
    operation: text('operation')
      .notNull()
      .references(() => knownOperations.name, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.role, t.operation] }), index('role_operations_operation_idx').on(t.operation)],
);
