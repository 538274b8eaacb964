import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { quarterDays, quarterOfDay, type PlanQuarter } from '@work/shared-contracts/plan';
import type { Database } from '../../kit/db/index.js';
import { badUserInput, conflict, notFound, type FieldErrors } from '../../kit/errors.js';
import type { Page } from '../../kit/graphql/pagination.js';
import { channels, clients } from '../clients/index.js';
import { channelTypes } from '../reference/index.js';
import { agencyUsers } from '../people/index.js';
import { jobs } from '../work/index.js';
import { jobHasStarted, MESSAGES, reorder, shiftToQuarter, type HistoryEntity } from './plan.rules.js';
import { internalTasks } from './internal-tasks.tables.js';
import { planHistory, planKeyDates, planPhases, planProjects } from './plan.tables.js';

export type ProjectRow = typeof planProjects.$inferSelect;
export type PhaseRow = typeof planPhases.$inferSelect;
export type KeyDateRow = typeof planKeyDates.$inferSelect;
export type HistoryRow = typeof planHistory.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;
/** Who did it (a principal id) and when. */
export interface Actor {
  by: string;
  at: Date;
}

const idOf = (value: string | number) => (/^[1-9][0-9]{0,9}$/.test(String(value)) ? Number(value) : null);

// ------------------------------------------------------------------------------------------------------------ history

/** One plan_history row, in the change's transaction (internal tasks write theirs here too: ADR 0276). */
export async function record(
  tx: Db,
  entity: HistoryEntity,
  entityId: number,
  action: string,
  changes: Record<string, unknown>,
  actor: Actor,
) {
  await tx.insert(planHistory).values({ entity, entityId, action, changes, by: actor.by, at: actor.at });
}

/** The fields that changed: { field: [before, after] }. */
export function changesOf<T extends Record<string, unknown>>(before: T, after: Partial<T>): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) out[key] = [before[key] ?? null, value ?? null];
  }
  return out;
}

