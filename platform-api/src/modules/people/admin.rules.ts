/** Staff actions on a croudie (staff-and-admin.md §3 Feedback, §4 croudie admin actions, §5; ADR 0269). */
import * as v from 'valibot';
import type { UserStatus } from './people.rules.js';

export const CROUDIE_ADMIN_ACTIONS = ['close_account', 'suspend', 'block', 'reactivate'] as const;
export type CroudieAdminAction = (typeof CROUDIE_ADMIN_ACTIONS)[number];

export interface StatusTransition {
  to: UserStatus;
  from: readonly UserStatus[];
}

/** The §4 transition table: the one place that says which status each action leads to, and from which. */
export const CROUDIE_TRANSITIONS: Readonly<Record<CroudieAdminAction, StatusTransition>> = {
  close_account: { to: 'offboarded', from: ['pending', 'active', 'reactivated', 'inactive', 'paused', 'suspended', 'blocked'] },
  suspend: { to: 'suspended', from: ['pending', 'active', 'reactivated', 'inactive', 'paused'] },
  block: { to: 'blocked', from: ['pending', 'active', 'reactivated', 'inactive', 'paused', 'suspended'] },
  reactivate: { to: 'reactivated', from: ['offboarded', 'suspended', 'blocked', 'inactive', 'paused', 'pending_reactivation'] },
};

/**
 * §8's "activate", reached only through updateCroudieStatus(status: active) (tooling and tests set a croudie live with
 * it). A closed account is not activated: it comes back through reactivate.
 */
export const ACTIVATE: StatusTransition = {
  to: 'active',
  from: ['pending', 'reactivated', 'inactive', 'paused', 'suspended', 'blocked', 'pending_reactivation'],
};

/** A reactivated croudie signs in and works as an active one: both are live. */
export const LIVE_STATUSES: readonly UserStatus[] = ['active', 'reactivated'];
export const isLiveStatus = (status: string): boolean => (LIVE_STATUSES as readonly string[]).includes(status);

/** The status `action` leads to from `from`, or null when the table refuses it. */
export function transitionTarget(action: CroudieAdminAction, from: UserStatus): UserStatus | null {
  const row = CROUDIE_TRANSITIONS[action];
  return row.from.includes(from) ? row.to : null;
}

/** The actions the table allows from this status, in the table's order. */
export function actionsFrom(status: UserStatus): CroudieAdminAction[] {
  return CROUDIE_ADMIN_ACTIONS.filter((action) => CROUDIE_TRANSITIONS[action].from.includes(status));
}

/** updateCroudieStatus(status) obeys the same table: the row whose target is `to`, or null (no way there). */
export function statusChangeTo(to: UserStatus): StatusTransition | null {
  if (to === ACTIVATE.to) return ACTIVATE;
  return Object.values(CROUDIE_TRANSITIONS).find((row) => row.to === to) ?? null;
}

export const ADMIN_MESSAGES = {
  transitionRefused: 'Unable to transition croudie',
  qualificationHeld: 'The croudie already has this qualification',
  qualificationFailed: 'Unable to add qualification',
  qualificationNotHeld: 'The croudie does not have this qualification',
  unknownVerification: 'Choose verifications from the list',
  tooManyBadges: 'At most 10 badges',
  badgeLength: 'A badge is 1 to 40 characters',
  badgeTwice: 'A badge can be given only once',
  stars: 'Choose 1 to 3 stars',
  comments: 'The comments can be at most 2000 characters',
} as const;

export const MAX_BADGES = 10;
export const MAX_BADGE_LENGTH = 40;

const Id = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not an id'));

export const VerificationIdsSchema = v.pipe(
  v.array(Id),
  v.maxLength(100, 'At most 100 verifications'),
  v.check((ids) => new Set(ids).size === ids.length, 'A verification can be given only once'),
);

/** Badges are trimmed; the same badge in another case counts as given twice. */
export const BadgesSchema = v.pipe(
  v.array(
    v.pipe(v.string(), v.trim(), v.minLength(1, ADMIN_MESSAGES.badgeLength), v.maxLength(MAX_BADGE_LENGTH, ADMIN_MESSAGES.badgeLength)),
  ),
  v.maxLength(MAX_BADGES, ADMIN_MESSAGES.tooManyBadges),
  v.check((badges) => new Set(badges.map((b) => b.toLowerCase())).size === badges.length, ADMIN_MESSAGES.badgeTwice),
);

const Stars = v.nullish(
  v.pipe(v.number(), v.integer(ADMIN_MESSAGES.stars), v.minValue(1, ADMIN_MESSAGES.stars), v.maxValue(3, ADMIN_MESSAGES.stars)),
  null,
);

/** The private soft-skills ratings (§3 Feedback): stars 1–3 or none, comments up to 2000 characters. */
export const SoftSkillsSchema = v.object({
  communication: Stars,
  meetingDeadlines: Stars,
  adaptingToFeedback: Stars,
  qualityOfWork: Stars,
  otherComments: v.pipe(
    v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(2000, ADMIN_MESSAGES.comments)), null),
    v.transform((text) => text || null),
  ),
});
export type SoftSkillsValues = v.InferOutput<typeof SoftSkillsSchema>;

/** Staff who rate a croudie's soft skills (contract: network_admin, croudie_verifier or job_user). */
export const SOFT_SKILLS_ROLES = ['network_admin', 'croudie_verifier', 'job_user'] as const;
