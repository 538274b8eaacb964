import { Alert, Flex, Typography } from 'antd';
import { AnnouncementCard } from '@work/shared-ui/announcements';
import { refusalReason } from '@work/shared-ui/refusal';
import { useText } from '../../text';
import { previewOf, type AnnouncementValues } from './announcementForm';
import type { AudienceCount } from './useAudienceCount';

/**
 * The form's preview (§3): the announcement as croudies will see it, the shell's own card in preview mode (its buttons
 * behave and send nothing), and how many croudies the filters match now.
 */
export function AnnouncementPreview({ values, audience }: { values: AnnouncementValues; audience: AudienceCount }) {
  const t = useText();
  return (
    <Flex vertical gap="small" role="region" aria-label={t('settings.announcements.preview.title')}>
      <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
        {t('settings.announcements.preview.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('settings.announcements.preview.hint')}</Typography.Text>
      <AnnouncementCard id="preview" announcement={previewOf(values)} preview />
      <AudienceLine audience={audience} />
    </Flex>
  );
}

function AudienceLine({ audience }: { audience: AudienceCount }) {
  const t = useText();
  const { count, counting, error } = audience;
  if (error && !counting) {
    const reason = refusalReason(error);
    return (
      <Alert type="warning" showIcon role="status" title={t('settings.announcements.audience.failed')} description={reason ?? undefined} />
    );
  }
  const text =
    count === null || counting
      ? t('settings.announcements.audience.counting')
      : count === 0
        ? t('settings.announcements.audience.none')
        : count === 1
          ? t('settings.announcements.audience.one')
          : t('settings.announcements.audience.count', { count });
  return (
    <Alert
      type={count === 0 && !counting ? 'warning' : 'info'}
      role="status"
      aria-live="polite"
      aria-label={t('settings.announcements.audience.label')}
      title={text}
    />
  );
}
