import { INVOICE_SETTINGS_MESSAGES, invoiceSettingsSchema, type InvoiceSettingsValues } from '@work/shared-contracts/invoices';
import { requireSignedIn } from '../../kit/auth/index.js';
import { badUserInput, forbidden, PlatformError } from '../../kit/errors.js';
import { builder } from '../../kit/graphql/builder.js';
import { recordAccountEvent } from './timeline.data.js';
import { operationRoles } from '../../kit/graphql/operations.js';
import { parseInput } from '../../kit/validation.js';
import { hidden, RULES, typeRule } from '../../kit/graphql/auth-rules.js';
import { findInvoiceSettings, outstandingWorkLogs, type InvoiceSettingsRow, type OutstandingWorkLogs } from './banners.data.js';
import { invoiceWindowOpen } from '@work/shared-contracts/invoices';
import { canInvoice, missingInvoiceSettings, startOfMonth } from './banners.rules.js';
import { saveInvoiceSettings } from './invoice-settings.data.js';
import { principalIdOf } from './people.rules.js';
import { CroudieRef } from './people.schema.js';

const InvoicingInfoRef = builder.objectRef<{
  croudieId: number;
  canInvoice: boolean;
  invoiceWindowOpen: boolean;
  workLogsReadyToInvoice: number;
}>('InvoicingInfo');
InvoicingInfoRef.implement({
  ...typeRule(RULES.croudiePrivate),
  fields: (t) => ({
    canInvoice: t.exposeBoolean('canInvoice', {
      description:
        'Invoicable role, the invoice window (days 1–5, Europe/London) open by the platform clock, and work logs ready to invoice',
    }),
    invoiceWindowOpen: t.exposeBoolean('invoiceWindowOpen'),
    workLogsReadyToInvoice: t.exposeInt('workLogsReadyToInvoice', { description: 'Outstanding work logs from before this month' }),
  }),
});

interface InvoiceSettingsView {
  croudieId: number;
  needsUpdating: boolean;
  missingFields: string[];
  /** The saved row; null when the croudie has saved none. */
  row: InvoiceSettingsRow | null;
}

const invoiceSettingsView = (croudieId: number, row: InvoiceSettingsRow | null): InvoiceSettingsView => {
  const missing = missingInvoiceSettings(row);
  return { croudieId, needsUpdating: missing.length > 0, missingFields: missing, row };
};

const InvoiceSettingsRef = builder.objectRef<InvoiceSettingsView>('InvoiceSettings');
const SAVED_FIELDS = [
  'billingName',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'countryCode',
  'usState',
  'bankAccountName',
  'bankAccountLast4',
  'sortCode',
  'iban',
  'vatNumber',
  'companyRegistrationNumber',
] as const;
InvoiceSettingsRef.implement({
  ...typeRule(RULES.croudiePrivate),
  description: 'The billing address and payout account invoices are made from (only the last four digits of the account)',
  fields: (t) => ({
    needsUpdating: t.exposeBoolean('needsUpdating', { description: 'The update-payment-details banner shows while true' }),
    missingFields: t.exposeStringList('missingFields'),
    ...Object.fromEntries(
      SAVED_FIELDS.map((field) => [field, t.string({ nullable: true, resolve: (s: InvoiceSettingsView) => s.row?.[field] ?? null })]),
    ),
    updatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.row?.updatedAt ?? null }),
  }),
});

/** A croudie's outstanding work logs; croudieId carries whose they are to the rule. */
type Outstanding = OutstandingWorkLogs & { croudieId: number };

const WorkLogAggregationsRef = builder.objectRef<Outstanding>('WorkLogAggregations');
WorkLogAggregationsRef.implement({
  ...typeRule(RULES.croudieEarnings),
  fields: (t) => ({
    totalValue: t.exposeFloat('totalValue', { description: 'Pounds' }),
    count: t.exposeInt('count'),
  }),
});

const OutstandingWorkLogsRef = builder.objectRef<Outstanding>('OutstandingWorkLogs');
OutstandingWorkLogsRef.implement({
  ...typeRule(RULES.croudieEarnings),
  fields: (t) => ({
    aggregations: t.field({ type: WorkLogAggregationsRef, resolve: (o) => o }),
  }),
});

// Invoicing status: the croudie and staff; earnings: the croudie and money roles, whatever path reached the croudie (ADR 0005).
builder.objectFields(CroudieRef, (t) => ({
  invoicingInfo: t.field({
    type: InvoicingInfoRef,
    nullable: true,
    ...hidden(RULES.croudiePrivate),
    resolve: async (croudie, _args, ctx) => {
      const now = ctx.clock.now();
      const [logs, roles] = await Promise.all([
        outstandingWorkLogs(ctx.db, croudie.id, startOfMonth(now)),
        ctx.people.roles(principalIdOf('CROUDIE', croudie.id)),
      ]);
      return {
        croudieId: croudie.id,
        canInvoice: canInvoice({ roles, now, workLogsReadyToInvoice: logs.readyToInvoice }),
        invoiceWindowOpen: invoiceWindowOpen(now),
        workLogsReadyToInvoice: logs.readyToInvoice,
      };
    },
  }),
  invoiceSettings: t.field({
    type: InvoiceSettingsRef,
    nullable: true,
    ...hidden(RULES.croudiePrivate),
    resolve: async (croudie, _args, ctx) => invoiceSettingsView(croudie.id, await findInvoiceSettings(ctx.db, croudie.id)),
  }),
  outstandingWorkLogs: t.field({
    type: OutstandingWorkLogsRef,
    nullable: true,
    ...hidden(RULES.croudieEarnings),
    description: 'Work logs not yet invoiced (the earnings chip)',
    resolve: async (croudie, _args, ctx) => ({
      ...(await outstandingWorkLogs(ctx.db, croudie.id, startOfMonth(ctx.clock.now()))),
      croudieId: croudie.id,
    }),
  }),
}));

