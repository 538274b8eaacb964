// The announcement card: `@work/shared-ui/announcements`, not shared through Module Federation, so it (and DOMPurify)
// is bundled where an announcement is shown: the shell's notification panel and page, and the admin form's preview.
export { AnnouncementCard, type AnnouncementCardProps } from './AnnouncementCard';
export {
  announcementButtons,
  responseFor,
  sortActions,
  REPLY_MAX,
  type AnnouncementAction,
  type AnnouncementButton,
  type AnnouncementContent,
  type AnnouncementType,
  type ActionTargetState,
} from './announcementRules';
export { sanitiseAnnouncementHtml } from './sanitiseContent';