export async function historyOf(db: Database, entity: HistoryEntity, entityId: number, page: Page) {
  const where = and(eq(planHistory.entity, entity), eq(planHistory.entityId, entityId));
  const [rows, [total]] = await Promise.all([
    db.select().from(planHistory).where(where).orderBy(desc(planHistory.at), desc(planHistory.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(planHistory).where(where),
  ]);
  return { rows, pagination: { total: total?.n ?? 0, page: page.page, limit: page.limit } };
}

// ---------------------------------------------------------------------------------------------------------- lookups

export async function findProject(db: Db, id: string | number): Promise<ProjectRow> {
  const key = idOf(id);
  const [row] =
    key === null
      ? []
      : await db
          .select()
          .from(planProjects)
          .where(and(eq(planProjects.id, key), ne(planProjects.status, 'deleted')));
  if (!row) throw notFound('Project');
  return row;
}

export async function findPhase(db: Db, id: string | number): Promise<PhaseRow> {
  const key = idOf(id);
  const [row] =
    key === null
      ? []
      : await db
          .select()
          .from(planPhases)
          .where(and(eq(planPhases.id, key), ne(planPhases.status, 'deleted')));
  if (!row) throw notFound('Phase');
  return row;
}

export async function findKeyDate(db: Db, id: string | number): Promise<KeyDateRow> {
  const key = idOf(id);
  const [row] = key === null ? [] : await db.select().from(planKeyDates).where(eq(planKeyDates.id, key));
  if (!row) throw notFound('Key date');
  return row;
}

const requireActive = (row: { status: string }) => {
  if (row.status !== 'active') throw conflict(MESSAGES.notActive, { status: MESSAGES.notActive });
};

/**
 * The references of a project's or phase's input, checked against the modules that own them (BAD_USER_INPUT naming
 * the field): an active staff owner, channels of the project's client, known channel types.
 */
export async function checkReferences(
  db: Database,
  input: { ownerId: string; channelIds?: string[]; channelTypeIds: string[] },
  clientId: number | null,
  prefix = 'input',
): Promise<void> {
  const errors: FieldErrors = {};
  const [owner] = await db
    .select({ id: agencyUsers.id })
    .from(agencyUsers)
    .where(and(eq(agencyUsers.id, Number(input.ownerId)), inArray(agencyUsers.status, ['active', 'reactivated'])));
  if (!owner) errors[`${prefix}.ownerId`] = MESSAGES.ownerNotStaff;
  if (input.channelIds) {
    const found = await db
      .select({ id: channels.id })
      .from(channels)
      .where(and(inArray(channels.id, input.channelIds.map(Number)), eq(channels.clientId, clientId ?? 0)));
    if (found.length !== new Set(input.channelIds).size) errors[`${prefix}.channelIds`] = MESSAGES.channelsOfClient;
  }
  if (input.channelTypeIds.length) {
    const ids = [...new Set(input.channelTypeIds.map(Number))];
    const [found] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(channelTypes)
      .where(inArray(channelTypes.id, ids));
    if (Number(found?.n ?? 0) !== ids.length) errors[`${prefix}.channelTypeIds`] = MESSAGES.unknownChannelType;
  }
  if (Object.keys(errors).length) throw badUserInput(errors);
}

// --------------------------------------------------------------------------------------------------------- projects

const inQuarter = (q: PlanQuarter) =>
  and(eq(planProjects.planYear, q.year), eq(planProjects.planQuarter, q.quarter), ne(planProjects.status, 'deleted'));

async function projectOrder(tx: Db, q: PlanQuarter): Promise<number[]> {
  const rows = await tx
    .select({ id: planProjects.id })
    .from(planProjects)
    .where(inQuarter(q))
    .orderBy(asc(planProjects.priority), asc(planProjects.id));
  return rows.map((r) => r.id);
}

/** Writes ranks 0…n-1 in this order (one statement). */
async function rankProjects(tx: Db, ids: number[]) {
  if (!ids.length) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id} then ${i}::integer`),
    sql` `,
  );
  await tx
    .update(planProjects)
    .set({ priority: sql`case ${planProjects.id} ${cases} end` })
    .where(inArray(planProjects.id, ids));
}

export interface ProjectValues {
  ownerId: number;
  name: string;
  what: string | null;
  why: string | null;
  expectation: string | null;
  channelIds: number[];
  channelTypeIds: number[];
}

export async function createProject(db: Database, values: ProjectValues & { clientId: number; quarter: PlanQuarter }, actor: Actor) {
  return db.transaction(async (tx) => {
    const { quarter, ...rest } = values;
    const order = await projectOrder(tx, quarter);
    const [row] = await tx
      .insert(planProjects)
      .values({
        ...rest,
        status: 'active',
        planYear: quarter.year,
        planQuarter: quarter.quarter,
        priority: order.length,
        createdBy: actor.by,
        createdAt: actor.at,
        updatedBy: actor.by,
        updatedAt: actor.at,
      })
      .returning();
    await record(tx, 'project', row!.id, 'created', changesOf({} as Record<string, unknown>, { ...rest, quarter }), actor);
    return row!;
  });
}

export async function updateProject(db: Database, before: ProjectRow, values: ProjectValues, actor: Actor) {
  requireActive(before);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(planProjects)
      .set({ ...values, updatedBy: actor.by, updatedAt: actor.at })
      .where(eq(planProjects.id, before.id))
      .returning();
    await record(tx, 'project', before.id, 'updated', changesOf(before, values), actor);
    return row!;
  });
}

/** Completing a project completes its active phases (§4 Phases and projects). */
export async function completeProject(db: Database, before: ProjectRow, actor: Actor) {
  requireActive(before);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(planProjects)
      .set({ status: 'completed', updatedBy: actor.by, updatedAt: actor.at })
      .where(eq(planProjects.id, before.id))
      .returning();
    const phases = await tx
      .update(planPhases)
      .set({ status: 'completed', updatedBy: actor.by, updatedAt: actor.at })
      .where(and(eq(planPhases.projectId, before.id), eq(planPhases.status, 'active')))
      .returning({ id: planPhases.id });
    await record(tx, 'project', before.id, 'completed', { status: [before.status, 'completed'] }, actor);
    for (const p of phases) await record(tx, 'phase', p.id, 'completed', { status: ['active', 'completed'], with: 'project' }, actor);
    return row!;
  });
}

/** CONFLICT (naming `field`) when one of these phases has a started job. */
async function refuseStartedJobs(tx: Db, phaseIds: number[]) {
  if (!phaseIds.length) return;
  const rows = await tx
    .select({ status: jobs.status })
    .from(jobs)
    .where(and(inArray(jobs.phaseId, phaseIds), isNull(jobs.deletedAt)));
  if (rows.some((j) => jobHasStarted(j.status))) throw conflict(MESSAGES.hasStartedJobs, { id: MESSAGES.hasStartedJobs });
}

/**
 * Deletes a project (soft: status deleted, kept for the history) with its phases; refused while a phase has a started
 * job. Its other jobs are left without a phase (they stay the client's: ADR 0275). The quarter's ranks close up.
 */
export async function deleteProject(db: Database, before: ProjectRow, actor: Actor) {
  return db.transaction(async (tx) => {
    const phaseIds = (await tx.select({ id: planPhases.id }).from(planPhases).where(eq(planPhases.projectId, before.id))).map((p) => p.id);
    await refuseStartedJobs(tx, phaseIds);
    if (phaseIds.length) {
      await tx.update(jobs).set({ phaseId: null }).where(inArray(jobs.phaseId, phaseIds));
      await tx.update(internalTasks).set({ phaseId: null }).where(inArray(internalTasks.phaseId, phaseIds));
      await tx
        .update(planPhases)
        .set({ status: 'deleted', updatedBy: actor.by, updatedAt: actor.at })
        .where(inArray(planPhases.id, phaseIds));
    }
    await tx
      .update(planProjects)
      .set({ status: 'deleted', updatedBy: actor.by, updatedAt: actor.at })
      .where(eq(planProjects.id, before.id));
    await rankProjects(tx, await projectOrder(tx, { year: before.planYear, quarter: before.planQuarter as PlanQuarter['quarter'] }));
    await record(tx, 'project', before.id, 'deleted', { status: [before.status, 'deleted'], phaseIds }, actor);
    return before.id;
  });
}

/** Moves a project to `index` of a quarter (maybe another one); the caller's `seen` order must still be the stored one. */
export async function reorderProject(db: Database, before: ProjectRow, to: PlanQuarter, index: number, seen: number[], actor: Actor) {
  requireActive(before);
  return db.transaction(async (tx) => {
    const from = { year: before.planYear, quarter: before.planQuarter as PlanQuarter['quarter'] };
    const order = applyReorder(await projectOrder(tx, to), before.id, index, seen);
    const moved = from.year !== to.year || from.quarter !== to.quarter;
    if (moved) await tx.update(planProjects).set({ planYear: to.year, planQuarter: to.quarter }).where(eq(planProjects.id, before.id));
    await rankProjects(tx, order);
    if (moved) await rankProjects(tx, await projectOrder(tx, from));
    await tx.update(planProjects).set({ updatedBy: actor.by, updatedAt: actor.at }).where(eq(planProjects.id, before.id));
    await record(
      tx,
      'project',
      before.id,
      'reordered',
      { quarter: [from, to], priority: [before.priority, order.indexOf(before.id)] },
      actor,
    );
    return (await findProject(tx, before.id)) satisfies ProjectRow;
  });
}

function applyReorder(stored: number[], movedId: number, index: number, seen: number[]): number[] {
  const result = reorder(stored, movedId, index, seen);
  if (result === 'stale') throw conflict(MESSAGES.reorderFailed, { seenIds: MESSAGES.reorderFailed });
  if (result === 'index') throw badUserInput({ index: MESSAGES.indexOutOfRange });
  return result;
}

// ----------------------------------------------------------------------------------------------------------- phases

/** A phase's siblings in a quarter: the same project and parent, starting in that quarter, by rank. */
async function phaseOrder(tx: Db, phase: { projectId: number; parentId: number | null }, q: PlanQuarter): Promise<number[]> {
  const days = quarterDays(q);
  const rows = await tx
    .select({ id: planPhases.id })
    .from(planPhases)
    .where(
      and(
        eq(planPhases.projectId, phase.projectId),
        phase.parentId === null ? isNull(planPhases.parentId) : eq(planPhases.parentId, phase.parentId),
        ne(planPhases.status, 'deleted'),
        gte(planPhases.startsAt, days.start),
        lte(planPhases.startsAt, days.end),
      ),
    )
    .orderBy(asc(planPhases.priority), asc(planPhases.id));
  return rows.map((r) => r.id);
}

async function rankPhases(tx: Db, ids: number[]) {
  if (!ids.length) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id} then ${i}::integer`),
    sql` `,
  );
  await tx
    .update(planPhases)
    .set({ priority: sql`case ${planPhases.id} ${cases} end` })
    .where(inArray(planPhases.id, ids));
}

