// The identity module inside the real platform server (startTestApi: demo seed, GraphQL, dev outbox).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { TestBrowser, signIn } from '../../../test/support/sign-in.js';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../seed/demo-accounts.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('demo accounts sign in through the platform server', () => {
  it('croudie.active on network: the token works for GraphQL me', async () => {
    const t = await signIn(api.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD, { host: 'network.localhost:8080' });
    const res = await gql<{ me: { principalId: string; tenant: string; roles: string[] } }>(api, '{ me { principalId tenant roles } }', {
      token: t.accessToken,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.me).toMatchObject({ principalId: 'croudie-network:croudies:1', tenant: 'network', roles: ['croudie-active'] });
  });

  it('staff.admin on control carries its staff roles in the token', async () => {
    const t = await signIn(api.baseUrl, 'staff.admin@example.com', DEMO_PASSWORD, { host: 'control.localhost:8080' });
    const claims = JSON.parse(Buffer.from(t.accessToken.split('.')[1]!, 'base64url').toString());
    expect(claims.tenant).toBe('control');
    expect(claims.roles.split('|')).toEqual(expect.arrayContaining(['impersonate', 'hr_user', 'network_admin']));
  });

  it('staff.admin on the network host is refused', async () => {
    await expect(signIn(api.baseUrl, 'staff.admin@example.com', DEMO_PASSWORD, { host: 'network.localhost:8080' })).rejects.toMatchObject({
      status: 401,
      body: { error: { code: 'UNAUTHENTICATED', message: 'Unable to login' } },
    });
  });

  it('croudie.mfa needs its TOTP code (secret JBSWY3DPEHPK3PXP)', async () => {
    await expect(signIn(api.baseUrl, 'croudie.mfa@example.com', DEMO_PASSWORD)).rejects.toThrow(/TOTP/);
    const t = await signIn(api.baseUrl, 'croudie.mfa@example.com', DEMO_PASSWORD, { totpSecret: DEMO_TOTP_SECRET });
    expect(t.accessToken).toBeTruthy();
  });

  it('croudie.newpassword must set a new password first', async () => {
    await expect(signIn(api.baseUrl, 'croudie.newpassword@example.com', DEMO_PASSWORD)).rejects.toThrow(/new password/);
    const t = await signIn(api.baseUrl, 'croudie.newpassword@example.com', DEMO_PASSWORD, { newPassword: 'Fresh-Password-2026!' });
    expect(t.accessToken).toBeTruthy();
  });

  it('forgot → code in GET /api/dev/outbox → reset → sign in with the new password', async () => {
    const browser = new TestBrowser(api.baseUrl);
    const forgot = await browser.json('/api/identity/password/forgot', { method: 'POST', json: { email: 'croudie.us@example.com' } });
    expect(forgot.status).toBe(202);
    const outbox = (await (await fetch(`${api.baseUrl}/api/dev/outbox`)).json()) as { to: string; text: string }[];
    const code = /code is (\d{6})/.exec(outbox.find((m) => m.to === 'croudie.us@example.com')!.text)![1]!;
    const reset = await browser.json('/api/identity/password/reset', {
      method: 'POST',
      json: { email: 'croudie.us@example.com', code, password: 'Reset-Password-2026!' },
    });
    expect(reset.status).toBe(200);
    expect((await signIn(api.baseUrl, 'croudie.us@example.com', 'Reset-Password-2026!')).accessToken).toBeTruthy();
  });
});
