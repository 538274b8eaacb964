import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { DayNumber, MonthlyModifier, Occurrence, Weekday, WeekNumber } from "@work/shared-contracts/journal-schedule";
import { channels, clients } from "../clients/clients.tables.js";
import { agencyUsers, croudies } from "../people/people.tables.js";

/**
 * Recurring work: a task that repeats on a schedule (the journal scheduler's rules, ADR 0217). Staff pause, resume,
 * toggle, delete and take ownership of it from the recurring work list.
 */
export const recurringWork = pgTable(
  "recurring_work",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    brief: text("brief").notNull().default(""),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id),
    channelId: integer("channel_id").references(() => channels.id),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => agencyUsers.id),
    croudieId: integer("croudie_id").references(() => croudies.id),
    allocatedMinutes: integer("allocated_minutes").notNull(),
    occurrence: text("occurrence").$type<Occurrence>().notNull(),
    interval: integer("interval").notNull(),
    timeOfDay: text("time_of_day").notNull(),
    days: jsonb("days").$type<Weekday[]>().notNull(),
    modifier: text("modifier").$type<MonthlyModifier>().notNull(),
    dayNumber: text("day_number").$type<DayNumber>().notNull(),
    weekNumber: text("week_number").$type<WeekNumber>().notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    timezone: text("timezone").notNull(),
    isPaused: boolean("is_paused").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("recurring_work_owner_idx").on(t.ownerId)],
);
