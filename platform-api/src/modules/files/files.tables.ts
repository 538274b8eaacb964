import { bigint, index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FILE_SCOPES } from './files.rules.js';

/** Private files: the bytes live in the file storage (disk by default, S3-compatible in production), the row here. */
export const privateFiles = pgTable(
  'private_files',
  {
    id: serial('id').primaryKey(),
    entityId: uuid('entity_id').notNull().defaultRandom().unique(),
    scope: text('scope', { enum: FILE_SCOPES }).notNull(),
    ownerPrincipalId: text('owner_principal_id').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('private_files_owner_idx').on(t.ownerPrincipalId)],
);
