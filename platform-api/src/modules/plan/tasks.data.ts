import { and, asc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { TASK_MESSAGES } from '@work/shared-contracts/tasks';
import type { Database } from '../../kit/db/index.js';
import { badUserInput, conflict, notFound, type FieldErrors } from '../../kit/errors.js';
import { onLiveInvoice } from '../payments/index.js';
import { agencyUsers, croudies } from '../people/index.js';
import { templateForTask } from '../task-templates/index.js';
import {
  addTimeline,
  croudieName,
  jobs,
  jobTasks,
  taskDeadline,
  taskOffers,
  tasks,
  TOOK_TASK,
  tookTask,
  workLogs,
  type AllocationActor,
  type TaskRow,
} from '../work/index.js';
import type { JobRow } from './jobs.data.js';
import {
  AUTHORING_JOB_STATUSES,
  deadlineOrderProblem,
  heldByCroudie,
  peopleChanges,
  plannedStart,
  TASK_RULE_MESSAGES as MESSAGES,
  type TaskValues,
} from './tasks.rules.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

/** Who authors: their staff id, their principal and name for the timeline, and when (platform clock). */
export interface TaskAuthor extends AllocationActor {
  id: number;
  at: Date;
}

const LIVE_PERSON = ['active', 'reactivated'] as const;
const idOf = (value: string | number) => (/^[1-9][0-9]{0,9}$/.test(String(value)) ? Number(value) : null);

/** A task made on a job (not demo or imported work without one), with its job; NOT_FOUND otherwise. */
export async function findJobTask(db: Db, rawId: string | number): Promise<{ task: TaskRow; job: JobRow }> {
  const id = idOf(rawId);
  if (id === null) throw notFound('Task');
  const [row] = await db
    .select({ task: tasks, job: jobs })
    .from(tasks)
    .innerJoin(jobTasks, eq(jobTasks.taskId, tasks.id))
    .innerJoin(jobs, eq(jobs.id, jobTasks.jobId))
    .where(and(eq(tasks.id, id), isNull(jobs.deletedAt)));
  if (!row) throw notFound('Task');
  return row;
}

/** The live job of each task, in one read (a job's task list asks for each task's job). */
export async function jobsOfTasks(db: Db, taskIds: readonly number[]): Promise<Map<number, JobRow>> {
  if (!taskIds.length) return new Map();
  const rows = await db
    .select({ taskId: jobTasks.taskId, job: jobs })
    .from(jobTasks)
    .innerJoin(jobs, eq(jobs.id, jobTasks.jobId))
    .where(and(inArray(jobTasks.taskId, [...taskIds]), isNull(jobs.deletedAt)));
  return new Map(rows.map((r) => [r.taskId, r.job]));
}

/** The job's tasks in the order they were made (withdrawn ones only when asked). */
export function tasksOfJob(db: Db, jobId: number, withDeleted = false): Promise<TaskRow[]> {
  return db
    .select({ task: tasks })
    .from(tasks)
    .innerJoin(jobTasks, eq(jobTasks.taskId, tasks.id))
    .where(and(eq(jobTasks.jobId, jobId), withDeleted ? undefined : ne(tasks.state, 'withdrawn')))
    .orderBy(asc(tasks.id))
    .then((rows) => rows.map((r) => r.task));
}

/** Refuses authoring on a job that is complete, expired, recurring or deleted. */
export function requireAuthoringJob(job: JobRow): void {
  if (job.deletedAt !== null || !AUTHORING_JOB_STATUSES.includes(job.status))
    throw conflict(MESSAGES.jobClosed, { jobId: MESSAGES.jobClosed });
}

/** The references of a form checked against the database: croudies live, reviewer active staff, template active. */
export async function checkTaskReferences(db: Db, values: TaskValues, clientId: number | null): Promise<void> {
  const errors: FieldErrors = {};
  const ids = values.users.map((u) => u.croudieId);
  if (ids.length) {
    const live = await db
      .select({ id: croudies.id })
      .from(croudies)
      .where(and(inArray(croudies.id, ids), inArray(croudies.status, [...LIVE_PERSON])));
    if (live.length !== new Set(ids).size) errors['input.users'] = MESSAGES.notLiveCroudie;
  }
  if (values.reviewerId !== null) {
    const [reviewer] = await db
      .select({ id: agencyUsers.id })
      .from(agencyUsers)
      .where(and(eq(agencyUsers.id, values.reviewerId), inArray(agencyUsers.status, [...LIVE_PERSON])));
    if (!reviewer) errors['input.reviewerId'] = MESSAGES.reviewerNotStaff;
  }
  if (values.templateId !== null && !(await templateForTask(db as Database, values.templateId, clientId ?? undefined)))
    errors['input.templateId'] = MESSAGES.template;
  if (Object.keys(errors).length) throw badUserInput(errors);
}

/** The deadline the form gives when its task starts at `start`, in the job owner's zone. */
const deadlineFrom = (db: Db, job: JobRow, values: TaskValues, start: Date) =>
  taskDeadline(db, job.ownerId, start, values.lifetimeMinutes, values.deadlineTime);

/** §5 deadline order against the job's other tasks (made before and, for a change, after). */
async function checkDeadlineOrder(db: Db, jobId: number, deadline: Date, taskId: number | null): Promise<void> {
  const others = (await tasksOfJob(db, jobId)).filter((t) => t.id !== taskId);
  const problem = deadlineOrderProblem(
    deadline,
    others.filter((t) => taskId === null || t.id < taskId).map((t) => t.deadline),
    others.filter((t) => taskId !== null && t.id > taskId).map((t) => t.deadline),
  );
  if (problem) throw badUserInput({ 'input.deadlineTime': problem });
}

/** The reviewer a QA task on the job gives its single tasks (the newest QA task's), or null. */
async function jobReviewer(db: Db, jobId: number): Promise<number | null> {
  const [qa] = await db
    .select({ reviewerId: tasks.reviewerId })
    .from(tasks)
    .innerJoin(jobTasks, eq(jobTasks.taskId, tasks.id))
    .where(and(eq(jobTasks.jobId, jobId), eq(tasks.type, 'qa'), ne(tasks.state, 'withdrawn')))
    .orderBy(sql`${tasks.id} desc`)
    .limit(1);
  return qa?.reviewerId ?? null;
}

/** Gives the job's open single tasks the reviewer its QA task names (or none, back to the job owner). */
async function syncReviewer(tx: Tx, jobId: number): Promise<void> {
  const reviewerId = await jobReviewer(tx, jobId);
  await tx
    .update(tasks)
    .set({ reviewerId })
    .where(
      and(
        eq(tasks.type, 'single'),
        notInArray(tasks.state, ['completed', 'withdrawn']),
        inArray(tasks.id, tx.select({ id: jobTasks.taskId }).from(jobTasks).where(eq(jobTasks.jobId, jobId))),
      ),
    );
}

const columnsOf = (values: TaskValues) => ({
  type: values.type,
  name: values.name,
  brief: values.brief,
  settings: values.settings,
  fixedCostPence: values.fixedCostPence,
  allocatedMinutes: values.allocatedMinutes,
  lifetimeMinutes: values.lifetimeMinutes,
  deadlineTime: values.deadlineTime,
  allocationMethod: values.allocationMethod,
  openQueue: values.openQueue,
  active: values.active,
  templateId: values.templateId,
});

/**
 * Makes a task on the job (§2 Forms: single task, QA task). It waits, scheduled, until the job starts; on a started
 * job a single task is allocated as soon as this returns (allocate) and a QA task is reviewing at once. The client and
 * channel are the job's; the deadline counts from when it starts (plannedStart) and keeps §5's order.
 */
export async function createTask(db: Database, job: JobRow, values: TaskValues, author: TaskAuthor): Promise<TaskRow> {
  requireAuthoringJob(job);
  const started = job.status === 'in_progress';
  const deadline = await deadlineFrom(db, job, values, plannedStart(job, author.at));
  await checkDeadlineOrder(db, job.id, deadline, null);
  return db.transaction(async (tx) => {
    const state = values.type === 'qa' && started && values.active ? 'review_in_progress' : 'scheduled';
    const [task] = await tx
      .insert(tasks)
      .values({
        ...columnsOf(values),
        state,
        clientId: job.clientId,
        channelId: job.channelId,
        ownerId: job.ownerId,
        reviewerId: values.type === 'qa' ? values.reviewerId : await jobReviewer(tx, job.id),
        deadline,
        createdAt: author.at,
        createdBy: author.id,
        allocatedAt: state === 'review_in_progress' ? author.at : null,
      })
      .returning();
    await tx.insert(jobTasks).values({ jobId: job.id, taskId: task!.id });
    if (values.users.length) {
      await tx.insert(taskOffers).values(
        values.users.map((u, position) => ({
          taskId: task!.id,
          croudieId: u.croudieId,
          position,
          timeoutMinutes: u.timeoutMinutes,
          status: 'queued' as const,
        })),
      );
    }
    if (values.type === 'qa') await syncReviewer(tx, job.id);
    await addTimeline(tx, task!.id, 'create', state, state, author, author.at);
    return task!;
  });
}

/** Whether croudies have invoiced the task's work (its work log on a live invoice): §5 blocks edits then. */
async function taskInvoiced(db: Db, taskId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: workLogs.id })
    .from(workLogs)
    .where(and(eq(workLogs.taskId, taskId), onLiveInvoice(workLogs.id)))
    .limit(1);
  return row !== undefined;
}

