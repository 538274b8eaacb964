/** Announcement display in the shell (shell-and-freelancer.md §3 Announcement assigned to me, §9). */
import type { AnnouncementAction, AnnouncementType } from '@work/shared-ui/announcements';

// The buttons' rules and the card itself are shared-ui's (`@work/shared-ui/announcements`): the admin form previews
// the same card. Only types come from there, so this file (read by the eager feed hook) adds nothing to the first load.
export type { AnnouncementAction, AnnouncementType };

/** Announcements per fetch (§9). */
export const ANNOUNCEMENTS_PAGE_SIZE = 2;

export interface AssignedAnnouncement {
  /** the assignment id: what readMyAnnouncement and respondToAnnouncement take, and the page /announcement/{id} */
  id: string;
  state: string;
  announcement: {
    id: string;
    name: string;
    content: string;
    type: AnnouncementType;
    activatedAt: string | null;
    actions: AnnouncementAction[];
  };
}

/** The croudie's own page of an announcement (§2 routes). */
export const announcementPath = (assignmentId: string) => `/announcement/${encodeURIComponent(assignmentId)}`;
