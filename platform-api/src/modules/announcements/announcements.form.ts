/** The announcement admin form's validation (staff-and-admin.md §3 Announcement (admin); ADR 0287). */
import * as v from 'valibot';
import { EXCLUDED_CROUDIES_MAX, FILTER_VALUES_MAX } from '@work/shared-contracts/announcements';
import { CROUDIE_ROLES } from '@work/shared-contracts/roles';
import { SearchFilterSchema } from '../../kit/graphql/list-filters.js';
import { USER_STATUSES } from '../people/index.js';
import { COUNTRY_CODES, LANGUAGE_CODES } from '../reference/index.js';
import {
  ACTION_NAME_MAX,
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENT_STATUSES,
  CONTENT_MAX,
  LIFETIME_DAYS_MAX,
  NAME_MAX,
  sanitiseAnnouncementContent,
} from './announcements.rules.js';

const ID_PATTERN = /^[1-9][0-9]{0,9}$/;
export const IdSchema = v.pipe(v.string(), v.regex(ID_PATTERN, 'Not a valid id'), v.transform(Number));

export { EXCLUDED_CROUDIES_MAX, FILTER_VALUES_MAX };

/** A list of distinct values; absent or null is an empty list. */
const listOf = <T extends v.GenericSchema<string, string | number>>(item: T, max: number, tooMany: string) =>
  v.pipe(
    v.optional(v.nullable(v.array(item)), null),
    v.transform((values) => [...new Set(values ?? [])] as v.InferOutput<T>[]),
    v.maxLength(max, tooMany),
  );

const tooMany = `At most ${FILTER_VALUES_MAX} values`;

export const AudienceFiltersSchema = v.pipe(
  v.optional(v.nullable(v.looseObject({})), null),
  v.transform((filters) => filters ?? {}),
  v.object({
    roles: listOf(v.picklist(CROUDIE_ROLES, `A croudie role: ${CROUDIE_ROLES.join(', ')}`), FILTER_VALUES_MAX, tooMany),
    countryCodes: listOf(
      v.pipe(
        v.string(),
        v.trim(),
        v.toUpperCase(),
        v.check((code) => COUNTRY_CODES.has(code), 'A country code of ISO 3166-1, e.g. GB'),
      ),
      FILTER_VALUES_MAX,
      tooMany,
    ),
    languageCodes: listOf(
      v.pipe(
        v.string(),
        v.trim(),
        v.toLowerCase(),
        v.check((code) => LANGUAGE_CODES.includes(code), 'A language code of ISO 639-1, e.g. en'),
      ),
      FILTER_VALUES_MAX,
      tooMany,
    ),
    qualificationIds: listOf(IdSchema, FILTER_VALUES_MAX, tooMany),
    accountStatuses: listOf(v.picklist(USER_STATUSES, `An account status: ${USER_STATUSES.join(', ')}`), FILTER_VALUES_MAX, tooMany),
  }),
);

export const AudienceSchema = v.pipe(
  v.optional(v.nullable(v.looseObject({})), null),
  v.transform((audience) => audience ?? {}),
  v.object({
    include: AudienceFiltersSchema,
    exclude: AudienceFiltersSchema,
    excludedCroudieIds: listOf(IdSchema, EXCLUDED_CROUDIES_MAX, `At most ${EXCLUDED_CROUDIES_MAX} excluded croudies`),
  }),
);

const label = (which: 'positive' | 'negative') =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((text) => text?.trim() || null),
    v.nullable(v.pipe(v.string(), v.maxLength(ACTION_NAME_MAX, `The ${which} button's label is at most ${ACTION_NAME_MAX} characters`))),
  );

export const LIFETIME_MESSAGE = `The lifetime is a whole number of days from 1 to ${LIFETIME_DAYS_MAX}`;

/**
 * The form as saved: subject and body required (the body is sanitised HTML), buttons' labels, a schedule in the future
 * by the platform clock (`now`) unless sent on save, a lifetime in whole days.
 */
export function announcementFormSchema(now: Date) {
  return v.pipe(
    v.object({
      id: v.optional(v.nullable(IdSchema), null),
      subject: v.pipe(
        v.string(),
        v.trim(),
        v.minLength(1, 'Enter a subject'),
        v.maxLength(NAME_MAX, `The subject is at most ${NAME_MAX} characters`),
      ),
      body: v.pipe(
        v.string(),
        v.maxLength(CONTENT_MAX, `The body is at most ${CONTENT_MAX} characters`),
        v.transform(sanitiseAnnouncementContent),
        v.minLength(1, "Enter the announcement's body"),
      ),
      allowResponse: v.optional(v.nullable(v.boolean()), false),
      positiveLabel: label('positive'),
      negativeLabel: label('negative'),
      scheduledAt: v.optional(v.nullable(v.date('Not a valid date')), null),
      lifetimeDays: v.optional(
        v.nullable(
          v.pipe(v.number(), v.integer(LIFETIME_MESSAGE), v.minValue(1, LIFETIME_MESSAGE), v.maxValue(LIFETIME_DAYS_MAX, LIFETIME_MESSAGE)),
        ),
        null,
      ),
      audience: AudienceSchema,
      sendOnSave: v.optional(v.nullable(v.boolean()), false),
    }),
    v.forward(
      v.check((form) => !(form.sendOnSave && form.scheduledAt), ANNOUNCEMENT_MESSAGES.scheduleAndSend),
      ['scheduledAt'],
    ),
    v.forward(
      v.check((form) => !form.scheduledAt || form.scheduledAt.getTime() > now.getTime(), ANNOUNCEMENT_MESSAGES.scheduleInPast),
      ['scheduledAt'],
    ),
    v.transform((form) => ({ ...form, allowResponse: form.allowResponse ?? false, sendOnSave: form.sendOnSave ?? false })),
  );
}
export type AnnouncementForm = v.InferOutput<ReturnType<typeof announcementFormSchema>>;

export const ADMIN_ANNOUNCEMENT_SORT_FIELDS = ['subject', 'status', 'createdAt', 'scheduledAt', 'sentAt'] as const;
export type AdminAnnouncementSortField = (typeof ADMIN_ANNOUNCEMENT_SORT_FIELDS)[number];

export const AdminAnnouncementSortSchema = v.object({
  field: v.picklist(ADMIN_ANNOUNCEMENT_SORT_FIELDS, `Sort by one of ${ADMIN_ANNOUNCEMENT_SORT_FIELDS.join(', ')}`),
  direction: v.picklist(['ASC', 'DESC'] as const),
});

export const AdminAnnouncementFiltersSchema = v.object({
  statuses: v.pipe(
    v.optional(v.nullable(v.array(v.picklist(ANNOUNCEMENT_STATUSES, `A status: ${ANNOUNCEMENT_STATUSES.join(', ')}`))), null),
    v.transform((statuses) => (statuses?.length ? [...new Set(statuses)] : null)),
  ),
  search: SearchFilterSchema,
});
