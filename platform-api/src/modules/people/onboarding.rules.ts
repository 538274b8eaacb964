/** The pending croudie's checklist rules (staff-and-admin.md §1, §4, §9); step names and limits come from shared-contracts. */
import {
  isStaffOnboardingStep,
  ONBOARDING_EXTENSION_DAYS,
  ONBOARDING_STAFF_ROLES,
  onboardingProgress,
  type OnboardingStep,
} from '@work/shared-contracts/onboarding';

export {
  ONBOARDING_EXTENSION_DAYS,
  ONBOARDING_STAFF_ROLES,
  ONBOARDING_STEPS,
  ONBOARDING_WINDOW_DAYS,
  STAFF_ONBOARDING_STEPS,
  onboardingDaysLeft,
  onboardingProgress,
  type OnboardingStep,
} from '@work/shared-contracts/onboarding';

const DAY_MS = 24 * 60 * 60 * 1000;

export const GO_LIVE_MESSAGES = {
  notPending: 'Only a pending croudie can go live',
  stepsOpen: 'Every step of the checklist must be complete before going live',
  deadlinePassed: 'The onboarding deadline has passed; ask the network team to extend it',
} as const;

/** Why this croudie cannot go live now, or null when they can (every step done, pending, deadline not passed). */
export function goLiveRefusal(input: {
  roles: readonly string[];
  completed: Iterable<string>;
  deadline: Date | null;
  now: Date;
}): string | null {
  if (!input.roles.includes('croudie-pending')) return GO_LIVE_MESSAGES.notPending;
  if (!onboardingProgress(input.completed).complete) return GO_LIVE_MESSAGES.stepsOpen;
  if (input.deadline && input.deadline.getTime() < input.now.getTime()) return GO_LIVE_MESSAGES.deadlinePassed;
  return null;
}

/** Staff mark a step only if it is one of the staff-only steps and they hold croudie_verifier or network_admin. */
export function staffMayComplete(roles: readonly string[], step: OnboardingStep): boolean {
  return isStaffOnboardingStep(step) && ONBOARDING_STAFF_ROLES.some((r) => roles.includes(r));
}

/** What staff are told when an extension is refused, whatever the reason (§8). */
export const EXTEND_REFUSED = 'Unable to extend Croudie deadline date';

/** Why an extension is refused (the reason is logged; staff see EXTEND_REFUSED). */
export const EXTENSION_MESSAGES = {
  notPending: "Only a pending croudie's deadline can be extended",
  alreadyExtended: 'This deadline has already been extended',
} as const;

/** One extension of 30 days per croudie, for pending croudies; answers the new deadline or the refusal. */
export function extendedDeadline(input: {
  pending: boolean;
  deadline: Date;
  alreadyExtended: boolean;
}): { deadline: Date } | { refusal: string } {
  if (!input.pending) return { refusal: EXTENSION_MESSAGES.notPending };
  if (input.alreadyExtended) return { refusal: EXTENSION_MESSAGES.alreadyExtended };
  return { deadline: new Date(input.deadline.getTime() + ONBOARDING_EXTENSION_DAYS * DAY_MS) };
}
