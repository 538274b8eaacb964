import { useState } from 'react';
import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { INVOICE_DECLINE_REASON_MAX, PROVIDER_STATUSES, providerStatusShown, type ProviderStatus } from '@work/shared-contracts/invoices';
import { useText } from '../../text';
import { paymentStatusText } from '../invoices/invoiceStatus';
import type { InvoiceRow } from '../invoices/invoices.graphql';
import { declineReasonError } from './financeFilters';

/** Decline an invoice: the reason is mandatory (the croudie is told it); the invoice's work carries over. */
export function DeclineDialog({
  invoice,
  busy,
  problem,
  onCancel,
  onDecline,
}: {
  invoice: InvoiceRow;
  busy: boolean;
  problem: string | null;
  onCancel: () => void;
  onDecline: (reason: string) => void;
}) {
  const t = useText();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched ? declineReasonError(reason) : null;
  const submit = () => {
    setTouched(true);
    if (declineReasonError(reason) === null) onDecline(reason.trim());
  };
  return (
    <Modal
      open
      title={t('payments.finance.decline.title', { number: invoice.sequenceId })}
      okText={t('payments.finance.action.decline')}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText={t('payments.cancel')}
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('payments.finance.decline.text', { croudie: invoice.croudieName, reference: invoice.reference })}
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('payments.finance.decline.reason')}
          htmlFor="decline-reason"
          required
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          <Input.TextArea
            id="decline-reason"
            rows={4}
            value={reason}
            maxLength={INVOICE_DECLINE_REASON_MAX}
            showCount
            aria-invalid={Boolean(error)}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
          />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}

/** A provider status with how it is shown (§4): "outgoing_payment_sent (Sent)". */
export const providerStatusOption = (status: ProviderStatus) => ({
  value: status,
  label: `${status} (${paymentStatusText(providerStatusShown(status))})`,
});

/**
 * The development payment provider's control: sends a provider status for the invoice as the provider's webhook
 * would, so finance can try the statuses out. Only the development provider takes it; the API refuses it otherwise.
 */
export function ProviderStatusDialog({
  invoice,
  busy,
  problem,
  onCancel,
  onSend,
}: {
  invoice: InvoiceRow;
  busy: boolean;
  problem: string | null;
  onCancel: () => void;
  onSend: (status: ProviderStatus) => void;
}) {
  const t = useText();
  const initial = PROVIDER_STATUSES.find((s) => s === invoice.providerStatus) ?? null;
  const [status, setStatus] = useState<ProviderStatus | null>(initial);
  return (
    <Modal
      open
      title={t('payments.finance.provider.title', { number: invoice.sequenceId })}
      okText={t('payments.finance.provider.send')}
      okButtonProps={{ disabled: !status || status === initial, loading: busy }}
      cancelText={t('payments.cancel')}
      onOk={() => status && onSend(status)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('payments.finance.provider.devOnly')} style={{ marginBottom: 16 }} />
      <Form layout="vertical" component="div">
        <Form.Item label={t('payments.finance.provider.status')} htmlFor="provider-status">
          <Select<ProviderStatus>
            id="provider-status"
            aria-label={t('payments.finance.provider.status')}
            value={status ?? undefined}
            onChange={setStatus}
            options={PROVIDER_STATUSES.map(providerStatusOption)}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}
