import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * "This work log is on a live invoice": a line of an invoice that was not declined (a declined invoice releases its
 * lines, so the work carries over, §9). Earnings, the invoice window banner and task backdate read it through
 * payments/index.ts. Written against the table's name rather than payments.tables.ts on purpose: that file imports
 * people and work, which import this, and the cycle would leave tables undefined at load (payments.tables.test.ts
 * checks the names).
 */
export function onLiveInvoice(workLogId: AnyPgColumn | SQL): SQL {
  return sql`exists (select 1 from "invoice_lines" where "invoice_lines"."work_log_id" = ${workLogId} and "invoice_lines"."released_at" is null)`;
}
