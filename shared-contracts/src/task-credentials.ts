import * as v from 'valibot';

/**
 * Task credentials admin (staff-and-admin.md §3 Task credential (admin), §4, §5, §8): the rules the add and edit forms
 * of mfe-work and platform-api's credential mutations share, so the form says exactly what the server would answer.
 */

/** The platforms (engine types) credentials are for (staff-and-admin.md §3 Task credential summary per client). */
export const ENGINE_TYPES = [
  'googleAds',
  'googleAnalytics',
  'googleSearchConsole',
  'googleMerchantCentre',
  'googleMyBusiness',
  'googlePlay',
  'googleSearchAds360',
  'googleCampaignManager',
  'googleDv360',
  'microsoftAdvertising',
  'microsoftPowerBI',
  'microsoftSharepoint',
] as const;
export type EngineType = (typeof ENGINE_TYPES)[number];

/** §5 Credential e-mails, verbatim: one invalid address refuses the whole list. */
export const CREDENTIAL_EMAILS_INVALID = 'Not all of these are valid email addresses';
/** §8 Credentials, verbatim (the spec's quotes). */
export const CREDENTIAL_DELETE_OCCUPIED = "The status must not be 'Occupied' to delete";
export const CREDENTIAL_REQUIRED = 'This field is required';
export const CREDENTIAL_EXPIRY_PAST = 'The expiration date must not be in the past';
/** At most this many addresses in one add. */
export const CREDENTIAL_EMAILS_MAX = 100;

/** The result of adding one address (§8 Create results). */
export const CREDENTIAL_ADD_OUTCOMES = ['CREATED', 'USERNAME_IN_USE', 'USERNAME_NOT_FOUND', 'UNKNOWN_ERROR'] as const;
export type CredentialAddOutcome = (typeof CREDENTIAL_ADD_OUTCOMES)[number];
/** §8 Create results, verbatim: what each result says. */
export const CREDENTIAL_ADD_MESSAGES: Readonly<Record<CredentialAddOutcome, string>> = {
  CREATED: 'Created',
  USERNAME_IN_USE: 'Username already in use',
  USERNAME_NOT_FOUND: 'Username not found',
  UNKNOWN_ERROR: 'Unknown Error',
};

export const CREDENTIAL_ACCESS_LEVELS = ['standard', 'admin'] as const;
export type CredentialAccessLevel = (typeof CREDENTIAL_ACCESS_LEVELS)[number];

const isEmail = (text: string) => v.safeParse(v.pipe(v.string(), v.maxLength(254), v.email()), text).success;

/** The addresses typed in the add form: one per line (commas, semicolons and spaces separate too), blanks dropped. */
export function splitCredentialEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Normalised form of a credential e-mail (the platform's username): trimmed, lower case. */
export const normaliseCredentialEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The addresses of one add: at least one, at most CREDENTIAL_EMAILS_MAX, every one a valid e-mail address (else the
 * whole list is refused with CREDENTIAL_EMAILS_INVALID); normalised.
 */
export const CredentialEmailsSchema = v.pipe(
  v.array(v.string(CREDENTIAL_EMAILS_INVALID), CREDENTIAL_REQUIRED),
  v.transform((list) => list.map(normaliseCredentialEmail).filter(Boolean)),
  v.minLength(1, CREDENTIAL_REQUIRED),
  v.maxLength(CREDENTIAL_EMAILS_MAX, `At most ${CREDENTIAL_EMAILS_MAX} email addresses at a time`),
  v.check((list) => list.every(isEmail), CREDENTIAL_EMAILS_INVALID),
);

/** An expiration date (ISO day) is valid when it is today or later; none is valid (the credential does not expire). */
export function credentialExpiryError(expiresOn: string | null | undefined, today: string): string | null {
  if (!expiresOn) return null;
  return expiresOn < today ? CREDENTIAL_EXPIRY_PAST : null;
}

/** A credential whose expiration day has passed is not lent any more. */
export const credentialExpired = (expiresOn: string | null | undefined, today: string): boolean => !!expiresOn && expiresOn < today;
