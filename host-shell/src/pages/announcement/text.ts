// the factory by its own path, as shared-ui's subpaths do: these words load with the page, not with the shell
import { createTextCatalogue } from '@work/shared-ui/text/createTextCatalogue';

/**
 * The words of /announcement/{id} (shell-and-freelancer.md §2 routes), bundled with its lazy chunk rather than in the
 * shell's catalogue, which every first load carries (ADR 0290). Still `shell.` words: the host ships them.
 */
export const en = {
  'shell.announcementPage.title': 'Announcement',
  'shell.announcementPage.sentOn': 'Sent on {date}',
  'shell.announcementPage.read': 'You have read this announcement.',
  'shell.announcementPage.declined': 'You declined this announcement.',
  'shell.announcementPage.respondedOn': 'You responded on {date}.',
  'shell.announcementPage.yourReply': 'Your response: {response}',
  'shell.announcementPage.complete.title': 'This announcement is no longer available',
  'shell.announcementPage.complete.text': 'It is complete, so it can no longer be read or answered.',
  'shell.announcementPage.notFound.title': 'This announcement could not be found',
  'shell.announcementPage.notFound.text': 'It may have been deleted, or the link is not yours.',
  'shell.announcementPage.failed.title': 'Unable to load this announcement',
  'shell.announcementPage.failed.text': 'Please try again soon.',
  'shell.announcementPage.retry': 'Try again',
  'shell.announcementPage.home': 'Go to the home page',
} as const;

export const { t } = createTextCatalogue('shell.announcementPage', en);
export type AnnouncementPageTextKey = keyof typeof en;
