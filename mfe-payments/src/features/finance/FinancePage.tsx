import { useMemo, useState } from 'react';
import { Button, Input, Select } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { INVOICE_STATUSES, type ProviderStatus } from '@work/shared-contracts/invoices';
import { useConfirm, useMountProps, useSession } from '@work/shared-ui';
import { DataGrid, useGridState } from '@work/shared-ui/data-grid';
import { CroudiePicker } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import { downloadThrough, exportCsvName, exportCsvPath } from '../invoices/downloads';
import { invoiceColumns, invoicePath, INVOICE_DEFAULT_SORT, INVOICE_SORT_FIELDS } from '../invoices/InvoiceCells';
import { canDecline, canMarkPaid, invoiceStatusLabel, knownStatuses } from '../invoices/invoiceStatus';
import {
  DeclineInvoiceMutation,
  FinanceInvoicesQuery,
  MarkInvoicePaidMutation,
  SimulateProviderStatusMutation,
  type InvoiceRow,
} from '../invoices/invoices.graphql';
import { DeclineDialog, ProviderStatusDialog } from './FinanceDialogs';
import { FINANCE_FILTERS, invoiceFiltersOf, monthOf } from './financeFilters';

type Open = { kind: 'decline'; invoice: InvoiceRow } | { kind: 'provider'; invoice: InvoiceRow } | null;

/** The message of a refusal the API worded (a rule, a conflict, a missing permission), else null. */
function serverMessage(error: CombinedError): string | null {
  const code = error.graphQLErrors[0]?.extensions?.code;
  return code && code !== 'INTERNAL_SERVER_ERROR' ? (error.graphQLErrors[0]?.message ?? null) : null;
}

/**
 * Finance's view of every croudie's invoices (control; finance and finance_admin): the staff data grid filtered by
 * status, croudie, month and a search, each invoice's page, marking paid, declining with a reason, the development
 * provider's statuses, and the CSV export of what the filters select.
 */
