import { and, asc, count, desc, eq, ilike, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Viewer } from '../../kit/auth/index.js';
import { perDatabase, type Database } from '../../kit/db/index.js';
import { likePattern, type Page } from '../../kit/graphql/pagination.js';
import { agencyUsers, clientUsers, croudies } from '../people/people.tables.js';
import type { TaskSortField, TaskState } from './work.rules.js';
import type { ClientRow } from '../clients/clients.data.js';
import type { AgencyUserRow } from '../people/people.data.js';
import { privateFiles } from '../files/files.tables.js';
import { channels, clients } from '../clients/clients.tables.js';
import { taskFiles, taskMessages, taskRatings, tasks, taskTimeline, workLogs } from './work.tables.js';
import { workMinutes } from './task-flow.js';
import { hasOpenOffer } from './allocation.data.js';

export type TaskRow = typeof tasks.$inferSelect;

export interface TaskFilters {
  states?: TaskState[] | null;
  clientIds?: number[] | null;
  search?: string | null;
}

export interface TaskSort {
  field: TaskSortField;
  direction: 'ASC' | 'DESC';
}

/**
 * Whose tasks are "mine": a croudie's assigned tasks and those offered to them now (an open queue offers a task to
 * several at once, ADR 0280); staff own or review; a client user's client's tasks.
 */
function mineCondition(kind: Viewer['kind'], viewerId: number | Placeholder): SQL | undefined {
  switch (kind) {
    case 'CROUDIE':
      return or(eq(tasks.croudieId, viewerId), hasOpenOffer(viewerId));
    case 'USER':
      return or(eq(tasks.ownerId, viewerId), eq(tasks.reviewerId, viewerId));
    case 'CLIENT_USER':
      return inArray(tasks.clientId, sql`(select ${clientUsers.clientId} from ${clientUsers} where ${clientUsers.id} = ${viewerId})`);
  }
}

const sortColumn = {
  id: tasks.id,
  deadline: tasks.deadline,
  name: tasks.name,
  state: tasks.state,
  createdAt: tasks.createdAt,
} as const;

export type TaskListRow = { task: TaskRow; client: ClientRow | null; owner: AgencyUserRow | null };

/** What decides the statement of a task list: whose tasks, the order and which filters are set (not their values). */
interface TaskListShape {
  kind: Viewer['kind'];
  sort: TaskSort;
  states: boolean;
  clientIds: boolean;
  search: boolean;
}

function taskListWhere(shape: TaskListShape) {
  return and(
    mineCondition(shape.kind, sql.placeholder('viewerId')),
    shape.states ? sql`${tasks.state} = any(${sql.placeholder('states')}::text[])` : undefined,
    shape.clientIds ? sql`${tasks.clientId} = any(${sql.placeholder('clientIds')}::integer[])` : undefined,
    shape.search ? ilike(tasks.name, sql.placeholder('search')) : undefined,
  );
}

function prepareTaskList(db: Database, shape: TaskListShape, name: string) {
  const column = sortColumn[shape.sort.field];
  const descending = shape.sort.direction === 'DESC';
  return db
    .select({ task: tasks, client: clients, owner: agencyUsers, total: sql<string>`count(*) over ()` })
    .from(tasks)
    .leftJoin(clients, eq(clients.id, tasks.clientId))
    .leftJoin(agencyUsers, eq(agencyUsers.id, tasks.ownerId))
    .where(taskListWhere(shape))
    .orderBy(descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, descending ? desc(tasks.id) : asc(tasks.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/**
 * The task list's statements, prepared once per database and shape (at most 3 kinds × 10 orders × 8 filter sets, made
 * as they are first asked for): a request only binds values, so it pays neither the query building nor PostgreSQL's
 * parsing and planning.
 */
const taskListStatements = perDatabase((_db: Database) => new Map<string, ReturnType<typeof prepareTaskList>>());

/**
 * One page of the viewer's tasks in one statement: the page, the total (a window count) and each task's client and
 * owner, which the list shows on every row (the caller primes the request's loaders with them, so naming them costs no
 * further round trip). Only a page past the end asks for the total again.
 */
export async function listMyTasks(db: Database, viewer: Viewer, filters: TaskFilters, sort: TaskSort, page: Page) {
  const shape: TaskListShape = {
    kind: viewer.kind,
    sort,
    states: Boolean(filters.states?.length),
    clientIds: Boolean(filters.clientIds?.length),
    search: Boolean(filters.search),
  };
  const name = ['my_tasks', shape.kind, sort.field, sort.direction, Number(shape.states), Number(shape.clientIds), Number(shape.search)]
    .join('_')
    .toLowerCase();
  const statements = taskListStatements(db);
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = prepareTaskList(db, shape, name)));
  const values = {
    viewerId: viewer.id,
    states: filters.states ?? [],
    clientIds: filters.clientIds ?? [],
    search: filters.search ? likePattern(filters.search) : '',
  };
  const rows = await statement.execute({ ...values, limit: page.limit, offset: page.offset });
  if (rows.length === 0 && page.offset > 0) {
    const [totalRow] = await db.select({ total: count() }).from(tasks).where(taskListWhere(shape)).prepare(`${name}_total`).execute(values);
    return { rows: [] as TaskListRow[], total: Number(totalRow?.total ?? 0) };
  }
  return { rows: rows.map(({ task, client, owner }): TaskListRow => ({ task, client, owner })), total: Number(rows[0]?.total ?? 0) };
}

// ---- One task, its messages, timeline and the flow's writes ----

export type TaskMessageRow = typeof taskMessages.$inferSelect;
export type TaskTimelineRow = typeof taskTimeline.$inferSelect;
export type TaskRatingRow = typeof taskRatings.$inferSelect;
export type WorkLogRow = typeof workLogs.$inferSelect;

export async function findTask(db: Database, id: number): Promise<TaskRow | null> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
  return row ?? null;
}

