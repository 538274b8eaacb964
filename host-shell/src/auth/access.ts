import { isPendingCroudie, type Session } from '@work/shared-contracts';

/**
 * What a pending croudie may open (shell-and-freelancer.md §2); everything else sends them to their dashboard.
 * /profile/complete is the complete-profile wizard their checklist links to (ADR 0210): completing the profile is
 * part of onboarding, so it is open to them like /my-profile. /announcement/{id} is where the notification panel's View
 * goes: announcements may be addressed to pending croudies (the croudie-pending role filter, ADR 0287), so their own
 * announcement opens for them too (ADR 0290).
 */
export const PENDING_CROUDIE_PATHS = [
  '/dashboard/pending',
  '/academy',
  '/my-profile',
  '/profile/complete',
  '/impersonate',
  '/agreement',
  '/announcement',
] as const;

/** The home page: pending croudies get their own dashboard, everyone else /work. */
export function homePath(session: Pick<Session, 'roles'>): string {
  return isPendingCroudie(session.roles) ? '/dashboard/pending' : '/work';
}
