import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { deadlineAfter } from '@work/shared-contracts/deadlines';
import type { Clock } from '../../kit/clock.js';
import type { Database } from '../../kit/db/index.js';
import type { PlatformPubSub } from '../../kit/pubsub.js';
import { notify } from '../notifications/index.js';
import { agencyUsers, croudies } from '../people/people.tables.js';
import { principalIdOf } from '../people/people.rules.js';
import { taskOffers } from './allocation.tables.js';
import { nextStep, offerExpiry, type AllocationStep, type AllocationTimelineAction } from './allocation.rules.js';
import { jobs, jobTasks } from './jobs.tables.js';
import type { TaskAction } from './task-flow.js';
import { tasks, taskTimeline } from './work.tables.js';
import type { TaskState } from './work.rules.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;
type TaskRow = typeof tasks.$inferSelect;
export type OfferRow = typeof taskOffers.$inferSelect;
export type OfferWithName = OfferRow & { croudieName: string; croudieFirstName: string };

/** What allocation needs to act and to tell people: the database, the platform clock and the pushes. */
export interface AllocationDeps {
  db: Database;
  clock: Clock;
  pubsub: PlatformPubSub;
}

/** Who a timeline entry names: a person, or the allocation runner. */
export interface AllocationActor {
  principalId: string;
  name: string;
}
export const ALLOCATION_RUNNER: AllocationActor = { principalId: 'SYSTEM:allocation', name: 'Allocation' };

/** A notification to send once the change is committed. */
interface Notice {
  principalId: string;
  subject: string;
  messageText: string;
  relativeLink: string;
}

const taskLink = (taskId: number) => `/work/task/${taskId}`;
const whenText = (at: Date) => DateTime.fromJSDate(at, { zone: 'Europe/London' }).toFormat('d LLL yyyy HH:mm');

/** The task's people in their order, with their names (what staff see and allocation decides on). */
export async function offersOf(db: Db, taskId: number): Promise<OfferWithName[]> {
  return (await offersOfTasks(db, [taskId])).get(taskId) ?? [];
}

/** offersOf for several tasks in one read (a job's task list). */
export async function offersOfTasks(db: Db, taskIds: readonly number[]): Promise<Map<number, OfferWithName[]>> {
  const byTask = new Map<number, OfferWithName[]>();
  if (!taskIds.length) return byTask;
  const rows = await db
    .select({ offer: taskOffers, firstName: croudies.firstName, lastName: croudies.lastName })
    .from(taskOffers)
    .innerJoin(croudies, eq(croudies.id, taskOffers.croudieId))
    .where(inArray(taskOffers.taskId, [...taskIds]))
    .orderBy(asc(taskOffers.position), asc(taskOffers.id));
  for (const r of rows) {
    const list = byTask.get(r.offer.taskId) ?? [];
    list.push({ ...r.offer, croudieName: `${r.firstName} ${r.lastName}`.trim(), croudieFirstName: r.firstName });
    byTask.set(r.offer.taskId, list);
  }
  return byTask;
}

/** The croudie's open offer on the task, if any. */
export async function openOfferFor(db: Db, taskId: number, croudieId: number): Promise<OfferRow | null> {
  const [row] = await db
    .select()
    .from(taskOffers)
    .where(and(eq(taskOffers.taskId, taskId), eq(taskOffers.croudieId, croudieId), eq(taskOffers.status, 'offered')));
  return row ?? null;
}

/** How many offers are open on each task (the open queue label). */
export async function openOfferCounts(db: Db, taskIds: readonly number[]): Promise<Map<number, number>> {
  if (!taskIds.length) return new Map();
  const rows = await db
    .select({ taskId: taskOffers.taskId, open: sql<number>`count(*)::int` })
    .from(taskOffers)
    .where(and(inArray(taskOffers.taskId, [...taskIds]), eq(taskOffers.status, 'offered')))
    .groupBy(taskOffers.taskId);
  return new Map(rows.map((r) => [r.taskId, Number(r.open)]));
}

