import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { clients } from "../clients/clients.tables.js";
import { tasks } from "../work/work.tables.js";
import { ACCESS_LEVELS, ENGINE_TYPES, STORED_CREDENTIAL_STATUSES } from "./credentials.rules.js";

/** Platform accounts lent to croudies for a client's tasks. */
export const taskCredentials = pgTable(
  "task_credentials",
  {
    id: serial("id").primaryKey(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id),
    engineType: text("engine_type", { enum: ENGINE_TYPES }).notNull(),
    emailAddress: text("email_address").notNull(),
    status: text("status", { enum: STORED_CREDENTIAL_STATUSES }).notNull(),
    accessLevel: text("access_level", { enum: ACCESS_LEVELS }).notNull().default("standard"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("task_credentials_client_idx").on(t.clientId, t.engineType)],
);

/** A provisioned session: who holds which credential for which task, until released or expired. */
export const credentialSessions = pgTable(
  "credential_sessions",
  {
    id: serial("id").primaryKey(),
    credentialId: integer("credential_id")
      .notNull()
      .references(() => taskCredentials.id),
    principalId: text("principal_id").notNull(),
    taskId: integer("task_id").references(() => tasks.id),
    password: text("password").notNull(),
    url: text("url").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    // One unreleased session per credential: two people can never hold it at once.
    uniqueIndex("credential_sessions_live_idx").on(t.credentialId).where(sql`released_at is null`),
    index("credential_sessions_principal_idx").on(t.principalId),
  ],
);
