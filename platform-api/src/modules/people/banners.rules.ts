/** The network banners' and chips' rules about a croudie (shell-and-freelancer.md §4 Other banners, §9; staff-and-admin.md invoice window). */
import { DateTime } from 'luxon';
import { invoiceWindowOpen, PLATFORM_ZONE } from '@work/shared-contracts/invoices';
import { INVOICABLE_ROLES } from './people.rules.js';

/** The first instant of the month `now` falls in, in the platform's zone ("this month" of the chips and invoices). */
export function startOfMonth(now: Date, timezone = PLATFORM_ZONE): Date {
  return DateTime.fromJSDate(now, { zone: timezone }).startOf('month').toJSDate();
}

/**
 * The invoice-window-open banner: an invoicable croudie (active or inactive), the window open by the platform clock,
 * and work logged before this month that is not on an invoice yet (this month's work is invoiced next month).
 */
export function canInvoice(input: { roles: readonly string[]; now: Date; workLogsReadyToInvoice: number }): boolean {
  return (
    input.roles.some((role) => (INVOICABLE_ROLES as readonly string[]).includes(role)) &&
    invoiceWindowOpen(input.now) &&
    input.workLogsReadyToInvoice > 0
  );
}

export interface InvoiceSettingsFields {
  billingName: string | null;
  addressLine1: string | null;
  city: string | null;
  postcode: string | null;
  countryCode: string | null;
  usState: string | null;
  bankAccountName: string | null;
  bankAccountLast4: string | null;
  /** A UK account's sort code; an account anywhere else is known by its IBAN. */
  sortCode: string | null;
  iban: string | null;
}

const REQUIRED: (keyof InvoiceSettingsFields)[] = [
  'billingName',
  'addressLine1',
  'city',
  'postcode',
  'countryCode',
  'bankAccountName',
  'bankAccountLast4',
];

/**
 * Which invoice settings are missing: none saved at all, a required field empty, the payout account's sort code (GB)
 * or IBAN (anywhere else) once the country is known, or a US address without its state. A full saved account is name + last four digits + the
 * sort code or IBAN it belongs to (what updateMyInvoiceSettings keeps).
 */
export function missingInvoiceSettings(settings: InvoiceSettingsFields | null): (keyof InvoiceSettingsFields)[] {
  if (!settings) return [...REQUIRED];
  const missing = REQUIRED.filter((field) => !settings[field]?.trim());
  // Without a country the account's kind is unknown: the country is what is missing.
  const country = settings.countryCode?.trim();
  const accountKey = country === 'GB' ? 'sortCode' : 'iban';
  if (country && !settings[accountKey]?.trim()) missing.push(accountKey);
  if (settings.countryCode === 'US' && !settings.usState?.trim()) missing.push('usState');
  return missing;
}

/** The update-payment-details banner shows while anything is missing. */
export function invoiceSettingsNeedUpdating(settings: InvoiceSettingsFields | null): boolean {
  return missingInvoiceSettings(settings).length > 0;
}