/** A condition for "the croudie holds an open offer on this task" (their task list, reading the task). */
export const hasOpenOffer = (croudieId: unknown) =>
  sql`exists (select 1 from ${taskOffers} where ${taskOffers.taskId} = ${tasks.id} and ${taskOffers.croudieId} = ${croudieId} and ${taskOffers.status} = 'offered')`;

/** Writes a timeline entry (allocation's own actions and the flow's accept / decline). */
export async function addTimeline(
  db: Db,
  taskId: number,
  action: AllocationTimelineAction | TaskAction,
  from: TaskState,
  to: TaskState,
  actor: AllocationActor,
  at: Date,
  note?: string | null,
): Promise<void> {
  await db.insert(taskTimeline).values({
    taskId,
    action,
    fromState: from,
    toState: to,
    actorPrincipalId: actor.principalId,
    actorName: actor.name,
    feedback: note ?? null,
    createdAt: at,
  });
}

/** Moves the task from the state it was read in; null when someone else moved it first. */
async function moveTask(tx: Tx, task: TaskRow, to: TaskState, set: Partial<TaskRow>): Promise<TaskRow | null> {
  const [row] = await tx
    .update(tasks)
    .set({ ...set, state: to })
    .where(and(eq(tasks.id, task.id), eq(tasks.state, task.state)))
    .returning();
  return row ?? null;
}

const ownerPrincipal = (task: TaskRow) => principalIdOf('USER', task.ownerId);

/** What a task's start sets: when it started, and its deadline from its lifetime in the owner's zone. */
async function startValues(tx: Tx, task: TaskRow, now: Date): Promise<Partial<TaskRow>> {
  if (task.lifetimeMinutes === null || task.deadlineTime === null) return { allocatedAt: now };
  return { allocatedAt: now, deadline: await taskDeadline(tx, task.ownerId, now, task.lifetimeMinutes, task.deadlineTime) };
}

/** A task's deadline when it starts at `start`: its lifetime, then its deadline time, in the job owner's zone. */
export async function taskDeadline(db: Db, ownerId: number, start: Date, lifetimeMinutes: number, deadlineTime: string): Promise<Date> {
  const [owner] = await db.select({ timezone: agencyUsers.timezone }).from(agencyUsers).where(eq(agencyUsers.id, ownerId));
  return deadlineAfter(start, lifetimeMinutes, deadlineTime, owner?.timezone);
}

/**
 * Takes allocation one step as far as it goes now (nextStep): assigns, offers, waits or ends unassigned, with the
 * timeline entry; returns the notices to send after commit. The task is read again inside the transaction.
 */
