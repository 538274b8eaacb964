// the factory by its own path: this subpath is bundled into each package that shows an announcement
import { createTextCatalogue } from '../text/createTextCatalogue';

/**
 * The words of the announcement card (keys `ui.announcement.…`), bundled with it rather than in shared-ui's root
 * catalogue, which the host shares and every first load carries. What a failed answer says stays with the caller: the
 * shell's words name it (shell-and-freelancer.md §8 announcements.croudie.errors.response).
 */
export const en = {
  'ui.announcement.markAsRead': 'Mark as Read',
  'ui.announcement.dismiss': 'Dismiss',
  'ui.announcement.reply': 'Reply',
  'ui.announcement.replyLabel': 'Your reply',
} as const;

export const { t, hasText } = createTextCatalogue('ui.announcement', en);
export type TextKey = keyof typeof en;
