import { useEffect } from 'react';
import { Button, Empty, Flex, Result, Spin, Typography } from 'antd';
import type { Client } from 'urql';
import { t } from '../../text';
import { pageReached, showMoreEnabled } from '../notifications/notificationRules';
import { announcementPath, ANNOUNCEMENTS_PAGE_SIZE } from './announcementRules';
import { AnnouncementCard } from './AnnouncementCard';
import type { AnnouncementFeed } from './useAnnouncements';

/**
 * The network panel's Announcements tab: unread announcements, 2 a fetch, each answered in place or opened on its own
 * page (/announcement/{id}) with View.
 */
export function AnnouncementList({
  feed,
  client,
  navigate,
}: {
  feed: AnnouncementFeed;
  client: Pick<Client, 'mutation'>;
  /** closes the panel and goes there */
  navigate: (to: string) => void;
}) {
  const { items, total, showMore, loadingMore } = feed;
  // Everything shown was answered but more are waiting: bring in the next ones.
  useEffect(() => {
    if (feed.status === 'ready' && items.length === 0 && total > 0 && !loadingMore) showMore();
  }, [feed.status, items.length, total, loadingMore, showMore]);

  if (feed.status === 'loading')
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin aria-label={t('shell.common.loading')} />
      </Flex>
    );
  if (feed.status === 'failed') {
    return (
      <Result
        status="warning"
        title={t('shell.announcements.croudie.loadFailed')}
        extra={<Button onClick={feed.reload}>{t('shell.notifications.retry')}</Button>}
      />
    );
  }
  if (items.length === 0) return <Empty description={t('shell.announcements.croudie.empty')} />;
  return (
    <Flex vertical gap={12} role="region" aria-label={t('shell.announcements.croudie.list')}>
      {items.map((assignment) => (
        <AnnouncementCard
          key={assignment.id}
          assignment={assignment}
          client={client}
          onAnswered={feed.answered}
          titleExtra={<ViewLink to={announcementPath(assignment.id)} navigate={navigate} />}
        />
      ))}
      <Button
        block
        loading={loadingMore}
        disabled={!showMoreEnabled(total, pageReached(items.length, ANNOUNCEMENTS_PAGE_SIZE), ANNOUNCEMENTS_PAGE_SIZE)}
        onClick={showMore}
      >
        {t('shell.announcements.croudie.showMore')}
      </Button>
    </Flex>
  );
}

/** A real link (it opens in a new tab too); a plain click stays in the app and closes the panel. */
function ViewLink({ to, navigate }: { to: string; navigate: (to: string) => void }) {
  return (
    <Typography.Link
      href={to}
      style={{ flex: 'none' }}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(to);
      }}
    >
      {t('shell.notifications.view')}
    </Typography.Link>
  );
}
