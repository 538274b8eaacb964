import { INVOICE_STATUSES, PROVIDER_STATUSES, type InvoiceStatus, type ProviderStatus } from '@work/shared-contracts/invoices';
import { t } from '../../text';
import { NONE } from '../money/money';

/** The colour of each invoice status's tag. */
export const STATUS_COLOUR: Record<InvoiceStatus, string> = {
  draft: 'default',
  pending: 'processing',
  declined: 'error',
  paid: 'success',
};

export const isInvoiceStatus = (value: string): value is InvoiceStatus => (INVOICE_STATUSES as readonly string[]).includes(value);
export const isProviderStatus = (value: string): value is ProviderStatus => (PROVIDER_STATUSES as readonly string[]).includes(value);

/** "Pending", "Paid"… */
export function invoiceStatusLabel(status: string): string {
  return isInvoiceStatus(status) ? t(`payments.invoiceStatus.${status}`) : status;
}

/**
 * The payment status column: the server's providerStatusShown, exactly as §4 words it (Sent, Pending, Preparing), or a
 * dash before the invoice reached the provider.
 */
export function paymentStatusText(shown: string | null | undefined): string {
  return shown === 'Sent' || shown === 'Pending' || shown === 'Preparing' ? shown : NONE;
}

/** The statuses a URL filter holds that are invoice statuses; none: the filter is off. */
export function knownStatuses(values: readonly string[] | null | undefined): InvoiceStatus[] | null {
  const kept = (values ?? []).filter(isInvoiceStatus);
  return kept.length ? [...new Set(kept)] : null;
}

/** Finance may decline an invoice that is neither paid nor declined already (the API's rule; it refuses the rest too). */
export const canDecline = (status: string): boolean => status === 'pending' || status === 'draft';
/** Finance marks paid only an invoice waiting for payment: not a draft, not paid or declined already. */
export const canMarkPaid = (status: string): boolean => status === 'pending';
