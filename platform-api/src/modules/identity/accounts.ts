// Identity accounts: the credentials that belong to a principal (the seed and the module create them here).
import { and, eq, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { identityAccounts, identityOidcPayloads } from './identity.tables.js';
import { perDatabase } from '../../kit/db/index.js';
import { hashPassword } from './password.js';

// Any drizzle pg database (PGlite or node-postgres) — the core's Database type is one of these.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IdentityDb = PgDatabase<PgQueryResultHKT, any, any>;

export type IdentityAccount = typeof identityAccounts.$inferSelect;

export interface CreateIdentityAccountInput {
  principalId: string;
  email: string;
  tenant: 'network' | 'control' | 'client' | string;
  /** Plain password; omitted = the holder creates one through a create-password link. */
  password?: string | null;
  /** An argon2id hash instead of `password` (the demo seed hashes its one shared password once). */
  passwordHash?: string;
  passwordChangeRequired?: boolean;
  /** Base32 TOTP secret (2-step verification on). */
  totpSecret?: string | null;
  /** true / a date = confirmed; default true when a password is given. */
  emailConfirmed?: boolean | Date;
  /** Fallback roles when the people tables do not hold them. */
  roles?: string[];
  status?: string;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createIdentityAccount(db: IdentityDb, input: CreateIdentityAccountInput): Promise<IdentityAccount> {
  const passwordHash = input.passwordHash ?? (input.password ? await hashPassword(input.password) : null);
  const confirmed = input.emailConfirmed ?? Boolean(passwordHash);
  const emailConfirmedAt = confirmed instanceof Date ? confirmed : confirmed ? new Date() : null;
  const [row] = await db
    .insert(identityAccounts)
    .values({
      principalId: input.principalId,
      email: normalizeEmail(input.email),
      tenant: input.tenant,
      passwordHash,
      passwordChangeRequired: input.passwordChangeRequired ?? false,
      totpSecret: input.totpSecret ?? null,
      emailConfirmedAt,
      roles: (input.roles ?? []).join('|'),
      status: input.status ?? 'active',
    })
    .returning();
  return row!;
}

export async function findAccountByEmail(db: IdentityDb, email: string): Promise<IdentityAccount | undefined> {
  const rows = await db
    .select()
    .from(identityAccounts)
    .where(sql`lower(${identityAccounts.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return rows[0];
}

export async function findAccountByPrincipal(db: IdentityDb, principalId: string): Promise<IdentityAccount | undefined> {
  const rows = await db.select().from(identityAccounts).where(eq(identityAccounts.principalId, principalId)).limit(1);
  return rows[0];
}

export type SessionEndedListener = (principalId: string) => void;

// Listeners per database: every writer of that database (the module, the seed, tests) reaches the module's listeners.
const sessionEndedListeners = new WeakMap<object, Set<SessionEndedListener>>();

/** Called after every session-version bump on this database; returns the unsubscribe function. */
export function onSessionEnded(db: IdentityDb, listener: SessionEndedListener): () => void {
  let listeners = sessionEndedListeners.get(db);
  if (!listeners) sessionEndedListeners.set(db, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notifySessionEnded(db: IdentityDb, principalId: string): void {
  for (const listener of [...(sessionEndedListeners.get(db) ?? [])]) {
    try {
      listener(principalId);
    } catch {
      // A failing listener must not undo the bump nor starve the others.
    }
  }
}

const nextVersion = sql`${identityAccounts.sessionVersion} + 1`;

/**
 * Ends every session of the account now: raises its session version (access tokens issued before carry an older `sv`
 * and are refused by the API) and tells the listeners (open websockets close). Returns the new version, or null.
 */
export async function bumpSessionVersion(db: IdentityDb, principalId: string, now = new Date()): Promise<number | null> {
  const [row] = await db
    .update(identityAccounts)
    .set({ sessionVersion: nextVersion, updatedAt: now })
    .where(eq(identityAccounts.principalId, principalId))
    .returning({ sessionVersion: identityAccounts.sessionVersion });
  if (!row) return null;
  notifySessionEnded(db, principalId);
  return row.sessionVersion;
}

/**
 * The account's session version as a subquery, for a statement that reads it beside other rows (null: no account):
 * authenticating a request reads the person, their roles and this in one statement (people.data).
 */
export function sessionVersionSubquery(principalId: SQL | Placeholder): SQL<number | null> {
  return sql<
    number | null
  >`(select ${identityAccounts.sessionVersion} from ${identityAccounts} where ${identityAccounts.principalId} = ${principalId})`;
}

/** Prepared once per database: a websocket's session is re-checked with it on every event (kit/auth). */
const sessionVersionStatement = perDatabase((db: IdentityDb) =>
  db
    .select({ sessionVersion: identityAccounts.sessionVersion })
    .from(identityAccounts)
    .where(eq(identityAccounts.principalId, sql.placeholder('principalId')))
    .limit(1)
    .prepare('identity_session_version'),
);

export async function sessionVersionOf(db: IdentityDb, principalId: string): Promise<number | null> {
  const [row] = await sessionVersionStatement(db).execute({ principalId });
  return row?.sessionVersion ?? null;
}

/** Sets a new password; every session signed in with the old one ends (session version bump). */
export async function setAccountPassword(db: IdentityDb, principalId: string, password: string, now: Date): Promise<void> {
  const passwordHash = await hashPassword(password);
  const updated = await db
    .update(identityAccounts)
    .set({ passwordHash, passwordChangeRequired: false, sessionVersion: nextVersion, updatedAt: now })
    .where(eq(identityAccounts.principalId, principalId))
    .returning({ principalId: identityAccounts.principalId });
  if (updated.length > 0) notifySessionEnded(db, principalId);
}

/**
 * Enables or disables sign-in for a principal (for admin actions such as block / close account). A change of status
 * ends every session (session version bump); disabling also revokes every token of the account, so refresh stops.
 */
export async function setIdentityAccountStatus(
  db: IdentityDb,
  principalId: string,
  status: 'active' | 'disabled',
  now = new Date(),
): Promise<void> {
  const updated = await db
    .update(identityAccounts)
    .set({ status, sessionVersion: nextVersion, updatedAt: now })
    .where(and(eq(identityAccounts.principalId, principalId), ne(identityAccounts.status, status)))
    .returning({ principalId: identityAccounts.principalId });
  if (status === 'disabled') await revokeAllForAccount(db, principalId);
  if (updated.length > 0) notifySessionEnded(db, principalId);
}

/** Ends every session and revokes every grant, code and token of the account (provider rows carry accountId). */
export async function revokeAllForAccount(db: IdentityDb, principalId: string): Promise<void> {
  await db.delete(identityOidcPayloads).where(sql`${identityOidcPayloads.payload}->>'accountId' = ${principalId}`);
}
