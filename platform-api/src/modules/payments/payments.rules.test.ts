import { describe, expect, it } from 'vitest';
import {
  expectedPaymentDay,
  INVOICE_MESSAGES,
  InvoiceDetailsSchema,
  invoiceReferenceKey,
  invoiceStatusAfter,
  invoiceTotals,
  invoiceWindowOpen,
  PROVIDER_STATUSES,
  providerStatusShown,
} from './payments.rules.js';
import * as v from 'valibot';

describe('the invoice window (§9 days 1 to 5, Europe/London)', () => {
  it('is open on day 1 and day 5 and closed on day 6 and the last day of the month', () => {
    expect(invoiceWindowOpen(new Date('2026-12-01T09:00:00Z'))).toBe(true);
    expect(invoiceWindowOpen(new Date('2026-12-05T22:59:00Z'))).toBe(true);
    expect(invoiceWindowOpen(new Date('2026-12-06T00:00:00Z'))).toBe(false);
    expect(invoiceWindowOpen(new Date('2026-11-30T12:00:00Z'))).toBe(false);
  });

  it('follows the London calendar, not UTC: 23:30 UTC on 31 May is already 1 June in summer time', () => {
    expect(invoiceWindowOpen(new Date('2026-05-31T23:30:00Z'))).toBe(true);
    expect(invoiceWindowOpen(new Date('2026-06-05T23:30:00Z'))).toBe(false);
  });
});

describe('the expected payment day (§9 the 19th of the month after completion, or the working day before)', () => {
  it('is the 19th of the next month when that is a working day', () => {
    // completed in October 2026; 19 November 2026 is a Thursday
    expect(expectedPaymentDay(new Date('2026-10-31T15:00:00Z'), new Set())).toBe('2026-11-19');
  });

  it('moves back from a weekend to the Friday', () => {
    // 19 December 2026 is a Saturday
    expect(expectedPaymentDay(new Date('2026-11-02T10:00:00Z'), new Set())).toBe('2026-12-18');
  });

  it('moves back over a public holiday from settings, and over a weekend before it', () => {
    // 19 October 2026 is a Monday: a holiday then moves it to Friday 16 October
    expect(expectedPaymentDay(new Date('2026-09-10T10:00:00Z'), new Set(['2026-10-19']))).toBe('2026-10-16');
  });

  it('reads the completion day in London: late on 31 December UTC+0 is still December', () => {
    expect(expectedPaymentDay(new Date('2026-12-31T23:30:00Z'), new Set())).toBe('2027-01-19');
  });
});

describe('invoice totals', () => {
  it('adds the lines in pence and adds 20 % VAT for a VAT-registered croudie', () => {
    expect(invoiceTotals(['10.10', '20.20', '0.01'], { vatRegistered: true, reverseCharge: false })).toEqual({
      subTotal: '30.31',
      taxTotal: '6.06',
      total: '36.37',
    });
  });

  it('charges no VAT without registration or under the reverse charge', () => {
    expect(invoiceTotals(['12.50'], { vatRegistered: false, reverseCharge: false }).taxTotal).toBe('0.00');
    expect(invoiceTotals(['12.50'], { vatRegistered: true, reverseCharge: true })).toEqual({
      subTotal: '12.50',
      taxTotal: '0.00',
      total: '12.50',
    });
  });
});

describe('provider statuses (§4 table)', () => {
  it('shows outgoing_payment_sent as Sent, push_failed as Pending and every other as Preparing', () => {
    const shown = Object.fromEntries(PROVIDER_STATUSES.map((s) => [s, providerStatusShown(s)]));
    expect(shown['outgoing_payment_sent']).toBe('Sent');
    expect(shown['push_failed']).toBe('Pending');
    const preparing = PROVIDER_STATUSES.filter((s) => s !== 'outgoing_payment_sent' && s !== 'push_failed');
    expect(preparing).toHaveLength(12);
    for (const s of preparing) expect(shown[s], s).toBe('Preparing');
  });

  it('pays the invoice when the payment is sent, and leaves it otherwise', () => {
    expect(invoiceStatusAfter('outgoing_payment_sent')).toBe('paid');
    expect(invoiceStatusAfter('processing')).toBeNull();
  });
});

describe('the user-defined info (§5 reference mandatory and unique per user)', () => {
  it('requires a reference, trimmed, and keeps notes optional', () => {
    const blank = v.safeParse(InvoiceDetailsSchema, { reference: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.issues?.[0]?.message).toBe(INVOICE_MESSAGES.required);
    expect(v.parse(InvoiceDetailsSchema, { reference: ' INV-7 ' })).toEqual({ reference: 'INV-7', notes: null });
  });

  it('compares references in any case and spacing', () => {
    expect(invoiceReferenceKey(' Inv-7 ')).toBe(invoiceReferenceKey('INV-7'));
  });

  it('words the duplicate as the spec does', () => {
    expect(INVOICE_MESSAGES.referenceTaken).toBe('This invoice reference number has already been used by you. Please try an alternative.');
  });
});