export function listMessages(db: Database, taskId: number): Promise<TaskMessageRow[]> {
  return db.select().from(taskMessages).where(eq(taskMessages.taskId, taskId)).orderBy(asc(taskMessages.createdAt), asc(taskMessages.id));
}

export function listTimeline(db: Database, taskId: number): Promise<TaskTimelineRow[]> {
  return db.select().from(taskTimeline).where(eq(taskTimeline.taskId, taskId)).orderBy(asc(taskTimeline.createdAt), asc(taskTimeline.id));
}

export function listRatings(db: Database, taskId: number): Promise<TaskRatingRow[]> {
  return db.select().from(taskRatings).where(eq(taskRatings.taskId, taskId)).orderBy(asc(taskRatings.id));
}

export async function findWorkLog(db: Database, taskId: number): Promise<WorkLogRow | null> {
  const [row] = await db.select().from(workLogs).where(eq(workLogs.taskId, taskId));
  return row ?? null;
}

export async function addMessage(db: Database, values: typeof taskMessages.$inferInsert): Promise<TaskMessageRow> {
  const [row] = await db.insert(taskMessages).values(values).returning();
  return row!;
}

export interface TransitionWrite {
  task: TaskRow;
  to: TaskState;
  action: string;
  actor: { principalId: string; name: string };
  at: Date;
  changes?: Partial<typeof tasks.$inferInsert>;
  feedback?: string | null;
  ratings?: Omit<typeof taskRatings.$inferInsert, 'taskId' | 'croudieId' | 'reviewerId' | 'createdAt'> & { reviewerId: number };
  /** Files the croudie submits with the work (the saved draft files are submitted with them). */
  submissionFileIds?: number[];
  /** Saving without submitting: these files replace the task's draft files. */
  draftFileIds?: number[];
  /** Relinquishing: the draft files go with the work. */
  dropDrafts?: boolean;
}

/**
 * Moves a task from the state it was read in to the next one, with its timeline entry (and ratings, and the work log
 * when it completes) in one transaction. Returns null when someone else moved the task first.
 */