// ---- Saving the invoice settings (staff-and-admin.md §2 Invoicing & ID, §5, §8) ----

const InvoiceSettingsInput = builder.inputType('InvoiceSettingsInput', {
  description: 'A billing address and payout account: a GB account by sort code and account number, any other by IBAN',
  fields: (t) => ({
    billingName: t.string({ required: true }),
    addressLine1: t.string({ required: true }),
    addressLine2: t.string({ required: false }),
    city: t.string({ required: true }),
    postcode: t.string({ required: true }),
    countryCode: t.string({ required: true, description: 'ISO 3166-1 alpha-2, e.g. GB' }),
    usState: t.string({ required: false, description: 'Required for a US address' }),
    bankAccountName: t.string({ required: true }),
    bankAccountNumber: t.string({
      required: false,
      description: 'A GB account number (8 digits); may be left out to keep the account on file with the same sort code',
    }),
    sortCode: t.string({ required: false, description: 'GB only: 6 digits, "12-34-56" or "12 34 56" accepted' }),
    iban: t.string({ required: false, description: 'Outside GB; may be left out to keep the IBAN on file' }),
    vatNumber: t.string({ required: false }),
    companyRegistrationNumber: t.string({ required: false }),
  }),
});

/** The provider could not keep the payout account: nothing is saved. */
export const PROVIDER_RECIPIENT_FAILED = 'The payment provider could not save your bank details. Please try again later';

builder.mutationField('updateMyInvoiceSettings', (t) =>
  t.field({
    ...operationRoles('ALL_STAFF'),
    type: InvoiceSettingsRef,
    description:
      "Saves the signed-in croudie's billing address and payout account (croudies only). A new account number or IBAN " +
      'goes to the payment provider; only its last four digits are kept.',
    args: { input: t.arg({ type: InvoiceSettingsInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireSignedIn(ctx.auth);
      if (viewer.kind !== 'CROUDIE') throw forbidden('Only croudies have invoice settings');
      const stored = await findInvoiceSettings(ctx.db, viewer.id);
      // An account is on file when its last four digits and its sort code or IBAN are kept.
      const accountOnFile =
        stored?.bankAccountLast4 && (stored.sortCode || stored.iban) ? { sortCode: stored.sortCode, iban: stored.iban } : null;
      let input: InvoiceSettingsValues;
      try {
        input = parseInput(invoiceSettingsSchema({ accountOnFile }), args.input, 'input');
      } catch (error) {
        if (error instanceof PlatformError && error.code === 'BAD_USER_INPUT') {
          throw badUserInput(error.fieldErrors ?? {}, INVOICE_SETTINGS_MESSAGES.updateFailed);
        }
        throw error;
      }
      const gb = input.countryCode === 'GB';
      const iban = gb ? null : (input.iban ?? stored?.iban ?? null);
      const sortCode = gb ? input.sortCode : null;
      // The full account goes to the provider whenever the platform has it: a GB number given now, or an IBAN (new,
      // or on file under a new name). Otherwise the account on file is kept as it is.
      const accountNumber = gb ? input.bankAccountNumber : null;
      const sendAccount = gb
        ? accountNumber !== null
        : iban !== null && (iban !== stored?.iban || input.bankAccountName !== stored?.bankAccountName || !stored?.providerRecipientId);
      let providerRecipientId = stored?.providerRecipientId ?? null;
      let bankAccountLast4 = stored?.bankAccountLast4 ?? null;
      if (sendAccount) {
        try {
          const saved = await ctx.paymentProvider.saveRecipient({
            croudieId: viewer.id,
            recipientId: providerRecipientId,
            accountName: input.bankAccountName,
            accountNumber,
            sortCode,
            iban,
            countryCode: input.countryCode,
          });
          providerRecipientId = saved.recipientId;
        } catch (error) {
          ctx.logger.error({ err: error, provider: ctx.paymentProvider.name }, 'saving a recipient at the payment provider failed');
          throw new PlatformError('INTERNAL_SERVER_ERROR', PROVIDER_RECIPIENT_FAILED);
        }
        bankAccountLast4 = (accountNumber ?? iban!).slice(-4);
      }
      const row = await saveInvoiceSettings(
        ctx.db,
        viewer.id,
        {
          billingName: input.billingName,
          addressLine1: input.addressLine1,
          addressLine2: input.addressLine2,
          city: input.city,
          postcode: input.postcode,
          countryCode: input.countryCode,
          usState: input.usState,
          bankAccountName: input.bankAccountName,
          bankAccountLast4,
          sortCode,
          iban,
          providerRecipientId,
          vatNumber: input.vatNumber,
          companyRegistrationNumber: input.companyRegistrationNumber,
        },
        ctx.clock.now(),
      );
      await recordAccountEvent(ctx.db, {
        principalId: viewer.principalId,
        kind: 'bank_details_saved',
        actorPrincipalId: ctx.auth.actor?.principalId ?? null,
        at: ctx.clock.now(),
      });
      return invoiceSettingsView(viewer.id, row);
    },
  }),
);
