import { and, asc, count, desc, eq, exists, gte, inArray, isNotNull, isNull, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../../kit/db/index.js';
import type { Page } from '../../kit/graphql/pagination.js';
import { holidayDates } from '../settings/settings.data.js';
import { OPEN_JOB_STATUSES } from './jobs.rules.js';
import { jobs, jobTasks } from './jobs.tables.js';
import { occurrencesBetween } from './recurring.rules.js';
import { recurringWork } from './recurring.tables.js';
import type { TaskRow } from './work.data.js';
import type { TaskState } from './work.rules.js';
import { taskMessages, tasks } from './work.tables.js';

export type JobRow = typeof jobs.$inferSelect;
export type DashboardMessageRow = typeof taskMessages.$inferSelect & { task: TaskRow };

/** States in which a task is no longer open work (the same closed states as isOverdue in work.rules). */
export const CLOSED_TASK_STATES: TaskState[] = ['completed', 'withdrawn', 'delivered'];
/** A croudie's current tasks: working on them, or waiting for review. */
export const FREELANCER_CURRENT_STATES: TaskState[] = ['in_progress', 'review_in_progress'];
/** Staff's current tasks: being worked on, reviewed, or with the job owner. */
export const STAFF_CURRENT_STATES: TaskState[] = ['in_progress', 'review_in_progress', 'delivered'];
export const UNASSIGNED_STATES: TaskState[] = ['unassigned', 'review_unassigned'];

export interface Paged<T> {
  nodes: T[];
  total: number;
}

async function taskPage(db: Database, where: SQL | undefined, order: SQL[], page: Page): Promise<Paged<TaskRow>> {
  const [totalRow] = await db.select({ total: count() }).from(tasks).where(where);
  const nodes = await db
    .select()
    .from(tasks)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return { nodes, total: Number(totalRow?.total ?? 0) };
}

async function jobPage(db: Database, condition: SQL | undefined, order: SQL[], page: Page): Promise<Paged<JobRow>> {
  // a deleted job is kept for its tasks and history, and shown nowhere
  const where = and(condition, isNull(jobs.deletedAt));
  const [totalRow] = await db.select({ total: count() }).from(jobs).where(where);
  const nodes = await db
    .select()
    .from(jobs)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return { nodes, total: Number(totalRow?.total ?? 0) };
}

const byDeadline = [sql`${tasks.deadline} asc nulls last`, asc(tasks.id)];
const byDue = [sql`${jobs.dueAt} asc nulls last`, asc(jobs.id)];

/** A job holding a task that matches `where`. */
const jobHasTask = (db: Database, where: SQL | undefined) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(jobTasks)
      .innerJoin(tasks, eq(tasks.id, jobTasks.taskId))
      .where(and(eq(jobTasks.jobId, jobs.id), where)),
  );

// ---- Freelancer dashboard (the croudie's own work) ----

export const freelancer = {
  currentTasks: (db: Database, croudieId: number, page: Page) =>
    taskPage(db, and(eq(tasks.croudieId, croudieId), inArray(tasks.state, FREELANCER_CURRENT_STATES)), byDeadline, page),
  opportunities: (db: Database, croudieId: number, page: Page) =>
    taskPage(db, and(eq(tasks.croudieId, croudieId), eq(tasks.state, 'offered')), byDeadline, page),
  completedWork: (db: Database, croudieId: number, page: Page) =>
    taskPage(
      db,
      and(eq(tasks.croudieId, croudieId), eq(tasks.state, 'completed')),
      [sql`${tasks.completedAt} desc nulls last`, desc(tasks.id)],
      page,
    ),
  currentJobs: (db: Database, croudieId: number, page: Page) =>
    jobPage(db, jobHasTask(db, and(eq(tasks.croudieId, croudieId), inArray(tasks.state, FREELANCER_CURRENT_STATES))), byDue, page),
};

// ---- Work management dashboard (staff: jobs they own, tasks they own or review) ----

const ownsOrReviews = (userId: number) => or(eq(tasks.ownerId, userId), eq(tasks.reviewerId, userId));

