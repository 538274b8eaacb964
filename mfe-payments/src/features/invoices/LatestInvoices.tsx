import { Alert, Button, Flex, Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { useSession } from '@work/shared-ui';
import { useText } from '../../text';
import { invoiceColumns, INVOICE_DEFAULT_SORT } from './InvoiceCells';
import { MyInvoicesQuery, type InvoiceRow } from './invoices.graphql';

/** How many of the latest invoices the payment centre shows. */
export const LATEST_INVOICES = 5;

/** The croudie's latest invoices on the payment centre, newest first, with a link to all of them. */
export function LatestInvoices() {
  const t = useText();
  const { me } = useSession();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: MyInvoicesQuery,
    variables: { pagination: { page: 1, limit: LATEST_INVOICES }, sort: INVOICE_DEFAULT_SORT },
    requestPolicy: 'cache-and-network',
  });
  const invoices = data?.myInvoices;
  return (
    <section aria-labelledby="payments-latest-invoices">
      <Flex justify="space-between" align="baseline" wrap gap="small">
        <Typography.Title level={2} id="payments-latest-invoices" style={{ fontSize: 20 }}>
          {t('payments.latest.title')}
        </Typography.Title>
        {invoices && invoices.pagination.total > 0 ? (
          <Link to="/payments/invoices">{t('payments.latest.all', { count: invoices.pagination.total })}</Link>
        ) : null}
      </Flex>
      {error && !invoices ? (
        <Alert
          type="error"
          showIcon
          title={t('payments.invoices.loadFailed')}
          action={
            <Button size="small" onClick={() => refetch({ requestPolicy: 'network-only' })}>
              {t('payments.retry')}
            </Button>
          }
        />
      ) : (
        <Table<InvoiceRow>
          aria-label={t('payments.latest.title')}
          rowKey="id"
          size="small"
          pagination={false}
          loading={fetching && !invoices}
          dataSource={invoices?.nodes ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('payments.invoices.empty') }}
          columns={invoiceColumns({ timezone: me.timezone }).map((c) => ({
            key: c.key,
            title: c.title,
            align: c.align,
            render: (_: unknown, row: InvoiceRow, index: number) => c.render?.(row, index),
          }))}
        />
      )}
    </section>
  );
}
