import { TEMPLATE_MESSAGES, type TaskTemplateInput } from '@work/shared-contracts/tasks';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { rowsByIds, type Database } from '../../kit/db/index.js';
import { badUserInput, conflict, notFound } from '../../kit/errors.js';
import { likePattern, type Page } from '../../kit/graphql/pagination.js';
import { clients } from '../clients/index.js';
import { channelTypes } from '../reference/index.js';
import {
  costColumns,
  costOf,
  PICKER_LIMIT,
  TEMPLATE_RULE_MESSAGES as MESSAGES,
  transitionProblem,
  VARIANT_CLIENT_STATES,
  type TemplateAction,
  type TemplateStatus,
} from './task-templates.rules.js';
import { taskTemplates } from './task-templates.tables.js';

export type TaskTemplateRow = typeof taskTemplates.$inferSelect;

/** What a template's form saves: the contract's parsed input, with ids as numbers and the cost in columns. */
export type TaskTemplateValues = Pick<
  TaskTemplateRow,
  | 'name'
  | 'channelTypeIds'
  | 'type'
  | 'title'
  | 'brief'
  | 'settings'
  | 'costType'
  | 'fixedCostPence'
  | 'allocatedMinutes'
  | 'lifetimeMinutes'
  | 'deadlineTime'
  | 'allocationMethod'
  | 'openQueue'
>;

/** The task fields a task starts from (the task fields of TaskTemplateInputSchema's output). */
export type TemplateTaskFields = Omit<TaskTemplateInput, 'name' | 'channelTypeIds'>;

export interface TaskTemplateFilters {
  search: string | null;
  statuses: TemplateStatus[];
  /** That client's variants. */
  clientId: number | null;
  /** Templates whose channel types include this one. */
  channelTypeId: number | null;
  /** Base templates only (no variants). */
  baseOnly: boolean;
}

const live = isNull(taskTemplates.deletedAt);
const idOf = (value: string | number) => (/^[1-9][0-9]{0,9}$/.test(String(value)) ? Number(value) : null);

/** The form's parsed input as the columns store it (channel types once each, in their order). */
export function templateValuesOf(input: TaskTemplateInput): TaskTemplateValues {
  return {
    name: input.name,
    channelTypeIds: [...new Set(input.channelTypeIds.map(Number))],
    type: input.type,
    title: input.title,
    brief: input.brief,
    settings: input.settings,
    ...costColumns(input.cost),
    lifetimeMinutes: input.lifetimeMinutes,
    deadlineTime: input.deadlineTime,
    allocationMethod: input.allocationMethod,
    openQueue: input.openQueue,
  };
}

/** A live (not deleted) template, else NOT_FOUND. */
export async function findTaskTemplate(db: Database, id: string | number): Promise<TaskTemplateRow> {
  const key = idOf(id);
  const [row] =
    key === null
      ? []
      : await db
          .select()
          .from(taskTemplates)
          .where(and(eq(taskTemplates.id, key), live));
  if (!row) throw notFound('Task template');
  return row;
}

/** BAD_USER_INPUT on `input.channelTypeIds` unless every one is a known channel type (the reference module's). */
export async function checkChannelTypes(db: Database, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const [found] = await db
    .select({ n: count() })
    .from(channelTypes)
    .where(inArray(channelTypes.id, [...ids]));
  if ((found?.n ?? 0) !== ids.length) throw badUserInput({ 'input.channelTypeIds': MESSAGES.unknownChannelType });
}

/** One page of templates, newest first. */
export async function listTaskTemplates(db: Database, f: TaskTemplateFilters, page: Page) {
  const where: SQL[] = [live];
  if (f.search !== null) {
    const pattern = likePattern(f.search);
    where.push(or(ilike(taskTemplates.name, pattern), ilike(taskTemplates.title, pattern))!);
  }
  if (f.statuses.length) where.push(inArray(taskTemplates.status, f.statuses));
  if (f.clientId !== null) where.push(eq(taskTemplates.clientId, f.clientId));
  if (f.channelTypeId !== null) where.push(sql`${f.channelTypeId} = any(${taskTemplates.channelTypeIds})`);
  if (f.baseOnly) where.push(isNull(taskTemplates.baseTemplateId));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(taskTemplates)
      .where(condition)
      .orderBy(desc(taskTemplates.createdAt), desc(taskTemplates.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(taskTemplates).where(condition),
  ]);
  return { rows, pagination: { total: total?.n ?? 0, page: page.page, limit: page.limit } };
}

