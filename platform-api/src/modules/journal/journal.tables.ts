import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import { channels, clients } from "../clients/clients.tables.js";

/** Journal categories: top-level categories and their children (the task types), which list the channel types they fit. */
export const journalCategories = pgTable(
  "journal_categories",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => journalCategories.id),
    /** Channel slugs (e.g. seo, paid_search) the task type fits; empty = every channel. */
    channelTypes: jsonb("channel_types").$type<string[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("journal_categories_parent_idx").on(t.parentId)],
);

/** A staff member's time entry for one day. */
export const journals = pgTable(
  "journals",
  {
    id: serial("id").primaryKey(),
    principalId: text("principal_id").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    minutes: integer("minutes").notNull(),
    summary: text("summary").notNull(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => journalCategories.id),
    taskTypeId: integer("task_type_id")
      .notNull()
      .references(() => journalCategories.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("journals_principal_date_idx").on(t.principalId, t.date)],
);

export const journalChannels = pgTable(
  "journal_channels",
  {
    journalId: integer("journal_id")
      .notNull()
      .references(() => journals.id, { onDelete: "cascade" }),
    channelId: integer("channel_id")
      .notNull()
      .references(() => channels.id),
  },
  (t) => [primaryKey({ columns: [t.journalId, t.channelId] })],
);
