// Forgot / reset password through the outbox, create password and confirm e-mail links.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser, signIn } from '../../../test/support/sign-in.js';
import { fixedClock } from '../../kit/clock.js';
import { identityAccounts } from './identity.tables.js';
import { DEMO_PASSWORD, startIdentityHarness, type IdentityHarness } from './identity.harness.js';

const clock = fixedClock(new Date());
let h: IdentityHarness;
let ipCounter = 1;
beforeAll(async () => {
  h = await startIdentityHarness({ clock });
});
afterAll(async () => {
  await h?.close();
});

/** Each test its own client address, so the recovery throttles of one test do not reach the next. */
function browser() {
  const ip = `10.0.0.${ipCounter++}`;
  const b = new TestBrowser(h.baseUrl, 'network.localhost:8080');
  const post = <T = Record<string, any>>(path: string, json: unknown) =>
    b.json<T>(path, { method: 'POST', json, headers: { 'X-Forwarded-For': ip } });
  return { b, post };
}

type OutboxRow = { id: string; channel: string; to: string; subject: string; text: string; sentAt: string };
async function outbox(): Promise<OutboxRow[]> {
  const res = await fetch(`${h.baseUrl}/api/dev/outbox`);
  return (await res.json()) as OutboxRow[];
}
async function latestCodeFor(email: string): Promise<string> {
  const mail = (await outbox()).find((m) => m.to === email);
  const code = /code is (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no reset code for ${email}`);
  return code;
}
const linkToken = (text: string, path: string) =>
  new URL(/https?:\/\/\S+/.exec(text)![0]).pathname === path ? new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('token')! : '';

describe('forgot password', () => {
  it('answers 202 with the same body for a known and an unknown e-mail, with similar timing; only the known one gets mail', async () => {
    const { post } = browser();
    const before = (await outbox()).length;
    const timed = async (email: string) => {
      const t0 = performance.now();
      const res = await post('/api/identity/password/forgot', { email });
      return { res, ms: performance.now() - t0 };
    };
    const known = await timed('croudie.active@example.com');
    const unknown = await timed('nobody.at.all@example.com');
    expect(known.res.status).toBe(202);
    expect(unknown.res.status).toBe(202);
    expect(unknown.res.body).toEqual(known.res.body);
    // Both branches wait for the same floor (300 ms in tests), so neither answers noticeably faster.
    expect(known.ms).toBeGreaterThanOrEqual(290);
    expect(unknown.ms).toBeGreaterThanOrEqual(290);
    // A second pair, and the closer of the two, so one burst of load on a shared CI core cannot decide it.
    const known2 = await timed('croudie.active@example.com');
    const unknown2 = await timed('nobody.else@example.com');
    const gap = Math.min(Math.abs(known.ms - unknown.ms), Math.abs(known2.ms - unknown2.ms));
    expect(gap).toBeLessThan(250);
    const mails = await outbox();
    expect(mails.length).toBe(before + 2);
    expect(mails[0]).toMatchObject({ channel: 'email', to: 'croudie.active@example.com', subject: 'Your password reset code' });
    expect(mails[0]!.text).toMatch(/code is \d{6}/);
  });

  it('a malformed e-mail answers "Incorrect email address"', async () => {
    const { post } = browser();
    const res = await post('/api/identity/password/forgot', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Incorrect email address');
  });
});

describe('reset password', () => {
  it('checks the rule, refuses a wrong code with "Unable to reset password at this time", accepts the outbox code once', async () => {
    const { post } = browser();
    await post('/api/identity/password/forgot', { email: 'croudie.limited@example.com' });
    const code = await latestCodeFor('croudie.limited@example.com');

    const weak = await post('/api/identity/password/reset', { email: 'croudie.limited@example.com', code, password: 'weak' });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatchObject({
      message: 'Password is not strong enough',
      fieldErrors: { password: 'Password must be at least 12 characters long' },
    });

    const wrongCode = code === '000000' ? '000001' : '000000';
    const wrong = await post('/api/identity/password/reset', {
      email: 'croudie.limited@example.com',
      code: wrongCode,
      password: 'Reset-Password-2026!',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: { code: 'BAD_USER_INPUT', message: 'Unable to reset password at this time' } });

    const ok = await post('/api/identity/password/reset', { email: 'croudie.limited@example.com', code, password: 'Reset-Password-2026!' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ state: 'SUCCESS' });
    const again = await post('/api/identity/password/reset', {
      email: 'croudie.limited@example.com',
      code,
      password: 'Other-Password-2026!',
    });
    expect(again.body.error.message).toBe('Unable to reset password at this time');

    await expect(signIn(h.baseUrl, 'croudie.limited@example.com', DEMO_PASSWORD)).rejects.toMatchObject({ status: 401 });
    expect((await signIn(h.baseUrl, 'croudie.limited@example.com', 'Reset-Password-2026!')).accessToken).toBeTruthy();
  });

  it('ends the sessions and refresh tokens the account had before the reset', async () => {
    const before = await signIn(h.baseUrl, 'croudie.reset2@example.com', DEMO_PASSWORD);
    const { post } = browser();
    await post('/api/identity/password/forgot', { email: 'croudie.reset2@example.com' });
    const code = await latestCodeFor('croudie.reset2@example.com');
    expect(
      (await post('/api/identity/password/reset', { email: 'croudie.reset2@example.com', code, password: 'Reset-Password-2026!' })).status,
    ).toBe(200);
    const refreshed = await before.browser.json('/api/identity/token', {
      method: 'POST',
      form: { grant_type: 'refresh_token', refresh_token: before.refreshToken, client_id: 'host-shell' },
    });
    expect(refreshed.body).toMatchObject({ error: 'invalid_grant' });
  });

  it('an unknown e-mail gets the same answer as a wrong code', async () => {
    const { post } = browser();
    const res = await post('/api/identity/password/reset', {
      email: 'nobody.at.all@example.com',
      code: '123456',
      password: 'Reset-Password-2026!',
    });
    expect(res.body).toEqual({ error: { code: 'BAD_USER_INPUT', message: 'Unable to reset password at this time' } });
  });

  it('a code allows 5 attempts, then even the right code is refused', async () => {
    const { post } = browser();
    await post('/api/identity/password/forgot', { email: 'croudie.attempts@example.com' });
    const code = await latestCodeFor('croudie.attempts@example.com');
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const ip = `10.9.${i}.1`; // spread over addresses so the per-address throttle is not what stops it
      const res = await new TestBrowser(h.baseUrl).json<Record<string, any>>('/api/identity/password/reset', {
        method: 'POST',
        headers: { 'X-Forwarded-For': ip },
        json: { email: 'croudie.attempts@example.com', code: wrongCode, password: 'Reset-Password-2026!' },
      });
      expect(res.status).toBe(400);
    }
    const right = await post('/api/identity/password/reset', {
      email: 'croudie.attempts@example.com',
      code,
      password: 'Reset-Password-2026!',
    });
    expect(right.body.error.message).toBe('Unable to reset password at this time');
  });

  it('a code expires after 30 minutes (platform clock)', async () => {
    const { post } = browser();
    await post('/api/identity/password/forgot', { email: 'croudie.expiry@example.com' });
    const code = await latestCodeFor('croudie.expiry@example.com');
    clock.advance(31 * 60_000);
    const res = await post('/api/identity/password/reset', { email: 'croudie.expiry@example.com', code, password: 'Reset-Password-2026!' });
    expect(res.body.error.message).toBe('Unable to reset password at this time');
  });
});

describe('create password and confirm e-mail', () => {
  it('a new account creates its password through the single-use link and can then sign in', async () => {
    await h.identity.sendAccountLink('croudie-network:croudies:4', 'create-password');
    const mail = (await outbox()).find((m) => m.to === 'croudie.new@example.com' && m.subject === 'Create your password')!;
    expect(mail.text).toContain('http://network.localhost:8080/password-create?token=');
    const token = linkToken(mail.text, '/password-create');
    const { post } = browser();
    const weak = await post('/api/identity/password/create', { token, password: 'weakpassword' });
    expect(weak.body.error.message).toBe('Password is not strong enough');
    const ok = await post('/api/identity/password/create', { token, password: 'Created-Password-2026!' });
    expect(ok.status).toBe(200);
    const reuse = await post('/api/identity/password/create', { token, password: 'Created-Password-2026?' });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual({ error: { code: 'BAD_USER_INPUT', message: 'Invalid token.' } });
    expect((await signIn(h.baseUrl, 'croudie.new@example.com', 'Created-Password-2026!')).accessToken).toBeTruthy();
    const [row] = await h.db.db.select().from(identityAccounts).where(eq(identityAccounts.email, 'croudie.new@example.com'));
    expect(row!.emailConfirmedAt).not.toBeNull();
  });

  it('confirm e-mail sets the confirmation once; a made-up or used token is "Invalid token."', async () => {
    await h.identity.sendAccountLink('croudie-network:croudies:5', 'confirm-email');
    const mail = (await outbox()).find((m) => m.to === 'croudie.unconfirmed@example.com')!;
    expect(mail.text).toContain('http://network.localhost:8080/confirm-email?token=');
    const token = linkToken(mail.text, '/confirm-email');
    const { post } = browser();
    expect((await post('/api/identity/email/confirm', { token: 'made-up' })).body).toEqual({
      error: { code: 'BAD_USER_INPUT', message: 'Invalid token.' },
    });
    expect((await post('/api/identity/email/confirm', { token: '' })).status).toBe(400);
    // A create-password token is not a confirm-e-mail token.
    await h.identity.sendAccountLink('croudie-network:croudies:5', 'create-password');
    const createMail = (await outbox()).find((m) => m.to === 'croudie.unconfirmed@example.com' && m.subject === 'Create your password')!;
    const createToken = linkToken(createMail.text, '/password-create');
    expect(createToken).not.toBe('');
    expect((await post('/api/identity/email/confirm', { token: createToken })).body.error.message).toBe('Invalid token.');
    expect((await post('/api/identity/email/confirm', { token })).status).toBe(200);
    expect((await post('/api/identity/email/confirm', { token })).body.error.message).toBe('Invalid token.');
    const [row] = await h.db.db.select().from(identityAccounts).where(eq(identityAccounts.email, 'croudie.unconfirmed@example.com'));
    expect(row!.emailConfirmedAt).not.toBeNull();
  });

  it('links expire after 7 days', async () => {
    await h.identity.sendAccountLink('croudie-network:croudies:5', 'confirm-email');
    const mail = (await outbox()).find((m) => m.to === 'croudie.unconfirmed@example.com')!;
    const token = linkToken(mail.text, '/confirm-email');
    clock.advance(7 * 24 * 60 * 60_000 + 1000);
    expect((await browser().post('/api/identity/email/confirm', { token })).body.error.message).toBe('Invalid token.');
  });
});
