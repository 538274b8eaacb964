import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Front-end usage metrics (e.g. journal sidebar events), stored as sent. */
export const metrics = pgTable(
  'metrics',
  {
    id: serial('id').primaryKey(),
    principalId: text('principal_id').notNull(),
    index: text('index').notNull(),
    type: text('type').notNull(),
    metric: jsonb('metric').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('metrics_index_type_idx').on(t.index, t.type)],
);
