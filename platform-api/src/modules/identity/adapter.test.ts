// The oidc-provider adapter on identity_oidc_payloads: expiry, atomic consumption, grant revocation, purge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../kit/db/index.js';
import { openTestDatabase } from './identity.harness.js';
import { createAdapterFactory, purgeExpiredOidcPayloads } from './adapter.js';
import { identityOidcPayloads, identitySigningKeys } from './identity.tables.js';
import { loadIdentityKeys } from './keys.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe('DB adapter', () => {
  it('stores, finds by id / uid / user code, and hides expired rows', async () => {
    const Adapter = createAdapterFactory(handle.db);
    const sessions = new Adapter('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    expect(await sessions.find('s1')).toMatchObject({ uid: 'u1' });
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a' });
    const devices = new Adapter('DeviceCode');
    await devices.upsert('d1', { userCode: 'ABCD', grantId: 'g' }, 60);
    expect(await devices.findByUserCode('ABCD')).toMatchObject({ grantId: 'g' });
    await sessions.upsert('s2', { uid: 'u2' }, -1);
    expect(await sessions.find('s2')).toBeUndefined();
  });

  it('consumes a code once: the payload says consumed and a second consume loses (invalid_grant)', async () => {
    const codes = new (createAdapterFactory(handle.db))('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));
    await expect(codes.consume('c1')).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('revokes every token of a grant, and destroying the grant ends the session holding it', async () => {
    const Adapter = createAdapterFactory(handle.db);
    const at = new Adapter('AccessToken');
    const rt = new Adapter('RefreshToken');
    const grants = new Adapter('Grant');
    const sessions = new Adapter('Session');
    await at.upsert('at1', { grantId: 'g2' }, 60);
    await rt.upsert('rt1', { grantId: 'g2' }, 60);
    await rt.upsert('rt-other', { grantId: 'g3' }, 60);
    await grants.upsert('g2', { accountId: 'a' }, 60);
    await sessions.upsert('sess', { authorizations: { 'host-shell': { grantId: 'g2', sid: 'x' } } }, 60);
    await sessions.upsert('sess-other', { authorizations: { 'host-shell': { grantId: 'g3', sid: 'y' } } }, 60);
    await at.revokeByGrantId('g2');
    await grants.destroy('g2');
    expect(await at.find('at1')).toBeUndefined();
    expect(await rt.find('rt1')).toBeUndefined();
    expect(await rt.find('rt-other')).toBeDefined();
    expect(await grants.find('g2')).toBeUndefined();
    expect(await sessions.find('sess')).toBeUndefined();
    expect(await sessions.find('sess-other')).toBeDefined();
  });

  it('purges rows expired for more than a day', async () => {
    await handle.db.insert(identityOidcPayloads).values([
      { kind: 'Session', id: 'old', payload: {}, expiresAt: new Date(Date.now() - 2 * 86_400_000) },
      { kind: 'Session', id: 'recent', payload: {}, expiresAt: new Date(Date.now() - 60_000) },
    ]);
    await purgeExpiredOidcPayloads(handle.db);
    const ids = (await handle.db.select({ id: identityOidcPayloads.id }).from(identityOidcPayloads)).map((r) => r.id);
    expect(ids).not.toContain('old');
    expect(ids).toContain('recent');
  });
});

describe('signing keys', () => {
  it('keys are created once and reused by every later (or concurrent) load; the public set has no private parts', async () => {
    const fresh = await openTestDatabase();
    try {
      const loaded = await Promise.all([loadIdentityKeys(fresh.db), loadIdentityKeys(fresh.db), loadIdentityKeys(fresh.db)]);
      loaded.push(await loadIdentityKeys(fresh.db));
      const kids = new Set(loaded.flatMap((k) => k.signing.map((j) => j.kid)));
      expect(kids.size).toBe(1);
      expect(new Set(loaded.flatMap((k) => k.cookieKeys)).size).toBe(1);
      expect(await fresh.db.select().from(identitySigningKeys)).toHaveLength(2);
      // The public set carries no private parts.
      expect(Object.keys(loaded[0]!.publicJwks.keys[0]!).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    } finally {
      await fresh.close();
    }
  });
});
