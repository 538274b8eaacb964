// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { Client } from 'urql';
import { createEventBus } from '@work/shared-contracts';
import { socketReconnected } from '../../graphql/reconnects';
import { MY_ANNOUNCEMENTS } from '../announcements/useAnnouncements';
import { NotificationCenter } from './NotificationCenter';
import type { NotificationItem } from './notificationRules';
import { READ_ALL_NOTIFICATIONS } from './useNotificationFeed';

// jsdom lacks ResizeObserver and pseudo-element styles, which antd's tabs measure
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computedStyle(elt);

afterEach(cleanup);

const item = (id: number, link: string | null = null): NotificationItem => ({
  id: String(id),
  kind: 'work',
  subject: `Subject ${id}`,
  messageText: `Message ${id}`,
  relativeLink: link,
  createdAt: '2026-11-20T10:00:00.000Z',
});

/** A stand-in for the urql client over an in-memory unread list (newest first), like the API's paging. */
function fakeApi(count: number, { holdFirstPage = false } = {}) {
  /** With holdFirstPage, the first page is read at once (as the server would) but answers only on release(). */
  let releaseFirst: (() => void) | null = null;
  let unread = Array.from({ length: count }, (_, i) => item(count - i, i === 0 ? '/work/task/1' : null));
  const pages: number[] = [];
  const mutations: Array<{ variables: Record<string, unknown> }> = [];
  let push: ((r: { data?: unknown }) => void) | null = null;
  let announcementQueries = 0;
  const announcements: unknown[] = [];
  const announcement = (id: number) => ({
    id: String(id),
    state: 'unread',
    announcement: { id: String(id), name: `Announcement ${id}`, content: '<p>Hello</p>', type: 'alert', activatedAt: null, actions: [] },
  });
  const client = {
    query: (document: unknown, variables: { pagination: { page: number; limit: number } }) => {
      const { page, limit } = variables.pagination;
      if (document === MY_ANNOUNCEMENTS) {
        announcementQueries += 1;
        const nodes = announcements.slice((page - 1) * limit, page * limit);
        return {
          toPromise: () =>
            Promise.resolve({ data: { myAnnouncements: { nodes, pagination: { total: announcements.length, page, limit } } } }),
        };
      }
      pages.push(page);
      const nodes = unread.slice((page - 1) * limit, page * limit);
      const answer = { data: { myNotifications: { nodes, pagination: { total: unread.length, page, limit } } } };
      if (holdFirstPage && pages.length === 1) {
        const held = new Promise<typeof answer>((resolve) => (releaseFirst = () => resolve(answer)));
        return { toPromise: () => held };
      }
      return { toPromise: () => Promise.resolve(answer) };
    },
    mutation: (document: unknown, variables: Record<string, unknown>) => {
      mutations.push({ variables });
      if (document === READ_ALL_NOTIFICATIONS) unread = [];
      else unread = unread.filter((n) => n.id !== variables.id);
      return { toPromise: () => Promise.resolve({ data: { ok: true } }) };
    },
    subscription: () => ({
      subscribe: (sink: (r: { data?: unknown }) => void) => {
        push = sink;
        return {
          unsubscribe: () => {
            push = null;
          },
        };
      },
    }),
  } as unknown as Pick<Client, 'query' | 'mutation' | 'subscription'>;
  return {
    client,
    pages,
    mutations,
    push: (n: NotificationItem) => {
      unread = [n, ...unread];
      push?.({ data: { newNotification: n } });
    },
    announce: (id: number) => {
      announcements.unshift(announcement(id));
      push?.({ data: { newNotification: { ...item(1000 + id), kind: 'announcement' } } });
    },
    /** Notifications the server sent while the socket was away: stored, never pushed. */
    missed: (n: NotificationItem) => {
      unread = [n, ...unread];
    },
    announcementQueries: () => announcementQueries,
    release: () => releaseFirst?.(),
  };
}

const flush = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });

function renderCenter(api: ReturnType<typeof fakeApi>, navigate = vi.fn(), network = false) {
  const bus = createEventBus();
  const counts: number[] = [];
  bus.subscribe('notifications:count', ({ unread }) => counts.push(unread));
  render(
    <AntApp>
      <NotificationCenter client={api.client} bus={bus} tenant={network ? 'network' : 'control'} croudie={network} navigate={navigate} />
    </AntApp>,
  );
  return { counts, navigate };
}

/** Opens the panel; its code loads on first open (lazy), so wait until it shows. */
async function openPanel() {
  fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
  await screen.findByRole('dialog');
  await flush();
}

// antd in jsdom is slow on a busy 2-core machine: give rendering room beyond the 5 s default

