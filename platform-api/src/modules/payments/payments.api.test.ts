// The croudie's payment centre on a real server (staff-and-admin.md §2, §3 Invoice, §4, §5, §8 Invoice creation, §9;
// ADR 0266): the work ready to invoice, the draft, creating an invoice with every rule and message, earnings and the
// carry-over of declined work. Each test makes its own croudie and work (test/support/invoicing.ts).
import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '@work/shared-contracts/invoices';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { addWork, makeCroudie, type TestCroudie } from '../../../test/support/invoicing.js';
import { channels } from '../clients/clients.tables.js';
import { offices, teamMembers, teams } from '../reference/reference.tables.js';
import { publicHolidayOffices, publicHolidays } from '../settings/settings.tables.js';
import { croudies } from '../people/people.tables.js';
import { workLogs } from '../work/work.tables.js';
import type { InvoicePush, PaymentProvider } from '../../kit/payment-provider.js';
import { invoiceLines, invoices } from './payments.tables.js';

// Monday 2 November 2026, 10:00 in London (GMT): day 2, the invoice window is open; October's work is ready.
const NOW = new Date('2026-11-02T10:00:00Z');
const OCTOBER = (day: number) => new Date(Date.UTC(2026, 9, day, 12));

let api: TestApi;
const token: Record<'finance' | 'member' | 'admin', string> = {} as never;

/** The development provider's answers, or a failure when a test asks for one; every push is kept. */
const pushes: InvoicePush[] = [];
let failPush = false;
const provider: PaymentProvider = {
  name: 'test',
  saveRecipient: async (input) => ({ recipientId: input.recipientId ?? `rcp_${input.croudieId}` }),
  pushInvoice: async (input) => {
    pushes.push(input);
    if (failPush) throw new Error('provider unavailable');
    return { providerReference: `test_${input.sequenceId}`, status: 'processing' };
  },
};

beforeAll(async () => {
  api = await startTestApi({ now: NOW, paymentProvider: provider });
  [token.finance, token.member, token.admin] = await Promise.all([
    tokenFor(api.baseUrl, 'finance.user@example.com'),
    tokenFor(api.baseUrl, 'staff.member@example.com'),
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
  ]);
}, 240_000);
afterAll(async () => {
  await api?.close();
});

const INVOICE = `id sequenceId reference notes status providerStatus providerStatusShown createdAt taxPoint paidAt paidBy
  declinedReason croudieId croudieName subTotal taxTotal total vatNumber companyRegistrationNumber selfBilling reverseCharge
  lineCount invoiceUser { billingName addressLine1 addressLine2 city postcode countryCode usState }
  bankDetails { accountName accountNumberLast4 sortCode iban }
  lines { id workLogId description clientName channelName completedAt total expectedPaymentOn }`;
interface Invoice {
  id: string;
  sequenceId: number;
  reference: string;
  notes: string | null;
  status: string;
  providerStatus: string | null;
  providerStatusShown: string | null;
  createdAt: string;
  taxPoint: string;
  croudieId: string;
  croudieName: string;
  subTotal: number;
  taxTotal: number;
  total: number;
  selfBilling: boolean;
  reverseCharge: boolean;
  lineCount: number;
  invoiceUser: Record<string, string | null>;
  bankDetails: { accountName: string; accountNumberLast4: string; sortCode: string | null; iban: string | null };
  lines: { workLogId: string; description: string; clientName: string | null; total: number; expectedPaymentOn: string }[];
  [key: string]: unknown;
}
const CREATE = `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { ${INVOICE} } }`;
const DRAFT = `{ myInvoiceDraft { lines { workLogId description clientName channelName completedAt total expectedPaymentOn }
  subTotal taxTotal total vatRatePercent reverseCharge selfBilling vatNumber companyRegistrationNumber
  invoiceUser { billingName city countryCode } bankDetails { accountName accountNumberLast4 sortCode iban } phoneNumber
  checks { windowOpen hasWork billingInfoComplete missingFields phoneValid } } }`;
interface Draft {
  lines: { workLogId: string; total: number; expectedPaymentOn: string }[];
  subTotal: number;
  taxTotal: number;
  total: number;
  vatRatePercent: number;
  reverseCharge: boolean;
  selfBilling: boolean;
  checks: { windowOpen: boolean; hasWork: boolean; billingInfoComplete: boolean; missingFields: string[]; phoneValid: boolean };
  [key: string]: unknown;
}
const READY = `query($pagination: PaginationInput, $sort: SortInput) { workReadyToInvoice(pagination: $pagination, sort: $sort) {
  nodes { id description completedAt total clientName channelName state } pagination { total page limit }
  totals { count total } nextMonth { count total } } }`;
