import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { featureFlags } from './flags.tables.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('featureFlags', () => {
  it("answers the flags on for the caller's user id", async () => {
    const croudie = await tokenFor(api.baseUrl, 'croudie.active@example.com');
    const res = await gql(api, `{ featureFlags }`, { token: croudie });
    expect(res.data).toEqual({ featureFlags: ['croud_campus', 'imported_tasks', 'journal_calendar_integration'] });
    const finance = await tokenFor(api.baseUrl, 'finance.user@example.com');
    expect((await gql(api, `{ featureFlags }`, { token: finance })).data).toEqual({ featureFlags: ['hide_plan_link'] });
    const member = await tokenFor(api.baseUrl, 'staff.member@example.com');
    expect((await gql(api, `{ featureFlags }`, { token: member })).data).toEqual({ featureFlags: [] });
  });

  it('follows a flag turned on in the database at once', async () => {
    const limited = await tokenFor(api.baseUrl, 'croudie.limited@example.com');
    expect((await gql(api, `{ featureFlags }`, { token: limited })).data).toEqual({ featureFlags: [] });
    await api.db.insert(featureFlags).values({ principalId: 'croudie-network:croudies:2', flag: 'new_croudie_picker' });
    expect((await gql(api, `{ featureFlags }`, { token: limited })).data).toEqual({ featureFlags: ['new_croudie_picker'] });
  });

  it('is UNAUTHENTICATED anonymously', async () => {
    expect(errorCode(await gql(api, `{ featureFlags }`))).toBe('UNAUTHENTICATED');
  });
});
