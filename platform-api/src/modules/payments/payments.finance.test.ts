// Finance's side of the payment centre on a real server (staff-and-admin.md §2, §4 Invoices, §6; ADR 0266): every
// invoice, filtered and paged; declining and paying with the croudie told; the CSV export and the PDF, and who may
// have them.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '@work/shared-contracts/invoices';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { addWork, makeCroudie, type TestCroudie } from '../../../test/support/invoicing.js';
import { notifications } from '../notifications/notifications.tables.js';
import { invoiceLines, invoices } from './payments.tables.js';

// Tuesday 3 November 2026, 10:00 in London: the invoice window is open; October's work is ready.
const NOW = new Date('2026-11-03T10:00:00Z');
const OCTOBER = (day: number) => new Date(Date.UTC(2026, 9, day, 12));

let api: TestApi;
const token: Record<'finance' | 'member' | 'admin' | 'croudie', string> = {} as never;

beforeAll(async () => {
  api = await startTestApi({ now: NOW });
  [token.finance, token.member, token.admin, token.croudie] = await Promise.all([
    tokenFor(api.baseUrl, 'finance.user@example.com'),
    tokenFor(api.baseUrl, 'staff.member@example.com'),
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
  ]);
}, 240_000);
afterAll(async () => {
  await api?.close();
});

interface Listed {
  id: string;
  sequenceId: number;
  reference: string;
  status: string;
  total: number;
  croudieId: string;
  croudieName: string;
  createdAt: string;
}
const LIST = `query($filters: InvoiceFilters, $pagination: PaginationInput, $sort: SortInput) {
  invoices(filters: $filters, pagination: $pagination, sort: $sort) {
    nodes { id sequenceId reference status total croudieId croudieName createdAt } pagination { total page limit } } }`;
const list = (variables: Record<string, unknown> = {}, as = token.finance) =>
  gql<{ invoices: { nodes: Listed[]; pagination: { total: number; page: number; limit: number } } }>(api, LIST, {
    token: as,
    variables,
  });
const DECLINE = `mutation($id: ID!, $reason: String!) { declineInvoice(id: $id, reason: $reason) {
  id status declinedReason lines { workLogId } } }`;
const PAY = 'mutation($id: ID!) { markInvoicePaid(id: $id) { id status paidAt paidBy } }';
const decline = (id: string, reason: string, as = token.finance) =>
  gql<{ declineInvoice: { status: string; declinedReason: string } }>(api, DECLINE, { token: as, variables: { id, reason } });
const pay = (id: string, as = token.finance) =>
  gql<{ markInvoicePaid: { status: string; paidAt: string; paidBy: string } }>(api, PAY, { token: as, variables: { id } });
const message = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.message;
const fieldErrors = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.extensions?.fieldErrors;

/** A croudie of this test's own with one pending invoice over work of October; its id and the croudie. */
async function pendingInvoice(key: string, reference = `F-${key}`, pence = 2500): Promise<{ id: string; croudie: TestCroudie }> {
  const croudie = await makeCroudie(api, key);
  await addWork(api, croudie.id, OCTOBER(10), pence);
  const draft = await gql<{ myInvoiceDraft: { lines: { workLogId: string }[] } }>(api, '{ myInvoiceDraft { lines { workLogId } } }', {
    token: croudie.token,
  });
  const res = await gql<{ createInvoice: { id: string } }>(
    api,
    'mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { id } }',
    {
      token: croudie.token,
      variables: {
        input: {
          reference,
          workLogIds: draft.data!.myInvoiceDraft.lines.map((l) => l.workLogId),
          confirmations: { billingInfo: true, bankDetails: true, phoneNumber: true },
        },
      },
    },
  );
  expect(res.errors).toBeUndefined();
  return { id: res.data!.createInvoice.id, croudie };
}
const latestNotification = async (principalId: string) =>
  (await api.db.select().from(notifications).where(eq(notifications.principalId, principalId)).orderBy(desc(notifications.id)).limit(1))[0];
const rest = (path: string, as?: string) => fetch(`${api.baseUrl}${path}`, { headers: as ? { authorization: `Bearer ${as}` } : {} });