interface Ready {
  workReadyToInvoice: {
    nodes: { id: string; total: string; state: string; clientName: string | null }[];
    pagination: { total: number; page: number; limit: number };
    totals: { count: number; total: number };
    nextMonth: { count: number; total: number };
  };
}
const EARNINGS = `query($id: ID!) { croudie(id: $id) { outstandingWorkLogs { aggregations { totalValue count } }
  invoicingInfo { canInvoice workLogsReadyToInvoice } } }`;
const MINE = `query($filters: InvoiceFilters, $pagination: PaginationInput, $sort: SortInput) {
  myInvoices(filters: $filters, pagination: $pagination, sort: $sort) { nodes { id reference status total } pagination { total page limit } } }`;

const confirmed = { billingInfo: true, bankDetails: true, phoneNumber: true };
const draftOf = async (c: TestCroudie) => (await gql<{ myInvoiceDraft: Draft }>(api, DRAFT, { token: c.token })).data!.myInvoiceDraft;
/** Creates an invoice of exactly the work the draft shows, unless the test says otherwise. */
async function create(
  c: TestCroudie,
  input: { reference?: string; notes?: string | null; workLogIds?: (string | number)[]; confirmations?: Record<string, boolean> } = {},
): Promise<GraphQLResponse<{ createInvoice: Invoice }>> {
  const workLogIds = input.workLogIds ?? (await draftOf(c)).lines.map((l) => l.workLogId);
  return gql<{ createInvoice: Invoice }>(api, CREATE, {
    token: c.token,
    variables: {
      input: {
        reference: input.reference ?? `REF-${c.id}`,
        notes: input.notes,
        workLogIds,
        confirmations: input.confirmations ?? confirmed,
      },
    },
  });
}
const message = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.message;
const fieldErrors = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.extensions?.fieldErrors;
const ready = (c: TestCroudie, variables: Record<string, unknown> = {}) =>
  gql<Ready>(api, READY, { token: c.token, variables }).then((r) => r.data!.workReadyToInvoice);
const earnings = async (c: TestCroudie) =>
  (
    await gql<{
      croudie: {
        outstandingWorkLogs: { aggregations: { totalValue: number; count: number } };
        invoicingInfo: { canInvoice: boolean; workLogsReadyToInvoice: number };
      };
    }>(api, EARNINGS, { token: c.token, variables: { id: String(c.id) } })
  ).data!.croudie;
/** Runs with the platform clock at `at`, then puts it back. */
async function at<T>(instant: string, run: () => Promise<T>): Promise<T> {
  api.clock.set(new Date(instant));
  try {
    return await run();
  } finally {
    api.clock.set(NOW);
  }
}

describe('the work ready to invoice', () => {
  it("lists the croudie's own work completed before this month, paged, with totals of all of it and of this month's", async () => {
    const c = await makeCroudie(api, 'ready');
    const logs = [
      await addWork(api, c.id, OCTOBER(5), 4500),
      await addWork(api, c.id, OCTOBER(20), 3050),
      await addWork(api, c.id, new Date('2026-09-30T22:30:00Z'), 1000), // 30 Sep 23:30 BST
    ];
    await addWork(api, c.id, new Date('2026-11-01T00:30:00Z'), 2000); // this month: next month's
    const other = await makeCroudie(api, 'ready-other');
    await addWork(api, other.id, OCTOBER(6), 9900);

    const page1 = await ready(c, { pagination: { page: 1, limit: 2 } });
    expect(page1.pagination).toEqual({ total: 3, page: 1, limit: 2 });
    expect(page1.totals).toEqual({ count: 3, total: 85.5 });
    expect(page1.nextMonth).toEqual({ count: 1, total: 20 });
    // newest completion first by default
    expect(page1.nodes.map((n) => n.id)).toEqual([String(logs[1]!.id), String(logs[0]!.id)]);
    expect(page1.nodes[0]).toMatchObject({ total: '30.50', state: 'READY_TO_INVOICE', clientName: expect.any(String) });
    const page2 = await ready(c, { pagination: { page: 2, limit: 2 } });
    expect(page2.nodes.map((n) => n.id)).toEqual([String(logs[2]!.id)]);
    const byTotal = await ready(c, { sort: { field: 'total', direction: 'ASC' } });
    expect(byTotal.nodes.map((n) => n.total)).toEqual(['10.00', '30.50', '45.00']);
  });

  it('validates the sort and the page, and is for croudies only', async () => {
    const c = await makeCroudie(api, 'ready-input');
    const bad = await gql(api, READY, { token: c.token, variables: { sort: { field: 'clientId', direction: 'ASC' } } });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(bad)).toEqual({ 'sort.field': 'Sort by one of completedAt, total, id' });
    expect(errorCode(await gql(api, READY, { token: c.token, variables: { pagination: { limit: 101 } } }))).toBe('BAD_USER_INPUT');
    for (const staff of [token.finance, token.member]) {
      for (const query of [READY, DRAFT, MINE]) {
        const res = await gql(api, query, { token: staff });
        expect(errorCode(res)).toBe('FORBIDDEN');
        expect(message(res)).toBe(INVOICE_MESSAGES.onlyCroudies);
      }
    }
    expect(errorCode(await gql(api, READY))).toBe('UNAUTHENTICATED');
  });
});

