import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { badUserInput, conflict, forbidden, notFound } from '../../kit/errors.js';
import type { Page } from '../../kit/graphql/pagination.js';
import { channels } from '../clients/clients.tables.js';
import { croudies } from '../people/people.tables.js';
import { tasks } from './work.tables.js';
import { importedProjectLinks, importedTasks } from './imports.tables.js';
import type { TaskRow } from './work.data.js';

export type ImportedTaskRow = typeof importedTasks.$inferSelect;
/** An imported task with the client channel its project is linked to (null: not linked). */
export type ImportedTaskView = ImportedTaskRow & { channelId: number | null; clientId: number | null; linkOwnerId: number | null };

export interface ImportRow {
  sourceId: string;
  project: string;
  croudieEmail: string;
  name: string;
  brief: string;
  dueAt: Date | null;
  allocatedMinutes: number | null;
  importedAt: Date | null;
}

export interface ImportResult {
  received: number;
  created: number;
  /** Rows whose source id was already imported (or repeated in the batch): nothing changes for them. */
  unchanged: number;
}

/**
 * Stores a batch. Every croudie e-mail must name a croudie (else BAD_USER_INPUT naming the rows); rows whose
 * (source, source id) exists already are left as they are, so sending the same batch twice adds nothing.
 */
export async function importBatch(db: Database, source: string, rows: ImportRow[], now: Date): Promise<ImportResult> {
  const emails = [...new Set(rows.map((r) => r.croudieEmail.toLowerCase()))];
  const found = emails.length
    ? await db
        .select({ id: croudies.id, email: croudies.email })
        .from(croudies)
        .where(inArray(sql`lower(${croudies.email})`, emails))
    : [];
  const idOf = new Map(found.map((c) => [c.email.toLowerCase(), c.id]));
  const errors: Record<string, string> = {};
  rows.forEach((r, i) => {
    if (!idOf.has(r.croudieEmail.toLowerCase())) errors[`tasks.${i}.croudieEmail`] = 'No croudie has this email address';
  });
  if (Object.keys(errors).length) throw badUserInput(errors, 'Some rows name no croudie');

  const seen = new Set<string>();
  const unique = rows.filter((r) => (seen.has(r.sourceId) ? false : (seen.add(r.sourceId), true)));
  if (unique.length === 0) return { received: rows.length, created: 0, unchanged: rows.length };
  const inserted = await db
    .insert(importedTasks)
    .values(
      unique.map((r) => ({
        source,
        sourceId: r.sourceId,
        sourceProject: r.project,
        croudieId: idOf.get(r.croudieEmail.toLowerCase())!,
        name: r.name,
        brief: r.brief,
        dueAt: r.dueAt,
        allocatedMinutes: r.allocatedMinutes,
        importedAt: r.importedAt ?? now,
      })),
    )
    .onConflictDoNothing({ target: [importedTasks.source, importedTasks.sourceId] })
    .returning({ id: importedTasks.id });
  return { received: rows.length, created: inserted.length, unchanged: rows.length - inserted.length };
}

const viewColumns = {
  row: importedTasks,
  channelId: importedProjectLinks.channelId,
  clientId: channels.clientId,
  linkOwnerId: importedProjectLinks.ownerId,
};

function linkedJoin() {
  return and(eq(importedProjectLinks.source, importedTasks.source), eq(importedProjectLinks.sourceProject, importedTasks.sourceProject));
}

const toView = (r: {
  row: ImportedTaskRow;
  channelId: number | null;
  clientId: number | null;
  linkOwnerId: number | null;
}): ImportedTaskView => ({
  ...r.row,
  channelId: r.channelId,
  clientId: r.clientId,
  linkOwnerId: r.linkOwnerId,
});

/** A croudie's pending imported tasks, imported within [from, to) when given, newest first. */
export async function listImportedTasks(db: Database, croudieId: number, range: { from: Date; to: Date } | null, page: Page) {
  const where = and(
    eq(importedTasks.croudieId, croudieId),
    eq(importedTasks.status, 'pending'),
    range ? gte(importedTasks.importedAt, range.from) : undefined,
    range ? lt(importedTasks.importedAt, range.to) : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(importedTasks).where(where);
  const rows = await db
    .select(viewColumns)
    .from(importedTasks)
    .leftJoin(importedProjectLinks, linkedJoin())
    .leftJoin(channels, eq(channels.id, importedProjectLinks.channelId))
    .where(where)
    .orderBy(desc(importedTasks.importedAt), asc(importedTasks.id))
    .limit(page.limit)
    .offset(page.offset);
  return { nodes: rows.map(toView), total: Number(totalRow?.total ?? 0) };
}

/** The croudie's own imported tasks by id; FORBIDDEN when any id is unknown or someone else's (nothing is told apart). */
async function ownImported(db: Database, croudieId: number, ids: number[]): Promise<ImportedTaskView[]> {
  const rows = await db
    .select(viewColumns)
    .from(importedTasks)
    .leftJoin(importedProjectLinks, linkedJoin())
    .leftJoin(channels, eq(channels.id, importedProjectLinks.channelId))
    .where(inArray(importedTasks.id, ids));
  if (rows.length !== ids.length || rows.some((r) => r.row.croudieId !== croudieId)) {
    throw forbidden('You can only act on tasks imported for you');
  }
  return rows.map(toView);
}

/**
 * Discards the croudie's pending imported tasks, all or none: any id that is not theirs is FORBIDDEN, any already
 * created or discarded is a CONFLICT, and then nothing is discarded.
 */
export async function discardImported(db: Database, croudieId: number, ids: number[], now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await ownImported(tx as unknown as Database, croudieId, ids);
    if (rows.some((r) => r.status !== 'pending')) throw conflict('Some of these tasks were already created or discarded');
    const updated = await tx
      .update(importedTasks)
      .set({ status: 'discarded', decidedAt: now })
      .where(and(inArray(importedTasks.id, ids), eq(importedTasks.status, 'pending')))
      .returning({ id: importedTasks.id });
    if (updated.length !== ids.length) throw conflict('Some of these tasks were already created or discarded');
    return updated.length;
  });
}

/**
 * Creates the platform task for an imported one: in progress for the croudie, in the linked client channel, owned by
 * the link's job owner. Refused (CONFLICT) while the project is not linked, and once created or discarded.
 */
export async function createTaskFromImported(db: Database, croudieId: number, id: number, now: Date): Promise<TaskRow> {
  return db.transaction(async (tx) => {
    const [row] = await ownImported(tx as unknown as Database, croudieId, [id]);
    if (!row) throw notFound('Imported task');
    if (row.status !== 'pending') throw conflict('This imported task was already created or discarded');
    if (row.channelId === null || row.clientId === null || row.linkOwnerId === null) {
      throw conflict('The source project is not linked to a client channel');
    }
    const [task] = await tx
      .insert(tasks)
      .values({
        name: row.name,
        state: 'in_progress',
        clientId: row.clientId,
        channelId: row.channelId,
        ownerId: row.linkOwnerId,
        croudieId,
        deadline: row.dueAt,
        brief: row.brief,
        allocatedMinutes: row.allocatedMinutes,
        createdAt: now,
      })
      .returning();
    const claimed = await tx
      .update(importedTasks)
      .set({ status: 'created', taskId: task!.id, decidedAt: now })
      .where(and(eq(importedTasks.id, id), eq(importedTasks.status, 'pending')))
      .returning({ id: importedTasks.id });
    if (claimed.length !== 1) throw conflict('This imported task was already created or discarded');
    return task!;
  });
}
