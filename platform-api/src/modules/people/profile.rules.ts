/** The croudie profile's rules and messages (staff-and-admin.md §3 Croudie, Profile needs; §5; §8). */
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { BIO_MAX_LENGTH } from '@work/shared-contracts/onboarding';
import { isUsState } from '@work/shared-contracts/us-states';
import { COUNTRY_CODES, isTimezone, LANGUAGE_CODES } from '../reference/index.js';

export const LANGUAGE_LEVELS = ['native', 'fluent'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
/** §3: areas of experience are beginner, intermediate or advanced. */
export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const NAME_MAX_LENGTH = 100;
export const WECHAT_MAX_LENGTH = 100;
export const URL_MAX_LENGTH = 500;

export const PROFILE_MESSAGES = {
  failed: 'Unable to update details',
  required: 'This field is required',
  nameTooLong: `The name can be at most ${NAME_MAX_LENGTH} characters`,
  hourlyRate: 'Please enter an amount greater than £0',
  bio: `The bio can be at most ${BIO_MAX_LENGTH} characters`,
  url: 'Please enter a valid URL',
  linkedinTaken: 'This Linkedin profile is already registered',
  languageTwice: 'Language has been added already',
  language: 'Please choose a language from the list',
  nativeNeeded: 'Please add at least one native language',
  experienceTwice: 'This area of experience has been added already',
  experience: 'Please choose an area of experience from the list',
  timezone: 'Please choose a timezone from the list',
  country: 'Please choose a country from the list',
  usState: 'Please choose a US state',
  usStateOutsideUs: 'A US state is only given for a United States address',
  wechat: `The WeChat ID can be at most ${WECHAT_MAX_LENGTH} characters`,
  photo: 'Upload the photo first, as yourself, for your profile',
} as const;

export const EMAIL_CHANGE_MESSAGES = {
  failed: 'Unable to update your email address at this time',
  invalid: 'Please enter a valid email address',
  taken: 'This email address is already registered',
} as const;

export const OUT_OF_OFFICE_MESSAGES = {
  date: 'Please enter a valid date',
  order: 'The end date must be on or after the start date',
  past: 'The end date cannot be in the past',
} as const;

export const ID_DOCUMENT_MESSAGES = {
  notYours: 'Upload the file first, as yourself, for your profile',
  notFound: 'This document is no longer on the profile',
} as const;

const M = PROFILE_MESSAGES;

const name = v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(NAME_MAX_LENGTH, M.nameTooLong));

/** Optional text the croudie may clear: '' or null clear it (null out), undefined leaves it. */
const clearable = <S extends v.GenericSchema<string, string>>(schema: S) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.union(
          [
            v.pipe(
              v.literal(''),
              v.transform(() => null),
            ),
            schema,
          ],
          (issue) => issue.issues?.at(-1)?.message ?? M.url,
        ),
      ),
    ),
  );

/** http(s) URL; one typed without its scheme ("linkedin.com/in/alex") is kept with https://. */
export function asWebUrl(text: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) return null;
    return withScheme;
  } catch {
    return null;
  }
}

const webUrl = v.pipe(
  v.string(),
  v.maxLength(URL_MAX_LENGTH, M.url),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const url = asWebUrl(dataset.value);
    if (url === null) {
      addIssue({ message: M.url });
      return NEVER;
    }
    return url;
  }),
);

/**
 * A LinkedIn profile as two croudies' profiles are compared: without scheme, www., trailing slashes or case, so
 * https://www.linkedin.com/in/Alex/ and linkedin.com/in/alex are the same profile.
 */
