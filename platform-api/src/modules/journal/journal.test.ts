import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRINCIPALS, tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { clientAccess, channels } from '../clients/clients.tables.js';
import { journalCategories } from './journal.tables.js';

// A Monday; the seed gives staff.admin journals on the previous three weekdays (Thu 12, Fri 13 and Wed 11 March).
const NOW = new Date('2026-03-16T09:00:00Z');
const DAY = '2026-03-16';
let api: TestApi;
let admin: string;
let member: string;
let croudie: string;
let ids: {
  client: number;
  seo: number;
  paidSearch: number;
  otherClientSeo: number;
  delivery: number;
  optimisation: number;
  campaignBuild: number;
  reporting: number;
  restrictedClient: number;
};

const CREATE = `mutation($journal: JournalInput!) { createJournal(journal: $journal) { id date minutes summary client { id } channels { id } selectedCategory { id } selectedTask { id } } }`;
const UPDATE = `mutation($journal: JournalInput!) { updateJournal(journal: $journal) { id date minutes summary } }`;
const MY = `query($filters: JournalFilters!) { myJournals(filters: $filters) { nodes { id date minutes } breakdown { target minutes } } }`;

function entry(over: Record<string, unknown> = {}) {
  return {
    date: DAY,
    minutes: 90,
    summary: 'Optimised bids',
    clientId: String(ids.client),
    channelIds: [String(ids.seo)],
    categoryId: String(ids.delivery),
    taskTypeId: String(ids.optimisation),
    ...over,
  };
}

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  admin = await tokenFor(api.baseUrl, 'staff.admin@example.com');
  member = await tokenFor(api.baseUrl, 'staff.member@example.com');
  croudie = await tokenFor(api.baseUrl, 'croudie.active@example.com');
  const access = await api.db.select().from(clientAccess).where(eq(clientAccess.principalId, DEMO_PRINCIPALS.staffAdmin));
  const granted = access.map((a) => a.clientId).sort((a, b) => a - b);
  const allChannels = await api.db.select().from(channels);
  // The first client with both an active SEO and Paid Search channel.
  const client = granted.find((id) =>
    ['seo', 'paid_search'].every((s) => allChannels.some((c) => c.clientId === id && c.slug === s && c.state === 'active')),
  )!;
  const channelOf = (clientId: number, slug: string) =>
    allChannels.find((c) => c.clientId === clientId && c.slug === slug && c.state === 'active')!.id;
  const other = granted.find(
    (id) => id !== client && allChannels.some((c) => c.clientId === id && c.slug === 'seo' && c.state === 'active'),
  )!;
  const cats = await api.db.select().from(journalCategories);
  const byTitle = (t: string) => cats.find((c) => c.title === t)!.id;
  ids = {
    client,
    seo: channelOf(client, 'seo'),
    paidSearch: channelOf(client, 'paid_search'),
    otherClientSeo: channelOf(other, 'seo'),
    delivery: byTitle('Client delivery'),
    optimisation: byTitle('Optimisation'),
    campaignBuild: byTitle('Campaign build'),
    reporting: byTitle('Reporting'),
    restrictedClient: 10,
  };
});
afterAll(async () => {
  await api?.close();
});

describe('journal target', () => {
  it('is the default 450 minutes on weekdays and 0 at weekends without a template or leave (ADR 0273)', async () => {
    const week = await gql<{ myJournals: { breakdown: { target: number } } }>(api, MY, {
      token: member,
      variables: { filters: { startDate: '2026-03-09', endDate: '2026-03-15' } },
    });
    expect(week.data?.myJournals.breakdown.target).toBe(5 * 450);
    const saturday = await gql<{ myJournals: { breakdown: { target: number } } }>(api, MY, {
      token: member,
      variables: { filters: { startDate: '2026-03-14' } },
    });
    expect(saturday.data?.myJournals.breakdown.target).toBe(0);
  });
});

