import { and, asc, count, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import type { Page } from '../../kit/graphql/pagination.js';
import { applyStatusChange } from './admin.data.js';
import { personSearch } from './lists.data.js';
import { bulkOffboardLines, NOT_TO_OFFBOARD, type BulkOffboardLine } from './offboarding.rules.js';
import type { CroudieRow } from './people.data.js';
import { croudies } from './people.tables.js';

/** Croudies whose automatic offboarding is scheduled and not done yet, soonest first. */
export async function croudiesToOffboard(db: Database, query: { search: string | null; page: Page }) {
  const where = and(
    isNotNull(croudies.offboardAt),
    notInArray(croudies.status, [...NOT_TO_OFFBOARD]),
    personSearch(croudies, query.search),
  );
  const [nodes, [counted]] = await Promise.all([
    db
      .select()
      .from(croudies)
      .where(where)
      .orderBy(asc(croudies.offboardAt), asc(croudies.id))
      .limit(query.page.limit)
      .offset(query.page.offset),
    db.select({ n: count() }).from(croudies).where(where),
  ]);
  return { nodes: nodes as CroudieRow[], total: Number(counted?.n ?? 0) };
}

/**
 * Offboards every croudie of `ids` in one transaction, or none: the rows are locked, each line decided by the §4
 * table, and only when all can be offboarded are they (each with its `status_changed` event).
 */
export async function offboardAll(
  db: Database,
  ids: readonly number[],
  actor: { principalId: string | null; at: Date },
): Promise<{ done: boolean; lines: BulkOffboardLine[] }> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: croudies.id, firstName: croudies.firstName, lastName: croudies.lastName, status: croudies.status })
      .from(croudies)
      .where(inArray(croudies.id, [...ids]))
      .orderBy(asc(croudies.id))
      .for('update');
    const result = bulkOffboardLines(ids, found);
    if (!result.done) return result;
    for (const line of result.lines) {
      const { changed } = await applyStatusChange(tx, {
        croudieId: line.croudieId,
        from: line.from!,
        to: 'offboarded',
        actorPrincipalId: actor.principalId,
        at: actor.at,
      });
      // Locked above, so the status cannot have moved; if it did, nothing of the batch is kept.
      if (!changed) throw new Error(`croudie ${line.croudieId} changed during the bulk offboard`);
    }
    return result;
  });
}