export function linkedinKey(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

const LanguageSchema = v.object({
  code: v.pipe(
    v.string(M.language),
    v.trim(),
    v.toLowerCase(),
    v.check((code) => LANGUAGE_CODES.includes(code), M.language),
  ),
  level: v.picklist(LANGUAGE_LEVELS, M.language),
});

const ExperienceSchema = v.object({
  verticalId: v.pipe(v.string(M.experience), v.regex(/^[1-9][0-9]{0,9}$/, M.experience), v.transform(Number)),
  level: v.picklist(EXPERIENCE_LEVELS, M.experience),
});

/** Every field optional: only the given ones change (CroudieProfileInput). */
export const CroudieProfileSchema = v.object({
  firstName: v.optional(name),
  lastName: v.optional(name),
  city: clearable(v.pipe(v.string(), v.maxLength(NAME_MAX_LENGTH, M.nameTooLong))),
  timezone: v.optional(v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.check(isTimezone, M.timezone))),
  countryCode: v.optional(
    v.pipe(
      v.string(M.required),
      v.trim(),
      v.nonEmpty(M.required),
      v.toUpperCase(),
      v.check((code) => COUNTRY_CODES.has(code), M.country),
    ),
  ),
  usState: clearable(v.pipe(v.string(), v.toUpperCase())),
  languages: v.optional(
    v.pipe(
      v.array(LanguageSchema, M.language),
      v.check((list) => new Set(list.map((l) => l.code)).size === list.length, M.languageTwice),
      v.check((list) => list.length === 0 || list.some((l) => l.level === 'native'), M.nativeNeeded),
    ),
  ),
  experience: v.optional(
    v.pipe(
      v.array(ExperienceSchema, M.experience),
      v.check((list) => new Set(list.map((e) => e.verticalId)).size === list.length, M.experienceTwice),
    ),
  ),
  hourlyRate: v.optional(
    v.pipe(
      v.number(M.hourlyRate),
      v.check((n) => Number.isFinite(n) && n > 0 && n < 100_000_000 && Math.round(n * 100) === n * 100, M.hourlyRate),
    ),
  ),
  bio: clearable(v.pipe(v.string(), v.maxLength(BIO_MAX_LENGTH, M.bio))),
  portfolio: clearable(webUrl),
  linkedinUrl: clearable(webUrl),
  wechatId: clearable(v.pipe(v.string(), v.maxLength(WECHAT_MAX_LENGTH, M.wechat))),
  avatarFileId: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, M.photo), v.transform(Number)))),
});
export type CroudieProfileValues = v.InferOutput<typeof CroudieProfileSchema>;

/**
 * The usState a save leaves, or the field's problem: only a US address has one, and then one of the 50 states or DC.
 * A move away from the US drops the state; a US croudie saving one clears the update-needed banner.
 */
export function usStateAfterSave(
  current: { countryCode: string | null; usState: string | null },
  input: { countryCode?: string; usState?: string | null },
): { usState: string | null } | { problem: string } {
  const country = input.countryCode ?? current.countryCode;
  if (country !== 'US') {
    if (input.usState) return { problem: M.usStateOutsideUs };
    return { usState: null };
  }
  const state = input.usState === undefined ? current.usState : input.usState;
  if (state !== null && !isUsState(state)) return { problem: M.usState };
  return { usState: state };
}

/**
 * What registration asks of a profile (§3 Profile needs: phone and hourly rate; §5 terms accepted): a pending croudie's
 * profile with all of it completes the checklist's profile step, whichever form saved it.
 */
export function profileComplete(croudie: { phoneNumber: string | null; hourlyRate: string | null }, termsAccepted: boolean): boolean {
  return Boolean(croudie.phoneNumber && croudie.hourlyRate && termsAccepted);
}

export const EmailSchema = v.pipe(
  v.string(EMAIL_CHANGE_MESSAGES.invalid),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, EMAIL_CHANGE_MESSAGES.invalid),
  v.email(EMAIL_CHANGE_MESSAGES.invalid),
);

const isoDate = v.pipe(
  v.string(OUT_OF_OFFICE_MESSAGES.date),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, OUT_OF_OFFICE_MESSAGES.date),
  v.check((text) => DateTime.fromISO(text).isValid, OUT_OF_OFFICE_MESSAGES.date),
);
export const OutOfOfficeSchema = v.object({ startDate: isoDate, endDate: isoDate });

/**
 * What is wrong with an out-of-office range, by field, or null: the end on or after the start and not before today
 * (in the croudie's timezone, by the platform clock).
 */
export function outOfOfficeProblems(
  range: { startDate: string; endDate: string },
  now: Date,
  timezone: string,
): Record<string, string> | null {
  if (range.endDate < range.startDate) return { endDate: OUT_OF_OFFICE_MESSAGES.order };
  const today = DateTime.fromJSDate(now, { zone: timezone }).toISODate();
  if (today && range.endDate < today) return { endDate: OUT_OF_OFFICE_MESSAGES.past };
  return null;
}

/** Field errors by the input's field name ("languages.1.code" → "languages"), first message each. */
export function topLevelFieldErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) out[key.split('.')[0]!] ??= message;
  return out;
}