/** Refuses changes to a task that is invoiced, complete or deleted, or whose job no longer takes changes. */
export async function requireChangeableTask(db: Db, task: TaskRow, job: JobRow): Promise<void> {
  if (await taskInvoiced(db, task.id)) throw conflict(TASK_MESSAGES.invoiced, { id: TASK_MESSAGES.invoiced });
  if (task.state === 'completed' || task.state === 'withdrawn') throw conflict(MESSAGES.taskClosed, { id: MESSAGES.taskClosed });
  requireAuthoringJob(job);
}

/**
 * Saves the form of a task. The people change as the form says (§5: nobody who took it may leave); the deadline is
 * worked out again from when it started (or is planned to) and keeps §5's order. Returns the task; the caller then
 * lets allocation go on (people added after it ended unassigned, a task made active on a started job).
 */
export async function updateTask(db: Database, before: TaskRow, job: JobRow, values: TaskValues, author: TaskAuthor): Promise<TaskRow> {
  await requireChangeableTask(db, before, job);
  if (values.type !== before.type) throw badUserInput({ 'input.type': MESSAGES.typeFixed });
  const offers = await db.select().from(taskOffers).where(eq(taskOffers.taskId, before.id));
  const change = peopleChanges(offers, values.users);
  if (change.problem) throw badUserInput({ 'input.users': change.problem }, TASK_MESSAGES.updateFailed);
  const deadline = await deadlineFrom(db, job, values, before.allocatedAt ?? plannedStart(job, author.at));
  await checkDeadlineOrder(db, job.id, deadline, before.id);
  return db.transaction(async (tx) => {
    const [task] = await tx
      .update(tasks)
      .set({ ...columnsOf(values), deadline, updatedAt: author.at, ...(values.type === 'qa' ? { reviewerId: values.reviewerId } : {}) })
      .where(and(eq(tasks.id, before.id), eq(tasks.state, before.state)))
      .returning();
    if (!task) throw conflict('This task was changed by someone else. Reload it and try again');
    for (const person of change.leaving) {
      await tx
        .update(taskOffers)
        .set({ status: 'removed', respondedAt: author.at })
        .where(and(eq(taskOffers.taskId, task.id), eq(taskOffers.croudieId, person.croudieId), ne(taskOffers.status, 'removed')));
    }
    // everyone on the task in the form's order, the new ones queued
    const order = new Map(values.users.map((u, i) => [u.croudieId, { position: i, timeoutMinutes: u.timeoutMinutes }]));
    for (const person of change.staying) {
      const { position, timeoutMinutes } = order.get(person.croudieId)!;
      await tx
        .update(taskOffers)
        .set({ position, timeoutMinutes })
        .where(and(eq(taskOffers.taskId, task.id), eq(taskOffers.croudieId, person.croudieId), ne(taskOffers.status, 'removed')));
    }
    if (change.joining.length) {
      await tx.insert(taskOffers).values(
        change.joining.map((u) => ({
          taskId: task.id,
          croudieId: u.croudieId,
          position: order.get(u.croudieId)!.position,
          timeoutMinutes: u.timeoutMinutes,
          status: 'queued' as const,
        })),
      );
    }
    // the person whose offer was open left: their offer closed, and the task waits for allocation to go on
    if (task.state === 'offered' && change.leaving.some((p) => p.croudieId === task.croudieId)) {
      await tx.update(tasks).set({ state: 'unassigned', croudieId: null }).where(eq(tasks.id, task.id));
    }
    if (before.type === 'qa') await syncReviewer(tx, job.id);
    const removed = change.leaving.length ? ` Removed: ${change.leaving.length}.` : '';
    await addTimeline(tx, task.id, 'edit', before.state, before.state, author, author.at, `Task details updated.${removed}`.trim());
    const [saved] = await tx.select().from(tasks).where(eq(tasks.id, task.id));
    return saved!;
  });
}

