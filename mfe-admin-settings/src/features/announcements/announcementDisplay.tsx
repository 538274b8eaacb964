import { Tag } from 'antd';
import { DateTime } from 'luxon';
import { useText, type TextKey, type TextParams } from '../../text';
import { PLATFORM_ZONE } from './announcementForm';
import type { AnnouncementKind, AnnouncementStatus } from './announcements.graphql';

type Translate = (key: TextKey, params?: TextParams) => string;

export const ANNOUNCEMENT_STATUSES: readonly AnnouncementStatus[] = ['draft', 'scheduled', 'active', 'complete'];
const STATUS_COLOURS: Record<AnnouncementStatus, string> = { draft: 'default', scheduled: 'blue', active: 'green', complete: 'purple' };

/** An announcement's §4 status as a tag. */
export function StatusTag({ status }: { status: AnnouncementStatus }) {
  const t = useText();
  return <Tag color={STATUS_COLOURS[status]}>{t(`settings.announcements.status.${status}`)}</Tag>;
}

export const kindText = (kind: AnnouncementKind, t: Translate) => t(`settings.announcements.type.${kind}`);

/** An instant as §9's 'MMM D, YYYY HH:mm' in the platform's zone (the schedule is typed in it too). */
export function instantText(iso: string | null | undefined, zone = PLATFORM_ZONE): string | null {
  if (!iso) return null;
  const at = DateTime.fromISO(iso, { zone });
  return at.isValid ? at.toFormat('LLL d, yyyy HH:mm', { locale: 'en-US' }) : iso;
}

/** A share 0–1 as a whole percentage. */
export const percentOf = (rate: number) => Math.round(rate * 100);

/** Seconds left, in the two largest units: "2 days 3 hours", "5 hours 1 minute", "Less than a minute". */
export function remainingText(seconds: number, t: Translate): string {
  if (seconds < 60) return t('settings.announcements.report.underAMinute');
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const part = (count: number, one: TextKey, many: TextKey) => (count === 1 ? t(one) : t(many, { count }));
  const parts = [
    ...(days ? [part(days, 'settings.announcements.report.day', 'settings.announcements.report.days')] : []),
    ...(hours ? [part(hours, 'settings.announcements.report.hour', 'settings.announcements.report.hours')] : []),
    ...(minutes && !days ? [part(minutes, 'settings.announcements.report.minute', 'settings.announcements.report.minutes')] : []),
  ];
  return parts.slice(0, 2).join(' ');
}
