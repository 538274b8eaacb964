import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { badUserInput, conflict, notFound, type FieldErrors } from '../../kit/errors.js';
import type { Page } from '../../kit/graphql/pagination.js';
import { channels, clients } from '../clients/index.js';
import { agencyUsers } from '../people/index.js';
import {
  CHANGE_ALLOWED_FROM,
  internalTaskDueAt,
  INTERNAL_TASK_RULE_MESSAGES as MESSAGES,
  statusProblem,
  type InternalTaskChange,
  type InternalTaskStatus,
} from './internal-tasks.rules.js';
import { internalTasks } from './internal-tasks.tables.js';
import { changesOf, record, type Actor } from './plan.data.js';
import { planPhases, planProjects } from './plan.tables.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;
export type InternalTaskRow = typeof internalTasks.$inferSelect;
/** A task with the names the plan and the lists show beside it. */
export type InternalTaskView = InternalTaskRow & { clientName: string; channelName: string };

/** What the form saves (ids resolved, text trimmed). */
export interface InternalTaskValues {
  clientId: number;
  channelId: number;
  phaseId: number | null;
  summary: string;
  brief: string | null;
  lifetimeMinutes: number;
  deadlineTime: string;
}

export interface InternalTaskFilters {
  ownerId: number | null;
  clientId: number | null;
  phaseId: number | null;
  statuses: InternalTaskStatus[];
}

type Action = InternalTaskChange;

const idOf = (value: string | number) => (/^[1-9][0-9]{0,9}$/.test(String(value)) ? Number(value) : null);

const selectViews = (db: Db) =>
  db
    .select({ task: internalTasks, clientName: clients.name, channelName: channels.name })
    .from(internalTasks)
    .innerJoin(clients, eq(clients.id, internalTasks.clientId))
    .innerJoin(channels, eq(channels.id, internalTasks.channelId));
const toView = (r: { task: InternalTaskRow; clientName: string; channelName: string }): InternalTaskView => ({
  ...r.task,
  clientName: r.clientName,
  channelName: r.channelName,
});

export async function findInternalTask(db: Db, id: string | number): Promise<InternalTaskView> {
  const key = idOf(id);
  const [row] = key === null ? [] : await selectViews(db).where(eq(internalTasks.id, key));
  if (!row) throw notFound('Internal task');
  return toView(row);
}

/**
 * The references of the form, checked against the modules that own them (BAD_USER_INPUT naming the field): a known
 * client, one of its channels, and an active phase of one of its projects when a phase is named.
 */
export async function checkInternalTaskReferences(db: Database, values: InternalTaskValues): Promise<void> {
  const errors: FieldErrors = {};
  const [client] = await db
    .select({ id: clients.id, channelId: channels.id })
    .from(clients)
    .leftJoin(channels, and(eq(channels.id, values.channelId), eq(channels.clientId, clients.id)))
    .where(eq(clients.id, values.clientId));
  if (!client) errors['input.clientId'] = MESSAGES.clientUnknown;
  else if (client.channelId === null) errors['input.channelId'] = MESSAGES.channelOfClient;
  if (values.phaseId !== null) {
    const [phase] = await db
      .select({ status: planPhases.status, clientId: planProjects.clientId })
      .from(planPhases)
      .innerJoin(planProjects, eq(planProjects.id, planPhases.projectId))
      .where(and(eq(planPhases.id, values.phaseId), ne(planPhases.status, 'deleted')));
    if (!phase || phase.clientId !== values.clientId) errors['input.phaseId'] = MESSAGES.phaseOfClient;
    else if (phase.status !== 'active') errors['input.phaseId'] = MESSAGES.phaseNotActive;
  }
  if (Object.keys(errors).length) throw badUserInput(errors);
}

/** The owner's time zone, which a due time is worked out in (their profile's; none: Europe/London). */
async function zoneOf(db: Db, ownerId: number): Promise<string | null> {
  const [owner] = await db.select({ timezone: agencyUsers.timezone }).from(agencyUsers).where(eq(agencyUsers.id, ownerId));
  return owner?.timezone ?? null;
}

/** CONFLICT naming `status` when the task's status does not allow the change. */
function refuse(action: Action, status: InternalTaskStatus) {
  const problem = statusProblem(action, status);
  if (problem) throw conflict(problem, { status: problem });
}

/** Writes a change only while the status still allows it: a concurrent change is refused as a stale read would be. */
async function updateIfAllowed(tx: Tx, id: number, set: Partial<InternalTaskRow>, action: Action) {
  const [row] = await tx
    .update(internalTasks)
    .set(set)
    .where(and(eq(internalTasks.id, id), inArray(internalTasks.status, [...CHANGE_ALLOWED_FROM[action].statuses])))
    .returning({ id: internalTasks.id });
  const { refused } = CHANGE_ALLOWED_FROM[action];
  if (!row) throw conflict(refused, { status: refused });
}

