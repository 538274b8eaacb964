// Signing keys and cookie keys, persisted in identity_signing_keys so tokens and cookies survive restarts.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { IdentityDb } from './accounts.js';
import { identitySigningKeys } from './identity.tables.js';

const SIGNING_ALG = 'RS256';
const COOKIE_ALG = 'cookie-hmac';
/** Arbitrary constant naming the advisory lock that guards key creation. */
const KEY_LOCK_ID = 50_050_001;

export interface IdentityKeys {
  /** Private JWKs for oidc-provider (first one signs). */
  signing: JWK[];
  /** Public JWKs (what /jwks serves), for local verification. */
  publicJwks: { keys: JWK[] };
  /** Cookie signing keys for oidc-provider (keygrip). */
  cookieKeys: string[];
}

async function ensureKey(db: IdentityDb, alg: string, make: () => Promise<JWK>): Promise<void> {
  const jwk = await make(); // made up front: key generation does not belong inside the lock
  // Several API processes may start on an empty database at once: one transaction-scoped advisory lock makes the
  // check-then-insert atomic, so exactly one key of each kind is created.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK_ID})`);
    const existing = await tx
      .select({ kid: identitySigningKeys.kid })
      .from(identitySigningKeys)
      .where(and(eq(identitySigningKeys.alg, alg), isNull(identitySigningKeys.retiredAt)))
      .limit(1);
    if (existing.length > 0) return;
    await tx.insert(identitySigningKeys).values({ kid: jwk.kid!, alg, jwk });
  });
}

export async function loadIdentityKeys(db: IdentityDb): Promise<IdentityKeys> {
  await ensureKey(db, SIGNING_ALG, async () => {
    const { privateKey } = await generateKeyPair(SIGNING_ALG, { modulusLength: 2048, extractable: true });
    const jwk = await exportJWK(privateKey);
    return { ...jwk, kid: randomUUID(), alg: SIGNING_ALG, use: 'sig' };
  });
  await ensureKey(db, COOKIE_ALG, async () => ({ kty: 'oct', kid: randomUUID(), k: randomBytes(32).toString('base64url') }));

  const rows = await db
    .select()
    .from(identitySigningKeys)
    .where(isNull(identitySigningKeys.retiredAt))
    .orderBy(identitySigningKeys.createdAt);
  const signing = rows.filter((r) => r.alg === SIGNING_ALG).map((r) => r.jwk as JWK);
  const cookieKeys = rows.filter((r) => r.alg === COOKIE_ALG).map((r) => (r.jwk as JWK).k!);
  const publicJwks = {
    keys: signing.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
  return { signing, publicJwks, cookieKeys };
}
