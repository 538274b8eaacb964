import { isValidPhoneNumber } from 'libphonenumber-js';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { InvoiceConfirmationsSchema, PLATFORM_ZONE } from '@work/shared-contracts/invoices';
import type { Viewer } from '../../kit/auth/index.js';
import type { RequestContext as Context } from '../../kit/context.js';
import { conflict, PlatformError } from '../../kit/errors.js';
import { parseInput } from '../../kit/validation.js';
import { findInvoiceSettings, INVOICABLE_ROLES, missingInvoiceSettings, startOfMonth, type InvoiceSettingsRow } from '../people/index.js';
import { holidayDates } from '../settings/index.js';
import {
  findCroudie,
  INVOICE_CONSTRAINTS,
  insertInvoice,
  invoiceReferenceTaken,
  listInvoicableWork,
  loadInvoice,
  primaryOffice,
  setProviderPush,
  violatedConstraint,
  type CroudieRow,
  type InvoiceView,
  type ListedWorkLog,
} from './payments.data.js';
import {
  expectedPaymentDay,
  INVOICE_MESSAGES,
  InvoiceDetailsSchema,
  invoiceReferenceKey,
  invoiceTotals,
  invoiceWindowOpen,
  VAT_RATE_PERCENT,
} from './payments.rules.js';

/** One invoice holds at most this many work logs; older work first, the rest carries over to the next one. */
export const MAX_INVOICE_LINES = 500;

export interface InvoiceParty {
  billingName: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  postcode: string | null;
  countryCode: string | null;
  usState: string | null;
}

export interface BankDetails {
  accountName: string;
  accountNumberLast4: string;
  sortCode: string | null;
  iban: string | null;
}

export interface DraftLine extends ListedWorkLog {
  expectedPaymentOn: string;
}

/** What an invoice made now would be (myInvoiceDraft), and what createInvoice checks and writes. */
export interface InvoiceDraft {
  croudie: CroudieRow | null;
  settings: InvoiceSettingsRow | null;
  lines: DraftLine[];
  subTotal: string;
  taxTotal: string;
  total: string;
  vatRatePercent: number;
  reverseCharge: boolean;
  selfBilling: boolean;
  vatNumber: string | null;
  companyRegistrationNumber: string | null;
  invoiceUser: InvoiceParty;
  bankDetails: BankDetails | null;
  phoneNumber: string | null;
  checks: { windowOpen: boolean; hasWork: boolean; billingInfoComplete: boolean; missingFields: string[]; phoneValid: boolean };
}

/** The billing name and address an invoice is made out from: a snapshot of the invoice settings. */
export function invoicePartyOf(settings: InvoiceSettingsRow | null): InvoiceParty {
  return {
    billingName: settings?.billingName ?? null,
    addressLine1: settings?.addressLine1 ?? null,
    addressLine2: settings?.addressLine2 ?? null,
    city: settings?.city ?? null,
    postcode: settings?.postcode ?? null,
    countryCode: settings?.countryCode ?? null,
    usState: settings?.usState ?? null,
  };
}

/** The bank details an invoice is paid to (the last four digits only), or null until the settings have them. */
export function bankDetailsOf(settings: InvoiceSettingsRow | null): BankDetails | null {
  if (!settings?.bankAccountName || !settings.bankAccountLast4) return null;
  return {
    accountName: settings.bankAccountName,
    accountNumberLast4: settings.bankAccountLast4,
    sortCode: settings.sortCode,
    iban: settings.iban,
  };
}

/**
 * ADR 0266: the invoice's tax treatment. Reverse charge when the croudie bills from outside the UK (the agency accounts
 * for the VAT); self-billing unless the croudie is a limited company (the agency raises the invoice on their behalf).
 */
export function taxTreatment(croudie: Pick<CroudieRow, 'entityType'> | null, settings: InvoiceSettingsRow | null) {
  const reverseCharge = settings?.countryCode != null && settings.countryCode !== 'GB';
  return { reverseCharge, selfBilling: croudie?.entityType !== 'limited_company', vatRegistered: !!settings?.vatNumber?.trim() };
}

/** The invoice the croudie could make now: their work ready to invoice (oldest first, at most 500 lines) and checks. */
export async function invoiceDraft(ctx: Context, croudieId: number): Promise<InvoiceDraft> {
  const now = ctx.clock.now();
  const [croudie, settings, work, holidays] = await Promise.all([
    findCroudie(ctx.db, croudieId),
    findInvoiceSettings(ctx.db, croudieId),
    listInvoicableWork(ctx.db, {
      croudieId,
      before: startOfMonth(now),
      sort: { field: 'completedAt', direction: 'ASC' },
      page: { limit: MAX_INVOICE_LINES, offset: 0 },
    }),
    holidayDates(ctx.db),
  ]);
  const { reverseCharge, selfBilling, vatRegistered } = taxTreatment(croudie, settings);
  const totals = invoiceTotals(
    work.map((log) => log.total),
    { vatRegistered, reverseCharge },
  );
  const missingFields = missingInvoiceSettings(settings);
  return {
    croudie,
    settings,
    lines: work.map((log) => ({ ...log, expectedPaymentOn: expectedPaymentDay(log.completedAt, holidays) })),
    ...totals,
    vatRatePercent: vatRegistered && !reverseCharge ? VAT_RATE_PERCENT : 0,
    reverseCharge,
    selfBilling,
    vatNumber: settings?.vatNumber ?? null,
    companyRegistrationNumber: settings?.companyRegistrationNumber ?? null,
    invoiceUser: invoicePartyOf(settings),
    bankDetails: bankDetailsOf(settings),
    phoneNumber: croudie?.phoneNumber ?? null,
    checks: {
      windowOpen: invoiceWindowOpen(now),
      hasWork: work.length > 0,
      billingInfoComplete: missingFields.length === 0,
      missingFields,
      phoneValid: isValidPhoneNumber(croudie?.phoneNumber ?? ''),
    },
  };
}

