/** Announcements to croudies (shell-and-freelancer.md §3 Announcement assigned to me, §4 Announcements, §7, §9). */
import * as v from 'valibot';
import { BODY_MAX, DEFAULT_REPLY_LABEL, LABEL_MAX, LIFETIME_DAYS_MAX, SUBJECT_MAX } from '@work/shared-contracts/announcements';
import { statusEndsAccess } from '../../kit/auth/index.js';
import { sanitiseRichText } from '../../kit/rich-text.js';
import { DAY_MS } from '../../kit/clock.js';

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
export const NAME_MAX = SUBJECT_MAX;
export const CONTENT_MAX = BODY_MAX;
export const ACTION_NAME_MAX = LABEL_MAX;
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

/**
 * Announcement content is rendered as HTML in every croudie's browser, so it is cleaned when written, as all staff rich
 * text is (kit/rich-text.ts): scripts, styles, event handlers, images and javascript: links go; links open in a new tab
 * without an opener.
 */
export const sanitiseAnnouncementContent = sanitiseRichText;

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

// ---------------------------------------------------------------------------------------------- announcements admin
// staff-and-admin.md §2, §3 Announcement (admin), §4, §8; ADR 0287.

/** Who administers announcements: the one declaration the admin operations' defaults and resolvers use. */
export const ANNOUNCEMENT_ADMIN_ROLES = ['network_admin'] as const;

