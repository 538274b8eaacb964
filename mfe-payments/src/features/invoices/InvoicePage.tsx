import { useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Flex, Row, Skeleton, Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Link } from 'react-router-dom';
import { useQuery, type CombinedError } from 'urql';
import { NotFoundResult, PageResult, RemotePage, useMountProps, useSession } from '@work/shared-ui';
import { useText } from '../../text';
import { BUILD_LABEL, REMOTE_NAME } from '../../app/buildLabel';
import { dayText, isoDayText, NONE } from '../money/money';
import { downloadThrough, invoicePdfName, invoicePdfPath } from './downloads';
import { InvoiceStatusTag } from './InvoiceCells';
import { BankDetails, InvoiceLinesTable, InvoiceTotals, PartyAddress } from './InvoiceParts';
import { paymentStatusText } from './invoiceStatus';
import { InvoiceQuery, type InvoiceDetail } from './invoices.graphql';

// NOT_FOUND, or an id the API cannot read (BAD_USER_INPUT): either way there is no such invoice to show
const isNotFound = (error: CombinedError | undefined) =>
  error?.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND' || e.extensions?.code === 'BAD_USER_INPUT') ?? false;

/** /payments/invoices/:id: one invoice for its croudie or finance (anyone else gets the API's NOT_FOUND: not found). */
export function InvoicePage({ id }: { id: string }) {
  const t = useText();
  const session = useSession();
  const [{ data, fetching, error }, refetch] = useQuery({ query: InvoiceQuery, variables: { id }, requestPolicy: 'cache-and-network' });
  const invoice = data?.invoice;
  const back =
    session.tenant === 'control'
      ? { to: '/payments/finance', label: t('payments.backToFinance') }
      : { to: '/payments/invoices', label: t('payments.backToInvoices') };

  if (!invoice && isNotFound(error)) return <NotFoundResult />;
  const title = invoice ? t('payments.invoice.title', { number: invoice.sequenceId }) : t('payments.invoice.titleLoading');
  return (
    <RemotePage
      title={title}
      remote={REMOTE_NAME}
      buildLabel={BUILD_LABEL}
      extra={invoice ? <DownloadPdfButton invoice={invoice} /> : null}
    >
      <Flex vertical gap="middle">
        <Link to={back.to}>{back.label}</Link>
        {invoice ? (
          <InvoiceBody invoice={invoice} />
        ) : fetching || !error ? (
          <Skeleton active aria-label={t('payments.loading')} />
        ) : (
          <PageResult
            status="error"
            title={t('payments.invoice.loadFailed')}
            extra={
              <Button type="primary" onClick={() => refetch({ requestPolicy: 'network-only' })}>
                {t('payments.retry')}
              </Button>
            }
          />
        )}
      </Flex>
    </RemotePage>
  );
}

function DownloadPdfButton({ invoice }: { invoice: Pick<InvoiceDetail, 'id' | 'sequenceId'> }) {
  const t = useText();
  const { apiFetch, bus } = useMountProps();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadThrough(apiFetch, invoicePdfPath(invoice.id), invoicePdfName(invoice.sequenceId));
    } catch {
      bus.publish('toast:show', { text: t('payments.invoice.downloadFailed'), color: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      {t('payments.invoice.download')}
    </Button>
  );
}

function InvoiceBody({ invoice }: { invoice: InvoiceDetail }) {
  const t = useText();
  const { me } = useSession();
  return (
    <Flex vertical gap="middle">
      {invoice.status === 'declined' ? (
        <Alert
          type="error"
          showIcon
          title={t('payments.invoice.declined')}
          description={invoice.declinedReason ? t('payments.invoice.declinedReason', { reason: invoice.declinedReason }) : undefined}
        />
      ) : null}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'number', label: t('payments.invoice.column.number'), children: invoice.sequenceId },
          { key: 'reference', label: t('payments.invoice.column.reference'), children: invoice.reference },
          { key: 'croudie', label: t('payments.invoice.column.croudie'), children: invoice.croudieName },
          { key: 'status', label: t('payments.invoice.column.status'), children: <InvoiceStatusTag status={invoice.status} /> },
          {
            key: 'payment',
            label: t('payments.invoice.column.paymentStatus'),
            children: <span data-testid="invoice-payment-status">{paymentStatusText(invoice.providerStatusShown)}</span>,
          },
          { key: 'created', label: t('payments.invoice.column.created'), children: dayText(invoice.createdAt, me.timezone) },
          { key: 'taxPoint', label: t('payments.invoice.taxPoint'), children: isoDayText(invoice.taxPoint) },
          ...(invoice.paidAt
            ? [
                { key: 'paidAt', label: t('payments.invoice.paidAt'), children: dayText(invoice.paidAt, me.timezone) },
                { key: 'paidBy', label: t('payments.invoice.paidBy'), children: invoice.paidBy ?? NONE },
              ]
            : []),
          ...(invoice.notes
            ? [{ key: 'notes', label: t('payments.details.notes'), children: invoice.notes, span: 'filled' as const }]
            : []),
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card size="small" title={t('payments.invoice.from')}>
            <PartyAddress party={invoice.invoiceUser} />
            <Descriptions
              size="small"
              column={1}
              style={{ marginTop: 8 }}
              items={[
                { key: 'vat', label: t('payments.invoice.vatNumber'), children: invoice.vatNumber ?? NONE },
                { key: 'company', label: t('payments.invoice.companyNumber'), children: invoice.companyRegistrationNumber ?? NONE },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title={t('payments.invoice.bank')}>
            <BankDetails bank={invoice.bankDetails} />
          </Card>
        </Col>
      </Row>
      <section aria-labelledby="payments-invoice-lines">
        <Typography.Title level={2} id="payments-invoice-lines" style={{ fontSize: 20 }}>
          {t('payments.lines.title', { count: invoice.lineCount })}
        </Typography.Title>
        <InvoiceLinesTable lines={invoice.lines} label={t('payments.lines.label')} />
      </section>
      <InvoiceTotals
        subTotal={invoice.subTotal}
        taxTotal={invoice.taxTotal}
        total={invoice.total}
        reverseCharge={invoice.reverseCharge}
        selfBilling={invoice.selfBilling}
      />
    </Flex>
  );
}
