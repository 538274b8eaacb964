// 2-step verification from the profile on a real server (staff-and-admin.md §2 2-Step Verification tab, §5 not while
// impersonating, §6 may be mandated): enrol with an authenticator code, sign-in then asks for one, turn it off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRINCIPALS, tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { signIn, SignInError } from '../../../test/support/sign-in.js';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { totpCode } from '../identity/totp.js';

let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi({ now: new Date('2026-03-10T09:00:00Z') });
  for (const email of ['croudie.active@example.com', 'croudie.limited@example.com', 'staff.admin@example.com', 'staff.member@example.com'])
    tokens[email] = await tokenFor(api.baseUrl, email);
}, 120_000);
afterAll(async () => {
  await api?.close();
});

type Status = { enabled: boolean; mandated: boolean };
const status = async (email: string, croudieId: string, impersonate?: string) =>
  (
    await gql<{ croudie: { twoStep: Status | null } }>(api, 'query($id: ID!) { croudie(id: $id) { twoStep { enabled mandated } } }', {
      token: tokens[email],
      variables: { id: croudieId },
      impersonate,
    })
  ).data?.croudie?.twoStep ?? null;
const start = (email: string, impersonate?: string) =>
  gql<{ startTwoStepEnrolment: { secret: string; otpauthUrl: string } }>(api, 'mutation { startTwoStepEnrolment { secret otpauthUrl } }', {
    token: tokens[email],
    impersonate,
  });
const confirm = (email: string, code: string) =>
  gql<{ confirmTwoStepEnrolment: Status }>(api, 'mutation($c: String!) { confirmTwoStepEnrolment(code: $c) { enabled mandated } }', {
    token: tokens[email],
    variables: { c: code },
  });
const disable = (email: string, code: string) =>
  gql<{ disableTwoStep: Status }>(api, 'mutation($c: String!) { disableTwoStep(code: $c) { enabled mandated } }', {
    token: tokens[email],
    variables: { c: code },
  });
const mandate = (mandatory: boolean, email = 'staff.admin@example.com') =>
  gql<{ updateTwoStepMandatory: boolean }>(api, 'mutation($m: Boolean!) { updateTwoStepMandatory(mandatory: $m) }', {
    token: tokens[email],
    variables: { m: mandatory },
  });
const lastKind = async (croudieId: string) =>
  (
    await gql<{ croudie: { timeline: { nodes: { kind: string }[] } } }>(
      api,
      'query($id: ID!) { croudie(id: $id) { timeline(pagination: { limit: 1 }) { nodes { kind } } } }',
      { token: tokens['staff.admin@example.com'], variables: { id: croudieId } },
    )
  ).data!.croudie.timeline.nodes[0]!.kind;
const problem = (res: GraphQLResponse<unknown>) => ({ code: errorCode(res), message: res.errors?.[0]?.message });
/** A code one time step ahead: accepted (±1 step) and newer than a code used just now. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);
const ACTIVE = DEMO_PRINCIPALS.croudieActive.split(':').pop()!;
const LIMITED = DEMO_PRINCIPALS.croudieLimited.split(':').pop()!;

describe('2-step verification', () => {
  it('enrols with a first code of the new secret; sign-in then asks for a code', async () => {
    expect(await status('croudie.active@example.com', ACTIVE)).toEqual({ enabled: false, mandated: false });
    const enrolment = (await start('croudie.active@example.com')).data!.startTwoStepEnrolment;
    expect(enrolment.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Work%20Platform:croudie\.active%40example\.com\?secret=[A-Z2-7]+&/);
    expect(enrolment.otpauthUrl).toContain(`secret=${enrolment.secret}`);
    // Pending: sign-in does not ask for it yet.
    await signIn(api.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD);

    expect(problem(await confirm('croudie.active@example.com', '000000'))).toEqual({ code: 'BAD_USER_INPUT', message: 'Invalid code' });
    const on = await confirm('croudie.active@example.com', totpCode(enrolment.secret, Date.now()));
    expect(on.data!.confirmTwoStepEnrolment).toEqual({ enabled: true, mandated: false });
    expect(await lastKind(ACTIVE)).toBe('two_step_enabled');

    await expect(signIn(api.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD)).rejects.toThrow(SignInError);
    const withCode = await signIn(api.baseUrl, 'croudie.active@example.com', DEMO_PASSWORD, { totpSecret: enrolment.secret });
    expect(withCode.accessToken).toEqual(expect.any(String));
  });

  it('is the croudie’s own: staff read null, and nothing changes while impersonating', async () => {
    expect(await status('staff.admin@example.com', ACTIVE)).toBeNull();
    expect(await status('croudie.limited@example.com', ACTIVE)).toBeNull();
    expect(await status('staff.admin@example.com', ACTIVE, DEMO_PRINCIPALS.croudieActive)).toBeNull();
    expect(problem(await start('staff.admin@example.com', DEMO_PRINCIPALS.croudieActive))).toEqual({
      code: 'FORBIDDEN',
      message: 'Two-step verification cannot be changed while impersonating',
    });
    expect(errorCode(await start('staff.member@example.com'))).toBe('FORBIDDEN');
  });

  it('turns off with a current code, and not while the platform mandates it', async () => {
    const { secret } = (await start('croudie.limited@example.com')).data!.startTwoStepEnrolment;
    await confirm('croudie.limited@example.com', totpCode(secret, Date.now()));

    expect(errorCode(await mandate(true, 'staff.member@example.com'))).toBe('FORBIDDEN');
    expect((await mandate(true)).data!.updateTwoStepMandatory).toBe(true);
    expect(await status('croudie.limited@example.com', LIMITED)).toEqual({ enabled: true, mandated: true });
    expect(problem(await disable('croudie.limited@example.com', nextCode(secret)))).toEqual({
      code: 'FORBIDDEN',
      message: 'Two-step verification is required for your account',
    });

    await mandate(false);
    expect(problem(await disable('croudie.limited@example.com', '123456'))).toEqual({ code: 'BAD_USER_INPUT', message: 'Invalid code' });
    const off = await disable('croudie.limited@example.com', nextCode(secret));
    expect(off.data!.disableTwoStep).toEqual({ enabled: false, mandated: false });
    expect(await lastKind(LIMITED)).toBe('two_step_disabled');
    await signIn(api.baseUrl, 'croudie.limited@example.com', DEMO_PASSWORD);
  });
});
