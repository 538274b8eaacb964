import * as v from 'valibot';
import { AVAILABILITY_STEPS_MINUTES } from './availability';
import { isTimeOfDayValue } from './time-of-day';

/**
 * The plan's forms (staff-and-admin.md §2 Forms: project, phase, key date; §3 Project, Phase, Key date) as valibot
 * schemas the API checks and the plan's forms reuse (ADR 0275). Dates are days (YYYY-MM-DD); ids are strings.
 */
export const PLAN_MESSAGES = {
  required: 'This field is required',
  day: 'Enter a date as YYYY-MM-DD',
  endBeforeStart: 'The end date cannot be before the start date',
  channels: 'Choose at least one channel',
  quarter: 'Choose a quarter from Q1 to Q4',
  year: 'Choose a year from 2000 to 2100',
  tooLong: (max: number) => `Use at most ${max} characters`,
  extendOnly: 'An extension can only move the start earlier or the end later',
  reorderFailed: 'Reorder failed',
  moveFailed: 'Failed to move jobs to new phase',
} as const;

export const PLAN_QUARTERS = [1, 2, 3, 4] as const;
export type PlanQuarterNumber = (typeof PLAN_QUARTERS)[number];
/** A planned quarter: priorities are ranked within one (§9: quarters Q1–Q4 are used for priorities). */
export interface PlanQuarter {
  year: number;
  quarter: PlanQuarterNumber;
}

const Id = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, PLAN_MESSAGES.required));
const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, PLAN_MESSAGES.tooLong(max)));
const Name = v.pipe(Text(200), v.nonEmpty(PLAN_MESSAGES.required));
const Optional = v.optional(v.nullable(Text(2000)), null);
export const DaySchema = v.pipe(
  v.string(PLAN_MESSAGES.required),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, PLAN_MESSAGES.day),
  v.check((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), PLAN_MESSAGES.day),
);
const Ids = v.optional(v.array(Id), []);

export const PlanQuarterSchema = v.object({
  year: v.pipe(v.number(), v.integer(PLAN_MESSAGES.year), v.minValue(2000, PLAN_MESSAGES.year), v.maxValue(2100, PLAN_MESSAGES.year)),
  quarter: v.picklist(PLAN_QUARTERS, PLAN_MESSAGES.quarter),
});

/** What a project's form edits (the client is chosen when it is created and stays: createProject adds clientId). */
const projectFields = {
  ownerId: Id,
  name: Name,
  what: Optional,
  why: Optional,
  expectation: Optional,
  channelIds: v.pipe(v.array(Id), v.minLength(1, PLAN_MESSAGES.channels)),
  channelTypeIds: Ids,
};
export const ProjectChangesSchema = v.object(projectFields);
export const ProjectInputSchema = v.object({ ...projectFields, clientId: Id, quarter: PlanQuarterSchema });
export type ProjectInput = v.InferOutput<typeof ProjectInputSchema>;

const phaseFields = {
  ownerId: Id,
  name: Name,
  what: Optional,
  why: Optional,
  expectation: Optional,
  startsAt: DaySchema,
  endsAt: DaySchema,
  channelTypeIds: Ids,
};
/** A phase's days: the end may be the start day, never before it (reported on endsAt). */
export const PhaseChangesSchema = v.pipe(
  v.object(phaseFields),
  v.forward(
    v.partialCheck([['startsAt'], ['endsAt']], (p) => p.endsAt >= p.startsAt, PLAN_MESSAGES.endBeforeStart),
    ['endsAt'],
  ),
);
export const PhaseInputSchema = v.pipe(
  v.object({ ...phaseFields, projectId: Id, parentId: v.optional(v.nullable(Id), null) }),
  v.forward(
    v.partialCheck([['startsAt'], ['endsAt']], (p) => p.endsAt >= p.startsAt, PLAN_MESSAGES.endBeforeStart),
    ['endsAt'],
  ),
);
export type PhaseInput = v.InferOutput<typeof PhaseInputSchema>;

export const KeyDateInputSchema = v.object({ description: Name, date: DaySchema });

/** An extension of a phase: at least one new end, each only widening (checked against the phase by the API). */
export const PhaseExtensionSchema = v.pipe(
  v.object({ startsAt: v.optional(v.nullable(DaySchema), null), endsAt: v.optional(v.nullable(DaySchema), null) }),
  v.check((e) => e.startsAt !== null || e.endsAt !== null, PLAN_MESSAGES.required),
);

/** The quarter a day falls in. */
export function quarterOfDay(day: string): PlanQuarter {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return { year, quarter: (Math.floor((month - 1) / 3) + 1) as PlanQuarterNumber };
}

/** The first and last day of a quarter. */
export function quarterDays(q: PlanQuarter): { start: string; end: string } {
  const startMonth = (q.quarter - 1) * 3 + 1;
  const end = new Date(Date.UTC(q.year, startMonth + 2, 0));
  return { start: `${q.year}-${String(startMonth).padStart(2, '0')}-01`, end: end.toISOString().slice(0, 10) };
}

/** How many quarters `to` is after `from` (negative: before). */
export const quartersBetween = (from: PlanQuarter, to: PlanQuarter) => (to.year - from.year) * 4 + (to.quarter - from.quarter);

