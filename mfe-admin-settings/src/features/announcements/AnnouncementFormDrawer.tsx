import { useState } from 'react';
import { Alert, Button, Drawer, Flex, Grid, Spin } from 'antd';
import { useQuery } from 'urql';
import { useText } from '../../text';
import { AnnouncementForm } from './AnnouncementForm';
import { AnnouncementQuery, PlatformNowQuery } from './announcements.graphql';

/**
 * The create and edit drawer of an announcement (§3 Announcement (admin)): the form beside its preview. `id` null: a
 * new one. Needs the platform clock first: a schedule must be in the future by it.
 */
export function AnnouncementFormDrawer({
  id,
  onClose,
  onSaved,
}: {
  id: string | null;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const t = useText();
  const narrow = !Grid.useBreakpoint().lg;
  const title = t(id ? 'settings.announcements.editTitle' : 'settings.announcements.new');
  const [loaded, reload] = useQuery({ query: AnnouncementQuery, variables: { id: id ?? '' }, pause: !id, requestPolicy: 'network-only' });
  const [clock, reloadClock] = useQuery({ query: PlatformNowQuery, requestPolicy: 'network-only' });
  // the platform clock as it was asked, moving on with the browser's
  const [askedAt] = useState(() => Date.now());
  const platformNow = clock.data?.platformNow ? Date.parse(clock.data.platformNow) : null;
  const now = () => new Date((platformNow ?? Date.now()) + (Date.now() - askedAt));
  const announcement = id ? (loaded.data?.adminAnnouncement ?? null) : null;
  const failed = (id && !announcement && loaded.error && !loaded.fetching) || (!platformNow && clock.error && !clock.fetching);
  const ready = (!id || announcement) && platformNow !== null;

  return (
    <Drawer
      open
      title={title}
      onClose={onClose}
      size={narrow ? '100%' : 1120}
      destroyOnHidden
      closable={{ 'aria-label': t('settings.announcements.close') }}
    >
      {failed ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('settings.announcements.loadFailed')}
          action={
            <Button
              onClick={() => {
                reload({ requestPolicy: 'network-only' });
                reloadClock({ requestPolicy: 'network-only' });
              }}
            >
              {t('settings.announcements.retry')}
            </Button>
          }
        />
      ) : ready ? (
        <AnnouncementForm
          key={announcement?.id ?? 'new'}
          name={title}
          announcement={announcement}
          now={now}
          narrow={narrow}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      )}
    </Drawer>
  );
}
