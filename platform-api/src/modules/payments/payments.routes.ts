import { DateTime } from 'luxon';
import { PLATFORM_ZONE } from '@work/shared-contracts/invoices';
import { requireSignedIn } from '../../kit/auth/index.js';
import type { RequestContext } from '../../kit/context.js';
import { badUserInput, PlatformError } from '../../kit/errors.js';
import type { Router } from '../../kit/http/index.js';
import { invoicesCsv } from './payments.csv.js';
import { listInvoices, loadInvoiceLines, primaryOffice } from './payments.data.js';
import { InvoiceFiltersSchema } from './payments.inputs.js';
import { invoicePdf } from './payments.pdf.js';
import { readableInvoice, requireFinance } from './payments.schema.js';
import { parseInput } from '../../kit/validation.js';

/** The finance export holds at most this many invoices (the newest first); narrow the filters for more. */
export const MAX_EXPORT_ROWS = 10_000;

export const invoicePdfPath = (id: number) => `/api/platform/invoices/${id}/pdf`;

/** A comma-separated query parameter as a list (absent or empty: no filter). */
const listParam = (query: URLSearchParams, name: string) =>
  query
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

/** The query parameters' names, for field errors (the GraphQL filters' names differ). */
const PARAM_OF: Record<string, string> = { statuses: 'status', croudieIds: 'croudie_id', month: 'month', search: 'search' };

export function registerPaymentRoutes(router: Router<RequestContext>): void {
  // The invoice as a PDF: its croudie and finance; anyone else is told it does not exist (404).
  router.get('/invoices/:id/pdf', async ({ params, res, context }) => {
    const viewer = requireSignedIn(context.auth);
    const invoice = await readableInvoice(context, viewer, params.id ?? '');
    const [lines, office] = await Promise.all([loadInvoiceLines(context.db, invoice.id), primaryOffice(context.db)]);
    const pdf = await invoicePdf({ invoice, lines, office, madeAt: context.clock.now() });
    res.writeHead(200, {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': `attachment; filename="invoice-${invoice.sequenceId}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(pdf);
    return undefined;
  });

  // Every invoice the filters match, as CSV (finance): ?status=pending,paid&croudie_id=1,2&month=2026-10&search=
  router.get('/invoices/export.csv', async ({ query, res, context }) => {
    requireFinance(context);
    let filters;
    try {
      filters = parseInput(InvoiceFiltersSchema, {
        statuses: listParam(query, 'status'),
        croudieIds: listParam(query, 'croudie_id'),
        month: query.get('month'),
        search: query.get('search'),
      });
    } catch (error) {
      if (!(error instanceof PlatformError) || !error.fieldErrors) throw error;
      throw badUserInput(
        Object.fromEntries(Object.entries(error.fieldErrors).map(([key, message]) => [PARAM_OF[key.split('.')[0]!] ?? key, message])),
      );
    }
    const { nodes } = await listInvoices(context.db, {
      filters,
      sort: { field: 'createdAt', direction: 'DESC' },
      page: { limit: MAX_EXPORT_ROWS, offset: 0 },
    });
    const body = invoicesCsv(nodes);
    const today = DateTime.fromJSDate(context.clock.now(), { zone: PLATFORM_ZONE }).toISODate();
    res.writeHead(200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Content-Disposition': `attachment; filename="invoices-${today}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(body);
    return undefined;
  });
}
