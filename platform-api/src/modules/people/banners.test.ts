import { and, eq, not, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { DAY_MS } from '../../kit/clock.js';
import { onLiveInvoice } from '../payments/index.js';
import { tasks, workLogs } from '../work/work.tables.js';
import { invoiceWindowOpen } from '@work/shared-contracts/invoices';
import { canInvoice, invoiceSettingsNeedUpdating, missingInvoiceSettings, startOfMonth } from './banners.rules.js';
import { croudies } from './people.tables.js';

// Day 3 of the month: the invoice window is open.
const NOW = new Date('2026-03-03T09:00:00Z');
let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  for (const email of [
    'croudie.active@example.com',
    'croudie.limited@example.com',
    'croudie.inactive@example.com',
    'croudie.us@example.com',
    'croudie.pending@example.com',
    'staff.member@example.com',
    'croudie.banners@example.com',
    'croudie.offboarding@example.com',
  ]) {
    tokens[email] = await tokenFor(api.baseUrl, email);
  }
});
afterAll(async () => {
  await api?.close();
});

const BANNERS = `query($id: ID!) { croudie(id: $id) {
  entityType totalMonthlyMinutes
  invoicingInfo { canInvoice invoiceWindowOpen workLogsReadyToInvoice }
  invoiceSettings { needsUpdating missingFields }
  outstandingWorkLogs { aggregations { totalValue count } }
} }`;
interface Banners {
  croudie: {
    entityType: string;
    totalMonthlyMinutes: number;
    invoicingInfo: { canInvoice: boolean; invoiceWindowOpen: boolean; workLogsReadyToInvoice: number };
    invoiceSettings: { needsUpdating: boolean; missingFields: string[] };
    outstandingWorkLogs: { aggregations: { totalValue: number; count: number } };
  };
}
const banners = (id: string, email: string) => gql<Banners>(api, BANNERS, { token: tokens[email], variables: { id } });

/** The croudie's work logs not on a live invoice (croudie.active has invoiced demo work too). */
async function sumOfWorkLogs(croudieId: number) {
  const [row] = await api.db
    .select({ total: sql<string>`coalesce(sum(${workLogs.total}), 0)`, n: sql<number>`count(*)` })
    .from(workLogs)
    .where(and(eq(workLogs.croudieId, croudieId), not(onLiveInvoice(workLogs.id))));
  return { total: Number(row!.total), count: Number(row!.n) };
}

/** A completed task of the croudie's with its work log of `minutes`, completed at `completedAt` (£0.00). */
async function logWork(croudieId: number, minutes: number, completedAt: Date) {
  const [task] = await api.db
    .insert(tasks)
    .values({ name: 'Counted work', state: 'completed', clientId: 1, ownerId: 1, croudieId, completedAt, createdAt: completedAt })
    .returning({ id: tasks.id });
  await api.db.insert(workLogs).values({
    taskId: task!.id,
    croudieId,
    description: 'Counted work',
    completedAt,
    clientId: 1,
    summary: 'Done',
    total: '0.00',
    minutes,
  });
}

