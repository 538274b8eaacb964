// Phone verification on a real server (staff-and-admin.md §4 Phone verification, §5, §8): a code by text to the new
// number, 10 minutes, single use, 5 wrong tries, 5 sends an hour; the number is saved once confirmed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { croudies } from './people.tables.js';

let api: TestApi;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

const EMAILS = [
  'croudie.active@example.com',
  'croudie.limited@example.com',
  'croudie.us@example.com',
  'croudie.inactive@example.com',
  'croudie.agreement@example.com',
  'staff.admin@example.com',
];

beforeAll(async () => {
  api = await startTestApi({ now: new Date('2026-03-10T09:00:00Z') });
  for (const email of EMAILS) tokens[email] = await tokenFor(api.baseUrl, email);
  for (const row of await api.db.select({ id: croudies.id, email: croudies.email }).from(croudies)) ids[row.email] = String(row.id);
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const send = (email: string, phoneNumber: string, croudie = email) =>
  gql<{ sendTextConfirmation: boolean }>(api, 'mutation($id: ID!, $p: String!) { sendTextConfirmation(id: $id, phoneNumber: $p) }', {
    token: tokens[email],
    variables: { id: ids[croudie], p: phoneNumber },
  });
const verify = (email: string, code: string, croudie = email) =>
  gql<{ verifyPhoneNumber: boolean }>(api, 'mutation($id: ID!, $c: String!) { verifyPhoneNumber(id: $id, code: $c) }', {
    token: tokens[email],
    variables: { id: ids[croudie], c: code },
  });
const phoneOf = async (email: string) =>
  (
    await gql<{ croudie: { phoneNumber: string | null } }>(api, 'query($id: ID!) { croudie(id: $id) { phoneNumber } }', {
      token: tokens['staff.admin@example.com'],
      variables: { id: ids[email] },
    })
  ).data!.croudie.phoneNumber;
/** The code of the newest text to `to` in the outbox. */
const codeSentTo = async (to: string) => {
  const messages = (await (await fetch(`${api.baseUrl}/api/dev/outbox`)).json()) as { channel: string; to: string; text: string }[];
  const text = messages.find((m) => m.channel === 'sms' && m.to === to)?.text ?? '';
  expect(text).toMatch(/^Your Work Platform verification code is \d{6}$/);
  return text.slice(-6);
};
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const problem = (res: GraphQLResponse<unknown>) => ({
  code: errorCode(res),
  message: res.errors?.[0]?.message,
  fieldErrors: res.errors?.[0]?.extensions?.fieldErrors,
});
const FAILED = { code: 'BAD_USER_INPUT', message: 'Failed to verify phone number', fieldErrors: { code: 'Failed to verify phone number' } };

describe('sendTextConfirmation', () => {
  it.each(['07911 123456', '12345', '+44 20 7946 0000', '+4479111234', ''])(
    'refuses %j: not a mobile number with its country code',
    async (number) => {
      expect(problem(await send('croudie.active@example.com', number))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Please enter a valid mobile number',
        fieldErrors: { phoneNumber: 'Please enter a valid mobile number' },
      });
    },
  );

  it("refuses another person's number", async () => {
    await api.db.update(croudies).set({ phoneNumber: '+447400123111' }).where(eq(croudies.email, 'croudie.limited@example.com'));
    expect(problem(await send('croudie.active@example.com', '0044 7400 123111'))).toEqual({
      code: 'CONFLICT',
      message: 'The phone number entered is already registered with another user',
      fieldErrors: { phoneNumber: 'The phone number entered is already registered with another user' },
    });
  });

  it('is for the croudie themselves only', async () => {
    expect(errorCode(await send('croudie.limited@example.com', '+447400123222', 'croudie.active@example.com'))).toBe('FORBIDDEN');
    expect(errorCode(await send('staff.admin@example.com', '+447400123222', 'croudie.active@example.com'))).toBe('FORBIDDEN');
    expect(errorCode(await verify('staff.admin@example.com', '123456', 'croudie.active@example.com'))).toBe('FORBIDDEN');
  });
});

describe('verifyPhoneNumber', () => {
  it('texts a code to the new number; a wrong code fails, the right one saves the number once', async () => {
    expect((await send('croudie.active@example.com', '+44 7400 123333')).data!.sendTextConfirmation).toBe(true);
    const code = await codeSentTo('+447400123333');
    expect(await phoneOf('croudie.active@example.com')).not.toBe('+447400123333'); // not before it is confirmed
    expect(problem(await verify('croudie.active@example.com', wrongCode(code)))).toEqual(FAILED);
    expect((await verify('croudie.active@example.com', code)).data!.verifyPhoneNumber).toBe(true);
    expect(await phoneOf('croudie.active@example.com')).toBe('+447400123333');
    expect(problem(await verify('croudie.active@example.com', code))).toEqual(FAILED); // single use

    const timeline = await gql<{ croudie: { timeline: { nodes: { kind: string }[] } } }>(
      api,
      'query($id: ID!) { croudie(id: $id) { timeline(pagination: { limit: 1 }) { nodes { kind } } } }',
      { token: tokens['staff.admin@example.com'], variables: { id: ids['croudie.active@example.com'] } },
    );
    expect(timeline.data!.croudie.timeline.nodes[0]!.kind).toBe('phone_verified');
  });

  it('refuses a code after its 10 minutes on the platform clock', async () => {
    await send('croudie.us@example.com', '+14155552671');
    const code = await codeSentTo('+14155552671');
    api.clock.advance(10 * 60_000 + 1000);
    expect(problem(await verify('croudie.us@example.com', code))).toEqual(FAILED);
    expect(await phoneOf('croudie.us@example.com')).toBeNull();
  });

  it('voids a code after 5 wrong tries, and a new send replaces the previous code', async () => {
    await send('croudie.inactive@example.com', '+447400123444');
    const first = await codeSentTo('+447400123444');
    for (let i = 0; i < 5; i++) expect(problem(await verify('croudie.inactive@example.com', wrongCode(first)))).toEqual(FAILED);
    expect(problem(await verify('croudie.inactive@example.com', first))).toEqual(FAILED);

    api.clock.advance(61_000);
    await send('croudie.inactive@example.com', '+447400123445');
    const second = await codeSentTo('+447400123445');
    api.clock.advance(61_000);
    await send('croudie.inactive@example.com', '+447400123446');
    const third = await codeSentTo('+447400123446');
    if (second !== third) expect(problem(await verify('croudie.inactive@example.com', second))).toEqual(FAILED);
    expect((await verify('croudie.inactive@example.com', third)).data!.verifyPhoneNumber).toBe(true);
    expect(await phoneOf('croudie.inactive@example.com')).toBe('+447400123446');
  });

  it('sends at most five codes an hour, one straight after another', async () => {
    const throttled = {
      code: 'RATE_LIMITED',
      message: 'Too many codes requested. Please try again later.',
      fieldErrors: undefined,
    };
    for (let i = 0; i < 5; i++) {
      expect((await send('croudie.agreement@example.com', `+44740012355${i}`)).errors).toBeUndefined();
    }
    expect(problem(await send('croudie.agreement@example.com', '+447400123556'))).toEqual(throttled);
    api.clock.advance(60 * 60_000);
    expect((await send('croudie.agreement@example.com', '+447400123557')).errors).toBeUndefined();
  });
});
