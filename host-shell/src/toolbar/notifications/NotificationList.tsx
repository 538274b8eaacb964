import { App as AntApp, Button, Empty, Flex, Result, Spin, Typography } from 'antd';
import { DateTime } from 'luxon';
import { t } from '../../text';
import { NOTIFICATION_PAGE_SIZE, pageReached, showMoreEnabled } from './notificationRules';
import type { NotificationFeed } from './useNotificationFeed';

/** One unread notification list with View, Mark as read, Mark all as read and Show more (§2, §4). */
export function NotificationList({ feed, navigate, label }: { feed: NotificationFeed; navigate: (to: string) => void; label: string }) {
  const { message } = AntApp.useApp();
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
        title={t('shell.notifications.loadFailed')}
        extra={<Button onClick={feed.reload}>{t('shell.notifications.retry')}</Button>}
      />
    );
  }
  const readFailed = () => void message.error({ content: t('shell.notifications.readFailed'), duration: 5 });
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">{t('shell.notifications.unread', { count: feed.total })}</Typography.Text>
        <Button
          type="link"
          size="small"
          disabled={feed.total === 0}
          loading={feed.reading === 'all'}
          onClick={() => void feed.readAll().then((ok) => ok || readFailed())}
        >
          {t('shell.notifications.markAllRead')}
        </Button>
      </Flex>
      {feed.items.length === 0 ? (
        <Empty description={t('shell.notifications.empty')} />
      ) : (
        <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {feed.items.map((n) => (
            <li key={n.id} aria-label={n.subject} style={{ borderBottom: '1px solid #f0f0f0', padding: '8px 0' }}>
              <Typography.Text strong>{n.subject}</Typography.Text>
              <Typography.Paragraph style={{ marginBottom: 4 }}>{n.messageText}</Typography.Paragraph>
              <Flex justify="space-between" align="center">
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {DateTime.fromISO(n.createdAt).toFormat('LLL d, yyyy HH:mm')}
                </Typography.Text>
                <Flex gap={4}>
                  {n.relativeLink ? (
                    <Button size="small" onClick={() => navigate(n.relativeLink!)}>
                      {t('shell.notifications.view')}
                    </Button>
                  ) : null}
                  <Button
                    size="small"
                    type="text"
                    loading={feed.reading === n.id}
                    onClick={() => void feed.read(n.id).then((ok) => ok || readFailed())}
                  >
                    {t('shell.notifications.markRead')}
                  </Button>
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      <Button
        block
        loading={feed.loadingMore}
        disabled={!showMoreEnabled(feed.total, pageReached(feed.items.length, NOTIFICATION_PAGE_SIZE), NOTIFICATION_PAGE_SIZE)}
        onClick={feed.showMore}
      >
        {t('shell.notifications.showMore')}
      </Button>
    </Flex>
  );
}