export async function writeTransition(db: Database, write: TransitionWrite): Promise<TaskRow | null> {
  const { task, to, at } = write;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(tasks)
      .set({ ...write.changes, state: to })
      .where(and(eq(tasks.id, task.id), eq(tasks.state, task.state)))
      .returning();
    if (!updated) return null;
    await tx.insert(taskTimeline).values({
      taskId: task.id,
      action: write.action,
      fromState: task.state,
      toState: to,
      actorPrincipalId: write.actor.principalId,
      actorName: write.actor.name,
      feedback: write.feedback?.trim() || null,
      createdAt: at,
    });
    const draftOf = and(eq(taskFiles.taskId, task.id), eq(taskFiles.kind, 'draft'));
    if (write.draftFileIds) {
      await tx.delete(taskFiles).where(draftOf);
      if (write.draftFileIds.length) {
        await tx
          .insert(taskFiles)
          .values(write.draftFileIds.map((fileId) => ({ taskId: task.id, fileId, kind: 'draft' as const, createdAt: at })));
      }
    }
    if (write.dropDrafts) await tx.delete(taskFiles).where(draftOf);
    if (write.submissionFileIds) {
      // The saved draft files are submitted too; a file both saved and sent again is linked once.
      const drafts = await tx.update(taskFiles).set({ kind: 'submission' }).where(draftOf).returning({ fileId: taskFiles.fileId });
      const linked = new Set(drafts.map((d) => d.fileId));
      const added = write.submissionFileIds.filter((id) => !linked.has(id));
      if (added.length) {
        await tx.insert(taskFiles).values(added.map((fileId) => ({ taskId: task.id, fileId, kind: 'submission' as const, createdAt: at })));
      }
    }
    if (write.ratings && task.croudieId !== null) {
      await tx.insert(taskRatings).values({ ...write.ratings, taskId: task.id, croudieId: task.croudieId, createdAt: at });
    }
    if (to === 'completed' && task.croudieId !== null) {
      const [croudie] = await tx.select({ hourlyRate: croudies.hourlyRate }).from(croudies).where(eq(croudies.id, task.croudieId));
      const { rate, total } = workLogAmounts(task, croudie?.hourlyRate ?? null);
      const minutes = workMinutes(task, croudie?.hourlyRate ?? null);
      await tx.insert(workLogs).values({
        taskId: task.id,
        croudieId: task.croudieId,
        description: task.name,
        completedAt: at,
        channelId: task.channelId,
        clientId: task.clientId,
        summary: (updated.work ?? '').trim().slice(0, 500) || task.name,
        rate,
        total,
        minutes,
      });
    }
    return updated;
  });
}

/** Fixed-cost tasks pay their cost; allocated-minutes tasks pay minutes × the croudie's hourly rate. */
export function workLogAmounts(
  task: { fixedCostPence: number | null; allocatedMinutes: number | null },
  hourlyRate: string | null,
): { rate: string | null; total: string } {
  if (task.fixedCostPence !== null) return { rate: null, total: (task.fixedCostPence / 100).toFixed(2) };
  if (task.allocatedMinutes !== null && hourlyRate !== null) {
    const pence = Math.round((task.allocatedMinutes * Number(hourlyRate) * 100) / 60);
    return { rate: Number(hourlyRate).toFixed(2), total: (pence / 100).toFixed(2) };
  }
  return { rate: hourlyRate === null ? null : Number(hourlyRate).toFixed(2), total: '0.00' };
}

// ---- Attachments ----

export type TaskFileRow = typeof taskFiles.$inferSelect;

export function listTaskFiles(db: Database, taskId: number) {
  return db
    .select({ link: taskFiles, file: privateFiles })
    .from(taskFiles)
    .innerJoin(privateFiles, eq(privateFiles.id, taskFiles.fileId))
    .where(eq(taskFiles.taskId, taskId))
    .orderBy(asc(taskFiles.id));
}

/** A croudie may download a file attached to a task assigned or offered to them. */
export async function fileVisibleThroughTask(db: Database, fileId: number, viewer: Viewer): Promise<boolean> {
  if (viewer.kind !== 'CROUDIE') return false;
  const [row] = await db
    .select({ id: taskFiles.id })
    .from(taskFiles)
    .innerJoin(tasks, eq(tasks.id, taskFiles.taskId))
    .where(and(eq(taskFiles.fileId, fileId), or(eq(tasks.croudieId, viewer.id), hasOpenOffer(viewer.id))))
    .limit(1);
  return !!row;
}

// ---- Work logs (payments) ----

export const WORK_LOG_SORT_FIELDS = ['completedAt', 'total', 'id'] as const;
export type WorkLogSort = { field: (typeof WORK_LOG_SORT_FIELDS)[number]; direction: 'ASC' | 'DESC' };

/** A croudie's work logs, a page at a time, with the client's and channel's names. */
export async function listWorkLogs(db: Database, croudieId: number, sort: WorkLogSort, page: Page) {
  const where = eq(workLogs.croudieId, croudieId);
  const column = { completedAt: workLogs.completedAt, total: workLogs.total, id: workLogs.id }[sort.field];
  const [totalRow] = await db.select({ total: count() }).from(workLogs).where(where);
  const rows = await db
    .select({ log: workLogs, clientName: clients.name, channelName: channels.name })
    .from(workLogs)
    .innerJoin(clients, eq(clients.id, workLogs.clientId))
    .leftJoin(channels, eq(channels.id, workLogs.channelId))
    .where(where)
    .orderBy(sort.direction === 'DESC' ? desc(column) : asc(column), sort.direction === 'DESC' ? desc(workLogs.id) : asc(workLogs.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    nodes: rows.map((r) => ({ ...r.log, clientName: r.clientName, channelName: r.channelName })),
    total: Number(totalRow?.total ?? 0),
  };
}
