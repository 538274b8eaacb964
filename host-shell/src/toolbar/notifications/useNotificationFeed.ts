import { useCallback, useEffect, useRef, useState } from 'react';
import type { Client } from 'urql';
import { graphql } from '../../graphql/graphql';
import {
  appendPage,
  pagesForShowMore,
  NOTIFICATION_PAGE_SIZE,
  pushToTop,
  removeRead,
  type FeedList,
  type NotificationItem,
} from './notificationRules';

export const MY_NOTIFICATIONS = graphql(`
  query ShellNotifications($pagination: PaginationInput, $filters: NotificationFilters) {
    myNotifications(pagination: $pagination, filters: $filters) {
      nodes {
        id
        kind
        subject
        messageText
        relativeLink
        createdAt
      }
      pagination {
        total
        page
        limit
      }
    }
  }
`);
export const READ_NOTIFICATION = graphql(`
  mutation ShellReadNotification($id: ID!) {
    readMyNotification(id: $id) {
      id
      read
    }
  }
`);
export const READ_ALL_NOTIFICATIONS = graphql(`
  mutation ShellReadAllNotifications($kind: NotificationKind) {
    readAllMyNotifications(kind: $kind)
  }
`);
export type FeedClient = Pick<Client, 'query' | 'mutation'>;

export interface NotificationFeed extends FeedList<NotificationItem> {
  status: 'loading' | 'failed' | 'ready';
  loadingMore: boolean;
  /** the id being marked read, or 'all' */
  reading: string | null;
  reload: () => void;
  showMore: () => void;
  read: (id: string) => Promise<boolean>;
  readAll: () => Promise<boolean>;
  push: (notification: NotificationItem) => void;
}

/**
 * One unread notification list (control: every kind; network: one tab's kind), newest first, page by page,
 * with read one / read all and pushes to the top.
 */
export function useNotificationFeed(client: FeedClient, kind: NotificationItem['kind'] | null): NotificationFeed {
  const [list, setList] = useState<FeedList<NotificationItem>>({ items: [], total: 0 });
  const [status, setStatus] = useState<NotificationFeed['status']>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [reading, setReading] = useState<string | null>(null);
  const listRef = useRef(list);
  listRef.current = list;
  const generation = useRef(0);
  /** A first page is on its way, and whether a push arrived meanwhile (the page may have been read before it existed). */
  const loading = useRef(false);
  const pushedWhileLoading = useRef(false);
  const reloadRef = useRef<() => void>(() => undefined);

  const fetchPage = useCallback(
    async (page: number) => {
      const result = await client
        .query(
          MY_NOTIFICATIONS,
          { pagination: { page, limit: NOTIFICATION_PAGE_SIZE }, filters: { unread: true, ...(kind ? { kind } : {}) } },
          { requestPolicy: 'network-only' },
        )
        .toPromise();
      if (!result.data) throw result.error ?? new Error('no data');
      return result.data.myNotifications;
    },
    [client, kind],
  );

  const reload = useCallback(() => {
    const mine = ++generation.current;
    loading.current = true;
    pushedWhileLoading.current = false;
    setStatus((s) => (s === 'ready' ? s : 'loading'));
    fetchPage(1)
      .then((page) => {
        if (mine !== generation.current) return;
        setList({ items: page.nodes, total: page.pagination.total });
        setStatus('ready');
      })
      .catch(() => mine === generation.current && setStatus((s) => (s === 'ready' ? s : 'failed')))
      .finally(() => {
        if (mine !== generation.current) return;
        loading.current = false;
        // the page replaced the list the push had raised, and may have been read before that notification existed:
        // read it once more, so no push is lost to a page still on its way
        if (pushedWhileLoading.current) reloadRef.current();
      });
  }, [fetchPage]);
  reloadRef.current = reload;

  useEffect(() => reload(), [reload]);

  const showMore = useCallback(() => {
    const mine = generation.current;
    setLoadingMore(true);
    const { items, total } = listRef.current;
    Promise.all(pagesForShowMore(items.length, NOTIFICATION_PAGE_SIZE, total).map(fetchPage))
      .then((pages) => ({ nodes: pages.flatMap((p) => p.nodes), pagination: pages.at(-1)!.pagination }))
      .then((page) => {
        if (mine !== generation.current) return;
        setList((l) => ({ items: appendPage(l.items, page.nodes), total: page.pagination.total }));
      })
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  }, [fetchPage]);

  const read = useCallback(
    async (id: string) => {
      setReading(id);
      const result = await client.mutation(READ_NOTIFICATION, { id }).toPromise();
      setReading(null);
      if (result.error) return false;
      setList((l) => removeRead(l, id));
      return true;
    },
    [client],
  );

  const readAll = useCallback(async () => {
    setReading('all');
    const result = await client.mutation(READ_ALL_NOTIFICATIONS, kind ? { kind } : {}).toPromise();
    setReading(null);
    if (result.error) return false;
    generation.current += 1; // a page still on its way must not bring back what was just read
    setList({ items: [], total: 0 });
    return true;
  }, [client, kind]);

  const push = useCallback((notification: NotificationItem) => {
    if (loading.current) pushedWhileLoading.current = true;
    setList((l) => pushToTop(l, notification));
  }, []);

  return { ...list, status, loadingMore, reading, reload, showMore, read, readAll, push };
}
