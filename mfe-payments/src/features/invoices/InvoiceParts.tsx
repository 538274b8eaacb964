import { Descriptions, Flex, Table, Typography } from 'antd';
import { useSession } from '@work/shared-ui';
import { useText } from '../../text';
import { dayText, isoDayText, lastFourText, NONE, poundsText } from '../money/money';
import type { InvoiceBank, InvoiceParty } from './invoices.graphql';

/** The billing name and address on an invoice (a snapshot taken when it was made), one line each. */
export function partyLines(party: InvoiceParty): string[] {
  const place = [party.city, party.usState, party.postcode].filter(Boolean).join(', ');
  return [party.billingName, party.addressLine1, party.addressLine2, place, party.countryCode].filter((line): line is string =>
    Boolean(line?.trim()),
  );
}

export function PartyAddress({ party }: { party: InvoiceParty }) {
  const t = useText();
  const lines = partyLines(party);
  if (!lines.length) return <Typography.Text type="secondary">{t('payments.invoice.noAddress')}</Typography.Text>;
  return (
    <address style={{ fontStyle: 'normal' }}>
      {lines.map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </address>
  );
}

/** Bank details as an invoice shows them: the account name, the last four digits, the sort code or the IBAN's end. */
export function BankDetails({ bank }: { bank: InvoiceBank | null | undefined }) {
  const t = useText();
  if (!bank) return <Typography.Text type="secondary">{t('payments.invoice.noBank')}</Typography.Text>;
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'name', label: t('payments.bank.accountName'), children: bank.accountName },
        { key: 'number', label: t('payments.bank.accountNumber'), children: lastFourText(bank.accountNumberLast4) },
        ...(bank.sortCode ? [{ key: 'sortCode', label: t('payments.bank.sortCode'), children: bank.sortCode }] : []),
        ...(bank.iban ? [{ key: 'iban', label: t('payments.bank.iban'), children: lastFourText(bank.iban) }] : []),
      ]}
    />
  );
}

export interface LineLike {
  workLogId: string;
  description: string;
  clientName: string | null;
  channelName: string | null;
  completedAt: string;
  total: number;
  expectedPaymentOn: string;
}

/** An invoice's (or a draft's) lines: the work, when it was completed, when it is expected to be paid, its amount. */
export function InvoiceLinesTable({ lines, label }: { lines: readonly LineLike[]; label: string }) {
  const t = useText();
  const { me } = useSession();
  return (
    <Table<LineLike>
      aria-label={label}
      rowKey="workLogId"
      size="small"
      pagination={false}
      dataSource={[...lines]}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('payments.lines.empty') }}
      columns={[
        { key: 'description', title: t('payments.work.column.task'), dataIndex: 'description' },
        {
          key: 'client',
          title: t('payments.work.column.client'),
          render: (_, line) => [line.clientName, line.channelName].filter(Boolean).join(' · ') || NONE,
        },
        { key: 'completed', title: t('payments.work.column.completed'), render: (_, line) => dayText(line.completedAt, me.timezone) },
        { key: 'expected', title: t('payments.lines.expectedPayment'), render: (_, line) => isoDayText(line.expectedPaymentOn) },
        { key: 'total', title: t('payments.work.column.amount'), align: 'right', render: (_, line) => poundsText(line.total) },
      ]}
    />
  );
}

/** Subtotal, VAT (or the reverse-charge note), the self-billing note and the total (§3 Invoice; £, 2 decimals §9). */
export function InvoiceTotals({
  subTotal,
  taxTotal,
  total,
  reverseCharge,
  selfBilling,
  vatRatePercent,
}: {
  subTotal: number;
  taxTotal: number;
  total: number;
  reverseCharge: boolean;
  selfBilling: boolean;
  vatRatePercent?: number;
}) {
  const t = useText();
  const vatLabel =
    vatRatePercent !== undefined && taxTotal > 0 ? t('payments.totals.vatRate', { rate: vatRatePercent }) : t('payments.totals.vat');
  return (
    <Flex vertical align="flex-end" gap={4}>
      <Descriptions
        size="small"
        column={1}
        style={{ minWidth: 280 }}
        items={[
          { key: 'sub', label: t('payments.totals.subTotal'), children: poundsText(subTotal) },
          { key: 'vat', label: vatLabel, children: poundsText(taxTotal) },
          {
            key: 'total',
            label: <strong>{t('payments.totals.total')}</strong>,
            children: <strong data-testid="invoice-total">{poundsText(total)}</strong>,
          },
        ]}
      />
      {reverseCharge ? <Typography.Text type="secondary">{t('payments.totals.reverseCharge')}</Typography.Text> : null}
      {selfBilling ? <Typography.Text type="secondary">{t('payments.totals.selfBilling')}</Typography.Text> : null}
    </Flex>
  );
}
