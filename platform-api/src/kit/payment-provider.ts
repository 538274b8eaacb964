import type { ProviderStatus } from '@work/shared-contracts/invoices';

/**
 * The payment provider, seen from the platform (staff-and-admin.md §4 provider statuses). A real provider (a payouts
 * API) and the development provider implement the same port; the platform never talks to a provider any other way.
 * Status changes come back on the signed webhook (payments/provider/webhook.ts), never as return values of later calls.
 */
export interface PaymentProvider {
  /** Which adapter this is ("development" here; a real adapter names its provider). */
  readonly name: string;
  /**
   * Keeps a croudie's payout account at the provider (the full account number is sent once and never stored by the
   * platform). Returns the provider's recipient id, which the croudie's invoice settings keep.
   */
  saveRecipient(input: RecipientInput): Promise<{ recipientId: string }>;
  /**
   * Sends a created invoice for payment. Resolves with the provider's reference and its first status; rejects when
   * the provider cannot take it (the invoice is then kept with the provider status push_failed, shown as Pending).
   */
  pushInvoice(input: InvoicePush): Promise<{ providerReference: string; status: ProviderStatus }>;
}

export interface RecipientInput {
  croudieId: number;
  /** The croudie's existing recipient at the provider, when they have one: it is updated, not duplicated. */
  recipientId: string | null;
  accountName: string;
  accountNumber: string | null;
  sortCode: string | null;
  iban: string | null;
  countryCode: string;
}

export interface InvoicePush {
  /** The platform's invoice id and number (sequenceId), for the provider's records and its webhooks. */
  invoiceId: number;
  sequenceId: number;
  recipientId: string | null;
  /** Pounds, 2 decimals. */
  total: string;
  currency: 'GBP';
  reference: string;
}
