// The invoice model's guarantees live in the database, so they hold under concurrent writes (issue 17): one reference
// per croudie, a work log on at most one invoice that is not declined, invoices numbered by one sequence.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/support/api.js';
import { workLogs } from '../work/index.js';
import { invoiceLines, invoices } from './payments.tables.js';

let api: TestApi;
let logs: { id: number; croudieId: number; completedAt: Date; total: string; description: string }[];

beforeAll(async () => {
  api = await startTestApi();
  logs = await api.db
    .select({
      id: workLogs.id,
      croudieId: workLogs.croudieId,
      completedAt: workLogs.completedAt,
      total: workLogs.total,
      description: workLogs.description,
    })
    .from(workLogs)
    .limit(50);
});
afterAll(async () => {
  await api?.close();
});

const NOW = new Date('2026-12-02T10:00:00Z');
const invoice = (croudieId: number, reference: string) => ({
  croudieId,
  reference,
  referenceKey: reference.trim().toLowerCase(),
  status: 'pending' as const,
  createdAt: NOW,
  taxPoint: '2026-12-02',
  invoiceUser: { name: 'A Croudie' },
  bankDetails: { accountName: 'A Croudie', accountNumberLast4: '1234', sortCode: '00-00-00', iban: null },
  subTotal: '10.00',
  taxTotal: '0.00',
  total: '10.00',
});
const lineOf = (invoiceId: number, log: (typeof logs)[number]) => ({
  invoiceId,
  workLogId: log.id,
  description: log.description,
  completedAt: log.completedAt,
  total: log.total,
  expectedPaymentOn: '2026-12-18',
});
/** The database's refusal, as PostgreSQL (or PGlite) reports a unique violation. */
const violation = async (write: Promise<unknown>) => {
  const error = await write.then(
    () => null,
    (e: unknown) => e as { cause?: { code?: string; constraint?: string } },
  );
  return error?.cause ?? null;
};

describe('the invoice model', () => {
  it('numbers invoices from one sequence, from 1001', async () => {
    const [a] = await api.db.insert(invoices).values(invoice(logs[0]!.croudieId, 'SEQ-1')).returning();
    const [b] = await api.db.insert(invoices).values(invoice(logs[0]!.croudieId, 'SEQ-2')).returning();
    expect(a!.sequenceId).toBeGreaterThanOrEqual(1001);
    expect(b!.sequenceId).toBe(a!.sequenceId + 1);
  });

  it('keeps a reference unique per croudie, in any case; another croudie may use it', async () => {
    const croudie = logs[0]!.croudieId;
    const other = logs.find((l) => l.croudieId !== croudie)!.croudieId;
    await api.db.insert(invoices).values(invoice(croudie, 'INV-42'));
    expect(await violation(api.db.insert(invoices).values(invoice(croudie, ' inv-42 ')))).toMatchObject({
      code: '23505',
      constraint: 'invoices_croudie_reference_idx',
    });
    expect(await violation(api.db.insert(invoices).values(invoice(other, 'INV-42')))).toBeNull();
  });

  it('puts a work log on one live invoice only; once that invoice is declined and its lines released, on another', async () => {
    const log = logs[1]!;
    const [first] = await api.db.insert(invoices).values(invoice(log.croudieId, 'RACE-1')).returning();
    const [second] = await api.db.insert(invoices).values(invoice(log.croudieId, 'RACE-2')).returning();
    // two creations over the same work at once: one wins, the other is refused by the index
    const outcomes = await Promise.all([
      violation(api.db.insert(invoiceLines).values(lineOf(first!.id, log))),
      violation(api.db.insert(invoiceLines).values(lineOf(second!.id, log))),
    ]);
    expect(outcomes.filter((o) => o === null)).toHaveLength(1);
    expect(outcomes.find((o) => o !== null)).toMatchObject({ code: '23505', constraint: 'invoice_lines_work_log_idx' });

    // declined: the work carries over and may be invoiced again
    await api.db.update(invoiceLines).set({ releasedAt: NOW }).where(eq(invoiceLines.workLogId, log.id));
    const [third] = await api.db.insert(invoices).values(invoice(log.croudieId, 'RACE-3')).returning();
    expect(await violation(api.db.insert(invoiceLines).values(lineOf(third!.id, log)))).toBeNull();
    const held = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoiceLines)
      .where(sql`${invoiceLines.workLogId} = ${log.id} and ${invoiceLines.releasedAt} is null`);
    expect(held[0]!.n).toBe(1);
  });

  it('deletes an invoice’s lines with it', async () => {
    const log = logs[2]!;
    const [made] = await api.db.insert(invoices).values(invoice(log.croudieId, 'GONE-1')).returning();
    await api.db.insert(invoiceLines).values(lineOf(made!.id, log));
    await api.db.delete(invoices).where(eq(invoices.id, made!.id));
    expect(await api.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, made!.id))).toEqual([]);
  });
});