/** After a phase's start moved to another quarter: last in the new quarter, the old quarter's ranks closed up. */
async function rerankAfterDates(tx: Db, before: PhaseRow, after: PhaseRow) {
  const from = quarterOfDay(before.startsAt);
  const to = quarterOfDay(after.startsAt);
  if (from.year === to.year && from.quarter === to.quarter) return;
  await rankPhases(tx, [...(await phaseOrder(tx, after, to)).filter((id) => id !== after.id), after.id]);
  await rankPhases(tx, await phaseOrder(tx, before, from));
}

export interface PhaseValues {
  ownerId: number;
  name: string;
  what: string | null;
  why: string | null;
  expectation: string | null;
  startsAt: string;
  endsAt: string;
  channelTypeIds: number[];
}

export async function createPhase(db: Database, project: ProjectRow, parentId: number | null, values: PhaseValues, actor: Actor) {
  requireActive(project);
  if (parentId !== null) {
    const parent = await findPhase(db, parentId).catch(() => null);
    if (!parent || parent.projectId !== project.id) throw badUserInput({ 'input.parentId': MESSAGES.parentOfProject });
  }
  return db.transaction(async (tx) => {
    const order = await phaseOrder(tx, { projectId: project.id, parentId }, quarterOfDay(values.startsAt));
    const [row] = await tx
      .insert(planPhases)
      .values({
        ...values,
        projectId: project.id,
        parentId,
        status: 'active',
        priority: order.length,
        createdBy: actor.by,
        createdAt: actor.at,
        updatedBy: actor.by,
        updatedAt: actor.at,
      })
      .returning();
    await record(
      tx,
      'phase',
      row!.id,
      'created',
      changesOf({} as Record<string, unknown>, { ...values, projectId: project.id, parentId }),
      actor,
    );
    return row!;
  });
}