const WorkLogIdsSchema = v.array(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/)));

export const CreateInvoiceSchema = v.object({
  ...InvoiceDetailsSchema.entries,
  confirmations: InvoiceConfirmationsSchema,
});

export interface CreateInvoiceArgs {
  reference: string;
  notes?: string | null;
  workLogIds: readonly (string | number)[];
  confirmations: { billingInfo: boolean; bankDetails: boolean; phoneNumber: boolean };
}

/** The same work, in any order and counted once: what the croudie saw is what would be invoiced now. */
function sameWork(asked: readonly (string | number)[], lines: readonly DraftLine[]): boolean {
  const parsed = v.safeParse(
    WorkLogIdsSchema,
    asked.map((id) => String(id)),
  );
  if (!parsed.success) return false;
  const ids = new Set(parsed.output.map(Number));
  return ids.size === lines.length && lines.every((line) => ids.has(line.id));
}

/**
 * Creates the croudie's invoice of their work ready to invoice (§4: irreversible once past the final checks), then
 * sends it to the payment provider. Refusals, in the order the croudie can act on them: who they are, the window,
 * their input, their billing info and phone, then the contact-support cases (§8).
 */
export async function createInvoice(ctx: Context, viewer: Viewer, args: CreateInvoiceArgs): Promise<InvoiceView> {
  const now = ctx.clock.now();
  const draft = await invoiceDraft(ctx, viewer.id);
  const { croudie, settings } = draft;
  if (!croudie || !viewer.roles.some((role) => (INVOICABLE_ROLES as readonly string[]).includes(role))) {
    throw conflict(INVOICE_MESSAGES.userRecord);
  }
  if (!draft.checks.windowOpen) throw conflict(INVOICE_MESSAGES.windowClosed);
  const input = parseInput(CreateInvoiceSchema, { reference: args.reference, notes: args.notes, confirmations: args.confirmations });
  if (!draft.checks.billingInfoComplete || !draft.bankDetails) throw conflict(INVOICE_MESSAGES.missingBillingInfo);
  if (!draft.checks.phoneValid) throw conflict(INVOICE_MESSAGES.missingPhone);
  if (!(await primaryOffice(ctx.db))) throw conflict(INVOICE_MESSAGES.primaryOffice);
  const referenceKey = invoiceReferenceKey(input.reference);
  const referenceTaken = () => conflict(INVOICE_MESSAGES.referenceTaken, { reference: INVOICE_MESSAGES.referenceTaken });
  if (await invoiceReferenceTaken(ctx.db, croudie.id, referenceKey)) throw referenceTaken();
  // No work at all, as the croudie saw it too; work they saw that is gone (invoiced meanwhile) is the work-logs case.
  if (!draft.checks.hasWork && args.workLogIds.length === 0) throw conflict(INVOICE_MESSAGES.noWork);
  if (!sameWork(args.workLogIds, draft.lines)) throw conflict(INVOICE_MESSAGES.workLogs);
  if (draft.lines.some((line) => line.channelMissing)) throw conflict(INVOICE_MESSAGES.channel);

  let created;
  try {
    created = await insertInvoice(
      ctx.db,
      {
        croudieId: croudie.id,
        reference: input.reference,
        referenceKey,
        notes: input.notes,
        status: 'pending',
        createdAt: now,
        taxPoint: DateTime.fromJSDate(now, { zone: PLATFORM_ZONE }).toISODate()!,
        invoiceUser: { ...draft.invoiceUser },
        bankDetails: draft.bankDetails,
        subTotal: draft.subTotal,
        taxTotal: draft.taxTotal,
        total: draft.total,
        vatNumber: draft.vatNumber,
        companyRegistrationNumber: draft.companyRegistrationNumber,
        selfBilling: draft.selfBilling,
        reverseCharge: draft.reverseCharge,
      },
      draft.lines.map((line) => ({
        workLogId: line.id,
        description: line.description,
        completedAt: line.completedAt,
        total: line.total,
        expectedPaymentOn: line.expectedPaymentOn,
      })),
    );
  } catch (error) {
    // Another creation won a race for the reference or for some of the work.
    const constraint = violatedConstraint(error);
    if (constraint === INVOICE_CONSTRAINTS.reference) throw referenceTaken();
    if (constraint === INVOICE_CONSTRAINTS.workLog) throw conflict(INVOICE_MESSAGES.workLogs);
    ctx.logger.error({ err: error, croudieId: croudie.id }, 'creating an invoice failed');
    throw new PlatformError('INTERNAL_SERVER_ERROR', INVOICE_MESSAGES.create);
  }

  // The invoice exists whatever the provider says: a failed push is kept as push_failed (shown as Pending) to retry.
  try {
    const pushed = await ctx.paymentProvider.pushInvoice({
      invoiceId: created.id,
      sequenceId: created.sequenceId,
      recipientId: settings?.providerRecipientId ?? null,
      total: created.total,
      currency: 'GBP',
      reference: created.reference,
    });
    await setProviderPush(ctx.db, created.id, { providerReference: pushed.providerReference, providerStatus: pushed.status });
  } catch (error) {
    ctx.logger.warn({ err: error, invoiceId: created.id, provider: ctx.paymentProvider.name }, 'pushing an invoice to the provider failed');
    await setProviderPush(ctx.db, created.id, { providerReference: null, providerStatus: 'push_failed' });
  }
  return (await loadInvoice(ctx.db, created.id))!;
}
