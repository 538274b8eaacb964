import { lazy, Suspense, useEffect, useState } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import BellOutlined from '@ant-design/icons/BellOutlined';
import type { Client } from 'urql';
import type { EventBus, Tenant } from '@work/shared-contracts';
import { t } from '../../text';
import { graphql } from '../../graphql/graphql';
import { onSocketReconnected } from '../../graphql/reconnects';
import { useAnnouncements } from '../announcements/useAnnouncements';
import { onAnnouncementAnswered } from '../announcements/answered';
import { badgeText } from './notificationRules';
import { useNotificationFeed } from './useNotificationFeed';

const NotificationPanel = lazy(() => import('./NotificationPanel').then((m) => ({ default: m.NotificationPanel })));

export const NEW_NOTIFICATION = graphql(`
  subscription ShellNewNotification {
    newNotification {
      id
      kind
      subject
      messageText
      relativeLink
      createdAt
    }
  }
`);

/**
 * The bell and its side panel (§2, §4, §9). Control: one list of every unread notification. Network (croudies):
 * tabs Work (n) with the work notifications and Announcements (n) with the unread announcements (ADR 0073).
 * The newNotification push keeps both live; the badge is the sum of what the panel lists.
 */
export function NotificationCenter({
  client,
  bus,
  tenant,
  croudie,
  navigate,
}: {
  client: Pick<Client, 'query' | 'mutation' | 'subscription'>;
  bus: EventBus;
  tenant: Tenant;
  /** a croudie on the network tenant: the panel has the Announcements tab */
  croudie: boolean;
  navigate: (to: string) => void;
}) {
  const [open, setOpen] = useState(false);
  // the panel's code loads the first time it opens, not with the shell (issue 15)
  const [opened, setOpened] = useState(false);
  const withTabs = tenant === 'network' && croudie;
  const work = useNotificationFeed(client, withTabs ? 'work' : null);
  const announcements = useAnnouncements(client, withTabs);
  const { push } = work;
  const reloadAnnouncements = announcements.reload;
  // one answered on its page leaves the unread list and the count: read them again (it may be on a page not loaded)
  useEffect(() => onAnnouncementAnswered(reloadAnnouncements), [reloadAnnouncements]);

  useEffect(() => {
    const live = client.subscription(NEW_NOTIFICATION, {}).subscribe((result) => {
      const pushed = result.data?.newNotification;
      if (!pushed) return;
      if (!withTabs || pushed.kind === 'work') push(pushed);
      // an announcement notification means a new announcement: the tab lists announcements, so fetch them again
      else reloadAnnouncements();
    });
    return () => live.unsubscribe();
  }, [client, withTabs, push, reloadAnnouncements]);

  // pushes sent while the socket was away are lost: count again when it is back
  const reloadWork = work.reload;
  useEffect(
    () =>
      onSocketReconnected(() => {
        reloadWork();
        if (withTabs) reloadAnnouncements();
      }),
    [reloadWork, reloadAnnouncements, withTabs],
  );

  const unread = work.total + (withTabs ? announcements.total : 0);
  useEffect(() => {
    bus.publish('notifications:count', { unread });
  }, [bus, unread]);

  const openPanel = () => {
    setOpen(true);
    setOpened(true);
    work.reload();
    if (withTabs) announcements.reload();
  };
  const view = (to: string) => {
    setOpen(false);
    navigate(to);
  };
  const badge = badgeText(unread);

  return (
    <>
      <Tooltip title={t('shell.toolbar.notifications')}>
        <Button type="text" aria-label={t('shell.toolbar.notifications')} onClick={openPanel} data-unread={unread}>
          <Badge count={badge ?? 0} overflowCount={Number.MAX_SAFE_INTEGER} size="small" data-testid="notification-badge">
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        </Button>
      </Tooltip>
      {opened ? (
        <Suspense fallback={null}>
          <NotificationPanel
            open={open}
            onClose={() => setOpen(false)}
            withTabs={withTabs}
            work={work}
            announcements={announcements}
            client={client}
            navigate={view}
          />
        </Suspense>
      ) : null}
    </>
  );
}
