import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { croudies } from './people.tables.js';

/**
 * A croudie's invoice settings (billing address and payout account), what invoices are made from. Only the last four
 * digits of the account are kept here; the full details stay with the payment provider.
 */
export const croudieInvoiceSettings = pgTable('croudie_invoice_settings', {
  croudieId: integer('croudie_id')
    .primaryKey()
    .references(() => croudies.id),
  billingName: text('billing_name'),
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  city: text('city'),
  postcode: text('postcode'),
  countryCode: text('country_code'),
  usState: text('us_state'),
  bankAccountName: text('bank_account_name'),
  bankAccountLast4: text('bank_account_last4'),
  /** A UK account's sort code (six digits), or the IBAN of an account outside the UK. */
  sortCode: text('sort_code'),
  iban: text('iban'),
  /** The croudie's id for their payout account at the payment provider (kit/payment-provider.ts). */
  providerRecipientId: text('provider_recipient_id'),
  vatNumber: text('vat_number'),
  companyRegistrationNumber: text('company_registration_number'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