describe('every invoice (finance)', () => {
  it('lists every croudie’s invoices, newest first, paged, sorted by a whitelisted field', async () => {
    const all = (await list({ pagination: { limit: 100 } })).data!.invoices;
    const stored = await api.db.select().from(invoices);
    expect(all.pagination).toEqual({ total: stored.length, page: 1, limit: 100 });
    const created = all.nodes.map((n) => Date.parse(n.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(new Set(all.nodes.map((n) => n.status))).toEqual(new Set(['draft', 'pending', 'declined', 'paid']));
    const page2 = (await list({ pagination: { limit: 5, page: 2 } })).data!.invoices;
    expect(page2.nodes.map((n) => n.id)).toEqual(all.nodes.slice(5, 10).map((n) => n.id));
    const bySequence = (await list({ sort: { field: 'sequenceId', direction: 'ASC' }, pagination: { limit: 100 } })).data!.invoices;
    expect(bySequence.nodes.map((n) => n.sequenceId)).toEqual([...bySequence.nodes.map((n) => n.sequenceId)].sort((a, b) => a - b));
    const byTotal = (await list({ sort: { field: 'total', direction: 'DESC' }, pagination: { limit: 100 } })).data!.invoices;
    expect(byTotal.nodes.map((n) => n.total)).toEqual([...byTotal.nodes.map((n) => n.total)].sort((a, b) => b - a));
    expect(fieldErrors(await list({ sort: { field: 'reference', direction: 'ASC' } }))).toEqual({
      'sort.field': 'Sort by one of createdAt, sequenceId, total, status',
    });
    expect(errorCode(await list({ pagination: { limit: 101 } }))).toBe('BAD_USER_INPUT');
  });

  it('filters by croudies, statuses, the month made (London) and a search of the reference or the croudie’s name', async () => {
    const a = await pendingInvoice('filter-a', 'Filter-Alpha');
    const b = await pendingInvoice('filter-b', 'Filter-Beta');
    const ids = (res: Awaited<ReturnType<typeof list>>) => res.data!.invoices.nodes.map((n) => n.id).sort();
    expect(ids(await list({ filters: { croudieIds: [String(a.croudie.id), String(b.croudie.id)] } }))).toEqual([a.id, b.id].sort());
    expect(ids(await list({ filters: { croudieIds: [String(a.croudie.id)], statuses: ['paid'] } }))).toEqual([]);
    expect(ids(await list({ filters: { croudieIds: [String(a.croudie.id)], statuses: ['pending', 'paid'], month: '2026-11' } }))).toEqual([
      a.id,
    ]);
    expect(ids(await list({ filters: { croudieIds: [String(a.croudie.id)], month: '2026-10' } }))).toEqual([]);
    expect(ids(await list({ filters: { search: 'filter-al' } }))).toEqual([a.id]);
    // the croudie's first name, last name or full name, in any case
    expect(ids(await list({ filters: { search: 'invoicer filter-b' } }))).toEqual([b.id]);
    expect(ids(await list({ filters: { search: 'IVY INVOICER FILTER-' } }))).toEqual([a.id, b.id].sort());
    // LIKE wildcards are text
    expect(ids(await list({ filters: { search: 'Filter_Alpha' } }))).toEqual([]);
    // the seeded draft of croudie.active
    const drafts = (await list({ filters: { statuses: ['draft'] }, pagination: { limit: 100 } })).data!.invoices.nodes;
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((n) => n.status === 'draft')).toBe(true);

    for (const [filters, field, text] of [
      [{ month: '2026-1' }, 'filters.month', INVOICE_MESSAGES.monthFormat],
      [{ month: '2026-00' }, 'filters.month', INVOICE_MESSAGES.monthFormat],
      [{ croudieIds: ['x'] }, 'filters.croudieIds.0', 'Not a croudie id'],
      [{ search: 's'.repeat(201) }, 'filters.search', 'Search is at most 200 characters'],
    ] as const) {
      const res = await list({ filters });
      expect(errorCode(res), JSON.stringify(filters)).toBe('BAD_USER_INPUT');
      expect(fieldErrors(res)).toEqual({ [field]: text });
    }
  });

  it('is for finance and finance admins: other staff and croudies are refused', async () => {
    expect((await list({}, token.admin)).errors).toBeUndefined(); // staff.admin holds finance_admin
    expect(errorCode(await list({}, token.member))).toBe('FORBIDDEN');
    const croudie = await list({}, token.croudie);
    expect(errorCode(croudie)).toBe('FORBIDDEN');
    expect(message(croudie)).toBe(INVOICE_MESSAGES.financeOnly);
    expect(errorCode(await list({}, ''))).toBe('UNAUTHENTICATED');
  });
});

describe('declining and paying', () => {
  it('declines a pending invoice with a trimmed reason, releases its lines and tells the croudie', async () => {
    const { id, croudie } = await pendingInvoice('decline');
    const res = await decline(id, '  The rate is wrong  ');
    expect(res.errors).toBeUndefined();
    expect(res.data!.declineInvoice).toMatchObject({ status: 'declined', declinedReason: 'The rate is wrong' });
    const lines = await api.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, Number(id)));
    expect(lines.every((l) => l.releasedAt !== null)).toBe(true);
    const [row] = await api.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, Number(id)));
    expect(await latestNotification(croudie.principalId)).toMatchObject({
      kind: 'work',
      subject: `Invoice ${row!.reference} was declined`,
      relativeLink: `/payments/invoices/${id}`,
    });
    expect((await latestNotification(croudie.principalId))!.messageText).toContain('The rate is wrong');
    // the croudie reads the reason on their invoice
    const seen = await gql<{ invoice: { status: string; declinedReason: string } }>(
      api,
      'query($id: ID!) { invoice(id: $id) { status declinedReason } }',
      { token: croudie.token, variables: { id } },
    );
    expect(seen.data!.invoice).toEqual({ status: 'declined', declinedReason: 'The rate is wrong' });

    const again = await decline(id, 'Twice');
    expect(errorCode(again)).toBe('CONFLICT');
    expect(message(again)).toBe('This invoice has been declined already');
  });

  it('needs a reason of 1 to 500 characters, and refuses a paid invoice', async () => {
    const { id } = await pendingInvoice('decline-reason');
    for (const [reason, text] of [
      ['', INVOICE_MESSAGES.declineReasonRequired],
      ['   ', INVOICE_MESSAGES.declineReasonRequired],
      ['r'.repeat(501), INVOICE_MESSAGES.declineReasonTooLong],
    ] as const) {
      const res = await decline(id, reason);
      expect(errorCode(res)).toBe('BAD_USER_INPUT');
      expect(fieldErrors(res)).toEqual({ reason: text });
    }
    expect((await pay(id)).errors).toBeUndefined();
    const paid = await decline(id, 'Too late');
    expect(errorCode(paid)).toBe('CONFLICT');
    expect(message(paid)).toBe('A paid invoice cannot be declined');
    expect((await decline(id, 'r'.repeat(500))).errors?.[0]?.message).toBe('A paid invoice cannot be declined');
  });

  it('declines a draft invoice too', async () => {
    const [draft] = await api.db.select().from(invoices).where(eq(invoices.status, 'draft')).limit(1);
    const res = await decline(String(draft!.id), 'Not needed');
    expect(res.data!.declineInvoice.status).toBe('declined');
  });

  it('marks a pending invoice paid by the finance member, tells the croudie, and refuses any other status', async () => {
    const { id, croudie } = await pendingInvoice('pay', 'Pay-Me', 12345);
    const res = await pay(id);
    expect(res.errors).toBeUndefined();
    expect(res.data!.markInvoicePaid).toMatchObject({ status: 'paid', paidBy: 'Fin Ledger' });
    expect(Math.abs(Date.parse(res.data!.markInvoicePaid.paidAt) - NOW.getTime())).toBeLessThan(120_000);
    expect(await latestNotification(croudie.principalId)).toMatchObject({
      subject: 'Invoice Pay-Me has been paid',
      relativeLink: `/payments/invoices/${id}`,
    });
    expect((await latestNotification(croudie.principalId))!.messageText).toContain('£123.45');

    const twice = await pay(id);
    expect(errorCode(twice)).toBe('CONFLICT');
    expect(message(twice)).toBe(INVOICE_MESSAGES.alreadyPaid);
    const declined = await pendingInvoice('pay-declined');
    await decline(declined.id, 'No');
    expect(message(await pay(declined.id))).toBe(INVOICE_MESSAGES.declinedCannotBePaid);
    const [draft] = await api.db.select().from(invoices).where(eq(invoices.status, 'draft')).limit(1);
    expect(message(await pay(String(draft!.id)))).toBe(INVOICE_MESSAGES.draftCannotBePaid);
  });

  it('lets only finance and finance admins decline or pay; an unknown invoice is not found', async () => {
    const { id, croudie } = await pendingInvoice('who');
    for (const as of [token.member, croudie.token]) {
      expect(errorCode(await decline(id, 'No', as))).toBe('FORBIDDEN');
      expect(errorCode(await pay(id, as))).toBe('FORBIDDEN');
    }
    expect(message(await pay(id, croudie.token))).toBe(INVOICE_MESSAGES.financeOnly);
    expect(errorCode(await pay('99999999'))).toBe('NOT_FOUND');
    expect(errorCode(await decline('abc', 'No'))).toBe('NOT_FOUND');
    expect((await pay(id, token.admin)).data!.markInvoicePaid.status).toBe('paid');
    const [row] = await api.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, Number(id)), eq(invoices.status, 'paid')));
    expect(row!.paidBy).toBe('Sam Admin');
  });
});