async function advance(tx: Tx, taskId: number, now: Date, actor: AllocationActor, offerClosed = false): Promise<Notice[]> {
  const [task] = await tx.select().from(tasks).where(eq(tasks.id, taskId));
  if (!task || task.type !== 'single' || !['scheduled', 'offered', 'unassigned'].includes(task.state)) return [];
  // an inactive task waits until it is made active; a task waits for its job to start
  if (task.state === 'scheduled' && (!task.active || !(await jobStarted(tx, task.id)))) return [];
  const offers = await offersOf(tx, task.id);
  const step: AllocationStep<OfferWithName> = nextStep(task, offers);
  // the first step: the deadline counts from now (ADR 0280)
  const starting: Partial<TaskRow> = task.state === 'scheduled' ? await startValues(tx, task, now) : {};
  switch (step.kind) {
    case 'wait':
      return [];
    case 'assign': {
      const { offer } = step;
      const moved = await moveTask(tx, task, 'in_progress', { ...starting, croudieId: offer.croudieId, updatedAt: now });
      if (!moved) return [];
      await tx.update(taskOffers).set({ status: 'assigned', offeredAt: now, respondedAt: now }).where(eq(taskOffers.id, offer.id));
      await addTimeline(tx, task.id, 'assign', task.state, 'in_progress', actor, now, `Assigned to ${offer.croudieName}`);
      return [
        {
          principalId: principalIdOf('CROUDIE', offer.croudieId),
          subject: 'A task has been assigned to you',
          messageText: `${task.name} is yours to work on.`,
          relativeLink: taskLink(task.id),
        },
      ];
    }
    case 'offer': {
      const queue = step.offers.length > 1 || task.openQueue;
      const to: TaskState = queue ? 'unassigned' : 'offered';
      const croudieId = queue ? null : step.offers[0]!.croudieId;
      const moved =
        task.state === to && task.croudieId === croudieId ? task : await moveTask(tx, task, to, { ...starting, croudieId, updatedAt: now });
      if (!moved) return [];
      const notices: Notice[] = [];
      for (const offer of step.offers) {
        const expiresAt = offerExpiry(now, offer.timeoutMinutes);
        await tx.update(taskOffers).set({ status: 'offered', offeredAt: now, expiresAt }).where(eq(taskOffers.id, offer.id));
        notices.push({
          principalId: principalIdOf('CROUDIE', offer.croudieId),
          subject: 'New task offer',
          messageText: `${task.name} is offered to you until ${whenText(expiresAt)}.`,
          relativeLink: taskLink(task.id),
        });
      }
      const names = step.offers.map((o) => o.croudieName).join(', ');
      await addTimeline(tx, task.id, 'offer', task.state, to, actor, now, `Offered to ${names}`);
      return notices;
    }
    case 'unassigned': {
      // it ended before and nothing closed since (a save of the form): nothing new to say
      if (task.state === 'unassigned' && !offerClosed) return [];
      const moved =
        task.state === 'unassigned' && task.croudieId === null
          ? task
          : await moveTask(tx, task, 'unassigned', { ...starting, croudieId: null, updatedAt: now });
      if (!moved) return [];
      await addTimeline(tx, task.id, 'unassign', task.state, 'unassigned', actor, now, 'Nobody took the task');
      return [
        {
          principalId: ownerPrincipal(task),
          subject: 'A task is unassigned',
          messageText: `Nobody took ${task.name}: choose other croudies for it.`,
          relativeLink: taskLink(task.id),
        },
      ];
    }
  }
}

async function send(deps: AllocationDeps, notices: readonly Notice[]): Promise<void> {
  for (const n of notices) await notify(deps, n.principalId, { kind: 'work', ...n });
}

/**
 * Starts or resumes allocation of a single task (its job started, it was made active, people were added after it
 * ended unassigned) and sends the notifications. Nothing happens to a task that is not waiting for someone.
 */
export async function allocate(deps: AllocationDeps, taskId: number, actor: AllocationActor = ALLOCATION_RUNNER): Promise<void> {
  const notices = await deps.db.transaction((tx) => advance(tx, taskId, deps.clock.now(), actor));
  await send(deps, notices);
}

/** The croudie accepts their open offer: the task is theirs, in progress; any other open offers close. */
export async function acceptOffer(
  deps: AllocationDeps,
  task: TaskRow,
  croudie: { id: number; name: string; principalId: string },
): Promise<TaskRow | null> {
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const moved = await tx
      .update(tasks)
      .set({ state: 'in_progress', croudieId: croudie.id, updatedAt: now })
      .where(and(eq(tasks.id, task.id), eq(tasks.state, task.state), or(isNull(tasks.croudieId), eq(tasks.croudieId, croudie.id))))
      .returning();
    if (!moved[0]) return null;
    await tx
      .update(taskOffers)
      .set({ status: 'accepted', respondedAt: now })
      .where(and(eq(taskOffers.taskId, task.id), eq(taskOffers.croudieId, croudie.id), ne(taskOffers.status, 'removed')));
    // an open queue's other offers close: those people are told, as the offer was in their inbox
    const withdrawn = await tx
      .update(taskOffers)
      .set({ status: 'withdrawn', respondedAt: now })
      .where(and(eq(taskOffers.taskId, task.id), eq(taskOffers.status, 'offered')))
      .returning({ croudieId: taskOffers.croudieId });
    await addTimeline(tx, task.id, 'accept', task.state, 'in_progress', croudie, now);
    return { task: moved[0], withdrawn };
  });
  if (!result) return null;
  await send(deps, [
    {
      principalId: principalIdOf('USER', task.ownerId),
      subject: 'A task offer was accepted',
      messageText: `${croudie.name} accepted ${task.name}.`,
      relativeLink: taskLink(task.id),
    },
    ...result.withdrawn.map(({ croudieId }) => ({
      principalId: principalIdOf('CROUDIE', croudieId),
      subject: 'A task offer was taken',
      messageText: `${task.name} was taken by another croudie before you answered.`,
      relativeLink: '/work',
    })),
  ]);
  return result.task;
}