describe('the draft and creating an invoice', () => {
  it('drafts all the work ready to invoice with its totals and checks; creates it as pending, pushed to the provider', async () => {
    const c = await makeCroudie(api, 'create');
    const a = await addWork(api, c.id, OCTOBER(10), 4500);
    const b = await addWork(api, c.id, OCTOBER(20), 3050);
    await addWork(api, c.id, new Date('2026-11-01T09:00:00Z'), 2000);

    const draft = await draftOf(c);
    expect(draft.lines.map((l) => l.workLogId)).toEqual([String(a.id), String(b.id)]); // oldest first
    expect(draft).toMatchObject({
      subTotal: 75.5,
      taxTotal: 0,
      total: 75.5,
      vatRatePercent: 0,
      reverseCharge: false,
      selfBilling: true,
      vatNumber: null,
      phoneNumber: '+447911123456',
      invoiceUser: { billingName: c.name, city: 'Leeds', countryCode: 'GB' },
      bankDetails: { accountName: c.name, accountNumberLast4: '6789', sortCode: '123456', iban: null },
      checks: { windowOpen: true, hasWork: true, billingInfoComplete: true, missingFields: [], phoneValid: true },
    });
    expect(draft.lines.map((l) => l.expectedPaymentOn)).toEqual(['2026-11-19', '2026-11-19']);

    const before = pushes.length;
    const res = await create(c, { reference: '  Oct-2026  ', notes: ' For October ' });
    expect(res.errors).toBeUndefined();
    const invoice = res.data!.createInvoice;
    expect(invoice).toMatchObject({
      reference: 'Oct-2026',
      notes: 'For October',
      status: 'pending',
      providerStatus: 'processing',
      providerStatusShown: 'Preparing',
      taxPoint: '2026-11-02',
      croudieId: String(c.id),
      croudieName: c.name,
      subTotal: 75.5,
      taxTotal: 0,
      total: 75.5,
      selfBilling: true,
      reverseCharge: false,
      lineCount: 2,
      invoiceUser: { billingName: c.name, addressLine1: '1 High Street', city: 'Leeds', postcode: 'LS1 1AA', countryCode: 'GB' },
      bankDetails: { accountName: c.name, accountNumberLast4: '6789', sortCode: '123456', iban: null },
    });
    expect(Math.abs(Date.parse(invoice.createdAt) - NOW.getTime())).toBeLessThan(60_000);
    expect(invoice.sequenceId).toBeGreaterThanOrEqual(1001);
    expect(invoice.lines.map((l) => [l.workLogId, l.total, l.expectedPaymentOn])).toEqual([
      [String(a.id), 45, '2026-11-19'],
      [String(b.id), 30.5, '2026-11-19'],
    ]);
    expect(pushes.slice(before)).toEqual([
      {
        invoiceId: Number(invoice.id),
        sequenceId: invoice.sequenceId,
        recipientId: `rcp_${c.id}`,
        total: '75.50',
        currency: 'GBP',
        reference: 'Oct-2026',
      },
    ]);
    const [row] = await api.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, Number(invoice.id)));
    expect(row).toMatchObject({ providerReference: `test_${invoice.sequenceId}`, referenceKey: 'oct-2026' });

    // the work is invoiced: nothing ready now, this month's still to come; the draft is empty; the invoice is theirs
    const after = await ready(c);
    expect(after.totals).toEqual({ count: 0, total: 0 });
    expect(after.nextMonth).toEqual({ count: 1, total: 20 });
    expect((await draftOf(c)).checks.hasWork).toBe(false);
    const mine = (await gql<{ myInvoices: { nodes: { id: string }[] } }>(api, MINE, { token: c.token })).data!.myInvoices;
    expect(mine.nodes.map((n) => n.id)).toEqual([invoice.id]);
    const again = await gql<{ invoice: Invoice }>(api, `query($id: ID!) { invoice(id: $id) { ${INVOICE} } }`, {
      token: c.token,
      variables: { id: invoice.id },
    });
    expect(again.data!.invoice).toEqual(invoice);
  });

  it('charges 20 % VAT to a UK VAT-registered croudie; a limited company is not self-billed (ADR 0266)', async () => {
    const c = await makeCroudie(api, 'vat', { vatNumber: 'GB123456789', entityType: 'limited_company' });
    await addWork(api, c.id, OCTOBER(3), 10000);
    const draft = await draftOf(c);
    expect(draft).toMatchObject({ subTotal: 100, taxTotal: 20, total: 120, vatRatePercent: 20, selfBilling: false, reverseCharge: false });
    const invoice = (await create(c)).data!.createInvoice;
    expect(invoice).toMatchObject({ subTotal: 100, taxTotal: 20, total: 120, vatNumber: 'GB123456789', selfBilling: false });
  });

  it('invoices a croudie outside the UK under the reverse charge: no VAT even with a VAT number', async () => {
    const c = await makeCroudie(api, 'reverse', { countryCode: 'DE', vatNumber: 'DE123456789' });
    await addWork(api, c.id, OCTOBER(3), 10000);
    const invoice = (await create(c)).data!.createInvoice;
    expect(invoice).toMatchObject({ subTotal: 100, taxTotal: 0, total: 100, reverseCharge: true, selfBilling: true });
    expect(invoice.bankDetails).toEqual({
      accountName: c.name,
      accountNumberLast4: '6789',
      sortCode: null,
      iban: 'DE89370400440532013000',
    });
  });

  it('§9: creates only on days 1 to 5 in London by the platform clock: day 6 refused, day 1 allowed', async () => {
    const c = await makeCroudie(api, 'window');
    await addWork(api, c.id, OCTOBER(12), 2500);
    await at('2026-11-06T09:00:00Z', async () => {
      const res = await create(c);
      expect(errorCode(res)).toBe('CONFLICT');
      expect(message(res)).toBe(INVOICE_MESSAGES.windowClosed);
      expect(message(res)).toBe('Invoices can only be created on days 1 to 5 of the month');
      expect((await draftOf(c)).checks.windowOpen).toBe(false);
    });
    // 23:30 UTC on 31 October is still 31 October in London (GMT): closed; half an hour later it is 1 November
    await at('2026-10-31T23:30:00Z', async () => expect(message(await create(c))).toBe(INVOICE_MESSAGES.windowClosed));
    await at('2026-11-01T00:30:00Z', async () => {
      const res = await create(c);
      expect(res.errors).toBeUndefined();
      expect(res.data!.createInvoice.taxPoint).toBe('2026-11-01');
    });
  });

  it('§5: the reference is mandatory and at most 40 characters (BAD_USER_INPUT on the field)', async () => {
    const c = await makeCroudie(api, 'reference');
    await addWork(api, c.id, OCTOBER(12), 2500);
    for (const [reference, text] of [
      ['', INVOICE_MESSAGES.required],
      ['   ', INVOICE_MESSAGES.required],
      ['x'.repeat(41), INVOICE_MESSAGES.referenceTooLong],
    ] as const) {
      const res = await create(c, { reference });
      expect(errorCode(res), reference).toBe('BAD_USER_INPUT');
      expect(fieldErrors(res)).toEqual({ reference: text });
    }
    const notes = await create(c, { notes: 'n'.repeat(1001) });
    expect(fieldErrors(notes)).toEqual({ notes: INVOICE_MESSAGES.notesTooLong });
    expect((await create(c, { reference: 'x'.repeat(40) })).data!.createInvoice.reference).toHaveLength(40);
  });

  it('§5: a reference is unique per croudie in any case and spacing (CONFLICT on the field); another croudie may use it', async () => {
    const c = await makeCroudie(api, 'duplicate');
    await addWork(api, c.id, OCTOBER(12), 2500);
    expect((await create(c, { reference: 'Inv-001' })).errors).toBeUndefined();
    await addWork(api, c.id, OCTOBER(13), 2500); // more work, e.g. backdated into last month
    for (const reference of ['Inv-001', 'INV-001', ' inv-001 ']) {
      const res = await create(c, { reference });
      expect(errorCode(res), reference).toBe('CONFLICT');
      expect(message(res)).toBe('This invoice reference number has already been used by you. Please try an alternative.');
      expect(fieldErrors(res)).toEqual({ reference: INVOICE_MESSAGES.referenceTaken });
    }
    const other = await makeCroudie(api, 'duplicate-other');
    await addWork(api, other.id, OCTOBER(12), 2500);
    expect((await create(other, { reference: 'inv-001' })).errors).toBeUndefined();
  });

  it('final checks: each of the three confirmations must be ticked (BAD_USER_INPUT per confirmation)', async () => {
    const c = await makeCroudie(api, 'confirm');
    await addWork(api, c.id, OCTOBER(12), 2500);
    const res = await create(c, { reference: '', confirmations: { billingInfo: false, bankDetails: false, phoneNumber: false } });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(res)).toEqual({
      reference: INVOICE_MESSAGES.required,
      'confirmations.billingInfo': INVOICE_MESSAGES.confirmBillingInfo,
      'confirmations.bankDetails': INVOICE_MESSAGES.confirmBankDetails,
      'confirmations.phoneNumber': INVOICE_MESSAGES.confirmPhoneNumber,
    });
    const one = await create(c, { confirmations: { ...confirmed, bankDetails: false } });
    expect(fieldErrors(one)).toEqual({ 'confirmations.bankDetails': INVOICE_MESSAGES.confirmBankDetails });
    expect(await api.db.select().from(invoices).where(eq(invoices.croudieId, c.id))).toEqual([]);
  });

  it('§8: refuses without complete billing info, then without a valid phone number', async () => {
    const none = await makeCroudie(api, 'no-settings', { settings: false });
    await addWork(api, none.id, OCTOBER(12), 2500);
    const draft = await draftOf(none);
    expect(draft.checks).toMatchObject({ billingInfoComplete: false, phoneValid: true });
    expect(draft.checks.missingFields).toEqual(expect.arrayContaining(['billingName', 'bankAccountLast4']));
    let res = await create(none);
    expect(errorCode(res)).toBe('CONFLICT');
    expect(message(res)).toBe(INVOICE_MESSAGES.missingBillingInfo);

    for (const phoneNumber of [null, '+44 12', '07700900456']) {
      const c = await makeCroudie(api, 'phone', { phoneNumber });
      await addWork(api, c.id, OCTOBER(12), 2500);
      expect((await draftOf(c)).checks.phoneValid, String(phoneNumber)).toBe(false);
      res = await create(c);
      expect(errorCode(res)).toBe('CONFLICT');
      expect(message(res), String(phoneNumber)).toBe(INVOICE_MESSAGES.missingPhone);
    }
  });

  it('§8: refuses without work, and unless workLogIds are exactly the work ready now (contact support: work logs)', async () => {
    const c = await makeCroudie(api, 'work');
    let res = await create(c, { workLogIds: [] });
    expect(errorCode(res)).toBe('CONFLICT');
    expect(message(res)).toBe(INVOICE_MESSAGES.noWork);

    const a = await addWork(api, c.id, OCTOBER(12), 2500);
    const b = await addWork(api, c.id, OCTOBER(13), 2500);
    const thisMonth = await addWork(api, c.id, new Date('2026-11-01T12:00:00Z'), 2500);
    const other = await makeCroudie(api, 'work-other');
    const theirs = await addWork(api, other.id, OCTOBER(12), 2500);
    for (const workLogIds of [
      [a.id],
      [a.id, b.id, thisMonth.id],
      [a.id, b.id, theirs.id],
      [a.id, theirs.id],
      [a.id, 'abc'],
      [a.id, b.id, 99999999],
    ]) {
      res = await create(c, { workLogIds });
      expect(errorCode(res), JSON.stringify(workLogIds)).toBe('CONFLICT');
      expect(message(res)).toBe(INVOICE_MESSAGES.workLogs);
    }
    // in any order, counted once
    res = await create(c, { workLogIds: [b.id, a.id, String(b.id)] });
    expect(res.errors).toBeUndefined();
    expect(res.data!.createInvoice.lineCount).toBe(2);
  });

  it('§8: refuses work whose channel is not valid (contact support: channel)', async () => {
    const c = await makeCroudie(api, 'channel');
    const log = await addWork(api, c.id, OCTOBER(12), 2500);
    // the work log names a channel of another client
    const [foreign] = await api.db.select().from(channels).where(ne(channels.clientId, log.clientId)).limit(1);
    await api.db.update(workLogs).set({ channelId: foreign!.id }).where(eq(workLogs.id, log.id));
    const res = await create(c);
    expect(errorCode(res)).toBe('CONFLICT');
    expect(message(res)).toBe(INVOICE_MESSAGES.channel);
  });

  it('§8: refuses a croudie who may not invoice (contact support: user record), and staff (FORBIDDEN)', async () => {
    const pending = await makeCroudie(api, 'pending', { role: 'croudie-pending' });
    await addWork(api, pending.id, OCTOBER(12), 2500);
    const res = await create(pending);
    expect(errorCode(res)).toBe('CONFLICT');
    expect(message(res)).toBe(INVOICE_MESSAGES.userRecord);
    const inactive = await makeCroudie(api, 'inactive', { role: 'croudie-inactive' });
    await addWork(api, inactive.id, OCTOBER(12), 2500);
    expect((await create(inactive)).errors).toBeUndefined();

    const staff = await gql(api, CREATE, {
      token: token.admin,
      variables: { input: { reference: 'x', workLogIds: [], confirmations: confirmed } },
    });
    expect(errorCode(staff)).toBe('FORBIDDEN');
    expect(message(staff)).toBe(INVOICE_MESSAGES.onlyCroudies);
  });

  it('keeps the invoice when the provider refuses the push: push_failed, shown as Pending', async () => {
    const c = await makeCroudie(api, 'push');
    await addWork(api, c.id, OCTOBER(12), 2500);
    failPush = true;
    try {
      const res = await create(c);
      expect(res.errors).toBeUndefined();
      expect(res.data!.createInvoice).toMatchObject({ status: 'pending', providerStatus: 'push_failed', providerStatusShown: 'Pending' });
    } finally {
      failPush = false;
    }
  });

  it('lets exactly one of two concurrent creations over the same work win; the other is told the work changed', async () => {
    const c = await makeCroudie(api, 'race');
    await addWork(api, c.id, OCTOBER(12), 2500);
    await addWork(api, c.id, OCTOBER(14), 1500);
    const ids = (await draftOf(c)).lines.map((l) => l.workLogId);
    const results = await Promise.all([
      create(c, { reference: 'Race-A', workLogIds: ids }),
      create(c, { reference: 'Race-B', workLogIds: ids }),
    ]);
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost.map((r) => [errorCode(r), message(r)])).toEqual([['CONFLICT', INVOICE_MESSAGES.workLogs]]);
    const lines = await api.db
      .select()
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(eq(invoices.croudieId, c.id));
    expect(lines).toHaveLength(2);
    expect(await api.db.select().from(invoices).where(eq(invoices.croudieId, c.id))).toHaveLength(1);

    // the same reference twice at once: one wins, the other is told the reference is taken
    await addWork(api, c.id, OCTOBER(15), 1500);
    const more = (await draftOf(c)).lines.map((l) => l.workLogId);
    const same = await Promise.all([
      create(c, { reference: 'Race-C', workLogIds: more }),
      create(c, { reference: 'race-c', workLogIds: more }),
    ]);
    expect(same.filter((r) => !r.errors)).toHaveLength(1);
    const loser = same.find((r) => r.errors)!;
    expect(errorCode(loser)).toBe('CONFLICT');
    expect([INVOICE_MESSAGES.referenceTaken, INVOICE_MESSAGES.workLogs]).toContain(message(loser));
  });

  it('§9: a line is paid on the 19th of the next month, or the working day before a public holiday of settings', async () => {
    const c = await makeCroudie(api, 'holiday');
    // September's work is paid on Monday 19 October 2026; a holiday that day moves it to Friday 16 October
    await addWork(api, c.id, new Date('2026-09-15T12:00:00Z'), 2500);
    await addWork(api, c.id, OCTOBER(15), 2500);
    expect((await draftOf(c)).lines.map((l) => l.expectedPaymentOn)).toEqual(['2026-10-19', '2026-11-19']);
    const [holiday] = await api.db
      .insert(publicHolidays)
      .values({ name: 'Invoicing test closure', date: '2026-10-19', createdAt: NOW, createdBy: 'test' })
      .returning();
    try {
      expect((await draftOf(c)).lines.map((l) => l.expectedPaymentOn)).toEqual(['2026-10-16', '2026-11-19']);
      const invoice = (await create(c)).data!.createInvoice;
      expect(invoice.lines.map((l) => l.expectedPaymentOn)).toEqual(['2026-10-16', '2026-11-19']);
    } finally {
      await api.db.delete(publicHolidays).where(eq(publicHolidays.id, holiday!.id));
    }
  });
});

