import { DateTime } from 'luxon';
import { Flex, Typography } from 'antd';
import { LaterReleaseNotice, RemoteVersionMarker, useSession, useText } from '@work/shared-ui';
import { BUILD_LABEL, REMOTE_NAME } from '../../app/buildLabel';

/** The journal side panel: its title is "Journal for {date}"; the entry form arrives with the journal issue. */
export function JournalPanel({ date }: { date?: string }) {
  const t = useText();
  const session = useSession();
  const day = date ? DateTime.fromISO(date) : DateTime.now().setZone(session.me.timezone || 'Europe/London');
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
        {t('journal.title', { date: day.toFormat('d MMMM') })}
      </Typography.Title>
      <LaterReleaseNotice area={t('toolbar.journal')} />
      <RemoteVersionMarker remote={REMOTE_NAME} label={BUILD_LABEL} />
    </Flex>
  );
}
