import * as v from 'valibot';
import { DeclineReasonSchema } from '@work/shared-contracts/invoices';
import { requireSignedIn, type Viewer } from '../../kit/auth/index.js';
import type { RequestContext as Context } from '../../kit/context.js';
import { conflict, forbidden, notFound } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { INVOICE_ROLES, RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { PaginationInfo, PaginationInput, SortInput, toPage } from '../../kit/graphql/pagination.js';
import { parseInput } from '../../kit/validation.js';
import { notify } from '../notifications/index.js';
import { principalIdOf, startOfMonth } from '../people/index.js';
import { createInvoice, invoiceDraft, type BankDetails, type DraftLine, type InvoiceDraft, type InvoiceParty } from './payments.create.js';
import {
  declineInvoiceRow,
  listInvoicableWork,
  listInvoices,
  loadInvoice,
  loadInvoiceLines,
  markInvoicePaidRow,
  workTotals,
  type InvoiceLineView,
  type InvoiceQueryFilters,
  type InvoiceView,
  type ListedWorkLog,
  type WorkTotals,
} from './payments.data.js';
import {
  INVOICE_MESSAGES,
  INVOICE_STATUSES,
  invoiceDeclinedNotice,
  invoicePaidNotice,
  PROVIDER_STATUSES,
  providerStatusShown,
} from './payments.rules.js';
import { InvoiceFiltersSchema, InvoiceSortSchema, WorkSortSchema, type InvoiceFiltersInput } from './payments.inputs.js';

// The payment centre (staff-and-admin.md §2, §3 Invoice, §4 Invoices, §5, §8 Invoice creation, §9; ADR 0266): a
// croudie's work ready to invoice, their invoices and the invoice they could make now; finance's list of every
// invoice, declining and paying them.

export const InvoiceStatusEnum = builder.enumType('InvoiceStatus', { values: INVOICE_STATUSES });
export const ProviderStatusEnum = builder.enumType('ProviderStatus', { values: PROVIDER_STATUSES });
export const ProviderStatusShownEnum = builder.enumType('ProviderStatusShown', {
  description: 'How a provider status is shown (§4): Sent, Pending (a failed push, retried), or Preparing',
  values: ['Sent', 'Pending', 'Preparing'] as const,
});

const money = (pounds: string | number) => Number(pounds);

/**
 * The work module's WorkLog type (work/task.schema.ts), named rather than imported: exporting its ref from work's
 * index would load work's schema while credentials' tables load work's index, an import cycle that leaves those
 * tables undefined. Pothos resolves the name when the schema is built, after every module has loaded.
 */
const WorkLogByName = 'WorkLog' as unknown as ReturnType<typeof builder.objectRef<ListedWorkLog>>;

/** The stored snapshot's keys (the demo seed's older snapshots named the billing name `name`). */
const partyOf = (snapshot: Record<string, string | null | undefined>): InvoiceParty => ({
  billingName: snapshot.billingName ?? snapshot.name ?? null,
  addressLine1: snapshot.addressLine1 ?? null,
  addressLine2: snapshot.addressLine2 ?? null,
  city: snapshot.city ?? null,
  postcode: snapshot.postcode ?? null,
  countryCode: snapshot.countryCode ?? null,
  usState: snapshot.usState ?? null,
});

const InvoicePartyRef = builder.objectRef<InvoiceParty>('InvoiceParty');
InvoicePartyRef.implement({
  description: 'The billing name and address an invoice is made out from',
  // Reached only through an Invoice or the croudie's own InvoiceDraft, whose rules decide who sees it.
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    billingName: t.exposeString('billingName', { nullable: true }),
    addressLine1: t.exposeString('addressLine1', { nullable: true }),
    addressLine2: t.exposeString('addressLine2', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    postcode: t.exposeString('postcode', { nullable: true }),
    countryCode: t.exposeString('countryCode', { nullable: true }),
    usState: t.exposeString('usState', { nullable: true }),
  }),
});

const InvoiceBankDetailsRef = builder.objectRef<BankDetails>('InvoiceBankDetails');
InvoiceBankDetailsRef.implement({
  description: 'The account an invoice is paid to: its last four digits only (the full number stays with the provider)',
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    accountName: t.exposeString('accountName'),
    accountNumberLast4: t.exposeString('accountNumberLast4'),
    sortCode: t.exposeString('sortCode', { nullable: true }),
    iban: t.exposeString('iban', { nullable: true }),
  }),
});

