/** HR actions on a staff user (staff-and-admin.md §4 "An HR user can be activated, offboarded or reactivated"; §8; ADR 0272). */
import type { UserStatus } from './people.rules.js';
import type { StatusTransition } from './admin.rules.js';

export const HR_USER_ACTIONS = ['activate', 'offboard', 'reactivate'] as const;
export type HrUserAction = (typeof HR_USER_ACTIONS)[number];

/** The one table of which status each HR action leads to, and from which (ADR 0272). */
export const HR_USER_TRANSITIONS: Readonly<Record<HrUserAction, StatusTransition>> = {
  activate: { to: 'active', from: ['pending', 'inactive'] },
  offboard: { to: 'offboarded', from: ['active', 'reactivated', 'pending', 'inactive', 'paused'] },
  reactivate: { to: 'reactivated', from: ['offboarded', 'inactive', 'paused', 'pending_reactivation'] },
};

export const STAFF_ADMIN_MESSAGES = {
  /** The front end words it "… Please try again. If the problem persists, contact support." (§8). */
  transitionRefused: 'Unable to transition user',
  /** §8 "Unable to add qualification", as for croudies (ADR 0269). */
  qualificationHeld: 'The user already has this qualification',
  qualificationFailed: 'Unable to add qualification',
  qualificationNotHeld: 'The user does not have this qualification',
} as const;

/** The status `action` leads to from `from`, or null when the table refuses it. */
export function hrTransitionTarget(action: HrUserAction, from: UserStatus): UserStatus | null {
  const row = HR_USER_TRANSITIONS[action];
  return row.from.includes(from) ? row.to : null;
}

/** The HR actions the table allows from this status, in the table's order. */
export function hrActionsFrom(status: UserStatus): HrUserAction[] {
  return HR_USER_ACTIONS.filter((action) => HR_USER_TRANSITIONS[action].from.includes(status));
}