/**
 * The task form's picker: the active templates a task of this client may start from. The client's own active
 * variants, and the active base templates without an active variant for this client (a variant replaces its base for
 * its client; a draft or inactive variant does not). With a channel type, only templates made for it or for every
 * channel type (none named). By name; at most PICKER_LIMIT.
 */
export async function templatesForTask(db: Database, clientId: number, channelTypeId: number | null): Promise<TaskTemplateRow[]> {
  const variant = sql`select 1 from ${taskTemplates} v where v.base_template_id = ${taskTemplates.id} and v.client_id = ${clientId}
    and v.status = 'active' and v.deleted_at is null`;
  const where: SQL[] = [
    live,
    eq(taskTemplates.status, 'active'),
    or(eq(taskTemplates.clientId, clientId), and(isNull(taskTemplates.baseTemplateId), sql`not exists (${variant})`))!,
  ];
  if (channelTypeId !== null) {
    where.push(sql`(cardinality(${taskTemplates.channelTypeIds}) = 0 or ${channelTypeId} = any(${taskTemplates.channelTypeIds}))`);
  }
  return db
    .select()
    .from(taskTemplates)
    .where(and(...where))
    .orderBy(sql`lower(${taskTemplates.name})`, asc(taskTemplates.id))
    .limit(PICKER_LIMIT);
}

/** Whether the client exists (NOT_FOUND otherwise): the picker names one. */
export async function requireClient(db: Database, clientId: number): Promise<void> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!row) throw notFound('Client');
}

/** Creates a base template, a draft. */
export async function createTaskTemplate(db: Database, values: TaskTemplateValues, createdBy: number, at: Date): Promise<TaskTemplateRow> {
  const [row] = await db
    .insert(taskTemplates)
    .values({ ...values, clientId: null, baseTemplateId: null, status: 'draft', createdBy, createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

/** Saves a live template's form; its status, client and base stay. */
export async function updateTaskTemplate(db: Database, id: number, values: TaskTemplateValues, at: Date): Promise<TaskTemplateRow> {
  const [row] = await db
    .update(taskTemplates)
    .set({ ...values, updatedAt: at })
    .where(and(eq(taskTemplates.id, id), live))
    .returning();
  if (!row) throw notFound('Task template');
  return row;
}

/**
 * A §4 transition (publish, unpublish, republish): CONFLICT naming the status when the template's status does not
 * allow it. The write is conditional on the status, so a concurrent change is refused as a stale read would be.
 */
export async function transitionTaskTemplate(db: Database, id: number, action: TemplateAction, at: Date): Promise<TaskTemplateRow> {
  const before = await findTaskTemplate(db, id);
  const problem = transitionProblem(action, before.status);
  if (problem) throw conflict(problem, { status: problem });
  const to = action === 'unpublish' ? 'inactive' : 'active';
  const [row] = await db
    .update(taskTemplates)
    .set({ status: to, updatedAt: at })
    .where(and(eq(taskTemplates.id, id), live, eq(taskTemplates.status, before.status)))
    .returning();
  if (row) return row;
  const now = await findTaskTemplate(db, id);
  const stale = transitionProblem(action, now.status) ?? `The template changed: it is ${now.status}`;
  throw conflict(stale, { status: stale });
}

const ONE_VARIANT_INDEX = 'task_templates_one_variant_idx';

function violatedConstraint(error: unknown): string | null {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  return cause?.code === '23505' ? (cause.constraint ?? null) : null;
}

const oneVariant = () => conflict(TEMPLATE_MESSAGES.oneVariant, { clientId: TEMPLATE_MESSAGES.oneVariant });

/**
 * Makes the client's variant of a base template: a draft copy of the base's fields. Refused when the base is itself
 * a variant, when the client is unknown or neither active nor pending, and when the client already has a live variant
 * of it (the partial unique index decides a race). The base's row is locked, so a concurrent delete of the base waits.
 */
export async function createTaskTemplateVariant(
  db: Database,
  baseId: number,
  clientId: number,
  createdBy: number,
  at: Date,
): Promise<TaskTemplateRow> {
  try {
    return await db.transaction(async (tx) => {
      const [base] = await tx
        .select()
        .from(taskTemplates)
        .where(and(eq(taskTemplates.id, baseId), live))
        .for('update');
      if (!base) throw notFound('Task template');
      if (base.baseTemplateId !== null) throw conflict(TEMPLATE_MESSAGES.variantOfVariant, { baseId: TEMPLATE_MESSAGES.variantOfVariant });
      const [client] = await tx.select({ state: clients.state }).from(clients).where(eq(clients.id, clientId));
      if (!client) throw badUserInput({ clientId: MESSAGES.clientUnknown });
      if (!(VARIANT_CLIENT_STATES as readonly string[]).includes(client.state)) throw badUserInput({ clientId: MESSAGES.clientNotUsable });
      const [existing] = await tx
        .select({ id: taskTemplates.id })
        .from(taskTemplates)
        .where(and(eq(taskTemplates.baseTemplateId, baseId), eq(taskTemplates.clientId, clientId), live));
      if (existing) throw oneVariant();
      const { id: _id, status: _status, createdAt: _c, updatedAt: _u, deletedAt: _d, createdBy: _by, ...fields } = base;
      const [row] = await tx
        .insert(taskTemplates)
        .values({ ...fields, clientId, baseTemplateId: baseId, status: 'draft', createdBy, createdAt: at, updatedAt: at })
        .returning();
      return row!;
    });
  } catch (error) {
    if (violatedConstraint(error) === ONE_VARIANT_INDEX) throw oneVariant();
    throw error;
  }
}

/**
 * Deletes a template (soft). A base with live variants is refused (CONFLICT): a variant holds one client's own
 * wording, so it goes only when someone deletes it (ADR 0281). The row is locked first, so a variant made at the same
 * time is either seen here or refused for want of a base.
 */
export async function deleteTaskTemplate(db: Database, id: number, at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: taskTemplates.id })
      .from(taskTemplates)
      .where(and(eq(taskTemplates.id, id), live))
      .for('update');
    if (!row) throw notFound('Task template');
    const [variants] = await tx
      .select({ n: count() })
      .from(taskTemplates)
      .where(and(eq(taskTemplates.baseTemplateId, id), live));
    if ((variants?.n ?? 0) > 0) throw conflict(MESSAGES.deleteWithVariants);
    await tx.update(taskTemplates).set({ deletedAt: at, updatedAt: at }).where(eq(taskTemplates.id, id));
    return id;
  });
}

