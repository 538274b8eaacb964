// Per-interaction login progress (which step comes next), kept in identity_oidc_payloads beside the provider's rows.
import { and, eq, sql } from 'drizzle-orm';
import type { IdentityDb } from './accounts.js';
import { identityOidcPayloads as t } from './identity.tables.js';

export type LoginStep = 'LOGIN' | 'NEW_PASSWORD_REQUIRED' | 'MFA_REQUIRED';

export interface LoginState {
  state: LoginStep;
  principalId?: string;
  /** Authentication methods completed so far (pwd, fed, otp). */
  amr?: string[];
}

/** Short-lived state of our own, stored under a kind no provider model uses. */
export function createStateStore<T>(db: IdentityDb, kind: string) {
  return {
    async get(id: string): Promise<T | undefined> {
      const rows = await db
        .select({ payload: t.payload })
        .from(t)
        .where(and(eq(t.kind, kind), eq(t.id, id), sql`(${t.expiresAt} is null or ${t.expiresAt} > now())`))
        .limit(1);
      return rows[0]?.payload as T | undefined;
    },
    async set(id: string, payload: T, ttlSec: number): Promise<void> {
      const expiresAt = new Date(Date.now() + ttlSec * 1000);
      await db
        .insert(t)
        .values({ kind, id, payload, expiresAt })
        .onConflictDoUpdate({ target: [t.kind, t.id], set: { payload, expiresAt } });
    },
    /** Deletes and returns the state (single use). */
    async take(id: string): Promise<T | undefined> {
      const rows = await db
        .delete(t)
        .where(and(eq(t.kind, kind), eq(t.id, id), sql`(${t.expiresAt} is null or ${t.expiresAt} > now())`))
        .returning({ payload: t.payload });
      return rows[0]?.payload as T | undefined;
    },
    async delete(id: string): Promise<void> {
      await db.delete(t).where(and(eq(t.kind, kind), eq(t.id, id)));
    },
  };
}
