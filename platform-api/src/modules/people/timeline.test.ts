// The profile Timeline tab (staff-and-admin.md §2 Croudie profile): what happened to an account, newest first, for the
// croudie and staff only; each module records its own events (here: saving bank details).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { principalIdOf } from './people.rules.js';
import { recordAccountEvent } from './timeline.data.js';

let api: TestApi;
const tokens: Record<string, string> = {};
let activeId = 0;

beforeAll(async () => {
  api = await startTestApi({ now: new Date('2026-03-10T09:00:00Z') });
  for (const email of ['croudie.active@example.com', 'croudie.limited@example.com', 'staff.member@example.com']) {
    tokens[email] = await tokenFor(api.baseUrl, email);
  }
  const me = await gql<{ me: { id: string } }>(api, '{ me { id } }', { token: tokens['croudie.active@example.com'] });
  activeId = Number(me.data!.me.id);
});
afterAll(async () => {
  await api?.close();
});

type Timeline = {
  nodes: { kind: string; actorName: string | null; detail: { key: string; value: string }[] }[];
  pagination: { total: number };
};
const timeline = async (email: string, page = 1) =>
  (
    await gql<{ croudie: { timeline: Timeline | null } | null }>(
      api,
      'query($id: ID!, $page: Int) { croudie(id: $id) { timeline(pagination: { page: $page, limit: 2 }) { nodes { kind actorName detail { key value } } pagination { total } } } }',
      { token: tokens[email], variables: { id: String(activeId), page } },
    )
  ).data?.croudie?.timeline ?? null;

describe('the account timeline', () => {
  it('lists events newest first, paged, with who did it (none for the platform) and their details', async () => {
    const principalId = principalIdOf('CROUDIE', activeId);
    const staff = await gql<{ me: { principalId: string } }>(api, '{ me { principalId } }', { token: tokens['staff.member@example.com'] });
    await recordAccountEvent(api.db, { principalId, kind: 'signed_up', actorPrincipalId: null, at: new Date('2026-01-01T09:00:00Z') });
    await recordAccountEvent(api.db, {
      principalId,
      kind: 'status_changed',
      actorPrincipalId: staff.data!.me.principalId,
      detail: { from: 'active', to: 'suspended' },
      at: new Date('2026-02-01T09:00:00Z'),
    });
    await recordAccountEvent(api.db, { principalId, kind: 'went_live', actorPrincipalId: null, at: new Date('2026-01-15T09:00:00Z') });

    const first = (await timeline('croudie.active@example.com'))!;
    expect(first.pagination.total).toBeGreaterThanOrEqual(3);
    expect(first.nodes.map((n) => n.kind)).toEqual(['status_changed', 'went_live']);
    expect(first.nodes[0]!.actorName).toMatch(/\S+ \S+/);
    expect(first.nodes[0]!.detail).toEqual([
      { key: 'from', value: 'active' },
      { key: 'to', value: 'suspended' },
    ]);
    expect(first.nodes[1]!.actorName).toBeNull();
    expect((await timeline('croudie.active@example.com', 2))!.nodes[0]!.kind).toBe('signed_up');
  });

  it('is for the croudie and staff: another croudie gets nothing', async () => {
    expect(await timeline('staff.member@example.com')).not.toBeNull();
    expect(await timeline('croudie.limited@example.com')).toBeNull();
  });

  it('records saving bank details, by the croudie', async () => {
    const saved = await gql(api, 'mutation($input: InvoiceSettingsInput!) { updateMyInvoiceSettings(input: $input) { updatedAt } }', {
      token: tokens['croudie.active@example.com'],
      variables: {
        input: {
          billingName: 'Alex Active',
          addressLine1: '1 High Street',
          city: 'London',
          postcode: 'N1 1AA',
          countryCode: 'GB',
          bankAccountName: 'A Active',
          sortCode: '12-34-56',
          bankAccountNumber: '12345678',
        },
      },
    });
    expect(saved.errors).toBeUndefined();
    const newest = (await timeline('croudie.active@example.com'))!.nodes[0]!;
    expect(newest.kind).toBe('bank_details_saved');
    expect(newest.actorName).toMatch(/\S+ \S+/);
  });
});