const InvoiceLineRef = builder.objectRef<InvoiceLineView>('InvoiceLine');
InvoiceLineRef.implement({
  description: 'One completed work log on an invoice',
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    id: t.exposeID('id'),
    workLogId: t.exposeID('workLogId'),
    description: t.exposeString('description'),
    clientName: t.exposeString('clientName', { nullable: true }),
    channelName: t.exposeString('channelName', { nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime' }),
    total: t.float({ description: 'Pounds', resolve: (line) => money(line.total) }),
    expectedPaymentOn: t.exposeString('expectedPaymentOn', {
      description: 'The day it is expected to be paid (YYYY-MM-DD): the 19th of the month after the work, or the working day before',
    }),
  }),
});

export const InvoiceRef = builder.objectRef<InvoiceView>('Invoice');
InvoiceRef.implement({
  description: "A croudie's invoice of completed work (§3 Invoice): its croudie and finance see it",
  ...typeRule(RULES.invoice),
  fields: (t) => ({
    id: t.exposeID('id'),
    sequenceId: t.exposeInt('sequenceId', { description: 'The invoice number: one sequence for the platform' }),
    reference: t.exposeString('reference', { description: "The croudie's own reference, unique for them" }),
    notes: t.exposeString('notes', { nullable: true }),
    status: t.field({ type: InvoiceStatusEnum, resolve: (i) => i.status }),
    providerStatus: t.field({
      type: ProviderStatusEnum,
      nullable: true,
      description: 'Null until pushed',
      resolve: (i) => i.providerStatus,
    }),
    providerStatusShown: t.field({
      type: ProviderStatusShownEnum,
      nullable: true,
      resolve: (i) => (i.providerStatus ? providerStatusShown(i.providerStatus) : null),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    taxPoint: t.exposeString('taxPoint', { description: 'The day it was created in Europe/London (YYYY-MM-DD)' }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    paidBy: t.exposeString('paidBy', { nullable: true }),
    declinedReason: t.exposeString('declinedReason', { nullable: true }),
    croudieId: t.exposeID('croudieId'),
    croudieName: t.exposeString('croudieName'),
    invoiceUser: t.field({ type: InvoicePartyRef, resolve: (i) => partyOf(i.invoiceUser) }),
    bankDetails: t.field({ type: InvoiceBankDetailsRef, resolve: (i) => i.bankDetails }),
    subTotal: t.float({ description: 'Pounds', resolve: (i) => money(i.subTotal) }),
    taxTotal: t.float({ description: 'Pounds (VAT; 0 under the reverse charge)', resolve: (i) => money(i.taxTotal) }),
    total: t.float({ description: 'Pounds', resolve: (i) => money(i.total) }),
    vatNumber: t.exposeString('vatNumber', { nullable: true }),
    companyRegistrationNumber: t.exposeString('companyRegistrationNumber', { nullable: true }),
    selfBilling: t.exposeBoolean('selfBilling', { description: 'Raised by the agency on behalf of a croudie who is not a company' }),
    reverseCharge: t.exposeBoolean('reverseCharge', { description: 'Billed from outside the UK: the customer accounts for the VAT' }),
    lineCount: t.exposeInt('lineCount'),
    lines: t.field({ type: [InvoiceLineRef], resolve: (i, _args, ctx) => loadInvoiceLines(ctx.db, i.id) }),
  }),
});

type Connection<T> = { nodes: T[]; pagination: { total: number; page: number; limit: number } };

const InvoiceConnection = builder.objectRef<Connection<InvoiceView>>('InvoiceConnection');
InvoiceConnection.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    nodes: t.field({ type: [InvoiceRef], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
  }),
});

const WorkTotalsRef = builder.objectRef<WorkTotals>('WorkTotals');
WorkTotalsRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    count: t.exposeInt('count'),
    total: t.float({ description: 'Pounds', resolve: (w) => money(w.total) }),
  }),
});

