import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRINCIPALS, tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { notifications } from '../notifications/notifications.tables.js';
import { sanitiseAnnouncementContent, sortActions, stateAfterAction } from './announcements.rules.js';
import { announcementAssignments } from './announcements.tables.js';

const NOW = new Date('2026-03-15T09:00:00Z');
let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  for (const email of [
    'croudie.active@example.com',
    'croudie.limited@example.com',
    'croudie.us@example.com',
    'staff.admin@example.com',
    'staff.member@example.com',
  ]) {
    tokens[email] = await tokenFor(api.baseUrl, email);
  }
});
afterAll(async () => {
  await api?.close();
});

interface Assignment {
  id: string;
  state: string;
  response: string | null;
  announcement: {
    id: string;
    name: string;
    content: string;
    type: string;
    activatedAt: string;
    actions: { id: string; name: string; targetState: string }[];
  };
}
interface Connection {
  myAnnouncements: { nodes: Assignment[]; pagination: { total: number; page: number; limit: number } };
}

const MY_ANNOUNCEMENTS = `query($filters: MyAnnouncementsFilters, $pagination: PaginationInput) {
  myAnnouncements(filters: $filters, pagination: $pagination) {
    nodes { id state response announcement { id name content type activatedAt actions { id name targetState } } }
    pagination { total page limit }
  }
}`;
const READ = `mutation($id: ID!) { readMyAnnouncement(id: $id) { id state } }`;
const RESPOND = `mutation($id: ID!, $actionId: ID!, $response: String) { respondToAnnouncement(id: $id, actionId: $actionId, response: $response) }`;
const SEND = `mutation($input: SendAnnouncementInput!) {
  sendAnnouncement(input: $input) { recipients announcement { id name content type actions { name targetState } } }
}`;

const mine = (token: string, variables: Record<string, unknown> = {}) => gql<Connection>(api, MY_ANNOUNCEMENTS, { token, variables });
const allUnread = async (token: string) => (await mine(token, { pagination: { limit: 100 } })).data!.myAnnouncements.nodes;

describe('myAnnouncements', () => {
  it("lists croudie.active's unread ones, 2 a fetch, newest first, with an alert and a response among them", async () => {
    const res = await mine(tokens['croudie.active@example.com']!);
    expect(res.errors).toBeUndefined();
    const { nodes, pagination } = res.data!.myAnnouncements;
    expect(pagination).toMatchObject({ page: 1, limit: 2 });
    expect(pagination.total).toBe(3);
    expect(nodes.map((n) => n.announcement.type)).toEqual(['alert', 'response']);
    expect(nodes.every((n) => n.state === 'unread')).toBe(true);
    const next = (await mine(tokens['croudie.active@example.com']!, { pagination: { page: 2, limit: 2 } })).data!.myAnnouncements.nodes;
    expect(next.map((n) => n.announcement.type)).toEqual(['other']);
  });

  it('leaves out announcements not yet active by the platform clock, and shows them once it passes', async () => {
    const token = tokens['croudie.active@example.com']!;
    expect((await allUnread(token)).map((n) => n.announcement.name)).not.toContain('Payment day reminder');
    api.clock.set(new Date(NOW.getTime() + 4 * 24 * 3600_000));
    try {
      expect((await allUnread(token)).map((n) => n.announcement.name)).toContain('Payment day reminder');
    } finally {
      api.clock.set(NOW);
    }
  });

  it('gives actions with the declined ones first', async () => {
    const other = (await allUnread(tokens['croudie.active@example.com']!)).find((n) => n.announcement.type === 'other')!;
    expect(other.announcement.actions.map((a) => [a.name, a.targetState])).toEqual([
      ['Not interested', 'declined'],
      ['Remind me later', 'show'],
      ['Got it', 'read'],
    ]);
  });

  it('filters by another state, and null gives every state', async () => {
    const token = tokens['croudie.active@example.com']!;
    const read = (await mine(token, { filters: { state: 'read' } })).data!.myAnnouncements;
    expect(read.nodes.map((n) => n.announcement.name)).toContain('Welcome to the new platform');
    const all = (await mine(token, { filters: { state: null } })).data!.myAnnouncements.pagination.total;
    expect(all).toBe(read.pagination.total + (await mine(token)).data!.myAnnouncements.pagination.total);
  });

  it('is for croudies only: staff get FORBIDDEN, anonymous UNAUTHENTICATED', async () => {
    expect(errorCode(await mine(tokens['staff.member@example.com']!))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, MY_ANNOUNCEMENTS))).toBe('UNAUTHENTICATED');
  });
});

