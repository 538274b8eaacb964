import { hasText, t, type TextKey } from '../../text';

export interface TimelineEvent {
  kind: string;
  actorName: string | null;
  detail: readonly { key: string; value: string }[];
}

/**
 * An account event in words: its kind's sentence from the catalogue with the event's detail as parameters (e.g.
 * "Status changed from pending to active"), and who did it. A kind newer than this remote reads "Account updated".
 */
export function timelineSentence(event: TimelineEvent): string {
  const key = `hr.profile.timeline.kind.${event.kind}`;
  const params = Object.fromEntries(event.detail.map((d) => [d.key, d.value]));
  return hasText(key) ? t(key as TextKey, params) : t('hr.profile.timeline.kind.unknown');
}

export function timelineActor(event: TimelineEvent): string {
  return event.actorName ? t('hr.profile.timeline.by', { name: event.actorName }) : t('hr.profile.timeline.byPlatform');
}
