import * as v from 'valibot';

/**
 * Invoices (staff-and-admin.md §3 Invoice, §4 Invoices, §5, §8 Invoice creation, §9): the rules and words the payment
 * centre's forms and platform-api's invoice mutations share, so a form says exactly what the server would answer.
 */

export const INVOICE_STATUSES = ['draft', 'pending', 'declined', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The payment provider's statuses of a pushed invoice (§4 table). */
export const PROVIDER_STATUSES = [
  'outgoing_payment_sent',
  'push_failed',
  'quoted',
  'processing',
  'cancelled',
  'bounced_back',
  'funds_refunded',
  'charged_back',
  'unknown',
  'preparing',
  'funds_converted',
  'waiting_recipient_input_to_proceed',
  'incoming_payment_waiting',
  'declined',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** How a provider status is shown (§4): Sent, Pending, or Preparing for everything else. */
export type ProviderStatusShown = 'Sent' | 'Pending' | 'Preparing';
export function providerStatusShown(status: ProviderStatus): ProviderStatusShown {
  if (status === 'outgoing_payment_sent') return 'Sent';
  if (status === 'push_failed') return 'Pending';
  return 'Preparing';
}

/** §9: invoices are created on days 1 to 5 of each month (the platform clock, in the platform's home zone). */
export const INVOICE_WINDOW_DAYS = { first: 1, last: 5 } as const;
/** §9: payment is on the 19th of the month after the work was completed, or the working day before. */
export const PAYMENT_DAY_OF_MONTH = 19;
/** The zone the platform's calendar rules (invoice window, payment day) are read in. */
export const PLATFORM_ZONE = 'Europe/London';
export const INVOICE_REFERENCE_MAX = 40;
export const INVOICE_NOTES_MAX = 1000;

/** §5 and §8, verbatim where the spec quotes them. */
export const INVOICE_MESSAGES = {
  required: 'This field is required',
  referenceTaken: 'This invoice reference number has already been used by you. Please try an alternative.',
  referenceTooLong: `At most ${INVOICE_REFERENCE_MAX} characters`,
  notesTooLong: `At most ${INVOICE_NOTES_MAX} characters`,
  windowClosed: `Invoices can only be created on days ${INVOICE_WINDOW_DAYS.first} to ${INVOICE_WINDOW_DAYS.last} of the month`,
  createFailed: 'Unable to create invoice',
  missingPhone: 'Unable to create invoice: please add a valid phone number to your profile first',
  missingBillingInfo: 'Unable to create invoice: please complete your billing address and bank details first',
  noWork: 'Unable to create invoice: there is no completed work to invoice. Please contact support if this is wrong.',
} as const;

/** Step 1 of the invoice creation (user-defined info): the reference is mandatory; notes are optional. */
export const InvoiceDetailsSchema = v.object({
  reference: v.pipe(
    v.string(INVOICE_MESSAGES.required),
    v.trim(),
    v.nonEmpty(INVOICE_MESSAGES.required),
    v.maxLength(INVOICE_REFERENCE_MAX, INVOICE_MESSAGES.referenceTooLong),
  ),
  notes: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(INVOICE_NOTES_MAX, INVOICE_MESSAGES.notesTooLong))), null),
});
export type InvoiceDetails = v.InferOutput<typeof InvoiceDetailsSchema>;

/** A reference is unique per person in any case and spacing around it: the key it is compared by. */
export const invoiceReferenceKey = (reference: string): string => reference.trim().toLowerCase();
