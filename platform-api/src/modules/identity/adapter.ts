// oidc-provider adapter on the identity_oidc_payloads table (PGlite or PostgreSQL; no in-memory storage).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { IdentityDb } from './accounts.js';
import { identityOidcPayloads as t } from './identity.tables.js';

const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);
/** Kinds whose consumption must be atomic: a second consumer loses (invalid_grant). */
const SINGLE_USE = new Set(['AuthorizationCode', 'RefreshToken', 'DeviceCode', 'PreAuthorizedCode']);

export function createAdapterFactory(db: IdentityDb) {
  return class DbAdapter implements Adapter {
    constructor(readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        kind: this.kind,
        id,
        payload,
        grantId: GRANTABLE.has(this.kind) ? (payload.grantId ?? null) : null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt,
        consumedAt: null,
      };
      await db
        .insert(t)
        .values(row)
        .onConflictDoUpdate({
          target: [t.kind, t.id],
          set: { payload, grantId: row.grantId, uid: row.uid, userCode: row.userCode, expiresAt, consumedAt: null },
        });
    }

    private async findWhere(where: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const rows = await db
        .select()
        .from(t)
        .where(and(eq(t.kind, this.kind), where, sql`(${t.expiresAt} is null or ${t.expiresAt} > now())`))
        .limit(1);
      const row = rows[0];
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere(eq(t.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(t.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(t.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      const updated = await db
        .update(t)
        .set({ consumedAt: new Date() })
        .where(and(eq(t.kind, this.kind), eq(t.id, id), isNull(t.consumedAt)))
        .returning({ id: t.id });
      if (updated.length === 0 && SINGLE_USE.has(this.kind)) {
        // Lost a race with a concurrent request using the same code / refresh token.
        throw new errors.InvalidGrant(`${this.kind === 'RefreshToken' ? 'refresh token' : 'grant'} already used`);
      }
    }

    async destroy(id: string): Promise<void> {
      await db.delete(t).where(and(eq(t.kind, this.kind), eq(t.id, id)));
      if (this.kind === 'Grant') {
        // A revoked grant (sign-out revocation, refresh-token reuse, password reset) also ends the browser
        // session that holds it, so the next authorization request asks for credentials again.
        await db
          .delete(t)
          .where(
            and(
              eq(t.kind, 'Session'),
              sql`exists (select 1 from jsonb_each(${t.payload}->'authorizations') a where a.value->>'grantId' = ${id})`,
            ),
          );
      }
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(t).where(eq(t.grantId, grantId));
    }
  };
}

/** Housekeeping: drop expired rows (the provider ignores them anyway). */
export async function purgeExpiredOidcPayloads(db: IdentityDb): Promise<void> {
  await db.delete(t).where(sql`${t.expiresAt} is not null and ${t.expiresAt} < now() - interval '1 day'`);
}
