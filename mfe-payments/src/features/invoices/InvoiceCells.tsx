import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { GridColumn } from '@work/shared-ui/data-grid';
import { t } from '../../text';
import { dayText, poundsText } from '../money/money';
import { invoiceStatusLabel, isInvoiceStatus, paymentStatusText, STATUS_COLOUR } from './invoiceStatus';
import type { InvoiceRow } from './invoices.graphql';

/** Where an invoice's page is (the croudie's and finance's alike). */
export const invoicePath = (id: string) => `/payments/invoices/${encodeURIComponent(id)}`;

export function InvoiceStatusTag({ status }: { status: string }) {
  return <Tag color={isInvoiceStatus(status) ? STATUS_COLOUR[status] : 'default'}>{invoiceStatusLabel(status)}</Tag>;
}

/** The invoice's number (its platform sequence), linking to its page. */
export function InvoiceNumberLink({ invoice }: { invoice: Pick<InvoiceRow, 'id' | 'sequenceId' | 'reference'> }) {
  return (
    <Link
      to={invoicePath(invoice.id)}
      aria-label={t('payments.invoice.open', { number: invoice.sequenceId, reference: invoice.reference })}
    >
      {invoice.sequenceId}
    </Link>
  );
}

/**
 * The columns every invoice list shares, in order (staff-and-admin.md §3 Invoice): number, reference, created, status,
 * payment status, total. Sortable ones use the API's sort fields (createdAt, sequenceId, total, status). `croudie`
 * adds finance's croudie column after the number.
 */
export function invoiceColumns({
  croudie = false,
  timezone,
}: { croudie?: boolean; timezone?: string | null } = {}): GridColumn<InvoiceRow>[] {
  return [
    { key: 'sequenceId', title: t('payments.invoice.column.number'), sortable: true, render: (row) => <InvoiceNumberLink invoice={row} /> },
    ...(croudie ? [{ key: 'croudie', title: t('payments.invoice.column.croudie'), render: (row: InvoiceRow) => row.croudieName }] : []),
    { key: 'reference', title: t('payments.invoice.column.reference'), render: (row) => row.reference },
    { key: 'createdAt', title: t('payments.invoice.column.created'), sortable: true, render: (row) => dayText(row.createdAt, timezone) },
    {
      key: 'status',
      title: t('payments.invoice.column.status'),
      sortable: true,
      render: (row) => <InvoiceStatusTag status={row.status} />,
    },
    {
      key: 'paymentStatus',
      title: t('payments.invoice.column.paymentStatus'),
      render: (row) => paymentStatusText(row.providerStatusShown),
    },
    { key: 'total', title: t('payments.invoice.column.total'), sortable: true, align: 'right', render: (row) => poundsText(row.total) },
  ];
}

export const INVOICE_SORT_FIELDS = ['createdAt', 'sequenceId', 'total', 'status'];
export const INVOICE_DEFAULT_SORT = { field: 'createdAt', direction: 'DESC' } as const;
