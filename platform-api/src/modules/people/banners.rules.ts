/** The network banners' and chips' rules about a croudie (shell-and-freelancer.md §4 Other banners, §9; staff-and-admin.md invoice window). */
import { DateTime } from 'luxon';
import { INVOICABLE_ROLES } from './people.rules.js';

/** The invoice window and "this month" are read in the platform's home timezone (spec §9 default timezone). */
export const PLATFORM_TIMEZONE = 'Europe/London';
/** Invoices can be created on days 1 to 5 of the month. */
export const INVOICE_WINDOW_LAST_DAY = 5;

export function invoiceWindowIsOpen(now: Date, timezone = PLATFORM_TIMEZONE): boolean {
  return DateTime.fromJSDate(now, { zone: timezone }).day <= INVOICE_WINDOW_LAST_DAY;
}

/** The first instant of the month `now` falls in, in the platform timezone. */
export function startOfMonth(now: Date, timezone = PLATFORM_TIMEZONE): Date {
  return DateTime.fromJSDate(now, { zone: timezone }).startOf('month').toJSDate();
}

/**
 * The invoice-window-open banner: an invoicable croudie (active or inactive), the window open by the platform clock,
 * and work logged before this month that is not on an invoice yet (this month's work is invoiced next month).
 */
export function canInvoice(input: { roles: readonly string[]; now: Date; workLogsReadyToInvoice: number }): boolean {
  return (
    input.roles.some((role) => (INVOICABLE_ROLES as readonly string[]).includes(role)) &&
    invoiceWindowIsOpen(input.now) &&
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

/** Which invoice settings are missing: none saved at all, a required field empty, or a US address without its state. */
export function missingInvoiceSettings(settings: InvoiceSettingsFields | null): (keyof InvoiceSettingsFields)[] {
  if (!settings) return [...REQUIRED];
  const missing = REQUIRED.filter((field) => !settings[field]?.trim());
  if (settings.countryCode === 'US' && !settings.usState?.trim()) missing.push('usState');
  return missing;
}

/** The update-payment-details banner shows while anything is missing. */
export function invoiceSettingsNeedUpdating(settings: InvoiceSettingsFields | null): boolean {
  return missingInvoiceSettings(settings).length > 0;
}
