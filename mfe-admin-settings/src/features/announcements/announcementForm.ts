/**
 * The announcement form's values and rules (staff-and-admin.md §3 Announcement (admin); ADR 0287 for the API). The
 * rules and their messages are the API's (platform-api announcements.form.ts, announcements.rules.ts), checked here
 * first so a save the server would refuse is not sent; the server's refusals land on the same fields.
 */
import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { DateTime } from 'luxon';
import { CROUDIE_ROLES } from '@work/shared-contracts/roles';
import { clockTimeOf } from '@work/shared-contracts/time-of-day';
import { sanitiseAnnouncementHtml, type AnnouncementAction, type AnnouncementContent } from '@work/shared-ui/announcements';
import { t, type TextKey } from '../../text';
import type { AnnouncementDetails, AudienceInput, SaveAnnouncementInput } from './announcements.graphql';

/** The zone a schedule is typed in and every time is shown in: the platform's (as the templates' times). */
export const PLATFORM_ZONE = 'Europe/London';

// the API's limits, from one place
export {
  BODY_MAX,
  DEFAULT_REPLY_LABEL,
  EXCLUDED_CROUDIES_MAX,
  FILTER_VALUES_MAX,
  LABEL_MAX,
  LIFETIME_DAYS_MAX,
  SUBJECT_MAX,
} from '@work/shared-contracts/announcements';
import {
  BODY_MAX,
  DEFAULT_REPLY_LABEL,
  EXCLUDED_CROUDIES_MAX,
  FILTER_VALUES_MAX,
  LABEL_MAX,
  LIFETIME_DAYS_MAX,
  SUBJECT_MAX,
} from '@work/shared-contracts/announcements';

export type AccountStatus = AnnouncementDetails['include']['accountStatuses'][number];

/** Every account status the filters offer, with its words (the type makes the list complete). */
export const ACCOUNT_STATUS_LABELS = {
  active: 'settings.announcements.accountStatus.active',
  reactivated: 'settings.announcements.accountStatus.reactivated',
  pending: 'settings.announcements.accountStatus.pending',
  signup: 'settings.announcements.accountStatus.signup',
  paused: 'settings.announcements.accountStatus.paused',
  inactive: 'settings.announcements.accountStatus.inactive',
  pending_reactivation: 'settings.announcements.accountStatus.pending_reactivation',
  suspended: 'settings.announcements.accountStatus.suspended',
  blocked: 'settings.announcements.accountStatus.blocked',
  offboarded: 'settings.announcements.accountStatus.offboarded',
  anonymised: 'settings.announcements.accountStatus.anonymised',
  deleted: 'settings.announcements.accountStatus.deleted',
} as const satisfies Record<AccountStatus, TextKey>;
export const ACCOUNT_STATUSES = Object.keys(ACCOUNT_STATUS_LABELS) as AccountStatus[];

export { CROUDIE_ROLES };

/** One side of the audience (include or exclude): croudie facts, each a list of values; empty filters nothing. */
export interface AudienceFilterValues {
  roles: string[];
  countryCodes: string[];
  languageCodes: string[];
  qualificationIds: string[];
  accountStatuses: AccountStatus[];
}
export const AUDIENCE_FILTER_KINDS = ['roles', 'countryCodes', 'languageCodes', 'qualificationIds', 'accountStatuses'] as const;

export interface AnnouncementValues {
  subject: string;
  /** HTML */
  body: string;
  allowResponse: boolean;
  positiveLabel: string;
  negativeLabel: string;
  /** An ISO day in the platform's zone; with scheduleTime, when it is sent. Both empty: no schedule. */
  scheduleDate: string | null;
  /** A time-of-day input value ('HH:mm' or End of the day). */
  scheduleTime: string | null;
  sendOnSave: boolean;
  /** Whole days; null: until completed. */
  lifetimeDays: number | null;
  include: AudienceFilterValues;
  exclude: AudienceFilterValues;
  excludedCroudieIds: string[];
}

const noFilters = (): AudienceFilterValues => ({
  roles: [],
  countryCodes: [],
  languageCodes: [],
  qualificationIds: [],
  accountStatuses: [],
});

export function newAnnouncementValues(): AnnouncementValues {
  return {
    subject: '',
    body: '',
    allowResponse: false,
    positiveLabel: '',
    negativeLabel: '',
    scheduleDate: null,
    scheduleTime: null,
    sendOnSave: false,
    lifetimeDays: null,
    include: noFilters(),
    exclude: noFilters(),
    excludedCroudieIds: [],
  };
}

