import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clients.tables.js';
import { agencyUsers } from '../people/people.tables.js';
import { jobs } from '../work/index.js';
import { tasks } from '../work/work.tables.js';
import { ACCESS_LEVELS, ENGINE_TYPES, PLATFORMS, STORED_CREDENTIAL_STATUSES } from './credentials.rules.js';

/**
 * Platform accounts lent to croudies for a client's tasks. A username (e-mail) is registered once per client and
 * platform. Credential administrators keep the requester, expiration and job (staff-and-admin.md §3, ADR 0261).
 */
export const taskCredentials = pgTable(
  'task_credentials',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    engineType: text('engine_type', { enum: ENGINE_TYPES }).notNull(),
    emailAddress: text('email_address').notNull(),
    status: text('status', { enum: STORED_CREDENTIAL_STATUSES }).notNull(),
    accessLevel: text('access_level', { enum: ACCESS_LEVELS }).notNull().default('standard'),
    /** The staff member who asked for the credential. */
    requesterId: integer('requester_id').references(() => agencyUsers.id, { onDelete: 'set null' }),
    /** The last day it may be lent (ISO day, Europe/London); none: it does not expire. */
    expiresOn: date('expires_on', { mode: 'string' }),
    /** The job it was asked for. */
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('task_credentials_client_idx').on(t.clientId, t.engineType),
    // "Username already in use": one credential per client, platform and e-mail, in any case.
    uniqueIndex('task_credentials_username_uq').on(t.clientId, t.engineType, sql`lower(${t.emailAddress})`),
  ],
);

/** A provisioned session: who holds which credential for which task, until released or expired. */
export const credentialSessions = pgTable(
  'credential_sessions',
  {
    id: serial('id').primaryKey(),
    credentialId: integer('credential_id')
      .notNull()
      .references(() => taskCredentials.id),
    principalId: text('principal_id').notNull(),
    taskId: integer('task_id').references(() => tasks.id),
    password: text('password').notNull(),
    url: text('url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One unreleased session per credential: two people can never hold it at once.
    uniqueIndex('credential_sessions_live_idx')
      .on(t.credentialId)
      .where(sql`released_at is null`),
    index('credential_sessions_principal_idx').on(t.principalId),
  ],
);

/**
 * How a client's credentials are provisioned (credentials.providers.ts). No row: the built-in vault provider.
 * kind "http": an upstream credential service at `endpoint` hands out the session.
 */
export const credentialProviders = pgTable('credential_providers', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id),
  kind: text('kind', { enum: ['vault', 'http'] }).notNull(),
  endpoint: text('endpoint'),
});

/** Backup (second-factor) codes of a credential's account, shown live in the task-credit panel (§3 Backup code). */
export const backupCodes = pgTable(
  'backup_codes',
  {
    id: serial('id').primaryKey(),
    /** resourceId: the task credential the code signs in to. */
    credentialId: integer('credential_id')
      .notNull()
      .references(() => taskCredentials.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /** actorId: who asked for the code. */
    actorPrincipalId: text('actor_principal_id').notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('backup_codes_client_idx').on(t.clientId, t.createdAt)],
);

/**
 * The built-in (vault) provider's directory of the accounts the agency holds at each platform's identity service
 * (Google, Microsoft): whether a username exists there, for clients without an upstream credential service (ADR 0261).
 */
export const platformAccounts = pgTable(
  'platform_accounts',
  {
    id: serial('id').primaryKey(),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    emailAddress: text('email_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('platform_accounts_username_uq').on(t.platform, sql`lower(${t.emailAddress})`)],
);