/** The croudie declines their open offer: allocation moves on (the next person, or unassigned). */
export async function declineOffer(
  deps: AllocationDeps,
  task: TaskRow,
  croudie: { id: number; name: string; principalId: string },
): Promise<TaskRow | null> {
  const now = deps.clock.now();
  const notices = await deps.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(taskOffers)
      .set({ status: 'declined', respondedAt: now })
      .where(and(eq(taskOffers.taskId, task.id), eq(taskOffers.croudieId, croudie.id), eq(taskOffers.status, 'offered')))
      .returning();
    if (!closed) {
      // an offer made before allocation kept offers (the demo data's): it becomes unassigned, as it always did
      const moved = await moveTask(tx, task, 'unassigned', { croudieId: null, updatedAt: now });
      if (!moved) return null;
      await addTimeline(tx, task.id, 'decline', task.state, 'unassigned', croudie, now);
      return [] as Notice[];
    }
    await addTimeline(tx, task.id, 'decline', task.state, task.state, croudie, now);
    return advance(tx, task.id, now, ALLOCATION_RUNNER, true);
  });
  if (notices === null) return null;
  await send(deps, notices);
  const [row] = await deps.db.select().from(tasks).where(eq(tasks.id, task.id));
  return row ?? null;
}

/**
 * One pass of the allocation runner on the platform clock (ADR 0280):
 * - open offers past their time are missed, and allocation moves on for their tasks;
 * - active scheduled single tasks of started jobs start allocating (a job started by the job runner, or a task made
 *   active while nobody was looking);
 * - QA tasks of started jobs start reviewing, and complete once every single task of their job is done.
 * Every change is conditional, so two passes (or two API instances) never make it twice. Returns how many tasks moved.
 */
export async function runAllocation(deps: AllocationDeps): Promise<number> {
  const now = deps.clock.now();
  let moved = 0;
  const due = await deps.db
    .select({ offer: taskOffers, taskName: tasks.name })
    .from(taskOffers)
    .innerJoin(tasks, eq(tasks.id, taskOffers.taskId))
    .where(and(eq(taskOffers.status, 'offered'), lte(taskOffers.expiresAt, now)))
    .orderBy(asc(taskOffers.expiresAt));
  for (const { offer, taskName } of due) {
    const notices = await deps.db.transaction(async (tx) => {
      const [missed] = await tx
        .update(taskOffers)
        .set({ status: 'missed', respondedAt: now })
        .where(and(eq(taskOffers.id, offer.id), eq(taskOffers.status, 'offered')))
        .returning();
      if (!missed) return null;
      const [task] = await tx.select().from(tasks).where(eq(tasks.id, offer.taskId));
      const name = await croudieName(tx, offer.croudieId);
      await addTimeline(tx, offer.taskId, 'miss', task!.state, task!.state, ALLOCATION_RUNNER, now, `${name} missed the offer`);
      const next = await advance(tx, offer.taskId, now, ALLOCATION_RUNNER, true);
      return [
        {
          principalId: principalIdOf('CROUDIE', offer.croudieId),
          subject: 'You missed a task offer',
          messageText: `The offer of ${taskName} has expired.`,
          relativeLink: '/work',
        },
        ...next,
      ];
    });
    if (notices) {
      moved += 1;
      await send(deps, notices);
    }
  }
  moved += await startWaitingTasks(deps, now);
  moved += await moveQaTasks(deps, now);
  return moved;
}

async function jobStarted(db: Db, taskId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobTasks)
    .innerJoin(jobs, eq(jobs.id, jobTasks.jobId))
    .where(and(eq(jobTasks.taskId, taskId), eq(jobs.status, 'in_progress'), isNull(jobs.deletedAt)));
  return row !== undefined;
}