export async function updatePhase(db: Database, before: PhaseRow, values: Partial<PhaseValues>, actor: Actor, action = 'updated') {
  requireActive(before);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(planPhases)
      .set({ ...values, updatedBy: actor.by, updatedAt: actor.at })
      .where(eq(planPhases.id, before.id))
      .returning();
    await rerankAfterDates(tx, before, row!);
    await record(tx, 'phase', before.id, action, changesOf(before, values), actor);
    return (await findPhase(tx, before.id)) satisfies PhaseRow;
  });
}

/** Extends a phase (after the plan's confirmation): the start only earlier, the end only later. */
export async function extendPhase(db: Database, before: PhaseRow, ext: { startsAt: string | null; endsAt: string | null }, actor: Actor) {
  const errors: FieldErrors = {};
  if (ext.startsAt !== null && ext.startsAt > before.startsAt) errors.startsAt = MESSAGES.extendOnly;
  if (ext.endsAt !== null && ext.endsAt < before.endsAt) errors.endsAt = MESSAGES.extendOnly;
  if (Object.keys(errors).length) throw badUserInput(errors);
  return updatePhase(db, before, { startsAt: ext.startsAt ?? before.startsAt, endsAt: ext.endsAt ?? before.endsAt }, actor, 'extended');
}

export async function completePhase(db: Database, before: PhaseRow, actor: Actor) {
  requireActive(before);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(planPhases)
      .set({ status: 'completed', updatedBy: actor.by, updatedAt: actor.at })
      .where(eq(planPhases.id, before.id))
      .returning();
    await record(tx, 'phase', before.id, 'completed', { status: [before.status, 'completed'] }, actor);
    return row!;
  });
}

