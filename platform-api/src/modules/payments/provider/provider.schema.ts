import { conflict, forbidden } from '../../../kit/errors.js';
import { builder } from '../../../kit/graphql/builder.js';
import { INVOICE_ROLES } from '../../../kit/graphql/auth-rules.js';
import { operationRoles } from '../../../kit/graphql/operations.js';
import { loadInvoice } from '../payments.data.js';
import { InvoiceRef, ProviderStatusEnum, readableInvoice, requireFinance } from '../payments.schema.js';
import { DEV_PROVIDER_MESSAGES, isDevPaymentProvider } from './dev-provider.js';

export const PROVIDER_MESSAGES = {
  ...DEV_PROVIDER_MESSAGES,
  neverPushed: 'This invoice was never sent to the payment provider',
} as const;

// Driving the development payment provider: finance makes it report a status for a pushed invoice, and the
// change arrives through the signed webhook exactly as a real provider's would.
builder.mutationField('simulateProviderStatus', (t) =>
  t.field({
    ...operationRoles(INVOICE_ROLES),
    type: InvoiceRef,
    description: 'Makes the development payment provider send a signed status event for a pushed invoice (finance; never in production)',
    args: {
      invoiceId: t.arg.id({ required: true }),
      status: t.arg({ type: ProviderStatusEnum, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requireFinance(ctx);
      const provider = ctx.paymentProvider;
      if (!isDevPaymentProvider(provider) || !provider.drivable) throw forbidden(PROVIDER_MESSAGES.notDrivable);
      const invoice = await readableInvoice(ctx, viewer, args.invoiceId);
      if (!invoice.providerReference) throw conflict(PROVIDER_MESSAGES.neverPushed);
      await provider.emit(invoice.providerReference, args.status, ctx);
      return (await loadInvoice(ctx.db, invoice.id))!;
    },
  }),
);
