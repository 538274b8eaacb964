import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, isNull, lt, not, or, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../../kit/db/index.js';
import { likePattern, type Page } from '../../kit/graphql/pagination.js';
import { channels, clients } from '../clients/index.js';
import { croudies } from '../people/index.js';
import { offices } from '../reference/index.js';
import { workLogs, type WorkLogRow } from '../work/index.js';
import { onLiveInvoice } from './payments.live.js';
import { PLATFORM_ZONE } from '@work/shared-contracts/invoices';
import type { InvoiceStatus, ProviderStatus } from './payments.rules.js';
import { invoiceLines, invoices } from './payments.tables.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

/** An invoice as the payment centre shows it: with its croudie's name and how many lines it has. */
export interface InvoiceView extends InvoiceRow {
  croudieName: string;
  lineCount: number;
}

/** A line with the names of its work's client and channel (null when the work log is gone). */
export interface InvoiceLineView extends InvoiceLineRow {
  clientName: string | null;
  channelName: string | null;
}

const croudieName = sql<string>`${croudies.firstName} || ' ' || ${croudies.lastName}`;
const lineCount = sql<number>`(select count(*) from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoices.id})`.mapWith(Number);

function viewQuery(db: Database) {
  return db
    .select({ ...getTableColumns(invoices), croudieName, lineCount })
    .from(invoices)
    .innerJoin(croudies, eq(croudies.id, invoices.croudieId));
}

/** One invoice by id, or null. What every resolver returning an Invoice reads it with (also simulateProviderStatus). */
export async function loadInvoice(db: Database, id: number): Promise<InvoiceView | null> {
  const [row] = await viewQuery(db).where(eq(invoices.id, id));
  return row ?? null;
}

export const INVOICE_SORT_FIELDS = ['createdAt', 'sequenceId', 'total', 'status'] as const;
export type InvoiceSort = { field: (typeof INVOICE_SORT_FIELDS)[number]; direction: 'ASC' | 'DESC' };

export interface InvoiceQueryFilters {
  /** Only these croudies' invoices (a croudie's own list passes theirs). */
  croudieIds: readonly number[] | null;
  statuses: readonly InvoiceStatus[] | null;
  /** YYYY-MM: created in that month in the platform's zone. */
  month: string | null;
  /** Part of the reference or of the croudie's name. */
  search: string | null;
}

/** The instants a month (YYYY-MM) starts and ends at in the platform's zone. */
export function monthRange(month: string): { from: Date; to: Date } {
  const start = DateTime.fromFormat(month, 'yyyy-MM', { zone: PLATFORM_ZONE }).startOf('month');
  return { from: start.toJSDate(), to: start.plus({ months: 1 }).toJSDate() };
}

function invoiceWhere(filters: InvoiceQueryFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.croudieIds) parts.push(inArray(invoices.croudieId, [...filters.croudieIds]));
  if (filters.statuses) parts.push(inArray(invoices.status, [...filters.statuses]));
  if (filters.month) {
    const { from, to } = monthRange(filters.month);
    parts.push(gte(invoices.createdAt, from), lt(invoices.createdAt, to));
  }
  if (filters.search) {
    const pattern = likePattern(filters.search);
    parts.push(or(ilike(invoices.reference, pattern), ilike(croudieName, pattern))!);
  }
  return parts.length ? and(...parts) : undefined;
}

/** A page of invoices with the total matching; ties are broken by id in the sort's direction. */
export async function listInvoices(
  db: Database,
  query: { filters: InvoiceQueryFilters; sort: InvoiceSort; page: Pick<Page, 'limit' | 'offset'> },
): Promise<{ nodes: InvoiceView[]; total: number }> {
  const where = invoiceWhere(query.filters);
  const column = { createdAt: invoices.createdAt, sequenceId: invoices.sequenceId, total: invoices.total, status: invoices.status }[
    query.sort.field
  ];
  const direction = query.sort.direction === 'ASC' ? asc : desc;
  const [nodes, [counted]] = await Promise.all([
    viewQuery(db).where(where).orderBy(direction(column), direction(invoices.id)).limit(query.page.limit).offset(query.page.offset),
    db.select({ n: count() }).from(invoices).innerJoin(croudies, eq(croudies.id, invoices.croudieId)).where(where),
  ]);
  return { nodes, total: Number(counted?.n ?? 0) };
}

/** An invoice's lines in the order they were written (oldest work first), with their work's client and channel. */
export async function loadInvoiceLines(db: Database, invoiceId: number): Promise<InvoiceLineView[]> {
  const rows = await db
    .select({ line: invoiceLines, clientName: clients.name, channelName: channels.name })
    .from(invoiceLines)
    .leftJoin(workLogs, eq(workLogs.id, invoiceLines.workLogId))
    .leftJoin(clients, eq(clients.id, workLogs.clientId))
    .leftJoin(channels, eq(channels.id, workLogs.channelId))
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.id));
  return rows.map((r) => ({ ...r.line, clientName: r.clientName, channelName: r.channelName }));
}

// ---- Work ready to invoice ----

/** A work log as the payment centre lists it: with its client's and channel's names. */
export type ListedWorkLog = WorkLogRow & {
  clientName: string;
  channelName: string | null;
  /** It names a channel that no longer exists, or one of another client: where the work was done is unknown. */
  channelMissing: boolean;
};

