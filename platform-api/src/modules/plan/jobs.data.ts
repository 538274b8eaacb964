import { and, eq, inArray, isNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import { JOB_MESSAGES, JOB_NAME_MAX } from '@work/shared-contracts/plan';
import type { Clock } from '../../kit/clock.js';
import type { Database } from '../../kit/db/index.js';
import { badUserInput, conflict, notFound, type FieldErrors } from '../../kit/errors.js';
import { channels, clients } from '../clients/index.js';
import { onLiveInvoice } from '../payments/index.js';
import { croudies } from '../people/index.js';
import { jobs, jobTasks, taskOffers, tasks, taskTimeline, workLogs, type JobStatus } from '../work/index.js';
import {
  ACTION_ALLOWED_FROM,
  ACTIVE_TASK_STATES,
  copyName,
  JOB_RULE_MESSAGES as MESSAGES,
  jobStatusProblem,
  paymentsProblem,
} from './jobs.rules.js';
import { changesOf, record, type Actor } from './plan.data.js';
import { jobDays, phaseCovers } from './plan.rules.js';
import { planPhases, planProjects } from './plan.tables.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;
export type JobRow = typeof jobs.$inferSelect;

/** What the job form saves (ids resolved, text trimmed, the due date an instant). */
export interface JobValues {
  clientId: number;
  channelId: number;
  name: string;
  phaseId: number | null;
  engineAccounts: string[];
  what: string | null;
  why: string | null;
  expectedImpact: string | null;
  isPublic: boolean;
  dueAt: Date | null;
  timezone: string;
  startsAt: string | null;
}

/** Who acts, with the name the tasks' timelines show. */
export type JobActor = Actor & { name: string };

const idOf = (value: string | number) => (/^[1-9][0-9]{0,9}$/.test(String(value)) ? Number(value) : null);
const live = isNull(jobs.deletedAt);

export async function findJob(db: Db, id: string | number): Promise<JobRow> {
  const key = idOf(id);
  const [row] =
    key === null
      ? []
      : await db
          .select()
          .from(jobs)
          .where(and(eq(jobs.id, key), live));
  if (!row) throw notFound('Job');
  return row;
}

/**
 * The form's references, checked against the modules that own them (BAD_USER_INPUT naming the field): a known client
 * with at least one active channel (§5: no job without a channel for the client), one of its active channels, and an
 * active phase of one of its projects whose days cover the job's (§4: extend the phase first).
 */
export async function checkJobReferences(db: Database, values: JobValues): Promise<void> {
  const errors: FieldErrors = {};
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, values.clientId));
  if (!client) errors['input.clientId'] = MESSAGES.clientUnknown;
  else {
    const active = await db
      .select({ id: channels.id })
      .from(channels)
      .where(and(eq(channels.clientId, values.clientId), eq(channels.state, 'active')));
    if (!active.length) errors['input.clientId'] = JOB_MESSAGES.noChannel;
    else if (!active.some((c) => c.id === values.channelId)) errors['input.channelId'] = MESSAGES.channelOfClient;
  }
  if (values.phaseId !== null) {
    const [phase] = await db
      .select({ status: planPhases.status, clientId: planProjects.clientId, startsAt: planPhases.startsAt, endsAt: planPhases.endsAt })
      .from(planPhases)
      .innerJoin(planProjects, eq(planProjects.id, planPhases.projectId))
      .where(and(eq(planPhases.id, values.phaseId), ne(planPhases.status, 'deleted')));
    if (!phase || phase.clientId !== values.clientId) errors['input.phaseId'] = MESSAGES.phaseOfClient;
    else if (phase.status !== 'active') errors['input.phaseId'] = MESSAGES.phaseNotActive;
    else if (!phaseCovers(phase, jobDays({ startsAt: values.startsAt, startedAt: null, dueAt: values.dueAt })))
      errors['input.phaseId'] = MESSAGES.notCovered;
  }
  if (Object.keys(errors).length) throw badUserInput(errors);
}

/** Whether croudies have invoiced work done for the job (a work log of one of its tasks on a live invoice). */
export async function jobInvoiced(db: Db, jobId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: workLogs.id })
    .from(workLogs)
    .innerJoin(jobTasks, eq(jobTasks.taskId, workLogs.taskId))
    .where(and(eq(jobTasks.jobId, jobId), onLiveInvoice(workLogs.id)))
    .limit(1);
  return row !== undefined;
}

