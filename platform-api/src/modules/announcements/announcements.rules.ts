/** Announcements to croudies (shell-and-freelancer.md §3 Announcement assigned to me, §4 Announcements, §7, §9). */
import sanitizeHtml from 'sanitize-html';
import * as v from 'valibot';

export const ANNOUNCEMENT_TYPES = ['alert', 'response', 'other'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** What an action does to the croudie's copy: read dismisses, declined declines, show opens the reply box first. */
export const ACTION_TARGET_STATES = ['read', 'show', 'declined'] as const;
export type ActionTargetState = (typeof ACTION_TARGET_STATES)[number];

export const ASSIGNMENT_STATES = ['unread', 'read', 'declined'] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

/** Announcements listed per fetch (§9). */
export const ANNOUNCEMENTS_PAGE_SIZE = 2;
export const RESPONSE_MAX = 1000;
export const NAME_MAX = 200;
export const CONTENT_MAX = 20_000;
export const ACTION_NAME_MAX = 60;
export const ACTIONS_MAX = 5;
export const RECIPIENTS_MAX = 1000;

/** The croudie's state after answering with an action; a show action's reply counts as read once sent. */
export function stateAfterAction(targetState: ActionTargetState): Exclude<AssignmentState, 'unread'> {
  return targetState === 'declined' ? 'declined' : 'read';
}

/** Declined actions come first (§4), otherwise in the order the announcement gives them. */
export function sortActions<A extends { targetState: ActionTargetState; position: number }>(actions: readonly A[]): A[] {
  return [...actions].sort(
    (a, b) => Number(b.targetState === 'declined') - Number(a.targetState === 'declined') || a.position - b.position,
  );
}

const SANITISE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'img')],
  allowedAttributes: { a: ['href', 'name', 'target', 'rel'], '*': [] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/**
 * Announcement content is rendered as HTML in every croudie's browser, so it is cleaned when written: scripts, styles,
 * event handlers, images and javascript: links are removed; links open in a new tab without an opener.
 */
export function sanitiseAnnouncementContent(html: string): string {
  return sanitizeHtml(html, SANITISE_OPTIONS).trim();
}

const ID = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not a valid id'));

export const AnnouncementDraft = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Enter a name'), v.maxLength(NAME_MAX, `The name is at most ${NAME_MAX} characters`)),
    content: v.pipe(
      v.string(),
      v.maxLength(CONTENT_MAX, `The content is at most ${CONTENT_MAX} characters`),
      v.transform(sanitiseAnnouncementContent),
      v.minLength(1, "Enter the announcement's content"),
    ),
    type: v.picklist(ANNOUNCEMENT_TYPES, `type must be one of ${ANNOUNCEMENT_TYPES.join(', ')}`),
    actions: v.pipe(
      v.array(
        v.object({
          name: v.pipe(
            v.string(),
            v.trim(),
            v.minLength(1, "Enter the action's name"),
            v.maxLength(ACTION_NAME_MAX, `An action's name is at most ${ACTION_NAME_MAX} characters`),
          ),
          targetState: v.picklist(ACTION_TARGET_STATES, `targetState must be one of ${ACTION_TARGET_STATES.join(', ')}`),
        }),
      ),
      v.maxLength(ACTIONS_MAX, `At most ${ACTIONS_MAX} actions`),
    ),
    croudieIds: v.pipe(
      v.array(ID),
      v.minLength(1, 'Choose at least one croudie'),
      v.maxLength(RECIPIENTS_MAX, `At most ${RECIPIENTS_MAX} croudies at once`),
    ),
  }),
  v.forward(
    v.check((draft) => draft.type !== 'alert' || draft.actions.length === 0, 'An alert has no actions: it offers only Mark as Read'),
    ['actions'],
  ),
  v.forward(
    v.check(
      (draft) => draft.type === 'alert' || draft.actions.some((a) => a.targetState !== 'show'),
      'Give at least one action that answers (read or declined)',
    ),
    ['actions'],
  ),
);
export type AnnouncementDraftInput = v.InferInput<typeof AnnouncementDraft>;

export const AnnouncementResponse = v.object({
  id: ID,
  actionId: ID,
  response: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(RESPONSE_MAX, `The reply is at most ${RESPONSE_MAX} characters`))),
});