/** A croudie's full name for a timeline note. */
export async function croudieName(db: Db, croudieId: number): Promise<string> {
  const [row] = await db
    .select({ firstName: croudies.firstName, lastName: croudies.lastName })
    .from(croudies)
    .where(eq(croudies.id, croudieId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : 'The croudie';
}

/**
 * A job just started (startJob, start on save): its tasks start at once rather than on the runner's next pass.
 */
export async function allocateJob(deps: AllocationDeps, jobId: number): Promise<void> {
  const now = deps.clock.now();
  await startWaitingTasks(deps, now, jobId);
  await moveQaTasks(deps, now, jobId);
}

/** Active scheduled single tasks of started jobs (or of one job): allocation starts. */
async function startWaitingTasks(deps: AllocationDeps, now: Date, jobId?: number): Promise<number> {
  const waiting = await deps.db
    .select({ id: tasks.id })
    .from(tasks)
    .innerJoin(jobTasks, eq(jobTasks.taskId, tasks.id))
    .innerJoin(jobs, eq(jobs.id, jobTasks.jobId))
    .where(
      and(
        eq(tasks.state, 'scheduled'),
        eq(tasks.active, true),
        eq(tasks.type, 'single'),
        // tasks made with the task form: demo and imported work keeps the states it was given
        isNotNull(tasks.createdBy),
        eq(jobs.status, 'in_progress'),
        isNull(jobs.deletedAt),
        jobId === undefined ? undefined : eq(jobs.id, jobId),
      ),
    );
  for (const { id } of waiting) await allocate(deps, id);
  return waiting.length;
}

/** QA tasks: reviewing once their job has started, complete once every single task of the job is done. */
async function moveQaTasks(deps: AllocationDeps, now: Date, jobId?: number): Promise<number> {
  const ofJob =
    jobId === undefined
      ? undefined
      : sql`exists (select 1 from ${jobTasks} where ${jobTasks.taskId} = ${tasks.id} and ${jobTasks.jobId} = ${jobId})`;
  const started = await deps.db
    .update(tasks)
    .set({ state: 'review_in_progress', allocatedAt: now, updatedAt: now })
    .where(
      and(
        eq(tasks.type, 'qa'),
        eq(tasks.state, 'scheduled'),
        eq(tasks.active, true),
        ofJob,
        sql`exists (select 1 from ${jobTasks} jt join ${jobs} j on j.id = jt.job_id where jt.task_id = ${tasks.id} and j.status = 'in_progress' and j.deleted_at is null)`,
      ),
    )
    .returning({ id: tasks.id });
  for (const { id } of started)
    await addTimeline(deps.db, id, 'offer', 'scheduled', 'review_in_progress', ALLOCATION_RUNNER, now, 'Reviewing');
  const done = await deps.db
    .update(tasks)
    .set({ state: 'completed', completedAt: now, updatedAt: now })
    .where(
      and(
        eq(tasks.type, 'qa'),
        eq(tasks.state, 'review_in_progress'),
        ofJob,
        sql`exists (select 1 from ${jobTasks} jt where jt.task_id = ${tasks.id})`,
        sql`not exists (
          select 1 from ${jobTasks} mine join ${jobTasks} other on other.job_id = mine.job_id join ${tasks} t on t.id = other.task_id
          where mine.task_id = ${tasks.id} and t.type = 'single' and t.state not in ('completed', 'withdrawn'))`,
        sql`exists (
          select 1 from ${jobTasks} mine join ${jobTasks} other on other.job_id = mine.job_id join ${tasks} t on t.id = other.task_id
          where mine.task_id = ${tasks.id} and t.type = 'single' and t.state = 'completed')`,
      ),
    )
    .returning({ id: tasks.id });
  for (const { id } of done)
    await addTimeline(deps.db, id, 'pass', 'review_in_progress', 'completed', ALLOCATION_RUNNER, now, 'Every task of the job is done');
  return started.length + done.length;
}