// ------------------------------------------------------------------------------------------------------ internal tasks

export const INTERNAL_TASK_MESSAGES = {
  lifetime: 'Choose a lifetime from the list',
  deadlineTime: 'Choose a deadline time from the list',
} as const;
export const INTERNAL_TASK_SUMMARY_MAX = 200;
export const INTERNAL_TASK_BRIEF_MAX = 5000;

/**
 * An internal task's form (staff-and-admin.md §3 Internal task: client, channel, summary, brief, lifetime, deadline
 * time; "start on save" is the create call's flag). The lifetime is in minutes, one of the availability slider's steps
 * (§5); the deadline time is a value of the time-of-day input: 'HH:mm' on a quarter hour or END_OF_DAY (ADR 0276).
 * The phase is optional: one of the client's, so the plan shows the task under it.
 */
export const InternalTaskInputSchema = v.object({
  clientId: Id,
  channelId: Id,
  phaseId: v.optional(v.nullable(Id), null),
  summary: v.pipe(Text(INTERNAL_TASK_SUMMARY_MAX), v.nonEmpty(PLAN_MESSAGES.required)),
  brief: v.optional(
    v.pipe(
      v.nullable(Text(INTERNAL_TASK_BRIEF_MAX)),
      v.transform((b) => b || null),
    ),
    null,
  ),
  lifetimeMinutes: v.pipe(
    v.number(INTERNAL_TASK_MESSAGES.lifetime),
    v.check((m) => AVAILABILITY_STEPS_MINUTES.includes(m), INTERNAL_TASK_MESSAGES.lifetime),
  ),
  deadlineTime: v.pipe(v.string(INTERNAL_TASK_MESSAGES.deadlineTime), v.check(isTimeOfDayValue, INTERNAL_TASK_MESSAGES.deadlineTime)),
});
export type InternalTaskInput = v.InferOutput<typeof InternalTaskInputSchema>;

// ---------------------------------------------------------------------------------------------------------------- jobs

export const JOB_MESSAGES = {
  noChannel: 'You have no channel for this client',
  channelInvoiced: 'The channel cannot change once croudies have invoiced for this job',
  timezone: 'Choose a time zone from the list',
  dueAt: 'Enter a due date and time',
  engineAccount: 'Use at most 100 characters for an engine account',
  scheduleInPast: 'Choose a time in the future',
  amount: 'Enter an amount of 0 or more, with at most two decimals',
  paymentsMissing: 'Enter an amount to pay for each active task',
  copyFailed: 'Unable to copy job',
  deleteFailed: 'Unable to delete this job at this time',
  ownershipFailed: 'Unable to take ownership',
  updateFailed: 'Job details failed to update',
} as const;
export const JOB_NAME_MAX = 200;
export const JOB_TEXT_MAX = 2000;
export const JOB_ENGINE_ACCOUNTS_MAX = 20;

const isZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * A job's form (staff-and-admin.md §3 Job: client, channel, name, phase, engine accounts, what / why / expected impact,
 * show to client, due date, timezone; "start on save" is the create call's flag). The due date is an instant (ISO
 * 8601), entered in the job's time zone; the planned start is a day. §5: the channel is one of the client's.
 */
export const JobInputSchema = v.object({
  clientId: Id,
  channelId: Id,
  name: v.pipe(Text(JOB_NAME_MAX), v.nonEmpty(PLAN_MESSAGES.required)),
  phaseId: v.optional(v.nullable(Id), null),
  engineAccounts: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(PLAN_MESSAGES.required), v.maxLength(100, JOB_MESSAGES.engineAccount))),
      v.maxLength(JOB_ENGINE_ACCOUNTS_MAX, `Add at most ${JOB_ENGINE_ACCOUNTS_MAX} engine accounts`),
      v.transform((accounts) => [...new Set(accounts)]),
    ),
    [],
  ),
  what: v.optional(v.nullable(Text(JOB_TEXT_MAX)), null),
  why: v.optional(v.nullable(Text(JOB_TEXT_MAX)), null),
  expectedImpact: v.optional(v.nullable(Text(JOB_TEXT_MAX)), null),
  isPublic: v.optional(v.boolean(), false),
  dueAt: v.optional(v.nullable(v.pipe(v.string(JOB_MESSAGES.dueAt), v.isoTimestamp(JOB_MESSAGES.dueAt))), null),
  timezone: v.pipe(v.string(JOB_MESSAGES.timezone), v.nonEmpty(JOB_MESSAGES.timezone), v.check(isZone, JOB_MESSAGES.timezone)),
  startsAt: v.optional(v.nullable(DaySchema), null),
});
export type JobInput = v.InferOutput<typeof JobInputSchema>;

/** An amount paid for an active task when its started job is deleted (§4: 0 allowed), in pounds. */
export const JobTaskPaymentSchema = v.object({
  taskId: Id,
  amount: v.pipe(
    v.number(JOB_MESSAGES.amount),
    v.minValue(0, JOB_MESSAGES.amount),
    v.maxValue(100_000, JOB_MESSAGES.amount),
    v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, JOB_MESSAGES.amount),
  ),
});
