/** Announcement display rules (shell-and-freelancer.md §3 Announcement assigned to me, §4 Announcements). */
import type { TextKey } from './text';

export type AnnouncementType = 'alert' | 'response' | 'other';
export type ActionTargetState = 'read' | 'show' | 'declined';

export interface AnnouncementAction {
  id: string;
  name: string;
  targetState: ActionTargetState;
}

/** What a croudie reads: its name, its HTML and what it can be answered with. */
export interface AnnouncementContent {
  name: string;
  /** HTML, sanitised again where it is shown */
  content: string;
  type: AnnouncementType;
  actions: readonly AnnouncementAction[];
}

/** The longest free-text reply the API keeps. */
export const REPLY_MAX = 1000;

/** What a button on an announcement does. */
export type AnnouncementButton =
  /** readMyAnnouncement: alert's Mark as Read, response's Dismiss */
  | { kind: 'read'; label: TextKey }
  /** opens the free-text reply (response's Reply, or an action whose target is show) without sending anything */
  | { kind: 'openReply'; label: TextKey | null; action: AnnouncementAction | null }
  /** respondToAnnouncement with this action */
  | { kind: 'respond'; action: AnnouncementAction };

/** Declined actions first, otherwise in the announcement's order (§4). */
export function sortActions<A extends Pick<AnnouncementAction, 'targetState'>>(actions: readonly A[]): A[] {
  return [...actions.filter((a) => a.targetState === 'declined'), ...actions.filter((a) => a.targetState !== 'declined')];
}

/**
 * The buttons an announcement offers (§4): an alert only Mark as Read; a response Dismiss and Reply, and after Reply
 * its own actions (with the reply box); any other type its own actions, where a show action first opens the reply box.
 */
export function announcementButtons(
  type: AnnouncementType,
  actions: readonly AnnouncementAction[],
  replyOpen: boolean,
): AnnouncementButton[] {
  if (type === 'alert') return [{ kind: 'read', label: 'ui.announcement.markAsRead' }];
  if (type === 'response') {
    if (!replyOpen) {
      return [
        { kind: 'read', label: 'ui.announcement.dismiss' },
        { kind: 'openReply', label: 'ui.announcement.reply', action: null },
      ];
    }
    return sortActions(actions).map((action) => ({ kind: 'respond', action }));
  }
  return sortActions(actions).map((action) =>
    action.targetState === 'show' && !replyOpen ? { kind: 'openReply', label: null, action } : { kind: 'respond', action },
  );
}

/** The response an action sends (§4): the typed reply if there is one, else the action's name for a response type, else null. */
export function responseFor(type: AnnouncementType, action: Pick<AnnouncementAction, 'name'>, reply: string): string | null {
  const typed = reply.trim();
  if (typed) return typed;
  return type === 'response' ? action.name : null;
}
