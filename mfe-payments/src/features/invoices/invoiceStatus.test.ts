import { describe, expect, it } from 'vitest';
import { PROVIDER_STATUSES, providerStatusShown } from '@work/shared-contracts/invoices';
import { canDecline, canMarkPaid, invoiceStatusLabel, knownStatuses, paymentStatusText } from './invoiceStatus';

describe('invoice statuses', () => {
  it('shows the payment status exactly as §4 words it, a dash before the invoice reached the provider', () => {
    expect(paymentStatusText('Sent')).toBe('Sent');
    expect(paymentStatusText('Pending')).toBe('Pending');
    expect(paymentStatusText('Preparing')).toBe('Preparing');
    expect(paymentStatusText(null)).toBe('—');
    expect(paymentStatusText('sent')).toBe('—');
  });

  it('follows the §4 table for every provider status', () => {
    const shown = Object.fromEntries(PROVIDER_STATUSES.map((s) => [s, paymentStatusText(providerStatusShown(s))]));
    expect(shown['outgoing_payment_sent']).toBe('Sent');
    expect(shown['push_failed']).toBe('Pending');
    expect(Object.entries(shown).filter(([, text]) => text === 'Preparing')).toHaveLength(12);
  });

  it('labels statuses and keeps only invoice statuses from the URL', () => {
    expect(['draft', 'pending', 'declined', 'paid'].map(invoiceStatusLabel)).toEqual(['Draft', 'Pending', 'Declined', 'Paid']);
    expect(knownStatuses(['paid', 'nonsense', 'paid', 'pending'])).toEqual(['paid', 'pending']);
    expect(knownStatuses(['nonsense'])).toBeNull();
    expect(knownStatuses(null)).toBeNull();
  });

  it('lets finance decline an invoice neither paid nor declined, and mark paid only a pending one', () => {
    expect(['draft', 'pending', 'declined', 'paid'].filter(canDecline)).toEqual(['draft', 'pending']);
    expect(['draft', 'pending', 'declined', 'paid'].filter(canMarkPaid)).toEqual(['pending']);
  });
});