const WorkReadyToInvoiceRef = builder.objectRef<Connection<ListedWorkLog> & { totals: WorkTotals; nextMonth: WorkTotals }>(
  'WorkReadyToInvoice',
);
WorkReadyToInvoiceRef.implement({
  description: "The croudie's work not on an invoice: completed before this month (ready now), and this month's (next month)",
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    nodes: t.field({ type: [WorkLogByName], resolve: (c) => c.nodes }),
    pagination: t.field({ type: PaginationInfo, resolve: (c) => c.pagination }),
    totals: t.field({ type: WorkTotalsRef, description: 'All the work ready to invoice now', resolve: (c) => c.totals }),
    nextMonth: t.field({ type: WorkTotalsRef, description: "This month's work, invoiced from next month", resolve: (c) => c.nextMonth }),
  }),
});

const InvoiceDraftLineRef = builder.objectRef<DraftLine>('InvoiceDraftLine');
InvoiceDraftLineRef.implement({
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    workLogId: t.exposeID('id'),
    description: t.exposeString('description'),
    clientName: t.exposeString('clientName', { nullable: true }),
    channelName: t.exposeString('channelName', { nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime' }),
    total: t.float({ description: 'Pounds', resolve: (line) => money(line.total) }),
    expectedPaymentOn: t.exposeString('expectedPaymentOn'),
  }),
});

const InvoiceChecksRef = builder.objectRef<InvoiceDraft['checks']>('InvoiceChecks');
InvoiceChecksRef.implement({
  description: 'What creating the invoice now needs (the final checks step)',
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    windowOpen: t.exposeBoolean('windowOpen', { description: 'Days 1 to 5 of the month in Europe/London' }),
    hasWork: t.exposeBoolean('hasWork'),
    billingInfoComplete: t.exposeBoolean('billingInfoComplete'),
    missingFields: t.exposeStringList('missingFields', { description: 'Invoice settings still to fill in' }),
    phoneValid: t.exposeBoolean('phoneValid'),
  }),
});

const InvoiceDraftRef = builder.objectRef<InvoiceDraft>('InvoiceDraft');
InvoiceDraftRef.implement({
  description: 'The invoice the croudie would create now: all their work ready to invoice (at most 500 lines, oldest first)',
  ...typeRule(RULES.signedIn),
  fields: (t) => ({
    lines: t.field({ type: [InvoiceDraftLineRef], resolve: (d) => d.lines }),
    subTotal: t.float({ resolve: (d) => money(d.subTotal) }),
    taxTotal: t.float({ resolve: (d) => money(d.taxTotal) }),
    total: t.float({ resolve: (d) => money(d.total) }),
    vatRatePercent: t.exposeInt('vatRatePercent'),
    reverseCharge: t.exposeBoolean('reverseCharge'),
    selfBilling: t.exposeBoolean('selfBilling'),
    vatNumber: t.exposeString('vatNumber', { nullable: true }),
    companyRegistrationNumber: t.exposeString('companyRegistrationNumber', { nullable: true }),
    invoiceUser: t.field({ type: InvoicePartyRef, resolve: (d) => d.invoiceUser }),
    bankDetails: t.field({ type: InvoiceBankDetailsRef, nullable: true, resolve: (d) => d.bankDetails }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    checks: t.field({ type: InvoiceChecksRef, resolve: (d) => d.checks }),
  }),
});

// ---- Inputs ----

const InvoiceFilters = builder.inputType('InvoiceFilters', {
  fields: (t) => ({
    statuses: t.field({ type: [InvoiceStatusEnum], required: false }),
    croudieIds: t.idList({ required: false, description: 'Finance only; a croudie always sees their own' }),
    month: t.string({ required: false, description: 'YYYY-MM: created in that month in Europe/London' }),
    search: t.string({ required: false, description: "Part of the reference, or (finance) of the croudie's name" }),
  }),
});

const InvoiceConfirmations = builder.inputType('InvoiceConfirmations', {
  fields: (t) => ({
    billingInfo: t.boolean({ required: true }),
    bankDetails: t.boolean({ required: true }),
    phoneNumber: t.boolean({ required: true }),
  }),
});

const CreateInvoiceInput = builder.inputType('CreateInvoiceInput', {
  fields: (t) => ({
    reference: t.string({ required: true, description: 'Mandatory, at most 40 characters, unique for the croudie in any case' }),
    notes: t.string({ required: false }),
    workLogIds: t.idList({ required: true, description: 'Exactly the work myInvoiceDraft lists' }),
    confirmations: t.field({ type: InvoiceConfirmations, required: true }),
  }),
});

// ---- Who ----

function requireCroudie(ctx: Context): Viewer {
  const viewer = requireSignedIn(ctx.auth);
  if (viewer.kind !== 'CROUDIE') throw forbidden(INVOICE_MESSAGES.onlyCroudies);
  return viewer;
}

export const isFinance = (viewer: Viewer) =>
  viewer.kind === 'USER' && viewer.roles.some((role) => (INVOICE_ROLES as readonly string[]).includes(role));

export function requireFinance(ctx: Context): Viewer {
  const viewer = requireSignedIn(ctx.auth);
  if (!isFinance(viewer)) throw forbidden(INVOICE_MESSAGES.financeOnly);
  return viewer;
}

const IdSchema = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/));