describe('earnings and carry-over', () => {
  it('drops invoiced work from earnings and the invoice window; declining carries the work over to a new invoice', async () => {
    const c = await makeCroudie(api, 'earnings');
    await addWork(api, c.id, OCTOBER(12), 4000);
    await addWork(api, c.id, OCTOBER(13), 1250);
    await addWork(api, c.id, new Date('2026-11-01T12:00:00Z'), 700); // this month's: outstanding, not ready
    const before = await earnings(c);
    expect(before.outstandingWorkLogs.aggregations).toEqual({ totalValue: 59.5, count: 3 });
    expect(before.invoicingInfo).toEqual({ canInvoice: true, workLogsReadyToInvoice: 2 });

    const invoice = (await create(c, { reference: 'First' })).data!.createInvoice;
    const after = await earnings(c);
    // earnings drop by the invoiced amount
    expect(after.outstandingWorkLogs.aggregations).toEqual({ totalValue: 59.5 - invoice.total, count: 1 });
    expect(after.invoicingInfo).toEqual({ canInvoice: false, workLogsReadyToInvoice: 0 });

    const declined = await gql(api, 'mutation($id: ID!) { declineInvoice(id: $id, reason: "Wrong rate") { status } }', {
      token: token.finance,
      variables: { id: invoice.id },
    });
    expect(declined.errors).toBeUndefined();
    const released = await api.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, Number(invoice.id)));
    expect(released.map((l) => l.releasedAt !== null)).toEqual([true, true]);
    expect((await earnings(c)).outstandingWorkLogs.aggregations).toEqual({ totalValue: 59.5, count: 3 });
    expect((await ready(c)).totals).toEqual({ count: 2, total: 52.5 });

    // the same work on a new invoice (a new reference: the declined one keeps its own)
    expect(message(await create(c, { reference: 'first' }))).toBe(INVOICE_MESSAGES.referenceTaken);
    const again = (await create(c, { reference: 'Second' })).data!.createInvoice;
    expect(again.lines.map((l) => l.workLogId).sort()).toEqual(invoice.lines.map((l) => l.workLogId).sort());
    const live = await api.db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, Number(again.id)), isNull(invoiceLines.releasedAt)));
    expect(live).toHaveLength(2);
    expect((await earnings(c)).outstandingWorkLogs.aggregations).toEqual({ totalValue: 7, count: 1 });
  });

  it('filters, sorts and pages the croudie’s own invoices only', async () => {
    const c = await makeCroudie(api, 'mine');
    await addWork(api, c.id, OCTOBER(1), 1000);
    const first = (await create(c, { reference: 'Mine-1' })).data!.createInvoice;
    await addWork(api, c.id, OCTOBER(2), 3000);
    const second = (await create(c, { reference: 'Mine-2' })).data!.createInvoice;
    const list = (variables: Record<string, unknown>) =>
      gql<{ myInvoices: { nodes: { id: string }[]; pagination: { total: number } } }>(api, MINE, { token: c.token, variables });
    expect((await list({})).data!.myInvoices.nodes.map((n) => n.id)).toEqual([second.id, first.id]);
    expect((await list({ sort: { field: 'total', direction: 'ASC' } })).data!.myInvoices.nodes.map((n) => n.id)).toEqual([
      first.id,
      second.id,
    ]);
    expect((await list({ pagination: { limit: 1, page: 2 } })).data!.myInvoices).toMatchObject({
      nodes: [{ id: first.id }],
      pagination: { total: 2 },
    });
    expect((await list({ filters: { search: 'mine-2' } })).data!.myInvoices.nodes.map((n) => n.id)).toEqual([second.id]);
    expect((await list({ filters: { month: '2026-11', statuses: ['pending'] } })).data!.myInvoices.pagination.total).toBe(2);
    expect((await list({ filters: { month: '2026-10' } })).data!.myInvoices.pagination.total).toBe(0);
    expect((await list({ filters: { statuses: ['paid'] } })).data!.myInvoices.pagination.total).toBe(0);
    // another croudie's ids are ignored: a croudie lists only their own
    expect((await list({ filters: { croudieIds: ['1'] } })).data!.myInvoices.pagination.total).toBe(2);

    const bad = await list({ filters: { month: '2026-13' } });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(bad)).toEqual({ 'filters.month': INVOICE_MESSAGES.monthFormat });
    expect(fieldErrors(await list({ sort: { field: 'croudieId', direction: 'ASC' } }))).toEqual({
      'sort.field': 'Sort by one of createdAt, sequenceId, total, status',
    });
  });

  it("does not show a croudie another croudie's invoice (NOT_FOUND), nor staff without a finance role", async () => {
    const owner = await makeCroudie(api, 'owner');
    await addWork(api, owner.id, OCTOBER(1), 1000);
    const invoice = (await create(owner)).data!.createInvoice;
    const stranger = await makeCroudie(api, 'stranger');
    const query = 'query($id: ID!) { invoice(id: $id) { id reference } }';
    for (const as of [stranger.token, token.member]) {
      const res = await gql(api, query, { token: as, variables: { id: invoice.id } });
      expect(errorCode(res)).toBe('NOT_FOUND');
      expect(message(res)).toBe('Invoice not found');
    }
    for (const id of ['99999999', 'abc'])
      expect(errorCode(await gql(api, query, { token: owner.token, variables: { id } }))).toBe('NOT_FOUND');
    expect((await gql(api, query, { token: token.finance, variables: { id: invoice.id } })).data).toEqual({
      invoice: { id: invoice.id, reference: invoice.reference },
    });
  });
});

