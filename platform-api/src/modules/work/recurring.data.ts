import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Viewer } from '../../kit/auth/index.js';
import type { Database } from '../../kit/db/index.js';
import { conflict, forbidden, notFound } from '../../kit/errors.js';
import { likePattern, type Page } from '../../kit/graphql/pagination.js';
import { holidayDates } from '../settings/settings.data.js';
import { decideRecurring, dueOccurrences, type RecurringAction, type RecurringWorkRow } from './recurring.rules.js';
import { jobs } from './jobs.tables.js';
import { recurringWork, recurringWorkOwnershipAudit } from './recurring.tables.js';

export async function listRecurringWork(db: Database, filters: { ownerId: number | null; search: string | null }, page: Page) {
  const where = and(
    filters.ownerId !== null ? eq(recurringWork.ownerId, filters.ownerId) : undefined,
    filters.search ? ilike(recurringWork.name, likePattern(filters.search)) : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(recurringWork).where(where);
  const nodes = await db.select().from(recurringWork).where(where).orderBy(desc(recurringWork.id)).limit(page.limit).offset(page.offset);
  return { nodes, total: Number(totalRow?.total ?? 0) };
}

/**
 * One action on one or more schedules, all or none: an unknown id is NOT_FOUND, any refusal (FORBIDDEN before
 * CONFLICT, as the rules decide) leaves every schedule as it was.
 */
export async function applyRecurringAction(
  db: Database,
  viewer: Viewer,
  action: RecurringAction,
  ids: number[],
  now: Date,
  /** Who really acts (the impersonator while impersonating), for the ownership audit. */
  actorPrincipalId: string = viewer.principalId,
): Promise<RecurringWorkRow[]> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ row: recurringWork, jobOwnerId: jobs.ownerId })
      .from(recurringWork)
      .leftJoin(jobs, eq(jobs.id, recurringWork.jobId))
      .where(inArray(recurringWork.id, ids));
    const rows = found.map((f) => f.row);
    if (rows.length !== ids.length) throw notFound('Recurring work');
    const decisions = found.map((f) => decideRecurring(viewer, f.row, action, now, f.jobOwnerId));
    const forbiddenOne = decisions.find((d) => !d.ok && d.code === 'FORBIDDEN');
    if (forbiddenOne && !forbiddenOne.ok) throw forbidden(forbiddenOne.message);
    const conflictOne = decisions.find((d) => !d.ok);
    if (conflictOne && !conflictOne.ok) throw conflict(conflictOne.message);

    if (action === 'delete') {
      await tx.delete(recurringWork).where(inArray(recurringWork.id, ids));
      return rows;
    }
    const changes =
      action === 'takeOwnership'
        ? { ownerId: viewer.id }
        : { isPaused: action === 'pause' ? true : action === 'resume' ? false : sql<boolean>`not ${recurringWork.isPaused}` };
    let updated = await tx
      .update(recurringWork)
      .set({ ...changes, updatedAt: now })
      .where(inArray(recurringWork.id, ids))
      .returning();
    if (action === 'takeOwnership') {
      const moved = rows.filter((r) => r.ownerId !== viewer.id);
      if (moved.length > 0) {
        await tx
          .insert(recurringWorkOwnershipAudit)
          .values(moved.map((r) => ({ recurringWorkId: r.id, fromOwnerId: r.ownerId, toOwnerId: viewer.id, actorPrincipalId, at: now })));
      }
    }
    // Resuming does not back-fill: what fell due while paused is marked processed (ADR 0217).
    const resumed = rows.filter((r) => r.isPaused && updated.some((u) => u.id === r.id && !u.isPaused));
    if (resumed.length > 0) {
      const holidays = await holidayDates(tx as unknown as Database);
      for (const r of resumed) {
        const skipped = dueOccurrences(r, now, holidays).at(-1);
        if (!skipped) continue;
        const [row] = await tx.update(recurringWork).set({ processedThrough: skipped }).where(eq(recurringWork.id, r.id)).returning();
        updated = updated.map((u) => (u.id === row!.id ? row! : u));
      }
    }
    return updated.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  });
}