export const staff = {
  drafts: (db: Database, userId: number, page: Page) =>
    jobPage(db, and(eq(jobs.ownerId, userId), eq(jobs.status, 'draft')), [desc(jobs.createdAt), desc(jobs.id)], page),
  currentJobs: (db: Database, userId: number, page: Page) =>
    jobPage(db, and(eq(jobs.ownerId, userId), eq(jobs.status, 'in_progress')), byDue, page),
  unassignedJobs: (db: Database, userId: number, page: Page) =>
    jobPage(
      db,
      and(eq(jobs.ownerId, userId), inArray(jobs.status, [...OPEN_JOB_STATUSES]), jobHasTask(db, inArray(tasks.state, UNASSIGNED_STATES))),
      byDue,
      page,
    ),
  overdueJobs: (db: Database, userId: number, now: Date, page: Page) =>
    jobPage(db, and(eq(jobs.ownerId, userId), inArray(jobs.status, [...OPEN_JOB_STATUSES]), lt(jobs.dueAt, now)), byDue, page),
  currentTasks: (db: Database, userId: number, page: Page) =>
    taskPage(db, and(ownsOrReviews(userId), inArray(tasks.state, STAFF_CURRENT_STATES)), byDeadline, page),
  overdueTasks: (db: Database, userId: number, now: Date, page: Page) =>
    taskPage(db, and(ownsOrReviews(userId), notInArray(tasks.state, CLOSED_TASK_STATES), lt(tasks.deadline, now)), byDeadline, page),

  /** Messages others posted on tasks the viewer owns or reviews, newest first. */
  async recentMessages(db: Database, userId: number, principalId: string, page: Page): Promise<Paged<DashboardMessageRow>> {
    const where = and(ownsOrReviews(userId), ne(taskMessages.authorPrincipalId, principalId));
    const [totalRow] = await db
      .select({ total: count() })
      .from(taskMessages)
      .innerJoin(tasks, eq(tasks.id, taskMessages.taskId))
      .where(where);
    const rows = await db
      .select({ message: taskMessages, task: tasks })
      .from(taskMessages)
      .innerJoin(tasks, eq(tasks.id, taskMessages.taskId))
      .where(where)
      .orderBy(desc(taskMessages.createdAt), desc(taskMessages.id))
      .limit(page.limit)
      .offset(page.offset);
    return { nodes: rows.map((r) => ({ ...r.message, task: r.task })), total: Number(totalRow?.total ?? 0) };
  },

  /**
   * Allocated minutes per day from today (in `zone`) for `days` days: open tasks the viewer owns, on their deadline
   * day, plus every occurrence of their running recurring work.
   */
  async upcomingWorkload(
    db: Database,
    userId: number,
    now: Date,
    zone: string,
    days: number,
  ): Promise<{ date: string; minutes: number }[]> {
    const start = DateTime.fromJSDate(now, { zone }).startOf('day');
    const dates = Array.from({ length: days }, (_, i) => start.plus({ days: i }).toISODate()!);
    const totals = new Map(dates.map((d) => [d, 0]));
    const end = start.plus({ days });
    const open = await db
      .select({ deadline: tasks.deadline, minutes: tasks.allocatedMinutes })
      .from(tasks)
      .where(
        and(
          eq(tasks.ownerId, userId),
          notInArray(tasks.state, CLOSED_TASK_STATES),
          isNotNull(tasks.allocatedMinutes),
          gte(tasks.deadline, start.toJSDate()),
          lt(tasks.deadline, end.toJSDate()),
        ),
      );
    for (const t of open) {
      const day = DateTime.fromJSDate(t.deadline!, { zone }).toISODate()!;
      if (totals.has(day)) totals.set(day, totals.get(day)! + (t.minutes ?? 0));
    }
    const schedules = await db
      .select()
      .from(recurringWork)
      .where(and(eq(recurringWork.ownerId, userId), eq(recurringWork.isPaused, false)));
    const holidays = schedules.length > 0 ? await holidayDates(db) : new Set<string>();
    for (const s of schedules) {
      for (const day of occurrencesBetween(s, dates[0]!, dates.at(-1)!, holidays)) {
        if (totals.has(day)) totals.set(day, totals.get(day)! + s.allocatedMinutes);
      }
    }
    return dates.map((date) => ({ date, minutes: totals.get(date)! }));
  },
};