export function FinancePage() {
  const t = useText();
  const { me } = useSession();
  const { apiFetch, bus } = useMountProps();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const grid = useGridState({ defaultSort: INVOICE_DEFAULT_SORT, sortFields: INVOICE_SORT_FIELDS, filterKeys: FINANCE_FILTERS });
  const filters = useMemo(() => invoiceFiltersOf(grid.variables.filters), [grid.variables.filters]);
  const variables = useMemo(
    () => ({
      pagination: grid.variables.pagination,
      sort: grid.variables.sort,
      filters: {
        statuses: filters.statuses ? [...filters.statuses] : null,
        croudieIds: filters.croudieIds ? [...filters.croudieIds] : null,
        month: filters.month,
        search: filters.search,
      },
    }),
    [grid.variables, filters],
  );
  const [{ data, fetching, error }, refetch] = useQuery({ query: FinanceInvoicesQuery, variables, requestPolicy: 'cache-and-network' });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const [{ fetching: declining }, decline] = useMutation(DeclineInvoiceMutation);
  const [, markPaid] = useMutation(MarkInvoicePaidMutation);
  const [{ fetching: sending }, simulate] = useMutation(SimulateProviderStatusMutation);
  const [open, setOpen] = useState<Open>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const toast = (text: string, color: 'success' | 'error') => bus.publish('toast:show', { text, color });

  const close = () => {
    setOpen(null);
    setProblem(null);
  };

  const markAsPaid = async (invoice: InvoiceRow) => {
    const sure = await confirm({
      title: t('payments.finance.markPaid.confirm', { number: invoice.sequenceId }),
      content: t('payments.finance.markPaid.text', { croudie: invoice.croudieName, reference: invoice.reference }),
      okText: t('payments.finance.action.markPaid'),
    });
    if (!sure) return;
    const outcome = await markPaid({ id: invoice.id });
    if (outcome.error) return toast(serverMessage(outcome.error) ?? t('payments.record.updateFailed'), 'error');
    toast(t('payments.record.updated'), 'success');
    reload();
  };

  const declineWith = async (invoice: InvoiceRow, reason: string) => {
    const outcome = await decline({ id: invoice.id, reason });
    if (outcome.error) return setProblem(serverMessage(outcome.error) ?? t('payments.record.updateFailed'));
    close();
    toast(t('payments.record.updated'), 'success');
    reload();
  };

  const sendStatus = async (invoice: InvoiceRow, status: ProviderStatus) => {
    const outcome = await simulate({ invoiceId: invoice.id, status });
    if (outcome.error) return setProblem(serverMessage(outcome.error) ?? t('payments.record.updateFailed'));
    close();
    toast(t('payments.record.updated'), 'success');
    reload();
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadThrough(apiFetch, exportCsvPath(filters), exportCsvName(filters.month));
    } catch {
      toast(t('payments.finance.exportFailed'), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <DataGrid<InvoiceRow>
        label={t('payments.finance.title')}
        entity={t('payments.invoices.entity')}
        state={grid}
        rows={data?.invoices.nodes ?? []}
        total={data?.invoices.pagination.total ?? 0}
        loading={fetching}
        error={error}
        onRetry={reload}
        rowKey={(row) => row.id}
        rowName={(row) => t('payments.invoice.name', { number: row.sequenceId, reference: row.reference })}
        columns={invoiceColumns({ croudie: true, timezone: me.timezone })}
        search={{ label: t('payments.finance.search'), placeholder: t('payments.finance.search') }}
        filters={
          <>
            <Select
              mode="multiple"
              allowClear
              aria-label={t('payments.invoices.filter.status')}
              placeholder={t('payments.invoices.filter.status')}
              value={knownStatuses(grid.filters.status) ?? []}
              onChange={(value: string[]) => grid.setFilter('status', value)}
              options={INVOICE_STATUSES.map((status) => ({ value: status, label: invoiceStatusLabel(status) }))}
              style={{ minWidth: 180 }}
            />
            <CroudiePicker
              multiple
              allowClear
              aria-label={t('payments.finance.filter.croudie')}
              placeholder={t('payments.finance.filter.croudie')}
              value={[...grid.filters.croudie]}
              onChange={(ids) => grid.setFilter('croudie', ids)}
              style={{ minWidth: 220 }}
            />
            {/* a native month field ("YYYY-MM"): antd's DatePicker needs dayjs, which no remote may bundle (ADR 0102) */}
            <Input
              type="month"
              aria-label={t('payments.finance.filter.month')}
              value={monthOf(grid.filters.month) ?? ''}
              onChange={(e) => grid.setFilter('month', monthOf([e.target.value]))}
              allowClear
              style={{ width: 190 }}
            />
          </>
        }
        toolbar={
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
            {t('payments.finance.export')}
          </Button>
        }
        rowActions={(row) => [
          { key: 'view', label: t('payments.finance.action.view'), onClick: () => navigate(invoicePath(row.id)) },
          {
            key: 'markPaid',
            label: t('payments.finance.action.markPaid'),
            disabled: !canMarkPaid(row.status),
            onClick: () => void markAsPaid(row),
          },
          {
            key: 'decline',
            label: t('payments.finance.action.decline'),
            danger: true,
            disabled: !canDecline(row.status),
            onClick: () => setOpen({ kind: 'decline', invoice: row }),
          },
          { key: 'provider', label: t('payments.finance.action.provider'), onClick: () => setOpen({ kind: 'provider', invoice: row }) },
        ]}
      />
      {open?.kind === 'decline' ? (
        <DeclineDialog
          invoice={open.invoice}
          busy={declining}
          problem={problem}
          onCancel={close}
          onDecline={(reason) => void declineWith(open.invoice, reason)}
        />
      ) : null}
      {open?.kind === 'provider' ? (
        <ProviderStatusDialog
          invoice={open.invoice}
          busy={sending}
          problem={problem}
          onCancel={close}
          onSend={(status) => void sendStatus(open.invoice, status)}
        />
      ) : null}
    </>
  );
}