describe('journalCategories and journalClients', () => {
  it('lists categories with task types and their channel types', async () => {
    const res = await gql<{ journalCategories: { title: string; children: { title: string; channelTypes: string[] }[] }[] }>(
      api,
      `{ journalCategories { title children { title channelTypes } } }`,
      { token: admin },
    );
    expect(res.data?.journalCategories.map((c) => c.title)).toEqual(['Client delivery', 'Account management', 'Technical', 'New business']);
    expect(res.data?.journalCategories[0]?.children[0]).toEqual({ title: 'Campaign build', channelTypes: ['paid_search', 'paid_social'] });
  });

  it('lists only clients with access granted in journal states, by name', async () => {
    const res = await gql<{ journalClients: { name: string; accessGranted: boolean; state: string }[] }>(
      api,
      `{ journalClients { name accessGranted state } }`,
      { token: admin },
    );
    const list = res.data!.journalClients;
    expect(list.length).toBe(6);
    expect(list.every((c) => c.accessGranted && ['active', 'pending', 'pending_deactivation'].includes(c.state))).toBe(true);
    expect(list.map((c) => c.name)).toEqual([...list.map((c) => c.name)].sort());
  });
});

describe('createJournal / updateJournal', () => {
  it('creates a journal and answers it with its id', async () => {
    const res = await gql<{ createJournal: Record<string, unknown> }>(api, CREATE, { token: admin, variables: { journal: entry() } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.createJournal).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      date: DAY,
      minutes: 90,
      summary: 'Optimised bids',
      client: { id: String(ids.client) },
      channels: [{ id: String(ids.seo) }],
      selectedCategory: { id: String(ids.delivery) },
      selectedTask: { id: String(ids.optimisation) },
    });
  });

  it('refuses 601 minutes with a field error', async () => {
    const res = await gql(api, CREATE, { token: admin, variables: { journal: entry({ minutes: 601 }) } });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fieldErrors).toEqual({ minutes: 'Minutes must be between 0 and 600' });
  });

  it('requires summary and at least one channel', async () => {
    const res = await gql(api, CREATE, { token: admin, variables: { journal: entry({ summary: ' ', channelIds: [] }) } });
    expect(res.errors?.[0]?.extensions?.fieldErrors).toEqual({ summary: 'Summary is required', channelIds: 'Select at least one channel' });
  });

  it('refuses a client without access granted', async () => {
    const res = await gql(api, CREATE, { token: admin, variables: { journal: entry({ clientId: String(ids.restrictedClient) }) } });
    expect(res.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ clientId: 'You no longer have access to this client' });
  });

  it('refuses channels of another client', async () => {
    const res = await gql(api, CREATE, { token: admin, variables: { journal: entry({ channelIds: [String(ids.otherClientSeo)] }) } });
    expect(res.errors?.[0]?.extensions?.fieldErrors).toEqual({ channelIds: 'Every channel must belong to the client' });
  });

  it('refuses a task type not valid for every selected channel, or not of the category', async () => {
    const notForSeo = await gql(api, CREATE, { token: admin, variables: { journal: entry({ taskTypeId: String(ids.campaignBuild) }) } });
    expect(notForSeo.errors?.[0]?.extensions?.fieldErrors).toEqual({
      taskTypeId: 'The task type is not valid for the category and every selected channel',
    });
    const taskAsCategory = await gql(api, CREATE, { token: admin, variables: { journal: entry({ categoryId: String(ids.reporting) }) } });
    expect(taskAsCategory.errors?.[0]?.extensions?.fieldErrors).toMatchObject({
      categoryId: 'The category is not valid for every selected channel',
    });
    const both = await gql(api, CREATE, {
      token: admin,
      variables: { journal: entry({ channelIds: [String(ids.seo), String(ids.paidSearch)], taskTypeId: String(ids.optimisation) }) },
    });
    expect(both.errors).toBeUndefined();
  });

  it('updates own journals only', async () => {
    const created = await gql<{ createJournal: { id: string } }>(api, CREATE, {
      token: admin,
      variables: { journal: entry({ minutes: 30 }) },
    });
    const id = created.data!.createJournal.id;
    const updated = await gql<{ updateJournal: { id: string; minutes: number } }>(api, UPDATE, {
      token: admin,
      variables: { journal: entry({ id, minutes: 45 }) },
    });
    expect(updated.data?.updateJournal).toMatchObject({ id, minutes: 45 });
    // staff.member has access to the same client but not to staff.admin's journal.
    const other = await gql(api, UPDATE, { token: member, variables: { journal: entry({ id, minutes: 50 }) } });
    expect(errorCode(other)).toBe('NOT_FOUND');
    const missingId = await gql(api, UPDATE, { token: admin, variables: { journal: entry() } });
    expect(missingId.errors?.[0]?.extensions?.fieldErrors).toEqual({ id: 'id is required to update a journal' });
  });

  it('is staff only: FORBIDDEN for a croudie, UNAUTHENTICATED anonymously', async () => {
    expect(errorCode(await gql(api, CREATE, { token: croudie, variables: { journal: entry() } }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, MY, { token: croudie, variables: { filters: { startDate: DAY } } }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, `{ journalCategories { id } }`, {}))).toBe('UNAUTHENTICATED');
  });
});

