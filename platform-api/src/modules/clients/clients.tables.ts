import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CHANNEL_STATES, CLIENT_ACCESS, CLIENT_STATES } from './clients.rules.js';

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  entityId: uuid('entity_id').notNull().defaultRandom().unique(),
  name: text('name').notNull().unique(),
  state: text('state', { enum: CLIENT_STATES }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const channels = pgTable(
  'channels',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    state: text('state', { enum: CHANNEL_STATES }).notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('channels_client_idx').on(t.clientId)],
);

/** A person's access to a client: granted, pending (requested) or restricted. No row = not requested. */
export const clientAccess = pgTable(
  'client_access',
  {
    principalId: text('principal_id').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    access: text('access', { enum: CLIENT_ACCESS }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.principalId, t.clientId] })],
);
