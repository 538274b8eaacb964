import * as v from 'valibot';
import { t } from '../../text';
import { isWebUrl } from '../croudie-profile/profileForm';
import type { ReferralSource, StaffProfile } from './staffProfile.graphql';

// The three forms of the staff profile that save through updateUserDetails (§3 User (agency)): what each holds, the
// rules checked before a save is sent (the API checks them again, with the same words), and the input of a save.

export interface DetailsValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  countryCode: string | null;
  usState: string | null;
  nativeLanguage: string | null;
  linkedinUrl: string;
}

export interface PreferencesValues {
  timezone: string | null;
  sendCodesByEmail: boolean;
}

export interface HrValues {
  officeId: string | null;
  referralSource: ReferralSource | null;
  dateOnboarded: string | null;
}

export const detailsValuesOf = (u: StaffProfile): DetailsValues => ({
  firstName: u.firstName,
  lastName: u.lastName,
  phoneNumber: u.phoneNumber ?? '',
  countryCode: u.countryCode ?? null,
  usState: u.usState ?? null,
  nativeLanguage: u.nativeLanguage?.code ?? null,
  linkedinUrl: u.linkedinUrl ?? '',
});

export const preferencesValuesOf = (u: StaffProfile): PreferencesValues => ({
  timezone: u.timezone ?? null,
  sendCodesByEmail: u.sendCodesByEmail,
});

export const hrValuesOf = (u: StaffProfile, officeId: string | null): HrValues => ({
  officeId,
  referralSource: u.referralSource ?? null,
  dateOnboarded: u.dateOnboarded ?? null,
});

/** A US state belongs to a United States address only (the API drops it for any other country). */
export const asksUsState = (countryCode: string | null | undefined) => countryCode === 'US';

const required = () => t('hr.staff.error.required');
const Name = v.pipe(v.string(), v.trim(), v.minLength(1, required));
/** The API takes a LinkedIn address with or without its https:// (it adds it). */
const LinkedIn = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (s) => s === '' || isWebUrl(s) || isWebUrl(`https://${s}`),
    () => t('hr.staff.error.url'),
  ),
);
/** A number with its country code (§5 phone: stored with a leading +); whether it is a real number is the API's call. */
const Phone = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (s) => s === '' || /^(\+|00)[\d\s().-]{6,}$/.test(s),
    () => t('hr.staff.error.phone'),
  ),
);
const DetailsSchema = v.object({ firstName: Name, lastName: Name, phoneNumber: Phone, linkedinUrl: LinkedIn });

/** The Details form's errors by field, or undefined when it may be saved. */
export function validateDetails(values: DetailsValues): Record<string, string> | undefined {
  const parsed = v.safeParse(DetailsSchema, values);
  if (parsed.success) return undefined;
  const errors: Record<string, string> = {};
  for (const issue of parsed.issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field === 'string') errors[field] ??= issue.message;
  }
  return errors;
}

/** Text of an optional field as the API takes it: trimmed, and empty clears it. */
const optionalText = (s: string) => s.trim() || null;

/** updateUserDetails' input of a Details save: only what changed (every field of the input is optional). */
export function detailsInput(values: DetailsValues, initial: DetailsValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const changed = (field: keyof DetailsValues) => values[field] !== initial[field];
  if (changed('firstName')) input['firstName'] = values.firstName.trim();
  if (changed('lastName')) input['lastName'] = values.lastName.trim();
  if (changed('phoneNumber')) input['phoneNumber'] = optionalText(values.phoneNumber);
  if (changed('linkedinUrl')) input['linkedinUrl'] = optionalText(values.linkedinUrl);
  if (changed('nativeLanguage')) input['nativeLanguage'] = values.nativeLanguage;
  if (changed('countryCode')) input['countryCode'] = values.countryCode;
  // the state is only on the form for a US address; moving away from the US drops it on the server
  if (asksUsState(values.countryCode) && (changed('usState') || changed('countryCode'))) input['usState'] = values.usState;
  return input;
}

export function preferencesInput(values: PreferencesValues, initial: PreferencesValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  if (values.timezone !== initial.timezone) input['timezone'] = values.timezone;
  if (values.sendCodesByEmail !== initial.sendCodesByEmail) input['sendCodesByEmail'] = values.sendCodesByEmail;
  return input;
}

export function hrInput(values: HrValues, initial: HrValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of ['officeId', 'referralSource', 'dateOnboarded'] as const) {
    if (values[field] !== initial[field]) input[field] = values[field];
  }
  return input;
}

/**
 * The API's field errors (BAD_USER_INPUT, or FORBIDDEN "Only HR users can change this") that belong on a form's
 * fields, keyed by those fields; the rest of the refusal is the toast's.
 */
export function fieldErrorsOn<V extends object>(values: V, fieldErrors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => field in values));
}