export interface ActiveTask {
  id: number;
  name: string;
  state: string;
  croudieId: number;
  croudieName: string;
}

/** The job's tasks a croudie is working on (§4: deleting a started job pays each). */
export async function activeTasksOf(db: Db, jobId: number): Promise<ActiveTask[]> {
  const rows = await db
    .select({
      id: tasks.id,
      name: tasks.name,
      state: tasks.state,
      croudieId: tasks.croudieId,
      firstName: croudies.firstName,
      lastName: croudies.lastName,
    })
    .from(tasks)
    .innerJoin(jobTasks, eq(jobTasks.taskId, tasks.id))
    .innerJoin(croudies, eq(croudies.id, tasks.croudieId))
    .where(and(eq(jobTasks.jobId, jobId), inArray(tasks.state, [...ACTIVE_TASK_STATES])))
    .orderBy(tasks.id);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    state: r.state,
    croudieId: r.croudieId!,
    croudieName: `${r.firstName} ${r.lastName}`,
  }));
}

/** Minutes allocated to the job's tasks, and minutes its work logs record. One statement each, per job. */
export async function jobMinutes(db: Db, jobId: number): Promise<{ allocated: number; actual: number }> {
  const [allocated] = await db
    .select({ n: sql<number>`coalesce(sum(${tasks.allocatedMinutes}), 0)::int` })
    .from(tasks)
    .innerJoin(jobTasks, eq(jobTasks.taskId, tasks.id))
    .where(eq(jobTasks.jobId, jobId));
  const [actual] = await db
    .select({ n: sql<number>`coalesce(sum(${workLogs.minutes}), 0)::int` })
    .from(workLogs)
    .innerJoin(jobTasks, eq(jobTasks.taskId, workLogs.taskId))
    .where(eq(jobTasks.jobId, jobId));
  return { allocated: allocated?.n ?? 0, actual: actual?.n ?? 0 };
}

function refuse(action: keyof typeof ACTION_ALLOWED_FROM, job: JobRow) {
  if (job.status === 'recurring') throw conflict(MESSAGES.recurring, { status: MESSAGES.recurring });
  const problem = jobStatusProblem(action, job.status);
  if (problem) throw conflict(problem, { status: problem });
}

/** Writes a change only while the status still allows it: a concurrent change is refused as a stale read would be. */
async function updateIfAllowed(tx: Tx, id: number, set: Partial<JobRow>, action: keyof typeof ACTION_ALLOWED_FROM) {
  const rule = ACTION_ALLOWED_FROM[action];
  const [row] = await tx
    .update(jobs)
    .set(set)
    .where(and(eq(jobs.id, id), live, inArray(jobs.status, [...rule.statuses])))
    .returning({ id: jobs.id });
  if (!row) throw conflict(rule.refused, { status: rule.refused });
}

const started = (at: Date) => ({ status: 'in_progress' as const, startedAt: at, scheduledFor: null });

/** Creates a job owned by its creator: a draft, or in progress from now when started on save. */
export async function createJob(db: Database, values: JobValues, ownerId: number, startOnSave: boolean, actor: Actor) {
  const status = startOnSave ? started(actor.at) : { status: 'draft' as const };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({ ...values, ...status, ownerId, createdAt: actor.at })
      .returning();
    await record(tx, 'job', row!.id, 'created', changesOf({} as Record<string, unknown>, { ...values, ownerId, ...status }), actor);
    return row!;
  });
}

/**
 * Saves the form (not once complete or expired). §5: the channel cannot change once croudies have invoiced for the
 * work; the client cannot change once the job has tasks (they are the client's).
 */
export async function updateJob(db: Database, before: JobRow, values: JobValues, actor: Actor) {
  refuse('EDIT', before);
  const errors: FieldErrors = {};
  if (values.channelId !== before.channelId && (await jobInvoiced(db, before.id))) errors['input.channelId'] = JOB_MESSAGES.channelInvoiced;
  if (values.clientId !== before.clientId) {
    const [task] = await db.select({ id: jobTasks.taskId }).from(jobTasks).where(eq(jobTasks.jobId, before.id)).limit(1);
    if (task) errors['input.clientId'] = 'The client cannot change once the job has tasks';
  }
  if (Object.keys(errors).length) throw badUserInput(errors, JOB_MESSAGES.updateFailed);
  return db.transaction(async (tx) => {
    await updateIfAllowed(tx, before.id, values, 'EDIT');
    await record(tx, 'job', before.id, 'updated', changesOf(before as unknown as Record<string, unknown>, { ...values }), actor);
    return findJob(tx, before.id);
  });
}

