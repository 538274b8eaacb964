import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { FEATURE_FLAGS } from './flags.rules.js';

/** A row turns a flag on for one principal. */
export const featureFlags = pgTable(
  'feature_flags',
  {
    principalId: text('principal_id').notNull(),
    flag: text('flag', { enum: FEATURE_FLAGS }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.principalId, t.flag] })],
);