/** Deletes (withdraws) a task nobody has taken; its open offers close. */
export async function deleteTask(db: Database, before: TaskRow, job: JobRow, author: TaskAuthor): Promise<TaskRow> {
  await requireChangeableTask(db, before, job);
  const taken = await db
    .select({ id: taskOffers.id })
    .from(taskOffers)
    .where(and(eq(taskOffers.taskId, before.id), inArray(taskOffers.status, [...TOOK_TASK])))
    .limit(1);
  if (taken.length || heldByCroudie(before)) throw conflict(MESSAGES.deleteTaken, { id: MESSAGES.deleteTaken });
  return db.transaction(async (tx) => {
    const [task] = await tx
      .update(tasks)
      .set({ state: 'withdrawn', croudieId: null, updatedAt: author.at })
      .where(and(eq(tasks.id, before.id), eq(tasks.state, before.state)))
      .returning();
    if (!task) throw conflict('This task was changed by someone else. Reload it and try again');
    await tx
      .update(taskOffers)
      .set({ status: 'withdrawn', respondedAt: author.at })
      .where(and(eq(taskOffers.taskId, task.id), inArray(taskOffers.status, ['queued', 'offered'])));
    if (before.type === 'qa') await syncReviewer(tx, job.id);
    await addTimeline(tx, task.id, 'delete', before.state, 'withdrawn', author, author.at);
    return task;
  });
}

