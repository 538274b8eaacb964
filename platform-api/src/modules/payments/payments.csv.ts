import type { InvoiceView } from './payments.data.js';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. Text a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return) gets a leading single quote first: CSV injection.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvRow = (cells: readonly (string | number | boolean | null | undefined)[]) => cells.map(csvCell).join(',');

export const INVOICE_CSV_HEADER = [
  'Invoice number',
  'Reference',
  'Croudie ID',
  'Croudie',
  'Status',
  'Provider status',
  'Created at',
  'Tax point',
  'Lines',
  'Subtotal (GBP)',
  'VAT (GBP)',
  'Total (GBP)',
  'Self-billing',
  'Reverse charge',
  'VAT number',
  'Paid at',
  'Paid by',
  'Declined reason',
] as const;

/** The finance export: a header row, then one row per invoice; lines end with CRLF (RFC 4180). */
export function invoicesCsv(rows: readonly InvoiceView[]): string {
  const lines = [csvRow(INVOICE_CSV_HEADER)];
  for (const i of rows) {
    lines.push(
      csvRow([
        i.sequenceId,
        i.reference,
        i.croudieId,
        i.croudieName,
        i.status,
        i.providerStatus,
        i.createdAt.toISOString(),
        i.taxPoint,
        i.lineCount,
        Number(i.subTotal).toFixed(2),
        Number(i.taxTotal).toFixed(2),
        Number(i.total).toFixed(2),
        i.selfBilling ? 'yes' : 'no',
        i.reverseCharge ? 'yes' : 'no',
        i.vatNumber,
        i.paidAt?.toISOString() ?? null,
        i.paidBy,
        i.declinedReason,
      ]),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
