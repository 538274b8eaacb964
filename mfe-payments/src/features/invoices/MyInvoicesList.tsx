import { useMemo } from 'react';
import { Select } from 'antd';
import { useQuery } from 'urql';
import { INVOICE_STATUSES } from '@work/shared-contracts/invoices';
import { useSession } from '@work/shared-ui';
import { DataGrid, useGridState } from '@work/shared-ui/data-grid';
import { useText } from '../../text';
import { invoiceColumns, INVOICE_DEFAULT_SORT, INVOICE_SORT_FIELDS } from './InvoiceCells';
import { invoiceStatusLabel, knownStatuses } from './invoiceStatus';
import { MyInvoicesQuery, type InvoiceRow } from './invoices.graphql';

/** The croudie's invoices, paged and sorted by the server, filtered by status; the query lives in the URL. */
export function MyInvoicesList() {
  const t = useText();
  const { me } = useSession();
  const grid = useGridState({ defaultSort: INVOICE_DEFAULT_SORT, sortFields: INVOICE_SORT_FIELDS, filterKeys: ['status'] });
  const variables = useMemo(
    () => ({
      pagination: grid.variables.pagination,
      sort: grid.variables.sort,
      // the URL may hold anything: only invoice statuses are asked for
      filters: { statuses: knownStatuses(grid.variables.filters.status) },
    }),
    [grid.variables],
  );
  const [{ data, fetching, error }, refetch] = useQuery({ query: MyInvoicesQuery, variables, requestPolicy: 'cache-and-network' });
  return (
    <DataGrid<InvoiceRow>
      label={t('payments.invoices.title')}
      entity={t('payments.invoices.entity')}
      state={grid}
      rows={data?.myInvoices.nodes ?? []}
      total={data?.myInvoices.pagination.total ?? 0}
      loading={fetching}
      error={error}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
      rowKey={(row) => row.id}
      rowName={(row) => t('payments.invoice.name', { number: row.sequenceId, reference: row.reference })}
      columns={invoiceColumns({ timezone: me.timezone })}
      filters={
        <Select
          mode="multiple"
          allowClear
          aria-label={t('payments.invoices.filter.status')}
          placeholder={t('payments.invoices.filter.status')}
          value={knownStatuses(grid.filters.status) ?? []}
          onChange={(value: string[]) => grid.setFilter('status', value)}
          options={INVOICE_STATUSES.map((status) => ({ value: status, label: invoiceStatusLabel(status) }))}
          style={{ minWidth: 200 }}
        />
      }
    />
  );
}
