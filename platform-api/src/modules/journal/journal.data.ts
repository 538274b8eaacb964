import { and, asc, desc, eq, gte, inArray, lte, sum } from 'drizzle-orm';
import { JOURNAL_CLIENT_STATES, JOURNAL_MESSAGES, taskTypeFitsChannels, type JournalEntry } from '@work/shared-contracts/journal';
import { rowsByIds, type Database } from '../../kit/db/index.js';
import type { FieldErrors } from '../../kit/errors.js';
import { channels, clientAccess, clients } from '../clients/clients.tables.js';
import { journalCategories, journalChannels, journals } from './journal.tables.js';

export type JournalRow = typeof journals.$inferSelect;
export type JournalCategoryRow = typeof journalCategories.$inferSelect;

export async function listCategories(db: Database): Promise<JournalCategoryRow[]> {
  return db.select().from(journalCategories).orderBy(asc(journalCategories.position), asc(journalCategories.id));
}

export function loadCategoriesByIds(db: Database, ids: readonly number[]): Promise<(JournalCategoryRow | null)[]> {
  return rowsByIds(ids, (some) => db.select().from(journalCategories).where(inArray(journalCategories.id, some)));
}

export async function loadChannelIdsByJournal(db: Database, journalIds: readonly number[]): Promise<number[][]> {
  const rows = journalIds.length
    ? await db
        .select()
        .from(journalChannels)
        .where(inArray(journalChannels.journalId, [...journalIds]))
        .orderBy(asc(journalChannels.channelId))
    : [];
  return journalIds.map((id) => rows.filter((r) => r.journalId === id).map((r) => r.channelId));
}

/** Whether the principal may journal against the client: access granted and the client in a journal state. */
export async function hasJournalAccess(db: Database, principalId: string, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ state: clients.state })
    .from(clients)
    .innerJoin(
      clientAccess,
      and(eq(clientAccess.clientId, clients.id), eq(clientAccess.principalId, principalId), eq(clientAccess.access, 'granted')),
    )
    .where(eq(clients.id, clientId));
  return Boolean(row && (JOURNAL_CLIENT_STATES as readonly string[]).includes(row.state));
}

/** The checks the shape schema cannot do: access to the client, its channels, the category chain. */
export async function relationErrors(db: Database, principalId: string, entry: JournalEntry): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const clientId = Number(entry.clientId);
  if (!(await hasJournalAccess(db, principalId, clientId))) errors.clientId = JOURNAL_MESSAGES.accessLost;
  const channelIds = [...new Set(entry.channelIds.map(Number))];
  const channelRows = await db.select().from(channels).where(inArray(channels.id, channelIds));
  if (channelRows.length !== channelIds.length || channelRows.some((c) => c.clientId !== clientId || c.state !== 'active')) {
    errors.channelIds = JOURNAL_MESSAGES.channelNotOfClient;
  }
  const slugs = channelRows.map((c) => c.slug);
  const [category, taskType] = await loadCategoriesByIds(db, [Number(entry.categoryId), Number(entry.taskTypeId)]);
  const children = category && category.parentId === null ? (await listCategories(db)).filter((c) => c.parentId === category.id) : [];
  const categoryFits = children.some((c) => taskTypeFitsChannels({ id: String(c.id), channelTypes: c.channelTypes }, slugs));
  if (!category || category.parentId !== null || !categoryFits) errors.categoryId = JOURNAL_MESSAGES.categoryNotValid;
  if (
    !taskType ||
    !category ||
    taskType.parentId !== category.id ||
    !taskTypeFitsChannels({ id: String(taskType.id), channelTypes: taskType.channelTypes }, slugs)
  ) {
    errors.taskTypeId = JOURNAL_MESSAGES.taskTypeNotValid;
  }
  return errors;
}

export async function findOwnJournal(db: Database, principalId: string, id: number): Promise<JournalRow | undefined> {
  const [row] = await db
    .select()
    .from(journals)
    .where(and(eq(journals.id, id), eq(journals.principalId, principalId)));
  return row;
}

export async function saveJournal(
  db: Database,
  principalId: string,
  entry: JournalEntry,
  at: Date,
  existingId?: number,
): Promise<JournalRow> {
  const values = {
    date: entry.date,
    minutes: entry.minutes,
    summary: entry.summary,
    clientId: Number(entry.clientId),
    categoryId: Number(entry.categoryId),
    taskTypeId: Number(entry.taskTypeId),
    updatedAt: at,
  };
  return db.transaction(async (tx) => {
    const [row] = existingId
      ? await tx
          .update(journals)
          .set(values)
          .where(and(eq(journals.id, existingId), eq(journals.principalId, principalId)))
          .returning()
      : await tx
          .insert(journals)
          .values({ ...values, principalId, createdAt: at })
          .returning();
    await tx.delete(journalChannels).where(eq(journalChannels.journalId, row!.id));
    await tx
      .insert(journalChannels)
      .values([...new Set(entry.channelIds.map(Number))].map((channelId) => ({ journalId: row!.id, channelId })));
    return row!;
  });
}

export async function listJournals(db: Database, principalId: string, startDate: string, endDate: string): Promise<JournalRow[]> {
  return db
    .select()
    .from(journals)
    .where(and(eq(journals.principalId, principalId), gte(journals.date, startDate), lte(journals.date, endDate)))
    .orderBy(desc(journals.date), desc(journals.id));
}

export async function minutesBetween(db: Database, principalId: string, startDate: string, endDate: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(journals.minutes) })
    .from(journals)
    .where(and(eq(journals.principalId, principalId), gte(journals.date, startDate), lte(journals.date, endDate)));
  return Number(row?.total ?? 0);
}

/** Minutes logged by each principal on each day of the range (principal → date → minutes): one query. */
export async function minutesByDay(
  db: Database,
  principalIds: readonly string[],
  startDate: string,
  endDate: string,
): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>(principalIds.map((p) => [p, new Map()]));
  if (principalIds.length === 0) return out;
  const rows = await db
    .select({ principalId: journals.principalId, date: journals.date, total: sum(journals.minutes) })
    .from(journals)
    .where(and(inArray(journals.principalId, [...principalIds]), gte(journals.date, startDate), lte(journals.date, endDate)))
    .groupBy(journals.principalId, journals.date);
  for (const row of rows) out.get(row.principalId)?.set(row.date, Number(row.total ?? 0));
  return out;
}
