import { index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { channels, clients } from "../clients/clients.tables.js";
import { agencyUsers, croudies } from "../people/people.tables.js";
import { TASK_STATES } from "./work.rules.js";

export const tasks = pgTable(
  "tasks",
  {
    id: serial("id").primaryKey(),
    entityId: uuid("entity_id").notNull().defaultRandom().unique(),
    name: text("name").notNull(),
    state: text("state", { enum: TASK_STATES }).notNull(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id),
    channelId: integer("channel_id").references(() => channels.id),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => agencyUsers.id),
    reviewerId: integer("reviewer_id").references(() => agencyUsers.id),
    croudieId: integer("croudie_id").references(() => croudies.id),
    deadline: timestamp("deadline", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("tasks_croudie_idx").on(t.croudieId),
    index("tasks_owner_idx").on(t.ownerId),
    index("tasks_reviewer_idx").on(t.reviewerId),
  ],
);