/** The croudie's work not on a live invoice, completed before `before` (ready to invoice) or from it on (next month). */
function uninvoiced(croudieId: number, when: { before: Date } | { from: Date }): SQL {
  return and(
    eq(workLogs.croudieId, croudieId),
    'before' in when ? lt(workLogs.completedAt, when.before) : gte(workLogs.completedAt, when.from),
    not(onLiveInvoice(workLogs.id)),
  )!;
}

export const WORK_SORT_FIELDS = ['completedAt', 'total', 'id'] as const;
export type WorkSort = { field: (typeof WORK_SORT_FIELDS)[number]; direction: 'ASC' | 'DESC' };

/** A page of the croudie's work ready to invoice (completed before `before`, not on a live invoice). */
export async function listInvoicableWork(
  db: Database,
  query: { croudieId: number; before: Date; sort: WorkSort; page: Pick<Page, 'limit' | 'offset'> },
): Promise<ListedWorkLog[]> {
  const column = { completedAt: workLogs.completedAt, total: workLogs.total, id: workLogs.id }[query.sort.field];
  const direction = query.sort.direction === 'ASC' ? asc : desc;
  const rows = await db
    .select({ log: workLogs, clientName: clients.name, channelName: channels.name, channelClientId: channels.clientId })
    .from(workLogs)
    .innerJoin(clients, eq(clients.id, workLogs.clientId))
    .leftJoin(channels, eq(channels.id, workLogs.channelId))
    .where(uninvoiced(query.croudieId, { before: query.before }))
    .orderBy(direction(column), direction(workLogs.id))
    .limit(query.page.limit)
    .offset(query.page.offset);
  return rows.map((r) => ({
    ...r.log,
    clientName: r.clientName,
    channelName: r.channelName,
    channelMissing: r.log.channelId !== null && r.channelClientId !== r.log.clientId,
  }));
}

export interface WorkTotals {
  count: number;
  /** Pounds, 2 decimals. */
  total: string;
}

/** How many of the croudie's uninvoiced work logs, and what they pay: ready to invoice (before) or next month (from). */
export async function workTotals(db: Database, croudieId: number, when: { before: Date } | { from: Date }): Promise<WorkTotals> {
  const [row] = await db
    .select({ n: count(), total: sql<string>`coalesce(sum(${workLogs.total}), 0)::numeric(12, 2)::text` })
    .from(workLogs)
    .where(uninvoiced(croudieId, when));
  return { count: Number(row?.n ?? 0), total: row?.total ?? '0.00' };
}

export type CroudieRow = typeof croudies.$inferSelect;

/** The croudie's row as it is now (not the request's cached viewer): phone and entity type decide the invoice. */
export async function findCroudie(db: Database, id: number): Promise<CroudieRow | null> {
  const [row] = await db.select().from(croudies).where(eq(croudies.id, id));
  return row ?? null;
}

/** The office an invoice is addressed to: the agency's first office (ADR 0266). */
export async function primaryOffice(db: Database): Promise<typeof offices.$inferSelect | null> {
  const [row] = await db.select().from(offices).orderBy(asc(offices.id)).limit(1);
  return row ?? null;
}

/** Whether the croudie has an invoice with this reference (compared by invoiceReferenceKey), whatever its status. */
export async function invoiceReferenceTaken(db: Database, croudieId: number, referenceKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.croudieId, croudieId), eq(invoices.referenceKey, referenceKey)))
    .limit(1);
  return !!row;
}

// ---- Writes ----

export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'sequenceId'>;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'id' | 'invoiceId'>;

/** The two unique indexes a creation can lose a race on: the croudie's reference, and a work log on a live invoice. */
export const INVOICE_CONSTRAINTS = {
  reference: 'invoices_croudie_reference_idx',
  workLog: 'invoice_lines_work_log_idx',
} as const;

/** The unique index an insert violated, if that is why it failed. */
export function violatedConstraint(error: unknown): string | null {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  return cause?.code === '23505' ? (cause.constraint ?? null) : null;
}

/** Writes an invoice and its lines in one transaction (both, or neither). */
export async function insertInvoice(db: Database, invoice: NewInvoice, lines: readonly NewInvoiceLine[]): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(invoices).values(invoice).returning();
    await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: row!.id })));
    return row!;
  });
}

/** Records what the provider answered to the push (its reference and status, or push_failed). */
export async function setProviderPush(
  db: Database,
  invoiceId: number,
  push: { providerReference: string | null; providerStatus: ProviderStatus },
): Promise<void> {
  await db.update(invoices).set(push).where(eq(invoices.id, invoiceId));
}

/**
 * Declines a pending or draft invoice and releases its lines (its work can be invoiced again), in one transaction.
 * False when the invoice is no longer pending or draft.
 */
export async function declineInvoiceRow(db: Database, id: number, reason: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(invoices)
      .set({ status: 'declined', declinedReason: reason })
      .where(and(eq(invoices.id, id), inArray(invoices.status, ['pending', 'draft'])))
      .returning({ id: invoices.id });
    if (changed.length === 0) return false;
    await tx
      .update(invoiceLines)
      .set({ releasedAt: at })
      .where(and(eq(invoiceLines.invoiceId, id), isNull(invoiceLines.releasedAt)));
    return true;
  });
}

/** Marks a pending invoice paid; false when it is no longer pending. */
export async function markInvoicePaidRow(db: Database, id: number, paid: { at: Date; by: string }): Promise<boolean> {
  const changed = await db
    .update(invoices)
    .set({ status: 'paid', paidAt: paid.at, paidBy: paid.by })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'pending')))
    .returning({ id: invoices.id });
  return changed.length > 0;
}
