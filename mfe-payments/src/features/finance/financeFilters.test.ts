import { describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '@work/shared-contracts/invoices';
import { exportCsvName, exportCsvPath, fileNameOf, invoicePdfPath } from '../invoices/downloads';
import { croudieIdsOf, declineReasonError, invoiceFiltersOf, monthOf } from './financeFilters';

describe("finance's filters", () => {
  it('read the URL: known statuses, id-like croudies, a YYYY-MM month, a trimmed search', () => {
    expect(
      invoiceFiltersOf({ search: '  INV-1 ', status: ['pending', 'bogus'], croudie: ['7', '7', 'x y', '0'], month: ['2026-10'] }),
    ).toEqual({
      statuses: ['pending'],
      croudieIds: ['7'],
      month: '2026-10',
      search: 'INV-1',
    });
    expect(invoiceFiltersOf({ search: null, status: null, croudie: null, month: null })).toEqual({
      statuses: null,
      croudieIds: null,
      month: null,
      search: null,
    });
    expect(monthOf(['2026-13'])).toBeNull();
    expect(monthOf(['2026-1'])).toBeNull();
    expect(croudieIdsOf(Array.from({ length: 150 }, (_, i) => String(i + 1)))).toHaveLength(100);
    expect(invoiceFiltersOf({ search: 'x'.repeat(300), status: null, croudie: null, month: null }).search).toHaveLength(200);
  });

  it('export the same invoices as CSV, leaving out the filters that are off', () => {
    expect(exportCsvPath({ statuses: ['pending', 'paid'], croudieIds: ['1', '2'], month: '2026-10', search: 'Ann' })).toBe(
      '/api/platform/invoices/export.csv?status=pending%2Cpaid&croudie_id=1%2C2&month=2026-10&search=Ann',
    );
    expect(exportCsvPath({ statuses: null, croudieIds: null, month: null, search: null })).toBe('/api/platform/invoices/export.csv');
    expect(exportCsvName('2026-10')).toBe('invoices-2026-10.csv');
    expect(exportCsvName(null)).toBe('invoices.csv');
    expect(invoicePdfPath('1001')).toBe('/api/platform/invoices/1001/pdf');
  });

  it("save files under the server's name when it gives one", () => {
    expect(fileNameOf('attachment; filename="invoice-1001.pdf"', 'x.pdf')).toBe('invoice-1001.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''invoices%202026-10.csv", 'x.csv')).toBe('invoices 2026-10.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });

  it('need a reason to decline', () => {
    expect(declineReasonError('  ')).toBe(INVOICE_MESSAGES.declineReasonRequired);
    expect(declineReasonError('Duplicate of 1001')).toBeNull();
    expect(declineReasonError('x'.repeat(501))).toBe(INVOICE_MESSAGES.declineReasonTooLong);
  });
});
