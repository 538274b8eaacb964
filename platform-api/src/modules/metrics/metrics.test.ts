import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { metrics } from './metrics.tables.js';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await tokenFor(api.baseUrl, 'croudie.active@example.com');
});
afterAll(async () => {
  await api?.close();
});

const RECORD = `mutation($index: String!, $type: String!, $metric: JSON) { recordMetric(index: $index, type: $type, metric: $metric) }`;

describe('recordMetric', () => {
  it('stores the metric for the caller', async () => {
    const metric = { calendarIntegrationOpened: 1, cardsSelected: [3, 4], nested: { ok: true } };
    const res = await gql(api, RECORD, { token, variables: { index: 'journal', type: 'sidebarClosed', metric } });
    expect(res.data).toEqual({ recordMetric: true });
    const rows = await api.db.select().from(metrics);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ principalId: 'croudie-network:croudies:1', index: 'journal', type: 'sidebarClosed', metric });
  });

  it('accepts a JSON literal inline', async () => {
    const res = await gql(api, `mutation { recordMetric(index: "journal", type: "addAnother", metric: { on: true, n: 2 }) }`, { token });
    expect(res.data).toEqual({ recordMetric: true });
  });

  it('refuses an empty index and an oversized metric with field errors', async () => {
    const empty = await gql(api, RECORD, { token, variables: { index: ' ', type: 't', metric: null } });
    expect(errorCode(empty)).toBe('BAD_USER_INPUT');
    expect(empty.errors?.[0]?.extensions?.fieldErrors).toEqual({ index: 'index is required' });
    const big = await gql(api, RECORD, { token, variables: { index: 'i', type: 't', metric: { pad: 'x'.repeat(17 * 1024) } } });
    expect(big.errors?.[0]?.extensions?.fieldErrors).toEqual({ metric: 'metric is at most 16384 bytes of JSON' });
  });

  it('is UNAUTHENTICATED anonymously', async () => {
    expect(errorCode(await gql(api, RECORD, { variables: { index: 'i', type: 't' } }))).toBe('UNAUTHENTICATED');
  });
});
