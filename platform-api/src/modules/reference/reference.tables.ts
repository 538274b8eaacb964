import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The reference data staff administer in settings (staff-and-admin.md §2 Settings, §3; ADR 0256). Names are unique
 * whatever their case: the `*_name_unique` indexes are the rule, and reference.data.ts turns their violation into a
 * CONFLICT with the entity's message.
 */
export const verticals = pgTable('verticals', { id: serial('id').primaryKey(), name: text('name').notNull() }, (t) => [
  uniqueIndex('verticals_name_unique').on(sql`lower(${t.name})`),
]);

export const channelTypes = pgTable(
  'channel_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Lower-case kebab, unique. */
    slug: text('slug').notNull(),
    /** The channel type's id in other systems; made here. */
    entityId: uuid('entity_id').notNull().defaultRandom(),
  },
  (t) => [
    uniqueIndex('channel_types_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('channel_types_slug_unique').on(t.slug),
    uniqueIndex('channel_types_entity_id_unique').on(t.entityId),
  ],
);

export const offices = pgTable(
  'offices',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text('country').notNull(),
    /** An IANA timezone name. */
    timezone: text('timezone').notNull(),
  },
  (t) => [uniqueIndex('offices_name_unique').on(sql`lower(${t.name})`)],
);

export const qualifications = pgTable(
  'qualifications',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    /** Imported from the campus (academy): read-only here. */
    campusImported: boolean('campus_imported').notNull().default(false),
  },
  (t) => [uniqueIndex('qualifications_name_unique').on(sql`lower(${t.name})`)],
);

export const verifications = pgTable(
  'verifications',
  { id: serial('id').primaryKey(), name: text('name').notNull(), description: text('description') },
  (t) => [uniqueIndex('verifications_name_unique').on(sql`lower(${t.name})`)],
);

/**
 * Teams of staff users. `leader_id` and `team_members.user_id` are agency user ids (people module): checked when
 * set rather than by a foreign key, because a module reaches another module's tables only through its index, and
 * staff rows are never deleted (offboarding is a status).
 */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'restrict' }),
    leaderId: integer('leader_id'),
  },
  (t) => [uniqueIndex('teams_name_unique').on(sql`lower(${t.name})`), index('teams_office_idx').on(t.officeId)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);

/**
 * The agencies' companies that invoice (staff-and-admin.md §3 Channel: "default cost centre per billing entity"), e.g.
 * the UK, US and Australian companies. Seeded; read-only in settings.
 */
export const billingEntities = pgTable(
  'billing_entities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text('country').notNull(),
    /** ISO 4217, upper case. */
    currency: text('currency').notNull(),
  },
  (t) => [uniqueIndex('billing_entities_name_unique').on(sql`lower(${t.name})`)],
);

/**
 * The agency's channel catalogue (staff-and-admin.md §2 Settings › channels, §3 Channel): a service line such as Paid
 * Search (PS). Not a client's channel (clients module `channels`: a client's account in a service line); ADR 0260.
 */
export const agencyChannels = pgTable(
  'agency_channels',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** One to four upper-case letters, unique. */
    initials: text('initials').notNull(),
    /** Work the agency does for itself rather than for clients. */
    internal: boolean('internal').notNull().default(false),
  },
  (t) => [
    uniqueIndex('agency_channels_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('agency_channels_initials_unique').on(t.initials),
  ],
);

/** A channel's default cost centre code at one billing entity: at most one per channel and billing entity. */
export const agencyChannelCostCentres = pgTable(
  'agency_channel_cost_centres',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => agencyChannels.id, { onDelete: 'cascade' }),
    billingEntityId: integer('billing_entity_id')
      .notNull()
      .references(() => billingEntities.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.billingEntityId] }), index('agency_channel_cost_centres_entity_idx').on(t.billingEntityId)],
);