describe('croudie(id) banner and chip data', () => {
  it('gives croudie.active the earnings total of their outstanding work logs and canInvoice in the window', async () => {
    const res = await banners('1', 'croudie.active@example.com');
    expect(res.errors).toBeUndefined();
    const c = res.data!.croudie;
    const logs = await sumOfWorkLogs(1);
    expect(logs.count).toBeGreaterThan(0);
    expect(c.outstandingWorkLogs.aggregations).toEqual({ totalValue: logs.total, count: logs.count });
    expect(c.outstandingWorkLogs.aggregations.totalValue).toBeGreaterThan(0);
    expect(c.invoicingInfo).toMatchObject({ canInvoice: true, invoiceWindowOpen: true });
    expect(c.invoicingInfo.workLogsReadyToInvoice).toBeGreaterThan(0);
    expect(c).toMatchObject({ entityType: 'any_other_type', invoiceSettings: { needsUpdating: false, missingFields: [] } });
  });

  it('gives each croudie the minutes of their work logs completed this month, the same over GraphQL and GET /api/platform/users/:id', async () => {
    // Monthly minutes are counted from work logs (ADR 0265): completed since the start of the month in Europe/London
    // and not after the platform clock. One log of each croudie this month, one last month, one after the clock.
    await api.db
      .update(workLogs)
      .set({ minutes: 0 })
      .where(sql`${workLogs.croudieId} in (1, 2)`);
    await logWork(1, 1234, new Date('2026-03-01T00:00:00Z')); // 1 March 00:00 in London (GMT): the month's first instant
    await logWork(1, 500, new Date('2026-02-28T23:59:59Z'));
    await logWork(1, 700, new Date(NOW.getTime() + 60_000));
    await logWork(2, 4321, new Date(NOW.getTime() - 3600_000));
    await logWork(2, 10, new Date('2026-02-15T12:00:00Z'));
    expect((await banners('1', 'croudie.active@example.com')).data!.croudie.totalMonthlyMinutes).toBe(1234);
    expect((await banners('2', 'croudie.limited@example.com')).data!.croudie.totalMonthlyMinutes).toBe(4321);
    expect((await banners('1', 'staff.member@example.com')).data!.croudie.totalMonthlyMinutes).toBe(1234);
    const rest = async (id: number, email: string) =>
      (
        (await (
          await fetch(`${api.baseUrl}/api/platform/users/${id}`, { headers: { authorization: `Bearer ${tokens[email]}` } })
        ).json()) as Record<string, unknown>
      ).total_monthly_minutes;
    expect(await rest(1, 'croudie.active@example.com')).toBe(1234);
    expect(await rest(2, 'croudie.limited@example.com')).toBe(4321);
    // A list of croudies reads them all (one query per request, the field's loader).
    const list = await gql<{ a: { totalMonthlyMinutes: number }; b: { totalMonthlyMinutes: number } }>(
      api,
      `{ a: croudie(id: "1") { totalMonthlyMinutes } b: croudie(id: "2") { totalMonthlyMinutes } }`,
      { token: tokens['staff.member@example.com'] },
    );
    expect(list.data).toEqual({ a: { totalMonthlyMinutes: 1234 }, b: { totalMonthlyMinutes: 4321 } });
    // Next month starts from nothing: 1 April 00:00 in London is 31 March 23:00 UTC (BST).
    api.clock.set(new Date('2026-03-31T23:00:00Z'));
    try {
      expect(await rest(1, 'croudie.active@example.com')).toBe(0);
    } finally {
      api.clock.set(NOW);
    }
  });

  it('closes the window after day 5 by the platform clock', async () => {
    api.clock.set(new Date('2026-03-06T09:00:00Z'));
    try {
      const c = (await banners('1', 'croudie.active@example.com')).data!.croudie;
      expect(c.invoicingInfo).toMatchObject({ canInvoice: false, invoiceWindowOpen: false });
    } finally {
      api.clock.set(NOW);
    }
  });

  it('needs work logged before this month: work logged this month is not ready yet', async () => {
    // Move every one of croudie.active's logs into this month.
    const before = (await banners('1', 'croudie.active@example.com')).data!.croudie;
    expect(before.invoicingInfo.canInvoice).toBe(true);
    await api.db
      .update(workLogs)
      .set({ completedAt: new Date(NOW.getTime() - 3600_000) })
      .where(eq(workLogs.croudieId, 1));
    const after = (await banners('1', 'croudie.active@example.com')).data!.croudie;
    expect(after.invoicingInfo).toMatchObject({ canInvoice: false, invoiceWindowOpen: true, workLogsReadyToInvoice: 0 });
    // The earnings total still counts them: they are outstanding, only not invoicable until next month.
    expect(after.outstandingWorkLogs.aggregations).toEqual(before.outstandingWorkLogs.aggregations);
  });

  it('gives 0 and canInvoice false to a croudie with no work logs (croudie.inactive)', async () => {
    const c = (await banners('4', 'croudie.inactive@example.com')).data!.croudie;
    expect(c.outstandingWorkLogs.aggregations).toEqual({ totalValue: 0, count: 0 });
    expect(c.invoicingInfo.canInvoice).toBe(false);
  });

  it("says croudie.us's invoice settings need updating (US without a state), and a pending croudie's too (none saved)", async () => {
    const us = (await banners('5', 'croudie.us@example.com')).data!.croudie;
    expect(us.invoiceSettings).toEqual({ needsUpdating: true, missingFields: ['usState'] });
    const pending = (await banners('3', 'croudie.pending@example.com')).data!.croudie;
    expect(pending.invoiceSettings.needsUpdating).toBe(true);
    expect(pending.invoicingInfo.canInvoice).toBe(false);
  });

  it('lets staff read it and refuses another croudie', async () => {
    expect((await banners('5', 'staff.member@example.com')).data?.croudie.invoiceSettings.needsUpdating).toBe(true);
    expect(errorCode(await banners('5', 'croudie.active@example.com'))).toBe('FORBIDDEN');
  });
});