describe('myJournals', () => {
  it('answers own journals of the range with the breakdown', async () => {
    const res = await gql<{ myJournals: { nodes: { date: string; minutes: number }[]; breakdown: { target: number; minutes: number } } }>(
      api,
      MY,
      {
        token: admin,
        variables: { filters: { startDate: '2026-03-12', endDate: '2026-03-13' } },
      },
    );
    expect(res.data?.myJournals.breakdown).toEqual({ target: 900, minutes: 840 });
    expect(res.data?.myJournals.nodes.map((n) => n.date)).toEqual(['2026-03-13', '2026-03-13', '2026-03-12', '2026-03-12']);
    const theirs = await gql<{ myJournals: { nodes: unknown[]; breakdown: { minutes: number } } }>(api, MY, {
      token: member,
      variables: { filters: { startDate: '2026-03-12', endDate: '2026-03-13' } },
    });
    expect(theirs.data?.myJournals).toEqual({ nodes: [], breakdown: { target: 900, minutes: 0 } });
  });

  it('refuses a reversed or too long range', async () => {
    const reversed = await gql(api, MY, { token: admin, variables: { filters: { startDate: DAY, endDate: '2026-03-01' } } });
    expect(reversed.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'filters.endDate': 'endDate cannot be before startDate' });
    const long = await gql(api, MY, { token: admin, variables: { filters: { startDate: '2026-01-01', endDate: '2026-06-01' } } });
    expect(long.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'filters.endDate': 'The range is at most 62 days' });
  });
});

describe('updateBreakdown', () => {
  it("pushes the day's breakdown after a change on that day", async () => {
    const client = createClient({
      url: api.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${admin}` },
      retryAttempts: 0,
    });
    try {
      const before = await gql<{ myJournals: { breakdown: { minutes: number } } }>(api, MY, {
        token: admin,
        variables: { filters: { startDate: '2026-03-17' } },
      });
      expect(before.data?.myJournals.breakdown.minutes).toBe(0);
      const events = client.iterate<{ updateBreakdown: { date: string; target: number; minutes: number } }>({
        query: `subscription { updateBreakdown(date: "2026-03-17") { date target minutes } }`,
      });
      const next = events.next();
      await new Promise((resolve) => setTimeout(resolve, 300));
      // A change on another day is not pushed to this subscription.
      await gql(api, CREATE, { token: admin, variables: { journal: entry({ date: '2026-03-18', minutes: 10 }) } });
      await gql(api, CREATE, { token: admin, variables: { journal: entry({ date: '2026-03-17', minutes: 120 }) } });
      expect((await next).value?.data?.updateBreakdown).toEqual({ date: '2026-03-17', target: 450, minutes: 120 });
      await events.return?.();
    } finally {
      await client.dispose();
    }
  });
});