describe('the PDF', () => {
  it('gives the invoice’s croudie and finance a PDF attachment named by its number', async () => {
    const { id, croudie } = await pendingInvoice('pdf', 'PDF-1');
    const [row] = await api.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, Number(id)));
    for (const as of [croudie.token, token.finance]) {
      const res = await rest(`/api/platform/invoices/${id}/pdf`, as);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${row!.sequenceId}.pdf"`);
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // the document's title and subject (its metadata is not compressed): its number and reference
      expect(body.toString('latin1')).toContain(`(Invoice ${row!.sequenceId})`);
      expect(body.toString('latin1')).toContain('(PDF-1)');
    }
    // the seeded invoices of every status print too
    for (const seeded of await api.db.select().from(invoices).limit(20)) {
      expect((await rest(`/api/platform/invoices/${seeded.id}/pdf`, token.finance)).status, seeded.reference).toBe(200);
    }
  });

  it('does not reveal an invoice to another croudie or other staff (404), nor to anyone signed out (401)', async () => {
    const { id } = await pendingInvoice('pdf-private');
    const other = await makeCroudie(api, 'pdf-other');
    for (const as of [other.token, token.member]) {
      const res = await rest(`/api/platform/invoices/${id}/pdf`, as);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Invoice not found' } });
    }
    expect((await rest(`/api/platform/invoices/${id}/pdf`)).status).toBe(401);
    expect((await rest('/api/platform/invoices/abc/pdf', token.finance)).status).toBe(404);
  });
});