describe('task backdate of invoiced work', () => {
  it('refuses to backdate a task whose work is on a live invoice, and allows it again once the invoice is declined', async () => {
    const c = await makeCroudie(api, 'backdate');
    const log = await addWork(api, c.id, OCTOBER(20), 2500);
    const invoice = (await create(c)).data!.createInvoice;
    const backdate = () =>
      gql<{ backdateTask: { invoiced: boolean } }>(
        api,
        'mutation($id: ID!) { backdateTask(taskId: $id, completedOn: "2026-10-15") { invoiced completedOn } }',
        { token: token.admin, variables: { id: String(log.taskId) } },
      );
    const view = await gql<{ taskToBackdate: { invoiced: boolean } }>(api, 'query($id: ID!) { taskToBackdate(taskId: $id) { invoiced } }', {
      token: token.admin,
      variables: { id: String(log.taskId) },
    });
    expect(view.data!.taskToBackdate.invoiced).toBe(true);
    const res = await backdate();
    expect(errorCode(res)).toBe('CONFLICT');
    expect(message(res)).toBe('Task has failed backdating: its work has been invoiced');
    await gql(api, 'mutation($id: ID!) { declineInvoice(id: $id, reason: "Backdate first") { id } }', {
      token: token.finance,
      variables: { id: invoice.id },
    });
    const ok = await backdate();
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.backdateTask.invoiced).toBe(false);
  });
});

describe('the primary office', () => {
  // Last: it deletes every office.
  it('§8: refuses when there is no office to address the invoice to (contact support: primary office)', async () => {
    const c = await makeCroudie(api, 'office');
    await addWork(api, c.id, OCTOBER(12), 2500);
    await api.db.delete(publicHolidayOffices);
    await api.db.delete(teamMembers);
    await api.db.delete(teams);
    await api.db.delete(offices);
    const res = await create(c);
    expect(errorCode(res)).toBe('CONFLICT');
    expect(message(res)).toBe(INVOICE_MESSAGES.primaryOffice);
    // nothing was written
    expect(await api.db.select().from(invoices).where(eq(invoices.croudieId, c.id))).toEqual([]);
    expect((await api.db.select().from(croudies).where(eq(croudies.id, c.id))).length).toBe(1);
  });
});
