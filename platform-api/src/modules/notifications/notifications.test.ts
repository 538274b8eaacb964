import { and, count, eq, isNull } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRINCIPALS, tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { isRelativeLink } from './notifications.rules.js';
import { notify } from './notify.js';
import { createInProcessPubSub } from '../../kit/pubsub.js';
import { notifications } from './notifications.tables.js';

const NOW = new Date('2026-03-15T09:00:00Z');
let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  for (const email of [
    'croudie.active@example.com',
    'croudie.limited@example.com',
    'staff.admin@example.com',
    'staff.member@example.com',
  ]) {
    tokens[email] = await tokenFor(api.baseUrl, email);
  }
});
afterAll(async () => {
  await api?.close();
});

interface Node {
  id: string;
  kind: string;
  subject: string;
  relativeLink: string | null;
  messageText: string;
  createdAt: string;
  read: boolean;
}
interface Connection {
  myNotifications: { nodes: Node[]; pagination: { total: number; page: number; limit: number } };
}

const MY_NOTIFICATIONS = `query($pagination: PaginationInput, $filters: NotificationFilters, $sort: SortInput) {
  myNotifications(pagination: $pagination, filters: $filters, sort: $sort) {
    nodes { id kind subject relativeLink messageText createdAt read }
    pagination { total page limit }
  }
}`;

const list = (token: string, variables: Record<string, unknown> = {}) => gql<Connection>(api, MY_NOTIFICATIONS, { token, variables });

/** How many unread notifications the database holds for someone: what their list's total must say. */
async function unreadInDatabase(principalId: string) {
  const [row] = await api.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.principalId, principalId), isNull(notifications.readAt)));
  return row!.n;
}

/** A croudie whose notifications these tests may change without touching the demo croudie.active. */
async function freshCroudie() {
  return { token: tokens['croudie.limited@example.com']!, principalId: DEMO_PRINCIPALS.croudieLimited };
}

describe('myNotifications', () => {
  it("answers the caller's unread ones, 5 a page, newest first, with the total", async () => {
    const res = await list(tokens['croudie.active@example.com']!);
    expect(res.errors).toBeUndefined();
    const { nodes, pagination } = res.data!.myNotifications;
    expect(pagination).toMatchObject({ page: 1, limit: 5 });
    const unread = await unreadInDatabase(DEMO_PRINCIPALS.croudieActive);
    expect(unread).toBeGreaterThan(5);
    expect(pagination.total).toBe(unread);
    expect(nodes).toHaveLength(5);
    expect(nodes.every((n) => !n.read)).toBe(true);
    const times = nodes.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const page2 = await list(tokens['croudie.active@example.com']!, { pagination: { page: 2, limit: 5 } });
    const ids = new Set(nodes.map((n) => n.id));
    expect(page2.data!.myNotifications.nodes.length).toBe(Math.min(5, pagination.total - 5));
    expect(page2.data!.myNotifications.nodes.some((n) => ids.has(n.id))).toBe(false);
  });

  it('counts each kind for the network tabs, and both kinds add up to the whole', async () => {
    const token = tokens['croudie.active@example.com']!;
    const all = (await list(token)).data!.myNotifications.pagination.total;
    const work = (await list(token, { filters: { kind: 'work' } })).data!.myNotifications;
    const announcement = (await list(token, { filters: { kind: 'announcement' } })).data!.myNotifications;
    expect(work.pagination.total).toBeGreaterThan(0);
    expect(announcement.pagination.total).toBeGreaterThan(0);
    expect(work.nodes.every((n) => n.kind === 'work')).toBe(true);
    expect(announcement.nodes.every((n) => n.kind === 'announcement')).toBe(true);
    expect(work.pagination.total + announcement.pagination.total).toBe(all);
  });

  it('sorts oldest first on request, and shows read ones with unread false or both with null', async () => {
    const token = tokens['croudie.active@example.com']!;
    const asc = (await list(token, { sort: { field: 'createdAt', direction: 'ASC' } })).data!.myNotifications.nodes;
    const times = asc.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const read = (await list(token, { filters: { unread: false } })).data!.myNotifications;
    expect(read.pagination.total).toBeGreaterThan(0);
    expect(read.nodes.every((n) => n.read)).toBe(true);
    const both = (await list(token, { filters: { unread: null } })).data!.myNotifications.pagination.total;
    const unread = (await list(token)).data!.myNotifications.pagination.total;
    expect(both).toBe(unread + read.pagination.total);
  });

  it('rejects a sort field it does not know and a page limit over 100', async () => {
    const token = tokens['croudie.active@example.com']!;
    const badSort = await list(token, { sort: { field: 'subject', direction: 'ASC' } });
    expect(errorCode(badSort)).toBe('BAD_USER_INPUT');
    expect(badSort.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'sort.field': 'sort.field must be one of createdAt' });
    expect(errorCode(await list(token, { pagination: { page: 1, limit: 101 } }))).toBe('BAD_USER_INPUT');
  });

  it('is UNAUTHENTICATED anonymously and shows staff only their own', async () => {
    expect(errorCode(await gql(api, MY_NOTIFICATIONS))).toBe('UNAUTHENTICATED');
    const staff = (await list(tokens['staff.admin@example.com']!)).data!.myNotifications;
    expect(staff.pagination.total).toBeGreaterThan(0);
    const croudieIds = new Set(
      (
        await list(tokens['croudie.active@example.com']!, { filters: { unread: null }, pagination: { limit: 100 } })
      ).data!.myNotifications.nodes.map((n) => n.id),
    );
    expect(staff.nodes.some((n) => croudieIds.has(n.id))).toBe(false);
  });
});