/** The invoice if the viewer may see it (its croudie, finance); anyone else is told it does not exist. */
export async function readableInvoice(ctx: Context, viewer: Viewer, rawId: string | number): Promise<InvoiceView> {
  const id = v.safeParse(IdSchema, String(rawId));
  const invoice = id.success ? await loadInvoice(ctx.db, Number(id.output)) : null;
  if (!invoice) throw notFound('Invoice');
  if (isFinance(viewer) || (viewer.kind === 'CROUDIE' && viewer.id === invoice.croudieId)) return invoice;
  throw notFound('Invoice');
}

function invoiceFilters(raw: InvoiceFiltersInput | null | undefined): InvoiceQueryFilters {
  const parsed = parseInput(InvoiceFiltersSchema, raw ?? {}, 'filters');
  return { croudieIds: parsed.croudieIds, statuses: parsed.statuses, month: parsed.month, search: parsed.search };
}

const nameOf = (viewer: Viewer) => `${viewer.person.firstName} ${viewer.person.lastName}`.trim();

// ---- Queries ----

builder.queryFields((t) => ({
  workReadyToInvoice: t.field({
    ...operationRoles('ALL_STAFF'),
    type: WorkReadyToInvoiceRef,
    description: "The signed-in croudie's work not on an invoice: a page of what is ready now, with totals (croudies only)",
    args: { pagination: t.arg({ type: PaginationInput, required: false }), sort: t.arg({ type: SortInput, required: false }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireCroudie(ctx);
      const page = toPage(args.pagination);
      const sort = parseInput(WorkSortSchema, args.sort ?? { field: 'completedAt', direction: 'DESC' }, 'sort');
      const before = startOfMonth(ctx.clock.now());
      const [nodes, totals, nextMonth] = await Promise.all([
        listInvoicableWork(ctx.db, { croudieId: viewer.id, before, sort, page }),
        workTotals(ctx.db, viewer.id, { before }),
        workTotals(ctx.db, viewer.id, { from: before }),
      ]);
      return { nodes, pagination: { total: totals.count, page: page.page, limit: page.limit }, totals, nextMonth };
    },
  }),
  myInvoices: t.field({
    ...operationRoles('ALL_STAFF'),
    type: InvoiceConnection,
    description: "The signed-in croudie's invoices, newest first by default (croudies only)",
    args: {
      filters: t.arg({ type: InvoiceFilters, required: false }),
      pagination: t.arg({ type: PaginationInput, required: false }),
      sort: t.arg({ type: SortInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requireCroudie(ctx);
      const page = toPage(args.pagination);
      const filters = { ...invoiceFilters(args.filters), croudieIds: [viewer.id] };
      const sort = parseInput(InvoiceSortSchema, args.sort ?? { field: 'createdAt', direction: 'DESC' }, 'sort');
      const { nodes, total } = await listInvoices(ctx.db, { filters, sort, page });
      return { nodes, pagination: { total, page: page.page, limit: page.limit } };
    },
  }),
  myInvoiceDraft: t.field({
    ...operationRoles('ALL_STAFF'),
    type: InvoiceDraftRef,
    description: 'The invoice the signed-in croudie would create now, with the checks it needs (croudies only)',
    resolve: (_root, _args, ctx) => invoiceDraft(ctx, requireCroudie(ctx).id),
  }),
  invoice: t.field({
    // Croudies read their own through it too, and any other staff member is told "not found" rather than refused,
    // so the operation is every staff role's; the resolver decides (ADR 0266).
    ...operationRoles('ALL_STAFF'),
    type: InvoiceRef,
    description: 'One invoice: its croudie and finance see it; anyone else is told it was not found',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => readableInvoice(ctx, requireSignedIn(ctx.auth), args.id),
  }),
  invoices: t.field({
    ...operationRoles(INVOICE_ROLES),
    type: InvoiceConnection,
    description: "Every croudie's invoices, newest first by default (finance)",
    args: {
      filters: t.arg({ type: InvoiceFilters, required: false }),
      pagination: t.arg({ type: PaginationInput, required: false }),
      sort: t.arg({ type: SortInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      requireFinance(ctx);
      const page = toPage(args.pagination);
      const filters = invoiceFilters(args.filters);
      const sort = parseInput(InvoiceSortSchema, args.sort ?? { field: 'createdAt', direction: 'DESC' }, 'sort');
      const { nodes, total } = await listInvoices(ctx.db, { filters, sort, page });
      return { nodes, pagination: { total, page: page.page, limit: page.limit } };
    },
  }),
}));

// ---- Mutations ----

builder.mutationFields((t) => ({
  createInvoice: t.field({
    ...operationRoles('ALL_STAFF'),
    type: InvoiceRef,
    description:
      "Creates the signed-in croudie's invoice of all their work ready to invoice (days 1 to 5 of the month) and sends it " +
      'to the payment provider; irreversible (croudies only)',
    args: { input: t.arg({ type: CreateInvoiceInput, required: true }) },
    resolve: (_root, args, ctx) => createInvoice(ctx, requireCroudie(ctx), args.input),
  }),
  declineInvoice: t.field({
    ...operationRoles(INVOICE_ROLES),
    type: InvoiceRef,
    description: 'Declines a pending or draft invoice with a reason the croudie is told; its work can be invoiced again (finance)',
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true, description: '1 to 500 characters' }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireFinance(ctx);
      const { reason } = parseInput(v.object({ reason: DeclineReasonSchema }), { reason: args.reason });
      const invoice = await readableInvoice(ctx, viewer, args.id);
      const refuse = () => {
        throw conflict(invoice.status === 'paid' ? INVOICE_MESSAGES.paidCannotBeDeclined : INVOICE_MESSAGES.alreadyDeclined);
      };
      if (invoice.status === 'paid' || invoice.status === 'declined') refuse();
      if (!(await declineInvoiceRow(ctx.db, invoice.id, reason, ctx.clock.now()))) {
        const now = (await loadInvoice(ctx.db, invoice.id))!;
        throw conflict(now.status === 'paid' ? INVOICE_MESSAGES.paidCannotBeDeclined : INVOICE_MESSAGES.alreadyDeclined);
      }
      await notify(ctx, principalIdOf('CROUDIE', invoice.croudieId), invoiceDeclinedNotice(invoice, reason));
      return (await loadInvoice(ctx.db, invoice.id))!;
    },
  }),
  markInvoicePaid: t.field({
    ...operationRoles(INVOICE_ROLES),
    type: InvoiceRef,
    description: 'Marks a pending invoice paid by the signed-in finance member (finance)',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireFinance(ctx);
      const invoice = await readableInvoice(ctx, viewer, args.id);
      const refusal = (status: InvoiceView['status']) =>
        conflict(
          status === 'paid'
            ? INVOICE_MESSAGES.alreadyPaid
            : status === 'declined'
              ? INVOICE_MESSAGES.declinedCannotBePaid
              : INVOICE_MESSAGES.draftCannotBePaid,
        );
      if (invoice.status !== 'pending') throw refusal(invoice.status);
      if (!(await markInvoicePaidRow(ctx.db, invoice.id, { at: ctx.clock.now(), by: nameOf(viewer) }))) {
        throw refusal((await loadInvoice(ctx.db, invoice.id))!.status);
      }
      await notify(ctx, principalIdOf('CROUDIE', invoice.croudieId), invoicePaidNotice(invoice));
      return (await loadInvoice(ctx.db, invoice.id))!;
    },
  }),
}));