/**
 * Takes one person off the task (§8 "Failed to delete user"): refused once they took it (§5). If their offer was the
 * open one, the task waits for allocation to go on to the next person.
 */
export async function removeTaskUser(db: Database, before: TaskRow, job: JobRow, croudieId: number, author: TaskAuthor): Promise<TaskRow> {
  await requireChangeableTask(db, before, job);
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .select()
      .from(taskOffers)
      .where(and(eq(taskOffers.taskId, before.id), eq(taskOffers.croudieId, croudieId), ne(taskOffers.status, 'removed')));
    if (!offer) throw badUserInput({ croudieId: MESSAGES.notOnTask }, TASK_MESSAGES.deleteUserFailed);
    if (tookTask(offer.status)) throw conflict(TASK_MESSAGES.userAccepted, { croudieId: TASK_MESSAGES.userAccepted });
    await tx.update(taskOffers).set({ status: 'removed', respondedAt: author.at }).where(eq(taskOffers.id, offer.id));
    const wasOffered = offer.status === 'offered' && before.state === 'offered' && before.croudieId === croudieId;
    if (wasOffered)
      await tx.update(tasks).set({ state: 'unassigned', croudieId: null, updatedAt: author.at }).where(eq(tasks.id, before.id));
    const name = await croudieName(tx, croudieId);
    await addTimeline(
      tx,
      before.id,
      'removeUser',
      before.state,
      wasOffered ? 'unassigned' : before.state,
      author,
      author.at,
      `${name} removed`,
    );
    const [task] = await tx.select().from(tasks).where(eq(tasks.id, before.id));
    return task!;
  });
}

/**
 * Puts another croudie in one person's place (§8 "Failed to reassign user"), in the same position and with the same
 * timeout: refused once the person took the task (§5). An open offer of theirs closes; allocation then goes on.
 */
export async function reassignTaskUser(
  db: Database,
  before: TaskRow,
  job: JobRow,
  fromId: number,
  toId: number,
  author: TaskAuthor,
): Promise<TaskRow> {
  await requireChangeableTask(db, before, job);
  await checkTaskReferences(
    db,
    { users: [{ croudieId: toId, timeoutMinutes: 30 }], reviewerId: null, templateId: null } as TaskValues,
    null,
  ).catch(() => {
    throw badUserInput({ toCroudieId: MESSAGES.notLiveCroudie }, TASK_MESSAGES.reassignFailed);
  });
  return db.transaction(async (tx) => {
    const people = await tx
      .select()
      .from(taskOffers)
      .where(and(eq(taskOffers.taskId, before.id), ne(taskOffers.status, 'removed')));
    const from = people.find((p) => p.croudieId === fromId);
    if (!from) throw badUserInput({ fromCroudieId: MESSAGES.notOnTask }, TASK_MESSAGES.reassignFailed);
    if (people.some((p) => p.croudieId === toId)) throw badUserInput({ toCroudieId: MESSAGES.alreadyOnTask }, TASK_MESSAGES.reassignFailed);
    if (tookTask(from.status)) throw conflict(TASK_MESSAGES.userAccepted, { fromCroudieId: TASK_MESSAGES.userAccepted });
    await tx.update(taskOffers).set({ status: 'removed', respondedAt: author.at }).where(eq(taskOffers.id, from.id));
    await tx
      .insert(taskOffers)
      .values({ taskId: before.id, croudieId: toId, position: from.position, timeoutMinutes: from.timeoutMinutes, status: 'queued' });
    const wasOffered = from.status === 'offered' && before.state === 'offered' && before.croudieId === fromId;
    if (wasOffered)
      await tx.update(tasks).set({ state: 'unassigned', croudieId: null, updatedAt: author.at }).where(eq(tasks.id, before.id));
    const note = `${await croudieName(tx, fromId)} replaced by ${await croudieName(tx, toId)}`;
    await addTimeline(tx, before.id, 'reassign', before.state, wasOffered ? 'unassigned' : before.state, author, author.at, note);
    const [task] = await tx.select().from(tasks).where(eq(tasks.id, before.id));
    return task!;
  });
}
