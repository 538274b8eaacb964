import { useCallback, useEffect, useRef, useState } from 'react';
import type { Client } from 'urql';
import { graphql } from '../../graphql/graphql';
import { appendPage, pagesForShowMore, removeRead, type FeedList } from '../notifications/notificationRules';
import { ANNOUNCEMENTS_PAGE_SIZE, type AssignedAnnouncement } from './announcementRules';

export const MY_ANNOUNCEMENTS = graphql(`
  query ShellAnnouncements($pagination: PaginationInput) {
    myAnnouncements(pagination: $pagination) {
      nodes {
        id
        state
        announcement {
          id
          name
          content
          type
          activatedAt
          actions {
            id
            name
            targetState
          }
        }
      }
      pagination {
        total
        page
        limit
      }
    }
  }
`);
export const READ_ANNOUNCEMENT = graphql(`
  mutation ShellReadAnnouncement($id: ID!) {
    readMyAnnouncement(id: $id) {
      id
      state
    }
  }
`);
export const RESPOND_TO_ANNOUNCEMENT = graphql(`
  mutation ShellRespondToAnnouncement($id: ID!, $actionId: ID!, $response: String) {
    respondToAnnouncement(id: $id, actionId: $actionId, response: $response)
  }
`);

export interface AnnouncementFeed extends FeedList<AssignedAnnouncement> {
  status: 'loading' | 'failed' | 'ready';
  loadingMore: boolean;
  reload: () => void;
  showMore: () => void;
  /** an announcement was answered: it leaves the unread list */
  answered: (id: string) => void;
}

/** The croudie's unread announcements, 2 a fetch (§7, §9). */
export function useAnnouncements(client: Pick<Client, 'query'>, enabled: boolean): AnnouncementFeed {
  const [list, setList] = useState<FeedList<AssignedAnnouncement>>({ items: [], total: 0 });
  const [status, setStatus] = useState<AnnouncementFeed['status']>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const listRef = useRef(list);
  listRef.current = list;

  const fetchPage = useCallback(
    async (page: number) => {
      const result = await client
        .query(MY_ANNOUNCEMENTS, { pagination: { page, limit: ANNOUNCEMENTS_PAGE_SIZE } }, { requestPolicy: 'network-only' })
        .toPromise();
      if (!result.data) throw result.error ?? new Error('no data');
      return result.data.myAnnouncements;
    },
    [client],
  );

  const reload = useCallback(() => {
    if (!enabled) return;
    fetchPage(1)
      .then((page) => {
        setList({ items: page.nodes, total: page.pagination.total });
        setStatus('ready');
      })
      .catch(() => setStatus((s) => (s === 'ready' ? s : 'failed')));
  }, [fetchPage, enabled]);

  useEffect(() => reload(), [reload]);

  const showMore = useCallback(() => {
    setLoadingMore(true);
    const { items, total } = listRef.current;
    Promise.all(pagesForShowMore(items.length, ANNOUNCEMENTS_PAGE_SIZE, total).map(fetchPage))
      .then((pages) => ({ nodes: pages.flatMap((p) => p.nodes), pagination: pages.at(-1)!.pagination }))
      .then((page) => setList((l) => ({ items: appendPage(l.items, page.nodes), total: page.pagination.total })))
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  }, [fetchPage]);

  const answered = useCallback((id: string) => setList((l) => removeRead(l, id)), []);

  return { ...list, status, loadingMore, reload, showMore, answered };
}