const filtersOf = (filters: AnnouncementDetails['include']): AudienceFilterValues => ({
  roles: [...filters.roles],
  countryCodes: [...filters.countryCodes],
  languageCodes: [...filters.languageCodes],
  qualificationIds: [...filters.qualificationIds],
  accountStatuses: [...filters.accountStatuses],
});

/** The form's values of a saved announcement; its schedule as a day and time in the platform's zone. */
export function announcementValuesOf(announcement: AnnouncementDetails, zone = PLATFORM_ZONE): AnnouncementValues {
  const at = announcement.scheduledAt ? DateTime.fromISO(announcement.scheduledAt, { zone }) : null;
  return {
    subject: announcement.subject,
    body: announcement.body,
    allowResponse: announcement.allowResponse,
    positiveLabel: announcement.positiveLabel ?? '',
    negativeLabel: announcement.negativeLabel ?? '',
    scheduleDate: at?.isValid ? at.toISODate() : null,
    scheduleTime: at?.isValid ? at.toFormat('HH:mm') : null,
    sendOnSave: false,
    lifetimeDays: announcement.lifetimeDays,
    include: filtersOf(announcement.include),
    exclude: filtersOf(announcement.exclude),
    excludedCroudieIds: [...announcement.excludedCroudieIds],
  };
}

/** The instant of the schedule (both parts given, in `zone`), or null. */
export function scheduledAtOf(values: Pick<AnnouncementValues, 'scheduleDate' | 'scheduleTime'>, zone = PLATFORM_ZONE): Date | null {
  if (!values.scheduleDate || !values.scheduleTime) return null;
  const at = DateTime.fromISO(`${values.scheduleDate}T${clockTimeOf(values.scheduleTime)}`, { zone });
  return at.isValid ? at.toJSDate() : null;
}

/** What saving does: send at once, wait for the schedule, or keep a draft (the submit button says which). */
export type SaveOutcome = 'send' | 'schedule' | 'draft';
export function saveOutcomeOf(values: AnnouncementValues): SaveOutcome {
  if (values.sendOnSave) return 'send';
  return values.scheduleDate && values.scheduleTime ? 'schedule' : 'draft';
}

const listOf = (filters: AudienceFilterValues) => ({
  roles: filters.roles,
  countryCodes: filters.countryCodes,
  languageCodes: filters.languageCodes,
  qualificationIds: filters.qualificationIds,
  accountStatuses: filters.accountStatuses,
});

/** Who it goes to, as the API takes it (the live count and the save). */
export function audienceOf(values: Pick<AnnouncementValues, 'include' | 'exclude' | 'excludedCroudieIds'>): NonNullable<AudienceInput> {
  return { include: listOf(values.include), exclude: listOf(values.exclude), excludedCroudieIds: values.excludedCroudieIds };
}

/** What the API takes (SaveAnnouncementInput): trimmed, empty labels as none, the schedule as an instant. */
export function announcementInputOf(values: AnnouncementValues, id: string | null, zone = PLATFORM_ZONE): SaveAnnouncementInput {
  const scheduledAt = values.sendOnSave ? null : scheduledAtOf(values, zone);
  return {
    ...(id ? { id } : {}),
    subject: values.subject.trim(),
    body: values.body,
    allowResponse: values.allowResponse,
    positiveLabel: values.positiveLabel.trim() || null,
    negativeLabel: values.negativeLabel.trim() || null,
    scheduledAt: scheduledAt ? scheduledAt.toISOString() : null,
    lifetimeDays: values.lifetimeDays,
    sendOnSave: values.sendOnSave,
    audience: audienceOf(values),
  };
}

/**
 * What croudies will get, for the preview: the API's mapping of the buttons onto a type and actions (its
 * announcementShape, ADR 0287): a response allowed → type response (positive, or "Send reply", answers read; negative
 * declines); otherwise a button or two → other; no button → alert (Mark as Read only).
 */
export function previewOf(values: AnnouncementValues): AnnouncementContent {
  const positiveLabel = values.positiveLabel.trim();
  const negativeLabel = values.negativeLabel.trim();
  const positive = values.allowResponse ? positiveLabel || DEFAULT_REPLY_LABEL : positiveLabel;
  const actions: AnnouncementAction[] = [
    ...(positive ? [{ id: 'positive', name: positive, targetState: 'read' as const }] : []),
    ...(negativeLabel ? [{ id: 'negative', name: negativeLabel, targetState: 'declined' as const }] : []),
  ];
  const type = values.allowResponse ? 'response' : actions.length ? 'other' : 'alert';
  return { name: values.subject.trim() || t('settings.announcements.preview.noSubject'), content: values.body, type, actions };
}

