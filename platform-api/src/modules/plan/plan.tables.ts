import { date, index, integer, jsonb, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { HISTORY_ENTITIES, PHASE_STATUSES, PROJECT_STATUSES } from './plan.rules.js';

/**
 * The plan (staff-and-admin.md §3 Project, Phase, Key date; ADR 0275, taking over ADR 0223's client_projects and
 * client_phases). A project is one client's: `client_id`, `owner_id` (an agency user), `channel_ids` (channels of that
 * client) and `channel_type_ids` belong to other modules and are checked when written, not by foreign keys (modules
 * meet through index.ts). A project is planned in a quarter with a dense priority rank within it.
 */
export const planProjects = pgTable(
  'plan_projects',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    channelIds: integer('channel_ids').array().notNull(),
    ownerId: integer('owner_id').notNull(),
    name: text('name').notNull(),
    what: text('what'),
    why: text('why'),
    expectation: text('expectation'),
    channelTypeIds: integer('channel_type_ids').array().notNull(),
    status: text('status', { enum: PROJECT_STATUSES }).notNull(),
    planYear: integer('plan_year').notNull(),
    planQuarter: integer('plan_quarter').notNull(),
    /** 0 first: dense within (plan_year, plan_quarter), rewritten by a reorder in one transaction. */
    priority: integer('priority').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('plan_projects_client_idx').on(t.clientId), index('plan_projects_quarter_idx').on(t.planYear, t.planQuarter, t.priority)],
);

/**
 * A phase of a project: days (YYYY-MM-DD, end ≥ start); its quarter is that of its start, and `priority` ranks it among
 * its project's phases of that quarter. Phases nest one in another (`parent_id`), as the journal's phase picker shows.
 */
export const planPhases = pgTable(
  'plan_phases',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => planProjects.id),
    parentId: integer('parent_id').references((): AnyPgColumn => planPhases.id),
    ownerId: integer('owner_id').notNull(),
    name: text('name').notNull(),
    what: text('what'),
    why: text('why'),
    expectation: text('expectation'),
    startsAt: date('starts_at', { mode: 'string' }).notNull(),
    endsAt: date('ends_at', { mode: 'string' }).notNull(),
    channelTypeIds: integer('channel_type_ids').array().notNull(),
    status: text('status', { enum: PHASE_STATUSES }).notNull(),
    priority: integer('priority').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('plan_phases_project_idx').on(t.projectId, t.startsAt), index('plan_phases_dates_idx').on(t.startsAt, t.endsAt)],
);

/** A key date of a project (§3 Key date): a marker on the plan. */
export const planKeyDates = pgTable(
  'plan_key_dates',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => planProjects.id),
    description: text('description').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('plan_key_dates_project_idx').on(t.projectId, t.date)],
);

/** What was done to a plan item, by whom and when: written in the transaction of the change (newest first on read). */
export const planHistory = pgTable(
  'plan_history',
  {
    id: serial('id').primaryKey(),
    entity: text('entity', { enum: HISTORY_ENTITIES }).notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    /** The fields changed: { field: [before, after] } (created: { field: [null, value] }), or what the action names. */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
    by: text('by').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('plan_history_entity_idx').on(t.entity, t.entityId, t.at)],
);
