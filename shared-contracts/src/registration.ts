import * as v from 'valibot';

/**
 * Croudie self-registration (the onboarding frame's "create account" form, staff-and-admin.md §5): the shell's form
 * and platform-api's registerCroudie mutation validate with this one schema, so the form shows exactly what the
 * server would answer. Text fields are trimmed; terms must be accepted when registering.
 */
export const REGISTRATION_MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  tooLong: 'Must be 100 characters or fewer',
  terms: 'You must accept the terms and conditions to register',
  exists: 'This user already exists',
  needsReactivating: 'This user already exists but will need reactivating',
} as const;

const Name = v.pipe(
  v.string(REGISTRATION_MESSAGES.required),
  v.trim(),
  v.nonEmpty(REGISTRATION_MESSAGES.required),
  v.maxLength(100, REGISTRATION_MESSAGES.tooLong),
);

export const RegistrationSchema = v.object({
  firstName: Name,
  lastName: Name,
  email: v.pipe(
    v.string(REGISTRATION_MESSAGES.required),
    v.trim(),
    v.nonEmpty(REGISTRATION_MESSAGES.required),
    v.maxLength(254, REGISTRATION_MESSAGES.email),
    v.email(REGISTRATION_MESSAGES.email),
  ),
  acceptTerms: v.literal(true, REGISTRATION_MESSAGES.terms),
});

export type RegistrationInput = v.InferOutput<typeof RegistrationSchema>;

/** Statuses of an existing croudie that a staff member must reactivate before the address can be used again. */
export const REACTIVATION_STATUSES: readonly string[] = ['inactive', 'offboarded', 'paused', 'pending_reactivation', 'deleted'];
