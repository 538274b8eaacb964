// Issue 12: a maximum password length (128 characters), answered BAD_USER_INPUT with a clear message wherever a
// password is accepted, instead of silently hashing a truncated copy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser, startAuthorization } from '../../../test/support/sign-in.js';
import { fixedClock } from '../../kit/clock.js';
import { DEMO_PASSWORD, startIdentityHarness, type IdentityHarness } from './identity.harness.js';
import { issueAccountToken } from './recovery.js';

const TOO_LONG = `Too-Long-Password-1!${'x'.repeat(109)}`; // 129 characters, otherwise a strong password
const MESSAGE = 'Password must be at most 128 characters';
const refused = { error: { code: 'BAD_USER_INPUT', message: MESSAGE, fieldErrors: { password: MESSAGE } } };

const clock = fixedClock(new Date());
let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness({ clock });
});
afterAll(async () => {
  await h?.close();
});

describe('a password over 128 characters', () => {
  it('is refused at sign-in with the message', async () => {
    expect([...TOO_LONG]).toHaveLength(129);
    const browser = new TestBrowser(h.baseUrl);
    const start = await startAuthorization(browser);
    const res = await browser.json(`/api/identity/interaction/${start.uid}/password`, {
      method: 'POST',
      json: { email: 'croudie.active@example.com', password: TOO_LONG },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused);
  });

  it('is refused as the new password at the new-password step', async () => {
    const browser = new TestBrowser(h.baseUrl);
    const start = await startAuthorization(browser);
    const base = `/api/identity/interaction/${start.uid}`;
    const first = await browser.json(`${base}/password`, {
      method: 'POST',
      json: { email: 'croudie.newpassword@example.com', password: DEMO_PASSWORD },
    });
    expect(first.body).toEqual({ state: 'NEW_PASSWORD_REQUIRED' });
    const res = await browser.json(`${base}/new-password`, { method: 'POST', json: { password: TOO_LONG } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused);
  });

  it('is refused by password reset and by create password', async () => {
    const browser = new TestBrowser(h.baseUrl);
    const reset = await browser.json('/api/identity/password/reset', {
      method: 'POST',
      json: { email: 'croudie.active@example.com', code: '123456', password: TOO_LONG },
    });
    expect(reset.status).toBe(400);
    expect(reset.body).toEqual(refused);

    const token = await issueAccountToken(h.db.db, clock, 'croudie-network:croudies:4', 'create-password');
    const created = await browser.json('/api/identity/password/create', { method: 'POST', json: { token, password: TOO_LONG } });
    expect(created.status).toBe(400);
    expect(created.body).toEqual(refused);
    // The link still works with an acceptable password (the refused attempt did not use it up).
    const ok = await browser.json('/api/identity/password/create', { method: 'POST', json: { token, password: TOO_LONG.slice(0, 128) } });
    expect(ok.status).toBe(200);
  });
});