/** Creates a task owned by its creator: a draft, or in progress from now when started on save. */
export async function createInternalTask(db: Database, values: InternalTaskValues, ownerId: number, startOnSave: boolean, actor: Actor) {
  const started = startOnSave
    ? {
        status: 'in_progress' as const,
        startedAt: actor.at,
        dueAt: internalTaskDueAt(actor.at, values.lifetimeMinutes, values.deadlineTime, await zoneOf(db, ownerId)),
      }
    : { status: 'draft' as const, startedAt: null, dueAt: null };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(internalTasks)
      .values({ ...values, ...started, ownerId, createdBy: actor.by, createdAt: actor.at, updatedBy: actor.by, updatedAt: actor.at })
      .returning();
    await record(
      tx,
      'internalTask',
      row!.id,
      'created',
      changesOf({} as Record<string, unknown>, { ...values, ownerId, ...started }),
      actor,
    );
    return findInternalTask(tx, row!.id);
  });
}

/** Saves the form; a task in progress keeps its start and its due time follows the new lifetime and deadline. */
export async function updateInternalTask(db: Database, before: InternalTaskRow, values: InternalTaskValues, actor: Actor) {
  refuse('save', before.status);
  const dueAt =
    before.startedAt === null
      ? null
      : internalTaskDueAt(before.startedAt, values.lifetimeMinutes, values.deadlineTime, await zoneOf(db, before.ownerId));
  return db.transaction(async (tx) => {
    await updateIfAllowed(tx, before.id, { ...values, dueAt, updatedBy: actor.by, updatedAt: actor.at }, 'save');
    await record(tx, 'internalTask', before.id, 'updated', changesOf(before, { ...values, dueAt }), actor);
    return findInternalTask(tx, before.id);
  });
}

export async function startInternalTask(db: Database, before: InternalTaskRow, actor: Actor) {
  refuse('start', before.status);
  const dueAt = internalTaskDueAt(actor.at, before.lifetimeMinutes, before.deadlineTime, await zoneOf(db, before.ownerId));
  const set = { status: 'in_progress' as const, startedAt: actor.at, dueAt };
  return db.transaction(async (tx) => {
    await updateIfAllowed(tx, before.id, { ...set, updatedBy: actor.by, updatedAt: actor.at }, 'start');
    await record(tx, 'internalTask', before.id, 'started', changesOf(before, set), actor);
    return findInternalTask(tx, before.id);
  });
}

export async function completeInternalTask(db: Database, before: InternalTaskRow, actor: Actor) {
  refuse('complete', before.status);
  const set = { status: 'complete' as const, completedAt: actor.at };
  return db.transaction(async (tx) => {
    await updateIfAllowed(tx, before.id, { ...set, updatedBy: actor.by, updatedAt: actor.at }, 'complete');
    await record(tx, 'internalTask', before.id, 'completed', changesOf(before, set), actor);
    return findInternalTask(tx, before.id);
  });
}

/** One page of tasks, due soonest first (drafts, with no due time, after them; newest first among equals). */
export async function listInternalTasks(db: Database, f: InternalTaskFilters, page: Page) {
  const where: SQL[] = [];
  if (f.ownerId !== null) where.push(eq(internalTasks.ownerId, f.ownerId));
  if (f.clientId !== null) where.push(eq(internalTasks.clientId, f.clientId));
  if (f.phaseId !== null) where.push(eq(internalTasks.phaseId, f.phaseId));
  if (f.statuses.length) where.push(inArray(internalTasks.status, f.statuses));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    selectViews(db)
      .where(condition)
      .orderBy(sql`${internalTasks.dueAt} asc nulls last`, desc(internalTasks.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(internalTasks).where(condition),
  ]);
  return { rows: rows.map(toView), pagination: { total: total?.n ?? 0, page: page.page, limit: page.limit } };
}

/** The tasks of these phases by due time, in one statement (the plan shows them under their phase); drafts when asked. */
export async function internalTasksOfPhases(db: Database, phaseIds: number[], includeDrafts: boolean): Promise<InternalTaskView[]> {
  if (!phaseIds.length) return [];
  const rows = await selectViews(db)
    .where(and(inArray(internalTasks.phaseId, phaseIds), ...(includeDrafts ? [] : [ne(internalTasks.status, 'draft')])))
    .orderBy(sql`${internalTasks.dueAt} asc nulls last`, asc(internalTasks.id));
  return rows.map(toView);
}
