import * as v from 'valibot';
import { t } from '../../text';
import type { CroudieProfile } from './profile.graphql';

/** §9: the bio is at most 1000 characters. */
export const BIO_MAX = 1000;
export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export interface ExperienceRow {
  verticalId: string | null;
  level: ExperienceLevel;
}

/** The Profile tab's form: the languages split by level, one picker each. */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  city: string;
  countryCode: string | null;
  timezone: string | null;
  nativeLanguages: string[];
  fluentLanguages: string[];
  experience: ExperienceRow[];
  hourlyRate: number | null;
  bio: string;
  portfolio: string;
  linkedinUrl: string;
  wechatId: string;
}

export function profileValuesOf(c: CroudieProfile): ProfileValues {
  return {
    firstName: c.firstName ?? '',
    lastName: c.lastName ?? '',
    city: c.city ?? '',
    countryCode: c.countryCode ?? null,
    timezone: c.timezone ?? null,
    nativeLanguages: c.languages.filter((l) => l.level === 'native').map((l) => l.code),
    fluentLanguages: c.languages.filter((l) => l.level === 'fluent').map((l) => l.code),
    experience: c.experience.map((e) => ({ verticalId: e.verticalId, level: e.level })),
    hourlyRate: c.hourlyRate ?? null,
    bio: c.bio ?? '',
    portfolio: c.portfolio ?? '',
    linkedinUrl: c.linkedinUrl ?? '',
    wechatId: c.wechatId ?? '',
  };
}

const required = () => t('hr.profile.error.required');
const Name = v.pipe(v.string(), v.trim(), v.minLength(1, required));
/** An http(s) address with a host (what a browser can open). */
export function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
const OptionalUrl = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (s) => s === '' || isWebUrl(s),
    () => t('hr.profile.error.url'),
  ),
);

/** The rules the API applies too (contract 18 part A), with its messages: checked before a save is sent. */
const ProfileSchema = v.object({
  firstName: Name,
  lastName: Name,
  bio: v.pipe(
    v.string(),
    v.maxLength(BIO_MAX, () => t('hr.profile.error.bioTooLong')),
  ),
  portfolio: OptionalUrl,
  linkedinUrl: OptionalUrl,
  hourlyRate: v.nullable(
    v.pipe(
      v.number(),
      v.gtValue(0, () => t('hr.profile.error.rate')),
      v.check(
        (n) => Math.round(n * 100) === n * 100,
        () => t('hr.profile.error.rate'),
      ),
    ),
  ),
});

/**
 * The form's errors by field, or undefined when it may be saved. `rateShown`: the hourly rate is on the form (the
 * caller may see it), so it is required.
 */
export function validateProfile(values: ProfileValues, rateShown: boolean): Record<string, string> | undefined {
  const errors: Record<string, string> = {};
  const parsed = v.safeParse(ProfileSchema, values);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const field = issue.path?.[0]?.key;
      if (typeof field === 'string') errors[field] ??= issue.message;
    }
  }
  if (rateShown && values.hourlyRate == null) errors['hourlyRate'] ??= t('hr.profile.error.rate');
  if (values.nativeLanguages.length === 0) errors['nativeLanguages'] = t('hr.profile.error.nativeNeeded');
  // a language is either native or fluent, once
  if (values.fluentLanguages.some((code) => values.nativeLanguages.includes(code))) {
    errors['fluentLanguages'] = t('hr.profile.error.languageTwice');
  }
  const areas = values.experience.map((e) => e.verticalId);
  if (areas.some((id) => !id)) errors['experience'] = t('hr.profile.error.required');
  else if (new Set(areas).size !== areas.length) errors['experience'] = t('hr.profile.error.experienceTwice');
  return Object.keys(errors).length ? errors : undefined;
}

const text = (s: string) => s.trim() || null;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** updateCroudieProfile's input: only what changed (every field of the input is optional), trimmed; empty clears. */
export function profileInput(values: ProfileValues, initial: ProfileValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const changed = (field: keyof ProfileValues) => !same(values[field], initial[field]);
  if (changed('firstName')) input['firstName'] = values.firstName.trim();
  if (changed('lastName')) input['lastName'] = values.lastName.trim();
  for (const field of ['city', 'bio', 'portfolio', 'linkedinUrl', 'wechatId'] as const) {
    if (changed(field)) input[field] = text(values[field]);
  }
  if (changed('countryCode')) input['countryCode'] = values.countryCode;
  if (changed('timezone')) input['timezone'] = values.timezone;
  if (changed('hourlyRate')) input['hourlyRate'] = values.hourlyRate;
  if (changed('nativeLanguages') || changed('fluentLanguages')) {
    input['languages'] = [
      ...values.nativeLanguages.map((code) => ({ code, level: 'native' })),
      ...values.fluentLanguages.map((code) => ({ code, level: 'fluent' })),
    ];
  }
  if (changed('experience')) input['experience'] = values.experience.map((e) => ({ verticalId: e.verticalId, level: e.level }));
  return input;
}

/**
 * Where the API's field errors show on this form: its `languages` error under the native list when it is about the
 * native language, else under the fluent list (a language twice).
 */
export function profileFieldOf(apiField: string, message = ''): keyof ProfileValues | null {
  if (apiField === 'languages') return message === t('hr.profile.error.nativeNeeded') ? 'nativeLanguages' : 'fluentLanguages';
  const fields: readonly string[] = [
    'firstName',
    'lastName',
    'city',
    'countryCode',
    'timezone',
    'experience',
    'hourlyRate',
    'bio',
    'portfolio',
    'linkedinUrl',
    'wechatId',
  ];
  return fields.includes(apiField) ? (apiField as keyof ProfileValues) : null;
}