async function changeStatus(db: Database, before: JobRow, action: 'PUBLISH' | 'START' | 'SCHEDULE', set: Partial<JobRow>, actor: Actor) {
  refuse(action, before);
  return db.transaction(async (tx) => {
    await updateIfAllowed(tx, before.id, set, action);
    const name = { PUBLISH: 'published', START: 'started', SCHEDULE: 'scheduled' }[action];
    await record(tx, 'job', before.id, name, changesOf(before as unknown as Record<string, unknown>, set), actor);
    return findJob(tx, before.id);
  });
}

/** Draft → new: published, ready to start. */
export const publishJob = (db: Database, before: JobRow, actor: Actor) => changeStatus(db, before, 'PUBLISH', { status: 'new' }, actor);

/** Draft, new or scheduled → in progress from now. */
export const startJob = (db: Database, before: JobRow, actor: Actor) => changeStatus(db, before, 'START', started(actor.at), actor);

/** Draft, new or scheduled → scheduled: the runner starts it at `at`, which must be after now (platform clock). */
export async function scheduleJob(db: Database, before: JobRow, at: Date, actor: Actor) {
  if (at.getTime() <= actor.at.getTime()) throw badUserInput({ at: JOB_MESSAGES.scheduleInPast });
  return changeStatus(db, before, 'SCHEDULE', { status: 'scheduled', scheduledFor: at }, actor);
}

/** A new draft with the job's form, owned by whoever copies it; its tasks are not copied. */
export async function copyJob(db: Database, before: JobRow, ownerId: number, actor: Actor) {
  const values: JobValues = {
    clientId: before.clientId,
    channelId: before.channelId!,
    name: copyName(before.name, JOB_NAME_MAX),
    phaseId: before.phaseId,
    engineAccounts: before.engineAccounts,
    what: before.what,
    why: before.why,
    expectedImpact: before.expectedImpact,
    isPublic: before.isPublic,
    dueAt: before.dueAt,
    timezone: before.timezone,
    startsAt: before.startsAt,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({ ...values, status: 'draft', ownerId, createdAt: actor.at })
      .returning();
    await record(tx, 'job', row!.id, 'created', { copiedFrom: before.id }, actor);
    await record(tx, 'job', before.id, 'copied', { copyId: row!.id }, actor);
    return row!;
  });
}

/** The caller becomes the job's owner (§6: staff who own jobs can take ownership). */
export async function takeJobOwnership(db: Database, before: JobRow, ownerId: number, actor: Actor) {
  if (before.ownerId === ownerId) throw conflict(MESSAGES.alreadyOwner, { id: MESSAGES.alreadyOwner });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobs)
      .set({ ownerId })
      .where(and(eq(jobs.id, before.id), live, eq(jobs.ownerId, before.ownerId)))
      .returning();
    if (!row) throw conflict(JOB_MESSAGES.ownershipFailed, { id: JOB_MESSAGES.ownershipFailed });
    await record(tx, 'job', before.id, 'ownershipTaken', { ownerId: [before.ownerId, ownerId] }, actor);
    return row;
  });
}

/**
 * Deletes a job (§4). A started job's active tasks are each paid the amount given (0 allowed): a work log the croudie
 * can invoice, dated now. Every open task of the job is withdrawn, with a timeline entry. The job stays as a row
 * (its tasks, work logs and history name it) but is shown nowhere.
 */
