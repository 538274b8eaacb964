import { Tag } from 'antd';
import { DateTime } from 'luxon';
import { useText, type TextKey, type TextParams } from '../../text';
import type { TemplateDetails, TemplateRow } from './taskTemplates.graphql';

type Translate = (key: TextKey, params?: TextParams) => string;
type Status = TemplateRow['status'];

const STATUS_COLOURS: Record<Status, string> = { ACTIVE: 'green', DRAFT: 'default', INACTIVE: 'orange' };

/** A template's §4 status as a tag. */
export function StatusTag({ status }: { status: Status }) {
  const t = useText();
  return <Tag color={STATUS_COLOURS[status]}>{t(`settings.templates.status.${status}`)}</Tag>;
}

/** 90 → "1 h 30 min"; 45 → "45 min"; 120 → "2 h". */
export function durationText(minutes: number, t: Translate): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    ...(hours ? [t('settings.templates.duration.hours', { count: hours })] : []),
    ...(rest || !hours ? [t('settings.templates.duration.minutes', { count: rest })] : []),
  ];
  return parts.join(' ');
}

/** "£12.50 fixed", "1 h 30 min allocated" or "No cost". */
export function costText(template: Pick<TemplateDetails, 'costType' | 'fixedCost' | 'allocatedMinutes'>, t: Translate): string {
  if (template.costType === 'FIXED' && template.fixedCost !== null) {
    return t('settings.templates.preview.fixedCost', { amount: template.fixedCost });
  }
  if (template.costType === 'MINUTES' && template.allocatedMinutes !== null) {
    return t('settings.templates.preview.allocatedTime', { duration: durationText(template.allocatedMinutes, t) });
  }
  return t('settings.templates.preview.noCost');
}

/** An instant as §9's 'MMM D, YYYY HH:mm', in the platform's zone (London). */
export function instantText(iso: string): string {
  const at = DateTime.fromISO(iso, { zone: 'Europe/London' });
  return at.isValid ? at.toFormat('LLL d, yyyy HH:mm', { locale: 'en-US' }) : iso;
}
