import { and, count, eq, lt, not, sql } from 'drizzle-orm';
import type { Database } from '../../kit/db/index.js';
import { onLiveInvoice } from '../payments/index.js';
import { workLogs } from '../work/work.tables.js';
import { croudieInvoiceSettings } from './banners.tables.js';

export type InvoiceSettingsRow = typeof croudieInvoiceSettings.$inferSelect;

export interface OutstandingWorkLogs {
  /** Pounds. */
  totalValue: number;
  count: number;
  /** Of those, logged before `readyBefore` (the start of this month): what can be invoiced now. */
  readyToInvoice: number;
}

/**
 * The croudie's work logs not yet invoiced: work on a live invoice (pending, draft or paid) drops out; a declined
 * invoice releases its lines, so that work is outstanding again (it carries over, staff-and-admin.md §9).
 */
export async function outstandingWorkLogs(db: Database, croudieId: number, readyBefore: Date): Promise<OutstandingWorkLogs> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${workLogs.total}), 0)`,
      count: count(),
      ready: sql<number>`count(*) filter (where ${lt(workLogs.completedAt, readyBefore)})`,
    })
    .from(workLogs)
    .where(and(eq(workLogs.croudieId, croudieId), not(onLiveInvoice(workLogs.id))));
  return { totalValue: Number(row?.total ?? 0), count: Number(row?.count ?? 0), readyToInvoice: Number(row?.ready ?? 0) };
}

export async function findInvoiceSettings(db: Database, croudieId: number): Promise<InvoiceSettingsRow | null> {
  const [row] = await db.select().from(croudieInvoiceSettings).where(eq(croudieInvoiceSettings.croudieId, croudieId)).limit(1);
  return row ?? null;
}