/** draft and scheduled are not sent yet; active is sent (croudies see it); complete is over (croudies no longer do). */
export const ANNOUNCEMENT_STATUSES = ['draft', 'scheduled', 'active', 'complete'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** The admin table's actions (§4); save covers save draft, schedule and update. */
export const ANNOUNCEMENT_ADMIN_ACTIONS = ['save', 'send', 'complete', 'delete', 'copy'] as const;
export type AnnouncementAdminAction = (typeof ANNOUNCEMENT_ADMIN_ACTIONS)[number];

const ACTIONS_BY_STATUS: Record<AnnouncementStatus, readonly AnnouncementAdminAction[]> = {
  draft: ['save', 'send', 'delete', 'copy'],
  scheduled: ['save', 'send', 'delete', 'copy'],
  active: ['complete', 'copy'],
  complete: ['delete', 'copy'],
};

/** What staff may do to an announcement in this status, in the table's order. */
export function availableAnnouncementActions(status: AnnouncementStatus): readonly AnnouncementAdminAction[] {
  return ACTIONS_BY_STATUS[status];
}

/** The refusals of §8 (failed to save, delete, send, complete, update and respond), in the API's words. */
export const ANNOUNCEMENT_MESSAGES = {
  sentCannotChange: 'A sent announcement cannot be changed: copy it to make a new one',
  alreadySent: 'This announcement has already been sent',
  notSentCannotComplete: 'This announcement has not been sent: only an active announcement can be completed',
  alreadyComplete: 'This announcement is already complete',
  activeCannotDelete: 'An active announcement cannot be deleted: complete it first',
  nobodyMatches: 'No croudie matches this announcement: nothing to send',
  scheduleInPast: 'Choose a time in the future, or send it now',
  scheduleAndSend: 'Send on save sends it now: leave the schedule empty, or do not send on save',
  completeForCroudie: 'This announcement is complete: it is no longer available',
  unsentAtSchedule: 'Not sent at its scheduled time: no croudie matched it. Change its filters and save it again.',
} as const;

/** Why `action` is refused in `status`, or null when it is allowed. */
export function announcementActionRefusal(action: AnnouncementAdminAction, status: AnnouncementStatus): string | null {
  if (ACTIONS_BY_STATUS[status].includes(action)) return null;
  switch (action) {
    case 'save':
      return ANNOUNCEMENT_MESSAGES.sentCannotChange;
    case 'send':
      return ANNOUNCEMENT_MESSAGES.alreadySent;
    case 'complete':
      return status === 'complete' ? ANNOUNCEMENT_MESSAGES.alreadyComplete : ANNOUNCEMENT_MESSAGES.notSentCannotComplete;
    case 'delete':
      return ANNOUNCEMENT_MESSAGES.activeCannotDelete;
    case 'copy':
      return null;
  }
}

/** A saved announcement waits for its schedule when it has one, else it is a draft. */
export function statusOnSave(scheduledAt: Date | null): Extract<AnnouncementStatus, 'draft' | 'scheduled'> {
  return scheduledAt ? 'scheduled' : 'draft';
}

/** What a copy is called ("Copy of …"), within the subject's length. */
export function copySubject(subject: string): string {
  return `Copy of ${subject}`.slice(0, NAME_MAX);
}

// ---- the form's buttons on the croudies' type and actions

/** The positive button's label when a response is allowed and none is given: it sends the typed reply. */
export { DEFAULT_REPLY_LABEL };

export interface AnnouncementButtons {
  allowResponse: boolean;
  /** The positive button (answers read); null: none. */
  positiveLabel: string | null;
  /** The negative button (answers declined); null: none. */
  negativeLabel: string | null;
}

/**
 * The croudies' type and actions of the form's buttons (ADR 0287):
 * - allowResponse: type response (the panel offers Dismiss and Reply, then the actions with the reply box); the
 *   positive button (DEFAULT_REPLY_LABEL when unnamed) answers read with the reply, the negative one declines;
 * - otherwise a button or two: type other, positive answers read, negative declined;
 * - no response and no button: type alert (only Mark as Read).
 */
export function announcementShape(buttons: AnnouncementButtons): {
  type: AnnouncementType;
  actions: { name: string; targetState: ActionTargetState }[];
} {
  const positive = buttons.allowResponse ? (buttons.positiveLabel ?? DEFAULT_REPLY_LABEL) : buttons.positiveLabel;
  const actions = [
    ...(positive ? [{ name: positive, targetState: 'read' as const }] : []),
    ...(buttons.negativeLabel ? [{ name: buttons.negativeLabel, targetState: 'declined' as const }] : []),
  ];
  if (buttons.allowResponse) return { type: 'response', actions };
  return { type: actions.length ? 'other' : 'alert', actions };
}

/** The form's buttons of a stored type and actions (the inverse of announcementShape; the first of each target). */
export function buttonsOf(
  type: AnnouncementType,
  actions: readonly { name: string; targetState: ActionTargetState }[],
): AnnouncementButtons {
  return {
    allowResponse: type === 'response',
    positiveLabel: actions.find((a) => a.targetState === 'read')?.name ?? null,
    negativeLabel: actions.find((a) => a.targetState === 'declined')?.name ?? null,
  };
}

// ---- the audience

/** The croudie facts the filters look at, each a list of values (ADR 0287). */
export const AUDIENCE_FILTER_KINDS = ['roles', 'countryCodes', 'languageCodes', 'qualificationIds', 'accountStatuses'] as const;
export type AudienceFilterKind = (typeof AUDIENCE_FILTER_KINDS)[number];

export interface AudienceFilters {
  /** croudie-active, croudie-pending, croudie-inactive */
  roles: string[];
  /** ISO 3166-1 alpha-2, upper case */
  countryCodes: string[];
  /** ISO 639-1 */
  languageCodes: string[];
  qualificationIds: number[];
  /** the account's status (people.rules USER_STATUSES) */
  accountStatuses: string[];
}

export const NO_AUDIENCE_FILTERS: AudienceFilters = {
  roles: [],
  countryCodes: [],
  languageCodes: [],
  qualificationIds: [],
  accountStatuses: [],
};

export interface Audience {
  include: AudienceFilters;
  exclude: AudienceFilters;
  excludedCroudieIds: number[];
}

/** What the filters know of one croudie. */
export interface AudienceFacts {
  id: number;
  roles: readonly string[];
  countryCode: string | null;
  languageCodes: readonly string[];
  qualificationIds: readonly number[];
  accountStatus: string;
}

const factValues = (facts: AudienceFacts, kind: AudienceFilterKind): readonly (string | number)[] => {
  switch (kind) {
    case 'roles':
      return facts.roles;
    case 'countryCodes':
      return facts.countryCode ? [facts.countryCode] : [];
    case 'languageCodes':
      return facts.languageCodes;
    case 'qualificationIds':
      return facts.qualificationIds;
    case 'accountStatuses':
      return [facts.accountStatus];
  }
};

/**
 * Whether a croudie is in an announcement's audience: for every non-empty include list they match one of its values
 * (no include list: every croudie), they match no value of any exclude list, and they are not excluded by id. The
 * send and the preview count run this rule as SQL (announcements.audience.ts); a test checks both agree.
 */
export function matchesAudience(facts: AudienceFacts, audience: Audience): boolean {
  // people who can no longer sign in (blocked, suspended, offboarded, deleted, anonymised) are never sent one
  if (statusEndsAccess(facts.accountStatus)) return false;
  if (audience.excludedCroudieIds.includes(facts.id)) return false;
  return AUDIENCE_FILTER_KINDS.every((kind) => {
    const values = factValues(facts, kind);
    const include = audience.include[kind] as readonly (string | number)[];
    const exclude = audience.exclude[kind] as readonly (string | number)[];
    if (include.length && !include.some((value) => values.includes(value))) return false;
    return !exclude.some((value) => values.includes(value));
  });
}

// ---- lifetime and report

export { LIFETIME_DAYS_MAX };

/** When an announcement sent at `sentAt` completes by itself; null when it has no lifetime or is not sent. */
export function lifetimeEnd(sentAt: Date | null, lifetimeDays: number | null): Date | null {
  if (!sentAt || lifetimeDays === null) return null;
  return new Date(sentAt.getTime() + lifetimeDays * DAY_MS);
}

/** Whole seconds left of an active announcement's lifetime by `now` (0 once over); null when none applies. */
export function remainingSeconds(
  announcement: { status: AnnouncementStatus; activatedAt: Date | null; lifetimeDays: number | null },
  now: Date,
): number | null {
  const end = lifetimeEnd(announcement.activatedAt, announcement.lifetimeDays);
  if (!end || announcement.status !== 'active') return null;
  return Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
}

/** A share of the recipients, 0 to 1 (0 when there are none). */
export function rateOf(count: number, recipients: number): number {
  return recipients > 0 ? count / recipients : 0;
}

/** The report's daily series covers at most this many days (the most recent ones). */
export const REPORT_DAYS_MAX = 366;

/** UTC days (YYYY-MM-DD) from the day of `from` to the day of `to`, both included; the last REPORT_DAYS_MAX of them. */
export function reportDays(from: Date, to: Date): string[] {
  const first = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const last = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate());
  const days: string[] = [];
  for (let day = Math.max(first, last - (REPORT_DAYS_MAX - 1) * DAY_MS); day <= last; day += DAY_MS) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}
