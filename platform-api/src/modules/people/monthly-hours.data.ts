import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { workLogs } from '../work/work.tables.js';
import { startOfMonth } from './banners.rules.js';

/**
 * Each croudie's minutes of work logs completed since `since` and not after `until`, in the order of `croudieIds`
 * (0 for none). With since = the start of this month in Europe/London and until = the platform clock, this is what the
 * hours chip shows and the monthly hours limit counts (shell-and-freelancer.md §9, ADR 0265).
 */
export async function monthlyMinutesOf(db: Database, croudieIds: readonly number[], since: Date, until: Date): Promise<number[]> {
  if (croudieIds.length === 0) return [];
  const rows = await db
    .select({ croudieId: workLogs.croudieId, minutes: sql<string>`coalesce(sum(${workLogs.minutes}), 0)` })
    .from(workLogs)
    .where(and(inArray(workLogs.croudieId, [...new Set(croudieIds)]), gte(workLogs.completedAt, since), lte(workLogs.completedAt, until)))
    .groupBy(workLogs.croudieId);
  const byId = new Map(rows.map((r) => [r.croudieId, Number(r.minutes)]));
  return croudieIds.map((id) => byId.get(id) ?? 0);
}

/** One croudie's minutes this month at `now` (the platform clock). */
export async function minutesThisMonth(db: Database, croudieId: number, now: Date): Promise<number> {
  const [minutes] = await monthlyMinutesOf(db, [croudieId], startOfMonth(now), now);
  return minutes ?? 0;
}
