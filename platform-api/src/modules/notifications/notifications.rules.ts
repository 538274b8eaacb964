/** Notifications (shell-and-freelancer.md §3 Notification, §4 Notifications, §7, §9). */
import * as v from 'valibot';

/** The network panel's two tabs: Work (n) and Announcements (n); control shows one list of every kind. */
export const NOTIFICATION_KINDS = ['work', 'announcement'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Page size of the notification panel (§9). */
export const NOTIFICATION_PAGE_SIZE = 5;
export const NOTIFICATION_SORT_FIELDS = ['createdAt'] as const;

export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 2000;
export const LINK_MAX = 500;

/**
 * A link inside the platform: a path starting with one "/" (no scheme, no "//host", no backslash), so a View button
 * can never send the person to another site.
 */
export function isRelativeLink(link: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(link);
}

/** What `notify` accepts: the content of one notification. */
export const NotificationContent = v.object({
  kind: v.picklist(NOTIFICATION_KINDS, `kind must be one of ${NOTIFICATION_KINDS.join(', ')}`),
  subject: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Enter a subject'),
    v.maxLength(SUBJECT_MAX, `The subject is at most ${SUBJECT_MAX} characters`),
  ),
  messageText: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Enter a message'),
    v.maxLength(MESSAGE_MAX, `The message is at most ${MESSAGE_MAX} characters`),
  ),
  relativeLink: v.nullish(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(LINK_MAX, `The link is at most ${LINK_MAX} characters`),
      v.check(isRelativeLink, 'The link must be a path inside the platform, starting with /'),
    ),
  ),
});
export type NotificationContentInput = v.InferInput<typeof NotificationContent>;
