import { DateTime } from 'luxon';
import { PAYMENT_DAY_OF_MONTH, PLATFORM_ZONE, type ProviderStatus } from '@work/shared-contracts/invoices';

export {
  INVOICE_MESSAGES,
  INVOICE_STATUSES,
  InvoiceDetailsSchema,
  invoiceReferenceKey,
  invoiceWindowOpen,
  PROVIDER_STATUSES,
  providerStatusShown,
  type InvoiceStatus,
  type ProviderStatus,
} from '@work/shared-contracts/invoices';

/** UK VAT on the work of a VAT-registered croudie invoicing from the UK (reverse charge: none on the invoice). */
export const VAT_RATE_PERCENT = 20;

const isWorkingDay = (d: DateTime, holidays: ReadonlySet<string>) => d.weekday <= 5 && !holidays.has(d.toISODate()!);

/**
 * §9: the day work completed at `completedAt` is paid: the 19th of the following month, or the working day before it
 * when the 19th is a weekend day or a public holiday (`holidays`: ISO days from settings). An ISO day.
 */
export function expectedPaymentDay(completedAt: Date, holidays: ReadonlySet<string>): string {
  let day = DateTime.fromJSDate(completedAt, { zone: PLATFORM_ZONE })
    .startOf('month')
    .plus({ months: 1 })
    .set({ day: PAYMENT_DAY_OF_MONTH });
  while (!isWorkingDay(day, holidays)) day = day.minus({ days: 1 });
  return day.toISODate()!;
}

/** Money is summed in pence, so a total is never off by a rounding of floats. */
export const toPence = (pounds: string | number): number => Math.round(Number(pounds) * 100);
export const toPounds = (pence: number): string => (pence / 100).toFixed(2);

export interface InvoiceTaxes {
  /** The croudie is registered for VAT (a VAT number in their billing info). */
  vatRegistered: boolean;
  /** The customer accounts for the VAT (a croudie invoicing from outside the UK): none on the invoice. */
  reverseCharge: boolean;
}

/** §3 Invoice subTotal, taxTotal and total of its lines' totals (pounds, 2 decimals). */
export function invoiceTotals(lineTotals: readonly (string | number)[], taxes: InvoiceTaxes) {
  const sub = lineTotals.reduce<number>((sum, total) => sum + toPence(total), 0);
  const tax = taxes.vatRegistered && !taxes.reverseCharge ? Math.round((sub * VAT_RATE_PERCENT) / 100) : 0;
  return { subTotal: toPounds(sub), taxTotal: toPounds(tax), total: toPounds(sub + tax) };
}

/** What the provider's status means for the invoice: a payment sent is paid; any other status leaves it as it is. */
export function invoiceStatusAfter(provider: ProviderStatus): 'paid' | null {
  return provider === 'outgoing_payment_sent' ? 'paid' : null;
}

/** The invoice a croudie's notification is about, as the notices below name it. */
interface NoticeInvoice {
  id: number;
  reference: string;
  sequenceId: number;
  total: string | number;
}

/** Where a croudie reads an invoice: its page in the payment centre (the notifications' link). */
export const invoiceLink = (id: number) => `/payments/invoices/${id}`;

/** The croudie's notification that their invoice was paid: by finance or by the payment provider, in the same words. */
export const invoicePaidNotice = (invoice: NoticeInvoice) => ({
  kind: 'work' as const,
  subject: `Invoice ${invoice.reference} has been paid`,
  messageText: `Your invoice ${invoice.reference} (number ${invoice.sequenceId}) for £${Number(invoice.total).toFixed(2)} has been paid.`,
  relativeLink: invoiceLink(invoice.id),
});

/** The croudie's notification that finance declined their invoice, with the reason; its work carries over. */
export const invoiceDeclinedNotice = (invoice: NoticeInvoice, reason: string) => ({
  kind: 'work' as const,
  subject: `Invoice ${invoice.reference} was declined`,
  messageText: `Your invoice ${invoice.reference} (number ${invoice.sequenceId}) was declined: ${reason}. Its work can be invoiced again.`,
  relativeLink: invoiceLink(invoice.id),
});
