// The create-user form's values, rules and answers (staff-and-admin.md §2 onboarding, §5; ADR 0272). The rules mirror
// createUser's (platform-api people/staff-onboarding.rules.ts) so a mistake shows before anything is sent; the server
// stays the judge of the unique e-mail, the office and the team.
import { FORM_ERROR } from 'final-form';
import * as v from 'valibot';
import type { CombinedError } from 'urql';
import { STAFF_ROLES } from '@work/shared-contracts/roles';
import { refusalOf as readRefusal } from '@work/shared-ui/refusal';
import type { ReferralSource } from '@work/shared-contracts/onboarding';
import { t } from '../../text';
import type { VariablesOf } from '../../graphql';
import type { CreateUserMutation } from './staffOnboarding.graphql';

export interface CreateUserValues {
  firstName: string;
  lastName: string;
  email: string;
  officeId: string | null;
  teamId: string | null;
  roles: string[];
  referralSource: ReferralSource | null;
}

export const EMPTY_USER: CreateUserValues = {
  firstName: '',
  lastName: '',
  email: '',
  officeId: null,
  teamId: null,
  roles: [],
  referralSource: null,
};

/** The API's limit of a name (people/profile.rules.ts NAME_MAX_LENGTH). */
const NAME_MAX = 100;

/** The address as the API keeps it: trimmed, lower case (an address is unique in any case). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const required = () => t('hr.onboarding.error.required');
const Name = v.pipe(
  v.string(required),
  v.trim(),
  v.nonEmpty(required),
  v.maxLength(NAME_MAX, () => t('hr.onboarding.error.nameTooLong')),
);
const Email = v.pipe(
  v.string(required),
  v.trim(),
  v.nonEmpty(required),
  v.maxLength(254, () => t('hr.onboarding.error.email')),
  v.email(() => t('hr.onboarding.error.email')),
);
const Chosen = v.pipe(
  v.nullable(v.string()),
  v.check((id) => Boolean(id), required),
);

const CreateUserSchema = v.object({
  firstName: Name,
  lastName: Name,
  email: Email,
  officeId: Chosen,
  teamId: Chosen,
  roles: v.pipe(
    v.array(v.picklist(STAFF_ROLES)),
    v.minLength(1, () => t('hr.onboarding.error.roles')),
  ),
});

/** Whether an address is worth asking the live check about (a malformed one gets the form's own message). */
export const isEmailAddress = (email: string) => v.is(Email, email);

/** The form's errors by field, or undefined when it may go on to the terms. */
export function validateCreateUser(values: CreateUserValues): Record<string, string> | undefined {
  const parsed = v.safeParse(CreateUserSchema, values);
  if (parsed.success) return undefined;
  const errors: Record<string, string> = {};
  for (const issue of parsed.issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field === 'string') errors[field] ??= issue.message;
  }
  return errors;
}

export type CreateUserInput = VariablesOf<typeof CreateUserMutation>['input'];

/** createUser's input: trimmed, and the terms accepted (only ever built after the terms dialog said so). */
export function createUserInput(values: CreateUserValues): CreateUserInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: normaliseEmail(values.email),
    officeId: values.officeId ?? '',
    teamId: values.teamId ?? '',
    roles: values.roles,
    referralSource: values.referralSource,
    termsAccepted: true,
  };
}

/** An address someone holds already: the §5 message, and the staff user to link to (to reactivate them) when known. */
export interface TakenEmail {
  email: string;
  message: string;
  userId: string | null;
}

/** What a refused createUser means for the form: errors by field (or FORM_ERROR), and the holder of a taken address. */
export interface Refusal {
  errors: Record<string, string>;
  taken: TakenEmail | null;
}

const FORM_FIELDS: readonly string[] = ['firstName', 'lastName', 'email', 'officeId', 'teamId', 'roles', 'referralSource'];

/**
 * The API's answer on the form: BAD_USER_INPUT and CONFLICT field errors on their fields (`roles.0` on roles), a rule
 * about no field of the form (the terms) at the form's level, anything else the generic "contact support" failure.
 */
export function refusalOf(error: CombinedError | undefined, email: string): Refusal {
  const { code, message, fieldErrors } = readRefusal(error);
  if (code !== 'BAD_USER_INPUT' && code !== 'CONFLICT') return { errors: { [FORM_ERROR]: t('hr.onboarding.error.failed') }, taken: null };
  const errors: Record<string, string> = {};
  for (const [field, fieldMessage] of Object.entries(fieldErrors)) {
    if (FORM_FIELDS.includes(field)) errors[field] ??= fieldMessage;
    else errors[FORM_ERROR] ??= fieldMessage;
  }
  if (Object.keys(errors).length === 0) errors[FORM_ERROR] = message ?? t('hr.onboarding.error.failed');
  const userId = error?.graphQLErrors[0]?.extensions?.userId;
  const taken =
    code === 'CONFLICT' && errors['email']
      ? { email: normaliseEmail(email), message: errors['email'], userId: typeof userId === 'string' ? userId : null }
      : null;
  return { errors, taken };
}