describe('readMyNotification and readAllMyNotifications', () => {
  const READ = `mutation($id: ID!) { readMyNotification(id: $id) { id read readAt } }`;

  it('marks one read, and the total drops by one', async () => {
    const { token, principalId } = await freshCroudie();
    const created = await notify({ db: api.db, clock: api.clock, pubsub: createInProcessPubSub() }, principalId, {
      kind: 'work',
      subject: 'Task offered',
      messageText: 'You have been offered a task',
      relativeLink: '/work/task/1',
    });
    const before = (await list(token)).data!.myNotifications.pagination.total;
    const res = await gql<{ readMyNotification: { id: string; read: boolean; readAt: string } }>(api, READ, {
      token,
      variables: { id: String(created.id) },
    });
    expect(res.data?.readMyNotification).toMatchObject({ id: String(created.id), read: true });
    expect(Math.abs(Date.parse(res.data!.readMyNotification.readAt) - NOW.getTime())).toBeLessThan(60_000);
    expect((await list(token)).data!.myNotifications.pagination.total).toBe(before - 1);
  });

  it("answers NOT_FOUND for someone else's notification and leaves it unread", async () => {
    const theirs = (await list(tokens['croudie.active@example.com']!)).data!.myNotifications.nodes[0]!;
    const res = await gql(api, READ, { token: tokens['croudie.limited@example.com'], variables: { id: theirs.id } });
    expect(errorCode(res)).toBe('NOT_FOUND');
    const still = (await list(tokens['croudie.active@example.com']!)).data!.myNotifications.nodes.map((n) => n.id);
    expect(still).toContain(theirs.id);
    expect(errorCode(await gql(api, READ, { token: tokens['croudie.limited@example.com'], variables: { id: 'abc' } }))).toBe('NOT_FOUND');
  });

  it('reads all of one kind, then all, clearing the unread set', async () => {
    const { token, principalId } = await freshCroudie();
    const deps = { db: api.db, clock: api.clock, pubsub: createInProcessPubSub() };
    await notify(deps, principalId, { kind: 'work', subject: 'A', messageText: 'a' });
    await notify(deps, principalId, { kind: 'announcement', subject: 'B', messageText: 'b' });
    const workBefore = (await list(token, { filters: { kind: 'work' } })).data!.myNotifications.pagination.total;
    const announcementsBefore = (await list(token, { filters: { kind: 'announcement' } })).data!.myNotifications.pagination.total;
    const someoneElsesBefore = await unreadInDatabase(DEMO_PRINCIPALS.croudieActive);
    expect(workBefore).toBeGreaterThan(0);
    const work = await gql<{ readAllMyNotifications: number }>(api, `mutation { readAllMyNotifications(kind: work) }`, { token });
    expect(work.data?.readAllMyNotifications).toBe(workBefore);
    expect((await list(token, { filters: { kind: 'work' } })).data!.myNotifications.pagination.total).toBe(0);
    expect((await list(token, { filters: { kind: 'announcement' } })).data!.myNotifications.pagination.total).toBe(announcementsBefore);
    const all = await gql<{ readAllMyNotifications: number }>(api, `mutation { readAllMyNotifications }`, { token });
    expect(all.data?.readAllMyNotifications).toBe(announcementsBefore);
    expect((await list(token)).data!.myNotifications.pagination.total).toBe(0);
    // Another person's notifications are untouched.
    expect(someoneElsesBefore).toBeGreaterThan(0);
    expect(await unreadInDatabase(DEMO_PRINCIPALS.croudieActive)).toBe(someoneElsesBefore);
  });
});

