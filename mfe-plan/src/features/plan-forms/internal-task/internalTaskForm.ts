/**
 * The internal task form's values and rules (§3 Internal task: client, channel, summary, brief, lifetime, deadline
 * time, start on save; the phase it shows under on the plan). The rules are the shared InternalTaskInputSchema's (the
 * API checks it too), with a plain "This field is required" on empty required fields.
 */
import { InternalTaskInputSchema } from '@work/shared-contracts/plan';
import { END_OF_DAY } from '@work/shared-contracts/time-of-day';
import { t } from '../../../text';
import { mergeErrors, requiredErrors, schemaErrors, type FieldErrors } from '../formErrors';
import type { PlanFormsInternalTask } from './internalTask.graphql';

export interface InternalTaskValues {
  clientId: string | null;
  channelId: string | null;
  phaseId: string | null;
  summary: string;
  brief: string;
  /** One of the availability slider's steps. */
  lifetimeMinutes: number | null;
  /** A time-of-day input value ('HH:mm' or End of the day). */
  deadlineTime: string | null;
  /** A new task only: start it now rather than keep it a draft. */
  startOnSave: boolean;
}

export const INTERNAL_TASK_FIELDS = ['clientId', 'channelId', 'phaseId', 'summary', 'brief', 'lifetimeMinutes', 'deadlineTime'];

/** The values as InternalTaskInput. */
export function internalTaskInputOf(values: InternalTaskValues) {
  return {
    clientId: values.clientId ?? '',
    channelId: values.channelId ?? '',
    phaseId: values.phaseId || null,
    summary: values.summary.trim(),
    brief: values.brief.trim() || null,
    lifetimeMinutes: values.lifetimeMinutes ?? 0,
    deadlineTime: values.deadlineTime ?? '',
  };
}

export function internalTaskErrors(values: InternalTaskValues): FieldErrors | undefined {
  return mergeErrors(
    schemaErrors(InternalTaskInputSchema, internalTaskInputOf(values)),
    requiredErrors({ ...values }, ['clientId', 'channelId', 'summary', 'lifetimeMinutes', 'deadlineTime'], t('plan.forms.error.required')),
  );
}

/** The lifetime a new task starts with: one day, due at the end of the day. */
export const DEFAULT_LIFETIME_MINUTES = 24 * 60;

export function newInternalTaskValues(clientId: string | null, phaseId: string | null): InternalTaskValues {
  return {
    clientId,
    channelId: null,
    phaseId,
    summary: '',
    brief: '',
    lifetimeMinutes: DEFAULT_LIFETIME_MINUTES,
    deadlineTime: END_OF_DAY,
    startOnSave: false,
  };
}

export function internalTaskValuesOf(task: PlanFormsInternalTask): InternalTaskValues {
  return {
    clientId: task.clientId,
    channelId: task.channelId,
    phaseId: task.phaseId ?? null,
    summary: task.summary,
    brief: task.brief ?? '',
    lifetimeMinutes: task.lifetimeMinutes,
    deadlineTime: task.deadlineTime,
    startOnSave: false,
  };
}