describe('readMyAnnouncement and respondToAnnouncement', () => {
  it("marks an alert read, which takes it off the unread list; another croudie's copy is NOT_FOUND", async () => {
    const token = tokens['croudie.us@example.com']!;
    const [alert] = (await allUnread(token)).filter((n) => n.announcement.type === 'alert');
    expect(alert).toBeDefined();
    const stranger = await gql(api, READ, { token: tokens['croudie.limited@example.com'], variables: { id: alert!.id } });
    expect(errorCode(stranger)).toBe('NOT_FOUND');
    const res = await gql<{ readMyAnnouncement: { state: string } }>(api, READ, { token, variables: { id: alert!.id } });
    expect(res.data?.readMyAnnouncement.state).toBe('read');
    expect((await allUnread(token)).map((n) => n.id)).not.toContain(alert!.id);
  });

  it('stores a reply with a response action and declines with a declined action', async () => {
    const token = tokens['croudie.limited@example.com']!;
    const response = (await allUnread(token)).find((n) => n.announcement.type === 'response')!;
    const countMeIn = response.announcement.actions.find((a) => a.name === 'Count me in')!;
    const res = await gql<{ respondToAnnouncement: boolean }>(api, RESPOND, {
      token,
      variables: { id: response.id, actionId: countMeIn.id, response: '  About 20 extra hours  ' },
    });
    expect(res.data?.respondToAnnouncement).toBe(true);
    const [row] = await api.db
      .select()
      .from(announcementAssignments)
      .where(eq(announcementAssignments.id, Number(response.id)));
    expect(row).toMatchObject({ state: 'read', response: 'About 20 extra hours', actionId: Number(countMeIn.id) });
    expect((await allUnread(token)).map((n) => n.id)).not.toContain(response.id);
    const again = await gql(api, RESPOND, { token, variables: { id: response.id, actionId: countMeIn.id, response: 'More' } });
    expect(errorCode(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe('You have already responded to this announcement');
  });

  it('records a declined answer with a null response', async () => {
    const token = tokens['croudie.active@example.com']!;
    const other = (await allUnread(token)).find((n) => n.announcement.type === 'other')!;
    const decline = other.announcement.actions.find((a) => a.targetState === 'declined')!;
    expect((await gql(api, RESPOND, { token, variables: { id: other.id, actionId: decline.id } })).data).toEqual({
      respondToAnnouncement: true,
    });
    const [row] = await api.db
      .select()
      .from(announcementAssignments)
      .where(eq(announcementAssignments.id, Number(other.id)));
    expect(row).toMatchObject({ state: 'declined', response: null });
    // A later read keeps the declined state.
    expect(
      (await gql<{ readMyAnnouncement: { state: string } }>(api, READ, { token, variables: { id: other.id } })).data?.readMyAnnouncement
        .state,
    ).toBe('declined');
  });

  it('refuses an action of another announcement and a reply over 1000 characters, storing nothing', async () => {
    const token = tokens['croudie.active@example.com']!;
    const response = (await allUnread(token)).find((n) => n.announcement.type === 'response')!;
    const alert = (await allUnread(token)).find((n) => n.announcement.type === 'alert')!;
    const foreign = await gql(api, RESPOND, { token, variables: { id: alert.id, actionId: response.announcement.actions[0]!.id } });
    expect(errorCode(foreign)).toBe('BAD_USER_INPUT');
    expect(foreign.errors?.[0]?.extensions?.fieldErrors).toEqual({ actionId: 'This action does not belong to the announcement' });
    const long = await gql(api, RESPOND, {
      token,
      variables: { id: response.id, actionId: response.announcement.actions[0]!.id, response: 'x'.repeat(1001) },
    });
    expect(errorCode(long)).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0]?.extensions?.fieldErrors).toEqual({ response: 'The reply is at most 1000 characters' });
    const rows = await api.db
      .select()
      .from(announcementAssignments)
      .where(eq(announcementAssignments.id, Number(response.id)));
    expect(rows[0]).toMatchObject({ state: 'unread', response: null, respondedAt: null });
  });

  it('is NOT_FOUND for an unknown or malformed id and FORBIDDEN for staff', async () => {
    const token = tokens['croudie.active@example.com']!;
    expect(errorCode(await gql(api, RESPOND, { token, variables: { id: '99999', actionId: '1' } }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(api, READ, { token, variables: { id: 'x' } }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(api, READ, { token: tokens['staff.admin@example.com'], variables: { id: '1' } }))).toBe('FORBIDDEN');
  });
});

describe('sendAnnouncement', () => {
  const draft = (overrides: Record<string, unknown> = {}) => ({
    name: 'Tax year reminder',
    content: '<p>Check your details.</p>',
    type: 'other',
    actions: [{ name: 'Done', targetState: 'read' }],
    croudieIds: ['2'],
    ...overrides,
  });

  it('needs network_admin', async () => {
    expect(errorCode(await gql(api, SEND, { token: tokens['staff.member@example.com'], variables: { input: draft() } }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(api, SEND, { token: tokens['croudie.active@example.com'], variables: { input: draft() } }))).toBe(
      'FORBIDDEN',
    );
  });

  it('strips scripts, event handlers and javascript: links from the content before storing it', async () => {
    const res = await gql<{ sendAnnouncement: { recipients: number; announcement: { id: string; content: string } } }>(api, SEND, {
      token: tokens['staff.admin@example.com'],
      variables: {
        input: draft({
          content:
            '<p onclick="steal()">Hello <script>alert(document.cookie)</script><a href="javascript:alert(1)">click</a> <a href="https://example.com/x">safe</a></p><img src=x onerror="alert(1)"><style>p{}</style>',
        }),
      },
    });
    expect(res.errors).toBeUndefined();
    const content = res.data!.sendAnnouncement.announcement.content;
    expect(content).toBe(
      '<p>Hello <a rel="noopener noreferrer" target="_blank">click</a> <a href="https://example.com/x" rel="noopener noreferrer" target="_blank">safe</a></p>',
    );
    expect(res.data!.sendAnnouncement.recipients).toBe(1);
    // The croudie sees the cleaned copy and an announcement notification.
    const seen = (await allUnread(tokens['croudie.limited@example.com']!)).find(
      (n) => n.announcement.id === res.data!.sendAnnouncement.announcement.id,
    );
    expect(seen?.announcement.content).toBe(content);
    const notes = await api.db.select().from(notifications).where(eq(notifications.principalId, DEMO_PRINCIPALS.croudieLimited));
    expect(notes.some((n) => n.kind === 'announcement' && n.subject === 'Tax year reminder')).toBe(true);
  });

  it('validates the draft with field errors', async () => {
    const token = tokens['staff.admin@example.com'];
    const alertWithActions = await gql(api, SEND, { token, variables: { input: draft({ type: 'alert' }) } });
    expect(alertWithActions.errors?.[0]?.extensions?.fieldErrors).toEqual({
      actions: 'An alert has no actions: it offers only Mark as Read',
    });
    const onlyScript = await gql(api, SEND, { token, variables: { input: draft({ content: '<script>x()</script>' }) } });
    expect(onlyScript.errors?.[0]?.extensions?.fieldErrors).toEqual({ content: "Enter the announcement's content" });
    const noAnswer = await gql(api, SEND, {
      token,
      variables: { input: draft({ type: 'response', actions: [{ name: 'Reply', targetState: 'show' }] }) },
    });
    expect(noAnswer.errors?.[0]?.extensions?.fieldErrors).toEqual({ actions: 'Give at least one action that answers (read or declined)' });
    const unknown = await gql(api, SEND, { token, variables: { input: draft({ croudieIds: ['2', '99999'] }) } });
    expect(unknown.errors?.[0]?.extensions?.fieldErrors).toEqual({ croudieIds: 'No croudie with id 99999' });
    const empty = await gql(api, SEND, { token, variables: { input: draft({ name: ' ', croudieIds: [] }) } });
    expect(empty.errors?.[0]?.extensions?.fieldErrors).toEqual({ name: 'Enter a name', croudieIds: 'Choose at least one croudie' });
  });
});

describe('announcement rules', () => {
  it("maps an action's target to the croudie's state", () => {
    expect(stateAfterAction('read')).toBe('read');
    expect(stateAfterAction('show')).toBe('read');
    expect(stateAfterAction('declined')).toBe('declined');
  });

  it('sorts declined actions first and keeps the given order otherwise', () => {
    const actions = [
      { name: 'a', targetState: 'read' as const, position: 0 },
      { name: 'b', targetState: 'declined' as const, position: 1 },
      { name: 'c', targetState: 'show' as const, position: 2 },
      { name: 'd', targetState: 'declined' as const, position: 3 },
    ];
    expect(sortActions(actions).map((a) => a.name)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('keeps safe formatting and drops what could run', () => {
    expect(sanitiseAnnouncementContent('<h2>Title</h2><ul><li><strong>x</strong></li></ul>')).toBe(
      '<h2>Title</h2><ul><li><strong>x</strong></li></ul>',
    );
    expect(sanitiseAnnouncementContent('<iframe src="https://evil.example"></iframe><p style="color:red">x</p>')).toBe('<p>x</p>');
    expect(sanitiseAnnouncementContent('<a href="//evil.example">x</a>')).toBe('<a rel="noopener noreferrer" target="_blank">x</a>');
  });
});