export async function deleteJob(db: Database, before: JobRow, payments: { taskId: number; amount: number }[], actor: JobActor) {
  refuse('DELETE', before);
  const active = await activeTasksOf(db, before.id);
  const problem = paymentsProblem(
    active.map((t) => t.id),
    payments,
  );
  if (problem) throw badUserInput({ payments: problem }, JOB_MESSAGES.deleteFailed);
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .update(jobs)
      .set({ deletedAt: actor.at })
      .where(and(eq(jobs.id, before.id), live, inArray(jobs.status, [...ACTION_ALLOWED_FROM.DELETE.statuses])))
      .returning({ id: jobs.id });
    if (!gone) throw conflict(JOB_MESSAGES.deleteFailed, { id: JOB_MESSAGES.deleteFailed });
    const open = await tx
      .select({
        id: tasks.id,
        name: tasks.name,
        state: tasks.state,
        croudieId: tasks.croudieId,
        clientId: tasks.clientId,
        channelId: tasks.channelId,
      })
      .from(tasks)
      .innerJoin(jobTasks, eq(jobTasks.taskId, tasks.id))
      .where(and(eq(jobTasks.jobId, before.id), notInArray(tasks.state, ['completed', 'withdrawn'])));
    const paid = new Map(payments.map((p) => [p.taskId, p.amount]));
    for (const task of open) {
      const amount = paid.get(task.id);
      if (amount !== undefined && task.croudieId !== null) {
        await tx.insert(workLogs).values({
          taskId: task.id,
          croudieId: task.croudieId,
          description: `Paid when the job "${before.name}" was deleted`,
          completedAt: actor.at,
          channelId: task.channelId,
          clientId: task.clientId,
          summary: task.name,
          rate: null,
          total: amount.toFixed(2),
          minutes: 0,
        });
      }
      await tx.update(tasks).set({ state: 'withdrawn' }).where(eq(tasks.id, task.id));
      await tx.insert(taskTimeline).values({
        taskId: task.id,
        action: 'jobDeleted',
        fromState: task.state,
        toState: 'withdrawn',
        actorPrincipalId: actor.by,
        actorName: actor.name,
        feedback: amount === undefined ? null : `Paid £${amount.toFixed(2)}`,
        createdAt: actor.at,
      });
    }
    // their people are not waiting for anything any more (ADR 0280)
    if (open.length)
      await tx
        .update(taskOffers)
        .set({ status: 'withdrawn', respondedAt: actor.at })
        .where(
          and(
            inArray(
              taskOffers.taskId,
              open.map((t) => t.id),
            ),
            inArray(taskOffers.status, ['queued', 'offered']),
          ),
        );
    await record(tx, 'job', before.id, 'deleted', { payments: payments.map((p) => ({ taskId: p.taskId, amount: p.amount })) }, actor);
    return before.id;
  });
}

/**
 * One pass of the job runner on the platform clock: scheduled jobs whose time has come start (at their scheduled
 * time), published jobs never started by their due date expire, and started jobs whose tasks are all done (completed
 * or withdrawn, at least one completed) complete, at their last task's completion. Each change is a conditional
 * update, so two passes or two API instances never change a job twice. Returns how many jobs changed.
 */
export async function runDueJobs({ db, clock }: { db: Database; clock: Clock }): Promise<number> {
  const now = clock.now();
  const actor: Actor = { by: 'SYSTEM:job-runner', at: now };
  let changed = 0;
  const due = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.status, 'scheduled'), live, lte(jobs.scheduledFor, now)));
  for (const job of due) {
    changed += await db.transaction(async (tx) => {
      const set = started(job.scheduledFor!);
      const [row] = await tx
        .update(jobs)
        .set(set)
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'scheduled'), live))
        .returning({ id: jobs.id });
      if (!row) return 0;
      await record(tx, 'job', job.id, 'started', changesOf(job as unknown as Record<string, unknown>, set), actor);
      return 1;
    });
  }
  const expired = await db
    .update(jobs)
    .set({ status: 'expired' satisfies JobStatus })
    .where(and(eq(jobs.status, 'new'), live, lte(jobs.dueAt, now)))
    .returning({ id: jobs.id });
  for (const { id } of expired) await record(db, 'job', id, 'expired', { status: ['new', 'expired'] }, actor);
  return changed + expired.length + (await completeFinishedJobs(db, actor));
}

async function completeFinishedJobs(db: Database, actor: Actor): Promise<number> {
  const finished = await db
    .select({ id: jobs.id, lastDone: sql<string | null>`max(${tasks.completedAt})` })
    .from(jobs)
    .innerJoin(jobTasks, eq(jobTasks.jobId, jobs.id))
    .innerJoin(tasks, eq(tasks.id, jobTasks.taskId))
    .where(and(eq(jobs.status, 'in_progress'), live))
    .groupBy(jobs.id)
    .having(sql`bool_and(${tasks.state} in ('completed', 'withdrawn')) and bool_or(${tasks.state} = 'completed')`);
  let completed = 0;
  for (const job of finished) {
    const completedAt = job.lastDone ? new Date(job.lastDone) : actor.at;
    const [row] = await db
      .update(jobs)
      .set({ status: 'complete', completedAt })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'in_progress'), live))
      .returning({ id: jobs.id });
    if (!row) continue;
    await record(db, 'job', job.id, 'completed', { status: ['in_progress', 'complete'] }, actor);
    completed += 1;
  }
  return completed;
}