// ------------------------------------------------------------------------------------------ loaders (one per field)

/** Templates by id, deleted ones too (a variant's base), in the order asked. */
export function loadTemplatesByIds(db: Database, ids: readonly number[]): Promise<(TaskTemplateRow | null)[]> {
  return rowsByIds(ids, (some) => db.select().from(taskTemplates).where(inArray(taskTemplates.id, some)));
}

/** Each base's live variants, by client name. */
export async function loadLiveVariantsOfBases(db: Database, baseIds: readonly number[]): Promise<TaskTemplateRow[][]> {
  const rows = baseIds.length
    ? await db
        .select({ template: taskTemplates })
        .from(taskTemplates)
        .leftJoin(clients, eq(clients.id, taskTemplates.clientId))
        .where(and(inArray(taskTemplates.baseTemplateId, [...baseIds]), live))
        .orderBy(asc(clients.name), asc(taskTemplates.id))
    : [];
  return baseIds.map((id) => rows.filter((r) => r.template.baseTemplateId === id).map((r) => r.template));
}

export interface NamedRow {
  id: number;
  name: string;
}

/** Channel types' names by id, in the order asked (null for one deleted since). */
export function loadChannelTypesByIds(db: Database, ids: readonly number[]): Promise<(NamedRow | null)[]> {
  return rowsByIds(ids, (some) =>
    db.select({ id: channelTypes.id, name: channelTypes.name }).from(channelTypes).where(inArray(channelTypes.id, some)),
  );
}

/** Clients' names by id, in the order asked. */
export function loadClientNamesByIds(db: Database, ids: readonly number[]): Promise<(NamedRow | null)[]> {
  return rowsByIds(ids, (some) => db.select({ id: clients.id, name: clients.name }).from(clients).where(inArray(clients.id, some)));
}

// ------------------------------------------------------------------------------------------------ for the task form

/**
 * The task fields of an ACTIVE, live template, which a new task starts from; null for any other template. With
 * `forClientId`, also null for another client's variant (a variant is only for its client).
 */
export async function templateForTask(db: Database, templateId: number, forClientId?: number): Promise<TemplateTaskFields | null> {
  const [row] = await db
    .select()
    .from(taskTemplates)
    .where(and(eq(taskTemplates.id, templateId), live, eq(taskTemplates.status, 'active')));
  if (!row) return null;
  if (forClientId !== undefined && row.clientId !== null && row.clientId !== forClientId) return null;
  return {
    type: row.type,
    title: row.title,
    brief: row.brief,
    settings: row.settings,
    cost: costOf(row),
    lifetimeMinutes: row.lifetimeMinutes,
    deadlineTime: row.deadlineTime,
    allocationMethod: row.allocationMethod,
    openQueue: row.openQueue,
  };
}
