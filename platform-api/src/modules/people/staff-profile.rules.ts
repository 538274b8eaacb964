/** A staff user's profile (staff-and-admin.md §3 User (agency), Referral options; §5; §8; issue 19). */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import * as v from 'valibot';
import { COUNTRY_CODES, isTimezone, LANGUAGE_CODES } from '../reference/index.js';
import { asWebUrl, NAME_MAX_LENGTH, PROFILE_MESSAGES, URL_MAX_LENGTH } from './profile.rules.js';

export { DASHBOARD_KEYS, REFERRAL_SOURCES, type DashboardKey, type ReferralSource } from './staff-profile.enums.js';
import { DASHBOARD_KEYS, REFERRAL_SOURCES } from './staff-profile.enums.js';

export const STAFF_PROFILE_MESSAGES = {
  ...PROFILE_MESSAGES,
  phone: 'Please enter a valid phone number',
  language: 'Please choose a language from the list',
  office: 'Please choose an office from the list',
  referralSource: 'Please choose a referral source from the list',
  date: 'Please enter a valid date',
  hrOnly: 'Only HR users can change this',
  preferencesFailed: 'Unable to update preferences',
  dashboardsFailed: "Unable to update the user's dashboards",
  dashboard: 'Please choose dashboards from the list',
  dashboardTwice: 'A dashboard can be chosen only once',
} as const;
const M = STAFF_PROFILE_MESSAGES;

/** Any valid number (staff give desk lines too) with its country code, in E.164 with its leading +, or null. */
export function phoneNumber(text: string): string | null {
  const trimmed = text.trim().replace(/^00/, '+');
  if (!trimmed.startsWith('+')) return null;
  const phone = parsePhoneNumberFromString(trimmed);
  return phone?.isValid() ? phone.number : null;
}

/** Fields only hr_user changes (§3: office, referral source, date onboarded are HR's record, not the person's). */
export const HR_ONLY_DETAILS = ['officeId', 'referralSource', 'dateOnboarded'] as const;

const name = v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(NAME_MAX_LENGTH, M.nameTooLong));

/** '' or null clear an optional field (null out); undefined leaves it. */
const clearable = <S extends v.GenericSchema<string, unknown>>(schema: S, message: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(message),
        v.trim(),
        v.union(
          [
            v.pipe(
              v.literal(''),
              v.transform(() => null),
            ),
            schema,
          ],
          message,
        ),
      ),
    ),
  );

const withRaw = (message: string, parse: (text: string) => string | null) =>
  v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const out = parse(dataset.value);
      if (out === null) {
        addIssue({ message });
        return NEVER;
      }
      return out;
    }),
  );

/** UserDetailsInput: every field optional, only the given ones change; null or '' clears an optional one. */
export const UserDetailsSchema = v.object({
  firstName: v.optional(name),
  lastName: v.optional(name),
  timezone: v.optional(v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.check(isTimezone, M.timezone))),
  phoneNumber: clearable(withRaw(M.phone, phoneNumber), M.phone),
  countryCode: clearable(
    v.pipe(
      v.string(),
      v.toUpperCase(),
      v.check((code) => COUNTRY_CODES.has(code), M.country),
    ),
    M.country,
  ),
  usState: clearable(v.pipe(v.string(), v.toUpperCase()), M.usState),
  nativeLanguage: clearable(
    v.pipe(
      v.string(),
      v.toLowerCase(),
      v.check((code) => LANGUAGE_CODES.includes(code), M.language),
    ),
    M.language,
  ),
  linkedinUrl: clearable(
    withRaw(M.url, (text) => (text.length > URL_MAX_LENGTH ? null : asWebUrl(text))),
    M.url,
  ),
  sendCodesByEmail: v.optional(v.boolean()),
  officeId: v.optional(v.nullable(v.pipe(v.string(M.office), v.regex(/^[1-9][0-9]{0,9}$/, M.office), v.transform(Number)))),
  referralSource: v.optional(v.nullable(v.picklist(REFERRAL_SOURCES, M.referralSource))),
  avatarFileId: v.optional(v.nullable(v.pipe(v.string(M.photo), v.regex(/^[1-9][0-9]{0,9}$/, M.photo), v.transform(Number)))),
  dateOnboarded: v.optional(
    v.nullable(
      v.pipe(
        v.string(M.date),
        v.regex(/^\d{4}-\d{2}-\d{2}$/, M.date),
        v.check(
          (text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
          M.date,
        ),
      ),
    ),
  ),
});
export type UserDetailsValues = v.InferOutput<typeof UserDetailsSchema>;

export const DashboardsSchema = v.pipe(
  v.array(v.picklist(DASHBOARD_KEYS, M.dashboard)),
  v.check((keys) => new Set(keys).size === keys.length, M.dashboardTwice),
);
