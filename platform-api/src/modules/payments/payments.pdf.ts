import { DateTime } from 'luxon';
import PDFDocument from 'pdfkit';
import { PLATFORM_ZONE } from '@work/shared-contracts/invoices';
import type { InvoiceLineView, InvoiceView } from './payments.data.js';
import { VAT_RATE_PERCENT } from './payments.rules.js';

/** §9 currency: £ and two decimals. */
export const pounds = (amount: string | number) =>
  `£${Number(amount).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** An ISO day as the invoice shows it ("5 Mar 2026"). */
const dayText = (day: string) => DateTime.fromISO(day, { zone: PLATFORM_ZONE }).toFormat('d LLL yyyy');
const instantDay = (at: Date) => DateTime.fromJSDate(at, { zone: PLATFORM_ZONE }).toFormat('d LLL yyyy');

/** A UK sort code as people write it: 12-34-56 (kept as six digits). */
export const sortCodeText = (code: string) => code.replace(/\D/g, '').replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');

/** Only the last four characters of an account number or IBAN are ever printed. */
export const lastFour = (value: string) => `**** ${value.replace(/\s+/g, '').slice(-4)}`;

export interface InvoicePdfInput {
  invoice: InvoiceView;
  lines: InvoiceLineView[];
  /** The agency office it is addressed to (ADR 0266), when there is one. */
  office: { name: string; country: string } | null;
  /** When the document is made (the platform clock). */
  madeAt: Date;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The invoice as a PDF document (pdfkit's built-in Helvetica, A4), resolved once written. */
export function invoicePdf({ invoice, lines, office, madeAt }: InvoicePdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${invoice.sequenceId}`, Subject: invoice.reference, Creator: 'Work platform', CreationDate: madeAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(invoice.selfBilling ? `Self-billed invoice ${invoice.sequenceId}` : `Invoice ${invoice.sequenceId}`);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(`Invoice number: ${invoice.sequenceId}`);
  doc.text(`Reference: ${invoice.reference}`);
  doc.text(`Tax point: ${dayText(invoice.taxPoint)}`);
  doc.text(`Status: ${invoice.status}`);
  if (invoice.paidAt) doc.text(`Paid: ${instantDay(invoice.paidAt)}`);

  const party = invoice.invoiceUser;
  const from = [
    text(party.billingName) ?? text(party.name) ?? invoice.croudieName,
    text(party.addressLine1),
    text(party.addressLine2),
    [text(party.city), text(party.usState), text(party.postcode)].filter(Boolean).join(' '),
    text(party.countryCode),
  ].filter((line): line is string => !!line);
  if (invoice.vatNumber) from.push(`VAT number: ${invoice.vatNumber}`);
  if (invoice.companyRegistrationNumber) from.push(`Company registration number: ${invoice.companyRegistrationNumber}`);
  const to = office ? [office.name, office.country] : ['The agency'];

  doc.moveDown();
  const top = doc.y;
  doc.font('Helvetica-Bold').text('From', left, top, { width: width / 2 - 10 });
  doc.font('Helvetica').text(from.join('\n'), { width: width / 2 - 10 });
  const fromBottom = doc.y;
  doc.font('Helvetica-Bold').text('To', left + width / 2, top, { width: width / 2 });
  doc.font('Helvetica').text(to.join('\n'), { width: width / 2 });
  doc.y = Math.max(fromBottom, doc.y);
  doc.x = left;

  // Lines: description (client, channel), completed, expected payment, amount.
  const cols = [
    { title: 'Work', x: left, w: width * 0.46 },
    { title: 'Completed', x: left + width * 0.47, w: width * 0.16 },
    { title: 'Expected payment', x: left + width * 0.64, w: width * 0.18 },
    { title: 'Amount', x: left + width * 0.83, w: width * 0.17 },
  ] as const;
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    let bottom = y;
    cells.forEach((cell, i) => {
      const col = cols[i]!;
      doc.text(cell, col.x, y, { width: col.w, align: i === 3 ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = left;
    doc.y = bottom + 4;
  };
  doc.moveDown(1.5);
  row(
    cols.map((c) => c.title),
    true,
  );
  for (const line of lines) {
    const where = [line.clientName, line.channelName].filter(Boolean).join(' / ');
    row([
      where ? `${line.description}\n${where}` : line.description,
      instantDay(line.completedAt),
      dayText(line.expectedPaymentOn),
      pounds(line.total),
    ]);
  }

  doc.moveDown();
  const totalRow = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, left + width * 0.47, y, { width: width * 0.35 });
    doc.text(value, cols[3].x, y, { width: cols[3].w, align: 'right' });
    doc.x = left;
  };
  totalRow('Subtotal', pounds(invoice.subTotal));
  if (invoice.reverseCharge) totalRow('VAT', 'Reverse charge: customer to account for VAT');
  else totalRow(Number(invoice.taxTotal) > 0 ? `VAT at ${VAT_RATE_PERCENT}%` : 'VAT', pounds(invoice.taxTotal));
  totalRow('Total', pounds(invoice.total), true);

  doc.moveDown(1.5).font('Helvetica-Bold').text('Pay to', left);
  const bank = invoice.bankDetails;
  doc
    .font('Helvetica')
    .text(
      [
        `Account name: ${bank.accountName}`,
        `Account number: ${lastFour(bank.accountNumberLast4)}`,
        bank.sortCode ? `Sort code: ${sortCodeText(String(bank.sortCode))}` : null,
        bank.iban ? `IBAN: ${lastFour(bank.iban)}` : null,
      ]
        .filter(Boolean)
        .join('\n'),
    );

  const notes: string[] = [];
  if (invoice.selfBilling) {
    notes.push('Self-billing: this invoice was raised by the customer on behalf of the supplier, under a self-billing agreement.');
  }
  if (invoice.reverseCharge) notes.push('Reverse charge: the customer accounts for any VAT due on this supply.');
  if (invoice.notes) notes.push(`Notes: ${invoice.notes}`);
  if (notes.length) doc.moveDown().fontSize(9).text(notes.join('\n\n'), left, doc.y, { width });

  doc.end();
  return done;
}