/** Deletes a phase and its nested phases (soft); refused while one has a started job; their jobs keep no phase. */
export async function deletePhase(db: Database, before: PhaseRow, actor: Actor) {
  return db.transaction(async (tx) => {
    const children = await tx.select({ id: planPhases.id }).from(planPhases).where(eq(planPhases.parentId, before.id));
    const ids = [before.id, ...children.map((c) => c.id)];
    await refuseStartedJobs(tx, ids);
    await tx.update(jobs).set({ phaseId: null }).where(inArray(jobs.phaseId, ids));
    await tx.update(internalTasks).set({ phaseId: null }).where(inArray(internalTasks.phaseId, ids));
    await tx.update(planPhases).set({ status: 'deleted', updatedBy: actor.by, updatedAt: actor.at }).where(inArray(planPhases.id, ids));
    await rankPhases(tx, await phaseOrder(tx, before, quarterOfDay(before.startsAt)));
    await record(tx, 'phase', before.id, 'deleted', { status: [before.status, 'deleted'], nested: ids.slice(1) }, actor);
    return before.id;
  });
}

/**
 * Moves a phase to `index` among its siblings of a quarter. Another quarter shifts its days by whole quarters, its
 * length kept (ADR 0275); the caller's `seen` order of the target quarter must still be the stored one.
 */
export async function reorderPhase(db: Database, before: PhaseRow, to: PlanQuarter, index: number, seen: number[], actor: Actor) {
  requireActive(before);
  return db.transaction(async (tx) => {
    const from = quarterOfDay(before.startsAt);
    const order = applyReorder(await phaseOrder(tx, before, to), before.id, index, seen);
    const days = shiftToQuarter(before, to);
    await tx
      .update(planPhases)
      .set({ ...days, updatedBy: actor.by, updatedAt: actor.at })
      .where(eq(planPhases.id, before.id));
    await rankPhases(tx, order);
    if (days.startsAt !== before.startsAt) await rankPhases(tx, await phaseOrder(tx, before, from));
    await record(
      tx,
      'phase',
      before.id,
      'reordered',
      { ...changesOf(before, days), quarter: [from, to], priority: [before.priority, order.indexOf(before.id)] },
      actor,
    );
    return (await findPhase(tx, before.id)) satisfies PhaseRow;
  });
}

// -------------------------------------------------------------------------------------------------------- key dates

export async function createKeyDate(db: Database, project: ProjectRow, values: { description: string; date: string }, actor: Actor) {
  requireActive(project);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(planKeyDates)
      .values({ ...values, projectId: project.id, createdBy: actor.by, createdAt: actor.at, updatedBy: actor.by, updatedAt: actor.at })
      .returning();
    await record(tx, 'keyDate', row!.id, 'created', changesOf({} as Record<string, unknown>, values), actor);
    await record(tx, 'project', project.id, 'keyDateAdded', { keyDateId: row!.id, ...values }, actor);
    return row!;
  });
}

export async function updateKeyDate(db: Database, before: KeyDateRow, values: { description: string; date: string }, actor: Actor) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(planKeyDates)
      .set({ ...values, updatedBy: actor.by, updatedAt: actor.at })
      .where(eq(planKeyDates.id, before.id))
      .returning();
    await record(tx, 'keyDate', before.id, 'updated', changesOf(before, values), actor);
    return row!;
  });
}

export async function deleteKeyDate(db: Database, before: KeyDateRow, actor: Actor) {
  return db.transaction(async (tx) => {
    await tx.delete(planKeyDates).where(eq(planKeyDates.id, before.id));
    await record(
      tx,
      'project',
      before.projectId,
      'keyDateDeleted',
      { keyDateId: before.id, description: before.description, date: before.date },
      actor,
    );
    return before.id;
  });
}

export const keyDatesOf = (db: Database, projectId: number) =>
  db.select().from(planKeyDates).where(eq(planKeyDates.projectId, projectId)).orderBy(asc(planKeyDates.date), asc(planKeyDates.id));

export const phasesOf = (db: Database, projectId: number) =>
  db
    .select()
    .from(planPhases)
    .where(and(eq(planPhases.projectId, projectId), ne(planPhases.status, 'deleted')))
    .orderBy(asc(planPhases.startsAt), asc(planPhases.priority), asc(planPhases.id));

/** A client's name (a project read alone: the plan's page reads its clients' names with the projects). */
export async function clientNameOf(db: Database, clientId: number): Promise<string> {
  const [row] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
  return row?.name ?? '';
}