describe('the shell-chrome seed cases (ADR 0075)', () => {
  const idOf = async (email: string) => (await api.db.select({ id: croudies.id }).from(croudies).where(eq(croudies.email, email)))[0]!.id;
  const user = async (id: number, email: string) =>
    (await (
      await fetch(`${api.baseUrl}/api/platform/users/${id}`, { headers: { authorization: `Bearer ${tokens[email]}` } })
    ).json()) as Record<string, any>;

  it('croudie.banners meets all four banner conditions in the invoice window', async () => {
    const id = await idOf('croudie.banners@example.com');
    const c = (await banners(String(id), 'croudie.banners@example.com')).data!.croudie;
    expect(c.invoicingInfo).toMatchObject({ canInvoice: true, invoiceWindowOpen: true, workLogsReadyToInvoice: 1 });
    expect(c.invoiceSettings).toEqual({
      needsUpdating: true,
      missingFields: ['bankAccountName', 'bankAccountLast4', 'iban', 'usState'],
    });
    const body = await user(id, 'croudie.banners@example.com');
    expect(body).toMatchObject({ state: 'active', country_code: 'US', us_state: null, us_state_update_needed: true });
    expect(body.links.transitions).toEqual({ defer_auto_offboard: { href: `/api/platform/users/${id}/transitions/defer_auto_offboard` } });
  });

  it('croudie.offboarding is active with only the offboarding condition', async () => {
    const id = await idOf('croudie.offboarding@example.com');
    const c = (await banners(String(id), 'croudie.offboarding@example.com')).data!.croudie;
    expect(c.invoicingInfo.canInvoice).toBe(false);
    expect(c.invoiceSettings.needsUpdating).toBe(false);
    const body = await user(id, 'croudie.offboarding@example.com');
    expect(body).toMatchObject({ state: 'active', us_state_update_needed: false });
    expect(Object.keys(body.links.transitions)).toEqual(['defer_auto_offboard']);
  });

  it('has them accept the agreement, so none is sent to /agreement', async () => {
    const me = await gql<{ me: { agreementsWaiting: { id: string }[] } }>(api, '{ me { agreementsWaiting { id } } }', {
      token: tokens['croudie.banners@example.com'],
    });
    expect(me.data?.me.agreementsWaiting).toEqual([]);
  });

  it('puts the hours-chip croudies at 79 %, 80 % and 100 % of 5760 minutes of work this month, with £0.00 earnings', async () => {
    // 5760 minutes (96 h) is the hours chip's monthly limit; the chip shows the whole percentage reached.
    const cases = [
      ['croudie.hours79@example.com', 4551, 79],
      ['croudie.hours80@example.com', 4608, 80],
      ['croudie.hours100@example.com', 5760, 100],
    ] as const;
    for (const [email, minutes, percent] of cases) {
      const id = await idOf(email);
      const token = await tokenFor(api.baseUrl, email);
      const c = (await gql<Banners>(api, BANNERS, { token, variables: { id: String(id) } })).data!.croudie;
      expect(c).toMatchObject({ entityType: 'any_other_type', totalMonthlyMinutes: minutes });
      expect(Math.floor((c.totalMonthlyMinutes / 5760) * 100)).toBe(percent);
      expect(c.outstandingWorkLogs.aggregations.totalValue).toBe(0);
    }
  });
});

describe('GET /api/platform/users/:id and the offboarding transitions', () => {
  const get = async (id: number, email: string) => {
    const res = await fetch(`${api.baseUrl}/api/platform/users/${id}`, { headers: { authorization: `Bearer ${tokens[email]}` } });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const post = async (href: string, email: string) => {
    const res = await fetch(`${api.baseUrl}${href}`, { method: 'POST', headers: { authorization: `Bearer ${tokens[email]}` } });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };

  it('answers the entity type (which decides the hours chip) and the US-state fields', async () => {
    const active = await get(1, 'croudie.active@example.com');
    expect(active.body).toMatchObject({
      entity_type: 'any_other_type',
      country_code: 'GB',
      offboard_at: null,
      state: 'active',
      links: { transitions: {} },
    });
    expect((await get(2, 'croudie.limited@example.com')).body.entity_type).toBe('limited_company');
    expect((await get(5, 'croudie.us@example.com')).body).toMatchObject({
      country_code: 'US',
      us_state: null,
      us_state_update_needed: true,
    });
  });

  it('inactive outcome: defer, then the state is still inactive and reactivation can be requested once', async () => {
    const first = await get(4, 'croudie.inactive@example.com');
    expect(Math.abs(Date.parse(first.body.offboard_at) - (NOW.getTime() + 14 * DAY_MS))).toBeLessThan(60_000);
    const deferred = await post(first.body.links.transitions.defer_auto_offboard.href, 'croudie.inactive@example.com');
    expect(deferred.status).toBe(200);
    expect(deferred.body).toMatchObject({ offboard_at: null, state: 'inactive' });
    expect(Object.keys(deferred.body.links.transitions)).toEqual(['request_reactivation']);
    const requested = await post(deferred.body.links.transitions.request_reactivation.href, 'croudie.inactive@example.com');
    expect(requested.body).toMatchObject({ state: 'pending_reactivation', links: { transitions: {} } });
    const again = await post('/api/platform/users/4/transitions/request_reactivation', 'croudie.inactive@example.com');
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'CONFLICT', message: 'The transition request_reactivation is not available' });
  });

  it('active outcome: an active croudie with offboarding scheduled gets only the defer link, and stays active', async () => {
    await api.db
      .update(croudies)
      .set({ offboardAt: new Date(NOW.getTime() + 7 * DAY_MS) })
      .where(eq(croudies.id, 2));
    const before = await get(2, 'croudie.limited@example.com');
    expect(before.body.links.transitions).toEqual({
      defer_auto_offboard: { href: '/api/platform/users/2/transitions/defer_auto_offboard' },
    });
    const staff = await post(before.body.links.transitions.defer_auto_offboard.href, 'staff.member@example.com');
    expect(staff.status).toBe(403);
    const deferred = await post(before.body.links.transitions.defer_auto_offboard.href, 'croudie.limited@example.com');
    expect(deferred.body).toMatchObject({ state: 'active', offboard_at: null, links: { transitions: {} } });
    expect((await post('/api/platform/users/2/transitions/request_reactivation', 'croudie.limited@example.com')).status).toBe(409);
  });

  it('offers no defer link once the offboarding date has passed', async () => {
    await api.db
      .update(croudies)
      .set({ offboardAt: new Date(NOW.getTime() - DAY_MS) })
      .where(eq(croudies.id, 2));
    expect((await get(2, 'croudie.limited@example.com')).body.links.transitions).toEqual({});
    expect((await post('/api/platform/users/2/transitions/defer_auto_offboard', 'croudie.limited@example.com')).status).toBe(409);
  });
});

