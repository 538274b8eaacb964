/** Onboarding a new staff user (staff-and-admin.md §2 onboarding (create user), §5 unique e-mail; issue 19; ADR 0272). */
import * as v from 'valibot';
import { REGISTRATION_MESSAGES } from '@work/shared-contracts/registration';
import { NAME_MAX_LENGTH, PROFILE_MESSAGES } from './profile.rules.js';
import { STAFF_ROLES, type UserStatus } from './people.rules.js';
import { REFERRAL_SOURCES } from './staff-profile.rules.js';

export const ONBOARDING_USER_MESSAGES = {
  required: PROFILE_MESSAGES.required,
  nameTooLong: PROFILE_MESSAGES.nameTooLong,
  email: REGISTRATION_MESSAGES.email,
  exists: REGISTRATION_MESSAGES.exists,
  needsReactivating: REGISTRATION_MESSAGES.needsReactivating,
  terms: 'You must accept the terms',
  office: 'Please choose an office from the list',
  team: 'Please choose a team from the list',
  roles: 'Please choose at least one role',
  role: 'Please choose roles from the list',
  roleTwice: 'A role can be given only once',
  referralSource: 'Please choose a referral source from the list',
  failed: 'Unable to create user',
} as const;
const M = ONBOARDING_USER_MESSAGES;

/**
 * Statuses of an existing staff user whose address comes back through reactivate, not a new user (§5). Every other
 * staff status (live, pending, …) and any croudie or client user holding the address: "This user already exists".
 */
export const NEEDS_REACTIVATING_STATUSES: readonly UserStatus[] = ['offboarded', 'inactive', 'pending_reactivation'];

const Id = (message: string) => v.pipe(v.string(message), v.regex(/^[1-9][0-9]{0,9}$/, message), v.transform(Number));
const Name = v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(NAME_MAX_LENGTH, M.nameTooLong));

export const EmailAddressSchema = v.pipe(
  v.string(M.required),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(M.required),
  v.maxLength(254, M.email),
  v.email(M.email),
);

export const CreateUserSchema = v.object({
  firstName: Name,
  lastName: Name,
  email: EmailAddressSchema,
  officeId: Id(M.office),
  teamId: Id(M.team),
  roles: v.pipe(
    v.array(v.picklist(STAFF_ROLES, M.role), M.roles),
    v.minLength(1, M.roles),
    v.check((roles) => new Set(roles).size === roles.length, M.roleTwice),
  ),
  referralSource: v.nullish(v.picklist(REFERRAL_SOURCES, M.referralSource), null),
  termsAccepted: v.literal(true, M.terms),
});
export type CreateUserValues = v.InferOutput<typeof CreateUserSchema>;

/** Who holds an address already: nobody, or the person's kind with, for a staff user, their id and status. */
export type EmailHolder = null | { kind: 'USER'; id: number; status: UserStatus } | { kind: 'OTHER' };

/** The answer of the live e-mail check and createUser's refusal: free, or the §5 message (with the staff user to link to). */
export function emailAvailability(holder: EmailHolder): { available: boolean; message: string | null; userId: number | null } {
  if (!holder) return { available: true, message: null, userId: null };
  if (holder.kind === 'USER' && NEEDS_REACTIVATING_STATUSES.includes(holder.status))
    return { available: false, message: M.needsReactivating, userId: holder.id };
  return { available: false, message: M.exists, userId: holder.kind === 'USER' ? holder.id : null };
}
