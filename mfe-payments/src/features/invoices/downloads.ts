import type { MountProps } from '@work/shared-contracts';
import type { InvoiceStatus } from '@work/shared-contracts/invoices';

export type ApiFetch = MountProps['apiFetch'];

/** How the browser saves a blob; swapped in tests. */
export interface Saver {
  save: (blob: Blob, name: string) => void;
}

export const browserSaver: Saver = {
  save(blob, name) {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
};

/** The file name a Content-Disposition header gives (`filename*=UTF-8''…` or `filename="…"`), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1];
  return plain?.trim() || fallback;
}

/**
 * Fetches a file the API serves only with the bearer token (a plain link would not carry it: tokens never reach page
 * scripts, the host's apiFetch adds them) and saves it. Rejects when the API answers with an error.
 */
export async function downloadThrough(
  apiFetch: ApiFetch,
  path: string,
  fallbackName: string,
  saver: Saver = browserSaver,
): Promise<string> {
  const response = await apiFetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  saver.save(blob, name);
  return name;
}

/** GET /api/platform/invoices/:id/pdf: the invoice as a PDF. */
export const invoicePdfPath = (id: string) => `/api/platform/invoices/${encodeURIComponent(id)}/pdf`;
export const invoicePdfName = (sequenceId: number) => `invoice-${sequenceId}.pdf`;

/** The finance grid's filters, as the CSV export takes them. */
export interface ExportFilters {
  statuses: readonly InvoiceStatus[] | null;
  croudieIds: readonly string[] | null;
  month: string | null;
  search: string | null;
}

/**
 * GET /api/platform/invoices/export.csv?status=pending,paid&croudie_id=1,2&month=2026-10&search=…: the invoices the
 * grid's filters select (every page), as CSV. Filters that are off are left out.
 */
export function exportCsvPath(filters: ExportFilters): string {
  const params = new URLSearchParams();
  if (filters.statuses?.length) params.set('status', filters.statuses.join(','));
  if (filters.croudieIds?.length) params.set('croudie_id', filters.croudieIds.join(','));
  if (filters.month) params.set('month', filters.month);
  if (filters.search) params.set('search', filters.search);
  const query = params.toString();
  return `/api/platform/invoices/export.csv${query ? `?${query}` : ''}`;
}

export const exportCsvName = (month: string | null) => (month ? `invoices-${month}.csv` : 'invoices.csv');
