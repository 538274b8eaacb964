/**
 * The job form's values and rules (§3 Job: client, channel, name, phase, engine accounts, start on save, what / why /
 * expected impact, show to client, due date, timezone; the planned start day for the plan's bar). The due date is
 * entered as a day and a time of day in the job's time zone and sent as an instant. The rules are the shared
 * JobInputSchema's (the API checks it too), with a plain "This field is required" on empty required fields.
 */
import { DateTime } from 'luxon';
import { JobInputSchema } from '@work/shared-contracts/plan';
import { clockTimeOf } from '@work/shared-contracts/time-of-day';
import { t } from '../../../text';
import { mergeErrors, requiredErrors, schemaErrors, type FieldErrors } from '../formErrors';
import type { PlanFormsJob } from './job.graphql';

export interface JobValues {
  clientId: string | null;
  channelId: string | null;
  name: string;
  phaseId: string | null;
  engineAccounts: string[];
  /** A new job only: start it now rather than keep it a draft. */
  startOnSave: boolean;
  what: string;
  why: string;
  expectedImpact: string;
  isPublic: boolean;
  /** The planned start day; '' for none. */
  startsAt: string;
  /** The due day and time of day (a time-of-day input value) in `timezone`; both or neither. */
  dueDate: string;
  dueTime: string | null;
  timezone: string | null;
}

/** The fields an API refusal may name (its dueAt is the form's due date). */
export const JOB_FIELDS = [
  'clientId',
  'channelId',
  'name',
  'phaseId',
  'engineAccounts',
  'what',
  'why',
  'expectedImpact',
  'isPublic',
  'startsAt',
  'dueDate',
  'dueTime',
  'timezone',
];
export const JOB_FIELD_OF_INPUT: Record<string, string> = { dueAt: 'dueDate' };

export const DEFAULT_TIMEZONE = 'Europe/London';

/** The instant a day and time of day stand for in `zone` (ISO 8601, UTC), or null when either is missing. */
export function instantOf(day: string, time: string | null, zone: string | null): string | null {
  if (!day || !time) return null;
  const at = DateTime.fromISO(`${day}T${clockTimeOf(time)}`, { zone: zone || DEFAULT_TIMEZONE });
  return at.isValid ? at.toUTC().toISO() : null;
}

const optional = (text: string) => text.trim() || null;

/** The values as JobInput. */
export function jobInputOf(values: JobValues) {
  return {
    clientId: values.clientId ?? '',
    channelId: values.channelId ?? '',
    name: values.name.trim(),
    phaseId: values.phaseId || null,
    engineAccounts: values.engineAccounts.map((a) => a.trim()).filter(Boolean),
    what: optional(values.what),
    why: optional(values.why),
    expectedImpact: optional(values.expectedImpact),
    isPublic: values.isPublic,
    dueAt: instantOf(values.dueDate, values.dueTime, values.timezone),
    timezone: values.timezone ?? '',
    startsAt: values.startsAt || null,
  };
}

export function jobErrors(values: JobValues): FieldErrors | undefined {
  const errors: FieldErrors = {};
  // a due date is a day and a time: one without the other is half an answer
  if (values.dueDate && !values.dueTime) errors['dueTime'] = t('plan.forms.job.dueBoth');
  if (!values.dueDate && values.dueTime) errors['dueDate'] = t('plan.forms.job.dueBoth');
  if (values.startsAt && values.dueDate && values.dueDate < values.startsAt) errors['dueDate'] = t('plan.forms.job.dueBeforeStart');
  return mergeErrors(
    schemaErrors(JobInputSchema, jobInputOf(values), (path) => JOB_FIELD_OF_INPUT[path] ?? path),
    errors,
    requiredErrors({ ...values }, ['clientId', 'channelId', 'name', 'timezone'], t('plan.forms.error.required')),
  );
}

export function newJobValues(clientId: string | null, phaseId: string | null, timezone: string | null): JobValues {
  return {
    clientId,
    channelId: null,
    name: '',
    phaseId,
    engineAccounts: [],
    startOnSave: false,
    what: '',
    why: '',
    expectedImpact: '',
    isPublic: false,
    startsAt: '',
    dueDate: '',
    dueTime: null,
    timezone: timezone || DEFAULT_TIMEZONE,
  };
}

export function jobValuesOf(job: PlanFormsJob): JobValues {
  const due = job.dueAt ? DateTime.fromISO(job.dueAt).setZone(job.timezone || DEFAULT_TIMEZONE) : null;
  return {
    clientId: job.client.id,
    channelId: job.channel?.id ?? null,
    name: job.name,
    phaseId: job.phase?.id ?? null,
    engineAccounts: job.engineAccounts,
    startOnSave: false,
    what: job.what ?? '',
    why: job.why ?? '',
    expectedImpact: job.expectedImpact ?? '',
    isPublic: job.isPublic,
    startsAt: job.startsAt ?? '',
    dueDate: due?.isValid ? due.toISODate()! : '',
    dueTime: due?.isValid ? due.toFormat('HH:mm') : null,
    timezone: job.timezone,
  };
}
