import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRINCIPALS, tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';

const NOW = new Date('2026-03-15T09:00:00Z');
let api: TestApi;
const tokens: Record<string, string> = {};
const WAITING = `query { me { agreementsWaiting { id title version body } } }`;
const ACCEPT = `mutation Accept($id: ID!) { acceptAgreement(agreementId: $id) { id } }`;

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  for (const email of ['croudie.agreement@example.com', 'croudie.active@example.com', 'staff.admin@example.com']) {
    tokens[email] = await tokenFor(api.baseUrl, email);
  }
});
afterAll(async () => {
  await api?.close();
});

type Waiting = { me: { agreementsWaiting: { id: string; title: string }[] } };

describe('agreements', () => {
  it('has one agreement waiting for croudie.agreement and none for other croudies or staff', async () => {
    const waiting = await gql<Waiting>(api, WAITING, { token: tokens['croudie.agreement@example.com'] });
    expect(waiting.data?.me.agreementsWaiting).toEqual([expect.objectContaining({ title: 'Freelancer agreement', version: '2026.1' })]);
    const active = await gql<Waiting>(api, WAITING, { token: tokens['croudie.active@example.com'] });
    expect(active.data?.me.agreementsWaiting).toEqual([]);
    const staff = await gql<Waiting>(api, WAITING, { token: tokens['staff.admin@example.com'] });
    expect(staff.data?.me.agreementsWaiting).toEqual([]);
  });

  it('refuses acceptance by staff, while impersonating, anonymously and for unknown or malformed ids', async () => {
    const waiting = await gql<Waiting>(api, WAITING, { token: tokens['croudie.agreement@example.com'] });
    const id = waiting.data!.me.agreementsWaiting[0]!.id;
    expect(errorCode(await gql(api, ACCEPT, { variables: { id } }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(api, ACCEPT, { token: tokens['staff.admin@example.com'], variables: { id } }))).toBe('FORBIDDEN');
    const asAdmin = await gql(api, ACCEPT, {
      token: tokens['staff.admin@example.com'],
      impersonate: DEMO_PRINCIPALS.croudieActive,
      variables: { id },
    });
    expect(errorCode(asAdmin)).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, ACCEPT, { token: tokens['croudie.agreement@example.com'], variables: { id: '99999' } }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await gql(api, ACCEPT, { token: tokens['croudie.agreement@example.com'], variables: { id: 'x' } }))).toBe(
      'BAD_USER_INPUT',
    );
    const still = await gql<Waiting>(api, WAITING, { token: tokens['croudie.agreement@example.com'] });
    expect(still.data?.me.agreementsWaiting).toHaveLength(1);
  });

  it('lets the croudie accept; nothing waits afterwards and accepting again is harmless', async () => {
    const waiting = await gql<Waiting>(api, WAITING, { token: tokens['croudie.agreement@example.com'] });
    const id = waiting.data!.me.agreementsWaiting[0]!.id;
    const accepted = await gql<{ acceptAgreement: unknown[] }>(api, ACCEPT, {
      token: tokens['croudie.agreement@example.com'],
      variables: { id },
    });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data?.acceptAgreement).toEqual([]);
    const again = await gql<{ acceptAgreement: unknown[] }>(api, ACCEPT, {
      token: tokens['croudie.agreement@example.com'],
      variables: { id },
    });
    expect(again.data?.acceptAgreement).toEqual([]);
  });
});