describe('the CSV export', () => {
  const csv = (query: string, as = token.finance) => rest(`/api/platform/invoices/export.csv${query}`, as);
  const rows = (text: string) => text.trimEnd().split('\r\n');

  it('exports every invoice the filters match with a header row, as a UTF-8 CSV attachment', async () => {
    const a = await pendingInvoice('csv-a', 'CSV-A', 1050);
    const b = await pendingInvoice('csv-b', 'CSV-B', 2000);
    await pay(b.id);
    const all = await csv('');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(all.headers.get('content-disposition')).toBe('attachment; filename="invoices-2026-11-03.csv"');
    const lines = rows(await all.text());
    expect(lines[0]).toBe(
      'Invoice number,Reference,Croudie ID,Croudie,Status,Provider status,Created at,Tax point,Lines,Subtotal (GBP),VAT (GBP),Total (GBP),Self-billing,Reverse charge,VAT number,Paid at,Paid by,Declined reason',
    );
    expect(lines).toHaveLength((await api.db.select().from(invoices)).length + 1);

    const one = rows(await (await csv(`?croudie_id=${a.croudie.id},${b.croudie.id}&status=pending`)).text());
    expect(one).toHaveLength(2);
    const cells = one[1]!.split(',');
    expect(cells.slice(1, 6)).toEqual(['CSV-A', String(a.croudie.id), a.croudie.name, 'pending', 'processing']);
    expect(cells.slice(7, 14)).toEqual(['2026-11-03', '1', '10.50', '0.00', '10.50', 'yes', 'no']);
    expect(
      rows(await (await csv(`?status=paid&search=csv-&month=2026-11`)).text())
        .slice(1)
        .map((l) => l.split(',')[1]),
    ).toEqual(['CSV-B']);
    expect(rows(await (await csv(`?croudie_id=${a.croudie.id}&month=2026-10`)).text())).toHaveLength(1);
  });

  it('quotes cells and defuses text a spreadsheet would run as a formula', async () => {
    const { croudie } = await pendingInvoice('csv-quote', '=HYPERLINK("x"),1');
    const text = await (await csv(`?croudie_id=${croudie.id}`)).text();
    expect(rows(text)[1]!.split(',"')[0]).toMatch(/^\d+$/);
    expect(text).toContain(`,"'=HYPERLINK(""x""),1",`);
  });

  it('is for finance only (403), validates its filters (400) and needs a sign-in (401)', async () => {
    expect((await csv('', token.member)).status).toBe(403);
    expect((await csv('', token.croudie)).status).toBe(403);
    expect((await csv('', '')).status).toBe(401);
    const bad = await csv('?month=11-2026&status=sent');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fieldErrors: Record<string, string> } }).error.fieldErrors).toEqual({
      status: 'A status is one of draft, pending, declined, paid',
      month: INVOICE_MESSAGES.monthFormat,
    });
    expect((await csv('', token.admin)).status).toBe(200);
  });
});
