// Issue 12: session versions. Access tokens carry `sv` (the account's version at issue); sign-out, every password change
// and every status change raise the version and tell the onSessionEnded listeners, so the API can refuse older tokens.
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser, revokeToken, signIn } from '../../../test/support/sign-in.js';
import { fixedClock } from '../../kit/clock.js';
import { DEMO_PASSWORD, startIdentityHarness, type IdentityHarness } from './identity.harness.js';
import { setIdentityAccountStatus } from './index.js';
import { issueAccountToken } from './recovery.js';

const clock = fixedClock(new Date());
let h: IdentityHarness;
let ended: string[] = [];
let unsubscribe: () => void;
beforeAll(async () => {
  h = await startIdentityHarness({ clock, throttle: { login: { accountIpPoints: 1000, ipPoints: 1000 } } });
  unsubscribe = h.identity.onSessionEnded((principalId) => ended.push(principalId));
});
afterEach(() => {
  ended = [];
});
afterAll(async () => {
  unsubscribe?.();
  await h?.close();
});

const version = (principalId: string) => h.identity.accounts.sessionVersion(principalId);

describe('session versions', () => {
  it('start at 0, ride in the access token as sv, and verifyAccessToken answers them', async () => {
    expect(await version('croudie-network:croudies:6')).toBe(0);
    const t = await signIn(h.baseUrl, 'croudie.limited@example.com', DEMO_PASSWORD);
    expect(decodeJwt(t.accessToken).sv).toBe(0);
    expect((await h.identity.verifyAccessToken(t.accessToken)).sessionVersion).toBe(0);
    expect(await version('nobody:at:all')).toBeNull();
  });

  it('sign-out (revocation of the refresh token) raises the version and notifies', async () => {
    const t = await signIn(h.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD);
    const before = (await version('croudie-network:croudies:1'))!;
    expect((await revokeToken(t.browser)).status).toBe(200);
    expect(await version('croudie-network:croudies:1')).toBe(before + 1);
    expect(ended).toEqual(['croudie-network:croudies:1']);
    // The next sign-in carries the new version.
    const again = await signIn(h.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD);
    expect(decodeJwt(again.accessToken).sv).toBe(before + 1);
  });

  it('revoking an unknown token changes nothing', async () => {
    const before = await version('croudie-network:croudies:1');
    expect((await revokeToken(new TestBrowser(h.baseUrl), 'no-such-token')).status).toBe(200);
    expect(await version('croudie-network:croudies:1')).toBe(before);
    expect(ended).toEqual([]);
  });

  it('the new-password step raises the version', async () => {
    const t = await signIn(h.baseUrl, 'croudie.newpassword@example.com', DEMO_PASSWORD, { newPassword: 'Brand-New-Password-7!' });
    expect(await version('croudie-network:croudies:3')).toBe(1);
    expect(ended).toEqual(['croudie-network:croudies:3']);
    expect(decodeJwt(t.accessToken).sv).toBe(1);
  });

  it('a password reset raises the version', async () => {
    const before = (await version('croudie-network:croudies:7'))!;
    const b = new TestBrowser(h.baseUrl);
    expect((await b.json('/api/identity/password/forgot', { method: 'POST', json: { email: 'croudie.reset2@example.com' } })).status).toBe(
      202,
    );
    const mail = (await h.outbox()).find((m) => m.to === 'croudie.reset2@example.com');
    const code = /code is (\d{6})/.exec(String(mail?.text))![1];
    const reset = await b.json('/api/identity/password/reset', {
      method: 'POST',
      json: { email: 'croudie.reset2@example.com', code, password: 'Reset-Password-2026!' },
    });
    expect(reset.status).toBe(200);
    expect(await version('croudie-network:croudies:7')).toBe(before + 1);
    expect(ended).toEqual(['croudie-network:croudies:7']);
  });

  it('creating a password through the link raises the version', async () => {
    const token = await issueAccountToken(h.db.db, clock, 'croudie-network:croudies:4', 'create-password');
    const res = await new TestBrowser(h.baseUrl).json('/api/identity/password/create', {
      method: 'POST',
      json: { token, password: 'Created-Password-2026!' },
    });
    expect(res.status).toBe(200);
    expect(await version('croudie-network:croudies:4')).toBe(1);
    expect(ended).toEqual(['croudie-network:croudies:4']);
  });

  it('a change of status raises the version (block and unblock), the same status does not', async () => {
    await h.identity.accounts.setSignInAllowed('croudie-network:croudies:8', false);
    expect(await version('croudie-network:croudies:8')).toBe(1);
    await setIdentityAccountStatus(h.db.db, 'croudie-network:croudies:8', 'disabled');
    expect(await version('croudie-network:croudies:8')).toBe(1);
    await h.identity.accounts.setSignInAllowed('croudie-network:croudies:8', true);
    expect(await version('croudie-network:croudies:8')).toBe(2);
    expect(ended).toEqual(['croudie-network:croudies:8', 'croudie-network:croudies:8']);
  });

  it('onSessionEnded returns a working unsubscribe', async () => {
    const seen: string[] = [];
    const stop = h.identity.onSessionEnded((p) => seen.push(p));
    await setIdentityAccountStatus(h.db.db, 'croudie-network:croudies:9', 'disabled');
    stop();
    await setIdentityAccountStatus(h.db.db, 'croudie-network:croudies:9', 'active');
    expect(seen).toEqual(['croudie-network:croudies:9']);
  });
});