describe('notification panel (control: one list)', { timeout: 30_000 }, () => {
  it('badges the unread total, pages by 5 with Show more while total > page × limit, and views a link', async () => {
    const api = fakeApi(12);
    const { counts, navigate } = renderCenter(api);
    await flush();
    expect(counts.at(-1)).toBe(12);
    await openPanel();
    const list = () => within(screen.getByRole('list', { name: 'Notification list' }));
    expect(list().getAllByRole('listitem')).toHaveLength(5);
    const more = () => screen.getByRole('button', { name: 'Show more' });
    fireEvent.click(more());
    await flush();
    expect(list().getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(more());
    await flush();
    expect(list().getAllByRole('listitem')).toHaveLength(12);
    expect((more() as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(screen.getByRole('listitem', { name: 'Subject 12' })).getByRole('button', { name: 'View' }));
    expect(navigate).toHaveBeenCalledWith('/work/task/1');
  });

  it('reads one (the next page still follows on), reads all, and puts a push at the top raising the total', async () => {
    const api = fakeApi(7);
    const { counts } = renderCenter(api);
    await flush();
    await openPanel();
    fireEvent.click(within(screen.getByRole('listitem', { name: 'Subject 7' })).getByRole('button', { name: 'Mark as read' }));
    await flush();
    expect(api.mutations[0]?.variables).toEqual({ id: '7' });
    expect(counts.at(-1)).toBe(6);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await flush();
    const subjects = () => screen.queryAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
    expect(subjects()).toEqual(['Subject 6', 'Subject 5', 'Subject 4', 'Subject 3', 'Subject 2', 'Subject 1']);

    act(() => api.push({ ...item(8), subject: 'Pushed' }));
    expect(subjects()[0]).toBe('Pushed');
    expect(counts.at(-1)).toBe(7);

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await flush();
    expect(api.mutations.at(-1)?.variables).toEqual({});
    expect(screen.getByText('You have no unread notifications')).toBeTruthy();
    expect(counts.at(-1)).toBe(0);
  });
});

describe('a push while the first page is on its way', () => {
  it('is not lost when that page arrives: the page is read once more', async () => {
    const api = fakeApi(3, { holdFirstPage: true });
    const { counts } = renderCenter(api);
    await flush();
    act(() => api.push({ ...item(4), subject: 'Pushed' }));
    expect(counts.at(-1)).toBe(1);
    // the held page was read before the push: alone it would set the total back to 3
    await act(async () => api.release());
    await flush();
    expect(api.pages).toEqual([1, 1]);
    expect(counts.at(-1)).toBe(4);
  });
});

describe('the socket coming back after a break', () => {
  it('counts again, so notifications sent while it was away reach the badge', async () => {
    const api = fakeApi(2);
    const { counts } = renderCenter(api);
    await flush();
    expect(counts.at(-1)).toBe(2);
    api.missed({ ...item(3), subject: 'Missed' });
    api.missed({ ...item(4), subject: 'Missed too' });
    await act(async () => socketReconnected());
    await flush();
    expect(counts.at(-1)).toBe(4);
  });
});

describe('notification panel (network croudie: two tabs)', { timeout: 30_000 }, () => {
  it('counts work and announcements in their tabs and the badge; an announcement push fetches the announcements again', async () => {
    const api = fakeApi(3);
    const { counts } = renderCenter(api, vi.fn(), true);
    await flush();
    expect(counts.at(-1)).toBe(3);
    await openPanel();
    expect(screen.getByRole('tab', { name: 'Work (3)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Announcements (0)' })).toBeTruthy();
    const before = api.announcementQueries();
    act(() => api.announce(1));
    await flush();
    expect(api.announcementQueries()).toBe(before + 1);
    expect(screen.getByRole('tab', { name: 'Announcements (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Work (3)' })).toBeTruthy(); // the announcement notification is not a work item
    expect(counts.at(-1)).toBe(4);
  });

  it('links each announcement to its own page; View closes the panel and goes there', async () => {
    const api = fakeApi(0);
    const { navigate } = renderCenter(api, vi.fn(), true);
    act(() => api.announce(7));
    await flush();
    await openPanel();
    fireEvent.click(screen.getByRole('tab', { name: 'Announcements (1)' }));
    const card = await screen.findByRole('article', { name: 'Announcement 7' });
    const view = within(card).getByRole('link', { name: 'View' });
    expect(view.getAttribute('href')).toBe('/announcement/7');
    // the link is no button: the card's buttons stay the announcement's own
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark as Read']);
    fireEvent.click(view);
    expect(navigate).toHaveBeenCalledWith('/announcement/7');
    await flush();
    expect(document.querySelector('.ant-drawer-open')).toBeNull();
  });
});