describe('sendNotification and the newNotification push', () => {
  const SEND = `mutation($input: SendNotificationInput!) { sendNotification(input: $input) { id kind subject relativeLink } }`;

  it('needs network_admin', async () => {
    const input = { principalId: DEMO_PRINCIPALS.croudieLimited, subject: 'Hi', messageText: 'There' };
    expect(errorCode(await gql(api, SEND, { token: tokens['staff.member@example.com'], variables: { input } }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, SEND, { token: tokens['croudie.active@example.com'], variables: { input } }))).toBe('FORBIDDEN');
  });

  it('validates the content and the person', async () => {
    const token = tokens['staff.admin@example.com'];
    const bad = await gql(api, SEND, {
      token,
      variables: {
        input: {
          principalId: DEMO_PRINCIPALS.croudieLimited,
          subject: ' ',
          messageText: 'x'.repeat(2001),
          relativeLink: '//evil.example/x',
        },
      },
    });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fieldErrors).toEqual({
      subject: 'Enter a subject',
      messageText: 'The message is at most 2000 characters',
      relativeLink: 'The link must be a path inside the platform, starting with /',
    });
    const nobody = await gql(api, SEND, {
      token,
      variables: { input: { principalId: 'croudie-network:croudies:99999', subject: 'Hi', messageText: 'There' } },
    });
    expect(errorCode(nobody)).toBe('NOT_FOUND');
  });

  it("pushes a new notification to the person's open subscription, only to them, and raises their total", async () => {
    const { token, principalId } = await freshCroudie();
    const subscribe = (bearer: string, query: string) => {
      const client = createClient({
        url: api.wsUrl,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${bearer}` },
        retryAttempts: 0,
      });
      return { client, events: client.iterate<{ newNotification: Node }>({ query }) };
    };
    const mine = subscribe(token, `subscription { newNotification { id kind subject relativeLink messageText createdAt read } }`);
    const onlyAnnouncements = subscribe(token, `subscription { newNotification(kind: announcement) { id subject } }`);
    const other = subscribe(tokens['croudie.active@example.com']!, `subscription { newNotification { id } }`);
    try {
      const next = mine.events.next();
      const nextAnnouncement = onlyAnnouncements.events.next();
      let otherGot = false;
      void other.events.next().then(() => {
        otherGot = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const before = (await list(token)).data!.myNotifications.pagination.total;
      const sent = await gql<{ sendNotification: { id: string } }>(api, SEND, {
        token: tokens['staff.admin@example.com'],
        variables: { input: { principalId, subject: 'Task offered', messageText: 'Translate ad copy', relativeLink: '/work/task/7' } },
      });
      expect(sent.errors).toBeUndefined();
      const event = await next;
      expect(event.value?.data?.newNotification).toMatchObject({
        id: sent.data!.sendNotification.id,
        kind: 'work',
        subject: 'Task offered',
        messageText: 'Translate ad copy',
        relativeLink: '/work/task/7',
        read: false,
      });
      expect((await list(token)).data!.myNotifications.pagination.total).toBe(before + 1);
      // The kind filter lets the work one pass by; an announcement one arrives.
      await gql(api, SEND, {
        token: tokens['staff.admin@example.com'],
        variables: { input: { principalId, kind: 'announcement', subject: 'New announcement', messageText: 'Read it' } },
      });
      expect((await nextAnnouncement).value?.data?.newNotification.subject).toBe('New announcement');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(otherGot).toBe(false);
    } finally {
      await Promise.all([mine.client.dispose(), onlyAnnouncements.client.dispose(), other.client.dispose()]);
    }
  });

  it('refuses an anonymous subscription', async () => {
    const client = createClient({ url: api.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      const first = await client
        .iterate({ query: `subscription { newNotification { id } }` })
        .next()
        .catch((errors: unknown) => ({ value: { errors } }));
      expect(JSON.stringify(first.value)).toContain('UNAUTHENTICATED');
    } finally {
      await client.dispose();
    }
  });
});

describe('notification rules', () => {
  it('accepts only paths inside the platform as links', () => {
    expect(isRelativeLink('/work/task/1')).toBe(true);
    expect(isRelativeLink('/payments?tab=invoices#x')).toBe(true);
    expect(isRelativeLink('//evil.example')).toBe(false);
    expect(isRelativeLink('/\\evil.example')).toBe(false);
    expect(isRelativeLink('https://evil.example')).toBe(false);
    expect(isRelativeLink('javascript:alert(1)')).toBe(false);
    expect(isRelativeLink('/a b')).toBe(false);
  });
});
