/** Roles, statuses and kinds of people (staff-and-admin.md §3, §4, §6). */

// Role names are shared with the front-ends: one list, in shared-contracts.
export { CROUDIE_ROLES, INVOICABLE_ROLES, STAFF_ROLES, type CroudieRole, type StaffRole } from '@work/shared-contracts/roles';

import { CROUDIE_ROLES, STAFF_ROLES } from '@work/shared-contracts/roles';

export const CLIENT_USER_ROLES = ['client_user'] as const;

export const ALL_ROLES = [...STAFF_ROLES, ...CROUDIE_ROLES, ...CLIENT_USER_ROLES] as const;
export type Role = (typeof ALL_ROLES)[number];

export const USER_STATUSES = [
  'pending',
  'active',
  'reactivated',
  'offboarded',
  'deleted',
  'paused',
  'signup',
  'inactive',
  'blocked',
  'suspended',
  'anonymised',
  'pending_reactivation',
] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** entity_type any_other_type means "not a limited company" (the hours chip shows). */
export const ENTITY_TYPES = ['limited_company', 'any_other_type'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const PERSON_KINDS = ['USER', 'CROUDIE', 'CLIENT_USER'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

const PRINCIPAL_PREFIX: Record<PersonKind, string> = {
  USER: 'user-service:users:',
  CROUDIE: 'croudie-network:croudies:',
  CLIENT_USER: 'client-portal:client-users:',
};

export function principalIdOf(kind: PersonKind, id: number | string): string {
  return `${PRINCIPAL_PREFIX[kind]}${id}`;
}

/** Parses `user-service:users:12` → { kind: USER, id: 12 }; anything else → null. */
export function parsePrincipalId(principalId: string): { kind: PersonKind; id: number } | null {
  for (const kind of PERSON_KINDS) {
    const prefix = PRINCIPAL_PREFIX[kind];
    if (principalId.startsWith(prefix)) {
      const rest = principalId.slice(prefix.length);
      if (/^[1-9][0-9]{0,9}$/.test(rest)) return { kind, id: Number(rest) };
      return null;
    }
  }
  return null;
}

/** The US-state check of the offboarding data and the banner (shell-and-freelancer.md §4, §5). */
export function usStateUpdateNeeded(person: { countryCode: string | null; usState: string | null }): boolean {
  return person.countryCode === 'US' && !person.usState;
}

/** Whether the onboarding deadline of a pending croudie has passed, by the platform clock. */
export function onboardingDeadlinePassed(deadline: Date | null, now: Date): boolean {
  return deadline !== null && deadline.getTime() < now.getTime();
}

/** Pending croudies get this long from sign-up to complete onboarding (staff-and-admin.md §9: 42 days). */
export { ONBOARDING_WINDOW_DAYS as ONBOARDING_PERIOD_DAYS } from '@work/shared-contracts/onboarding';
