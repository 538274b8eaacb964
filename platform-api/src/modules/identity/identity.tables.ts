// Identity tables: accounts (credentials per principal), oidc-provider payloads, reset codes,
// single-use account tokens (create password / confirm e-mail) and the persisted signing keys.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const identityAccounts = pgTable(
  'identity_accounts',
  {
    principalId: text('principal_id').primaryKey(),
    email: text('email').notNull(),
    tenant: text('tenant').notNull(),
    /** argon2id PHC string; null until the account holder creates a password. */
    passwordHash: text('password_hash'),
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true, mode: 'date' }),
    /** Base32 TOTP secret; null = 2-step verification off. */
    totpSecret: text('totp_secret'),
    /** A secret being enrolled: not asked at sign-in until a code of it is confirmed (then it becomes totp_secret). */
    totpPendingSecret: text('totp_pending_secret'),
    /** Last accepted TOTP time step (a code is usable once). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Roles joined with "|" — used only when the core's people tables do not provide them. */
    roles: text('roles').notNull().default(''),
    /** active | disabled */
    status: text('status').notNull().default('active'),
    /** Raised when sessions must end (sign-out, password change, status change); access tokens carry it as `sv`. */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identity_accounts_email_lower_uq').on(sql`lower(${t.email})`)],
);

/** oidc-provider adapter storage: one row per (kind, id), e.g. kind = "Session", "Grant", "RefreshToken". */
export const identityOidcPayloads = pgTable(
  'identity_oidc_payloads',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('identity_oidc_payloads_grant_idx').on(t.grantId),
    index('identity_oidc_payloads_uid_idx').on(t.uid),
    index('identity_oidc_payloads_user_code_idx').on(t.userCode),
    index('identity_oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/** Forgot-password codes (hashed), short-lived, with a limited number of attempts. */
export const identityPasswordResetCodes = pgTable(
  'identity_password_reset_codes',
  {
    id: text('id').primaryKey(),
    principalId: text('principal_id')
      .notNull()
      .references(() => identityAccounts.principalId, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('identity_password_reset_codes_principal_idx').on(t.principalId)],
);

/** Single-use tokens for "create password" and "confirm e-mail" links; only the SHA-256 of the token is stored. */
export const identityAccountTokens = pgTable(
  'identity_account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    principalId: text('principal_id')
      .notNull()
      .references(() => identityAccounts.principalId, { onDelete: 'cascade' }),
    /** create-password | confirm-email | change-email */
    purpose: text('purpose').notNull(),
    /** change-email: the address the account moves to when the link is followed. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('identity_account_tokens_principal_idx').on(t.principalId)],
);

/** Persisted signing keys (private JWKs) so issued tokens stay verifiable across restarts. */
export const identitySigningKeys = pgTable('identity_signing_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  jwk: jsonb('jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
});
