import { DateTime } from 'luxon';
import { INVOICE_WINDOW_DAYS, PAYMENT_DAY_OF_MONTH, PLATFORM_ZONE, type ProviderStatus } from '@work/shared-contracts/invoices';

export {
  INVOICE_MESSAGES,
  INVOICE_STATUSES,
  InvoiceDetailsSchema,
  invoiceReferenceKey,
  PROVIDER_STATUSES,
  providerStatusShown,
  type InvoiceStatus,
  type ProviderStatus,
} from '@work/shared-contracts/invoices';

/** UK VAT on the work of a VAT-registered croudie invoicing from the UK (reverse charge: none on the invoice). */
export const VAT_RATE_PERCENT = 20;

/** §9: whether invoices may be created at `now` (days 1–5 of the month in the platform's zone). */
export function invoiceWindowOpen(now: Date): boolean {
  const day = DateTime.fromJSDate(now, { zone: PLATFORM_ZONE }).day;
  return day >= INVOICE_WINDOW_DAYS.first && day <= INVOICE_WINDOW_DAYS.last;
}

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