describe('banner rules', () => {
  it('opens the invoice window on days 1 to 5 in Europe/London', () => {
    expect(invoiceWindowOpen(new Date('2026-03-01T00:00:00Z'))).toBe(true);
    expect(invoiceWindowOpen(new Date('2026-03-05T23:59:00Z'))).toBe(true);
    expect(invoiceWindowOpen(new Date('2026-03-06T00:00:00Z'))).toBe(false);
    // 23:30 UTC on 31 March is 00:30 on 1 April in London (BST).
    expect(invoiceWindowOpen(new Date('2026-03-31T23:30:00Z'))).toBe(true);
    // 23:30 UTC on 5 May is 00:30 on 6 May in London.
    expect(invoiceWindowOpen(new Date('2026-05-05T23:30:00Z'))).toBe(false);
    expect(startOfMonth(new Date('2026-04-10T12:00:00Z')).toISOString()).toBe('2026-03-31T23:00:00.000Z');
  });

  it('lets only invoicable croudies with ready work invoice', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    expect(canInvoice({ roles: ['croudie-active'], now, workLogsReadyToInvoice: 1 })).toBe(true);
    expect(canInvoice({ roles: ['croudie-inactive'], now, workLogsReadyToInvoice: 1 })).toBe(true);
    expect(canInvoice({ roles: ['croudie-pending'], now, workLogsReadyToInvoice: 1 })).toBe(false);
    expect(canInvoice({ roles: ['croudie-active'], now, workLogsReadyToInvoice: 0 })).toBe(false);
  });

  it('lists missing invoice settings', () => {
    const complete = {
      billingName: 'A B',
      addressLine1: '1 High Street',
      city: 'London',
      postcode: 'N1 1AA',
      countryCode: 'GB',
      usState: null,
      bankAccountName: 'A B',
      bankAccountLast4: '1234',
      sortCode: '123456',
      iban: null,
    };
    const abroad = { ...complete, countryCode: 'DE', sortCode: null, iban: 'DE89370400440532013000' };
    expect(invoiceSettingsNeedUpdating(complete)).toBe(false);
    expect(invoiceSettingsNeedUpdating(abroad)).toBe(false);
    expect(missingInvoiceSettings({ ...complete, postcode: ' ' })).toEqual(['postcode']);
    // A complete account: name, last four digits and the sort code (GB) or IBAN (anywhere else) it belongs to.
    expect(missingInvoiceSettings({ ...complete, sortCode: null })).toEqual(['sortCode']);
    expect(missingInvoiceSettings({ ...complete, bankAccountLast4: null })).toEqual(['bankAccountLast4']);
    expect(missingInvoiceSettings({ ...abroad, iban: ' ' })).toEqual(['iban']);
    expect(missingInvoiceSettings({ ...complete, countryCode: 'DE' })).toEqual(['iban']);
    expect(missingInvoiceSettings({ ...complete, countryCode: null })).toEqual(['countryCode']);
    expect(missingInvoiceSettings({ ...abroad, countryCode: 'US' })).toEqual(['usState']);
    expect(missingInvoiceSettings({ ...abroad, countryCode: 'US', usState: 'CA' })).toEqual([]);
    expect(missingInvoiceSettings(null)).toHaveLength(7);
  });
});
