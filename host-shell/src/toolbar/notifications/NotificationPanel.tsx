import { Drawer, Grid, Tabs } from 'antd';
import type { Client } from 'urql';
import { t } from '../../text';
import { AnnouncementList } from '../announcements/AnnouncementList';
import type { useAnnouncements } from '../announcements/useAnnouncements';
import { NOTIFICATION_DRAWER_WIDTH } from './notificationRules';
import { NotificationList } from './NotificationList';
import type { useNotificationFeed } from './useNotificationFeed';

/** The bell's side panel: loaded the first time it opens (NotificationCenter). */
export function NotificationPanel({
  open,
  onClose,
  withTabs,
  work,
  announcements,
  client,
  navigate,
}: {
  open: boolean;
  onClose: () => void;
  withTabs: boolean;
  work: ReturnType<typeof useNotificationFeed>;
  announcements: ReturnType<typeof useAnnouncements>;
  client: Pick<Client, 'query' | 'mutation' | 'subscription'>;
  navigate: (to: string) => void;
}) {
  const screens = Grid.useBreakpoint();
  const workList = <NotificationList feed={work} navigate={navigate} label={t('shell.notifications.list')} />;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={screens.md === false ? '100%' : NOTIFICATION_DRAWER_WIDTH}
      title={t('shell.notifications.title')}
      closable={{ 'aria-label': t('shell.notifications.close') }}
    >
      {withTabs ? (
        <Tabs
          items={[
            { key: 'work', label: t('shell.notifications.tabWork', { count: work.total }), children: workList },
            {
              key: 'announcements',
              label: t('shell.notifications.tabAnnouncements', { count: announcements.total }),
              children: <AnnouncementList feed={announcements} client={client} navigate={navigate} />,
            },
          ]}
        />
      ) : (
        workList
      )}
    </Drawer>
  );
}