type Errors = Record<string, unknown>;

/**
 * The form's rules, each message on its field (nested for the audience, as react-final-form keeps it): the API's
 * rules with its words, and one of the form's own (a schedule needs both its day and its time). `now` is the platform
 * clock, by which a schedule must be in the future.
 */
export function announcementErrors(values: AnnouncementValues, now: Date, zone = PLATFORM_ZONE): Errors {
  let errors: Errors = {};
  const add = (field: string, message: string) => {
    errors = setIn(errors, field, message) as Errors;
  };
  const subject = values.subject.trim();
  if (!subject) add('subject', t('settings.announcements.rule.subject'));
  else if (subject.length > SUBJECT_MAX) add('subject', t('settings.announcements.rule.subjectMax', { max: SUBJECT_MAX }));
  if (values.body.length > BODY_MAX) add('body', t('settings.announcements.rule.bodyMax', { max: BODY_MAX }));
  // the API checks the body after cleaning it: markup that cleans away to nothing is no body
  else if (!sanitiseAnnouncementHtml(values.body).trim()) add('body', t('settings.announcements.rule.body'));
  if (values.positiveLabel.trim().length > LABEL_MAX)
    add('positiveLabel', t('settings.announcements.rule.positiveMax', { max: LABEL_MAX }));
  if (values.negativeLabel.trim().length > LABEL_MAX)
    add('negativeLabel', t('settings.announcements.rule.negativeMax', { max: LABEL_MAX }));
  const days = values.lifetimeDays;
  if (days !== null && !(Number.isInteger(days) && days >= 1 && days <= LIFETIME_DAYS_MAX)) {
    add('lifetimeDays', t('settings.announcements.rule.lifetime', { max: LIFETIME_DAYS_MAX }));
  }
  const halfSchedule = Boolean(values.scheduleDate) !== Boolean(values.scheduleTime);
  const scheduledAt = scheduledAtOf(values, zone);
  // on the part that was filled in: the one just touched
  if (halfSchedule) add(values.scheduleDate ? 'scheduleDate' : 'scheduleTime', t('settings.announcements.rule.scheduleBoth'));
  else if (scheduledAt && values.sendOnSave) add('scheduleDate', t('settings.announcements.rule.scheduleAndSend'));
  else if (scheduledAt && scheduledAt.getTime() <= now.getTime()) add('scheduleDate', t('settings.announcements.rule.scheduleInPast'));
  for (const side of ['include', 'exclude'] as const) {
    for (const kind of AUDIENCE_FILTER_KINDS) {
      if (new Set(values[side][kind]).size > FILTER_VALUES_MAX) {
        add(`${side}.${kind}`, t('settings.announcements.rule.tooMany', { max: FILTER_VALUES_MAX }));
      }
    }
  }
  if (new Set(values.excludedCroudieIds).size > EXCLUDED_CROUDIES_MAX) {
    add('excludedCroudieIds', t('settings.announcements.rule.tooManyCroudies', { max: EXCLUDED_CROUDIES_MAX }));
  }
  return errors;
}

const SCALAR_FIELDS = new Set(['subject', 'body', 'allowResponse', 'positiveLabel', 'negativeLabel', 'lifetimeDays', 'sendOnSave']);

/** The form's field for a path of the API's input (`input.audience.include.countryCodes.0` → `include.countryCodes`). */
export function formFieldOf(path: string): string {
  const [first, second, third] = path.replace(/^input\./, '').split('.');
  if (first === 'scheduledAt') return 'scheduleDate';
  if (first && SCALAR_FIELDS.has(first)) return first;
  if (first === 'audience') {
    if (second === 'excludedCroudieIds') return 'excludedCroudieIds';
    if ((second === 'include' || second === 'exclude') && third && (AUDIENCE_FILTER_KINDS as readonly string[]).includes(third)) {
      return `${second}.${third}`;
    }
  }
  return FORM_ERROR;
}

/** The API's field errors on the form's fields (nested); undefined when it named none. */
export function announcementServerErrors(fieldErrors: Record<string, string> | undefined): SubmissionErrors | undefined {
  if (!fieldErrors || Object.keys(fieldErrors).length === 0) return undefined;
  let errors: Errors = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = formFieldOf(path);
    if (field === FORM_ERROR) errors = { ...errors, [FORM_ERROR]: errors[FORM_ERROR] ?? message };
    else if (!getPath(errors, field)) errors = setIn(errors, field, message) as Errors;
  }
  return errors;
}

const getPath = (errors: Errors, field: string): unknown =>
  field.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Errors)[key] : undefined), errors);
