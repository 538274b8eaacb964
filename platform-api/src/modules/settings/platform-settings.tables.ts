import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Platform-wide switches set in settings, one row per switch (e.g. two_step_mandatory: staff-and-admin.md §6 "Two-step
 * verification may be mandated"). No row: the switch's default.
 */
export const platformSwitches = pgTable('platform_switches', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
