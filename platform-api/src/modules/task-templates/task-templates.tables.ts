import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ALLOCATION_METHODS, COST_TYPES, TASK_TYPES, TEMPLATE_STATUSES, type TaskSettings } from '@work/shared-contracts/tasks';

/**
 * A task template (staff-and-admin.md §3 Task template; ADR 0281): a base template (`client_id` and `base_template_id`
 * null) or one client's variant of a base (both set). It carries the fields a task starts from. Client, channel types
 * and creator belong to other modules and are checked when written, not by foreign keys (modules meet through
 * index.ts); the base is this table's own. Deleting is soft (`deleted_at`), so tasks that name a template keep a row.
 */
export const taskTemplates = pgTable(
  'task_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    channelTypeIds: integer('channel_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    clientId: integer('client_id'),
    baseTemplateId: integer('base_template_id').references((): AnyPgColumn => taskTemplates.id),
    status: text('status', { enum: TEMPLATE_STATUSES }).notNull(),
    // ---- the task fields (shared-contracts/tasks taskFieldsEntries) ----
    type: text('type', { enum: TASK_TYPES }).notNull(),
    title: text('title').notNull(),
    brief: text('brief').notNull().default(''),
    settings: jsonb('settings').$type<TaskSettings>().notNull().default({ attachmentsRequired: false }),
    /** A fixed cost in pence, or allocated minutes, or neither (a QA task's template). */
    costType: text('cost_type', { enum: COST_TYPES }),
    fixedCostPence: integer('fixed_cost_pence'),
    allocatedMinutes: integer('allocated_minutes'),
    lifetimeMinutes: integer('lifetime_minutes').notNull(),
    deadlineTime: text('deadline_time').notNull(),
    allocationMethod: text('allocation_method', { enum: ALLOCATION_METHODS }).notNull(),
    openQueue: boolean('open_queue').notNull(),
    /** The agency user who created it. */
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // §5 "A client may have only one variant of a task template", under races too; a deleted one does not count.
    uniqueIndex('task_templates_one_variant_idx')
      .on(t.baseTemplateId, t.clientId)
      .where(sql`${t.deletedAt} is null and ${t.baseTemplateId} is not null`),
    index('task_templates_client_idx').on(t.clientId),
    index('task_templates_created_idx').on(t.createdAt),
    // A variant has both its base and its client; a base has neither.
    check('task_templates_variant_check', sql`(${t.baseTemplateId} is null) = (${t.clientId} is null)`),
    check(
      'task_templates_cost_check',
      sql`(${t.costType} is null and ${t.fixedCostPence} is null and ${t.allocatedMinutes} is null)
        or (${t.costType} = 'fixed' and ${t.fixedCostPence} > 0 and ${t.allocatedMinutes} is null)
        or (${t.costType} = 'minutes' and ${t.allocatedMinutes} > 0 and ${t.fixedCostPence} is null)`,
    ),
  ],
);
