import { Button, Flex, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useQuery } from 'urql';
import { INVOICE_MESSAGES } from '@work/shared-contracts/invoices';
import { useText } from '../../text';
import { InvoiceReadinessQuery } from '../work-ready/workReady.graphql';

/** Why an invoice cannot be started now, or null when it can: the window (days 1–5) first, then work to invoice. */
export function createBlockedReason(checks: { windowOpen: boolean; hasWork: boolean } | null | undefined, noWork: string): string | null {
  if (!checks) return null;
  if (!checks.windowOpen) return INVOICE_MESSAGES.windowClosed;
  if (!checks.hasWork) return noWork;
  return null;
}

/** "Create invoice", enabled on days 1–5 of the month when there is work to invoice; otherwise the reason beside it. */
export function CreateInvoiceButton() {
  const t = useText();
  const navigate = useNavigate();
  const [{ data, fetching, error }] = useQuery({ query: InvoiceReadinessQuery, requestPolicy: 'cache-and-network' });
  if (!data && fetching) return <Skeleton.Button active aria-label={t('payments.loading')} />;
  const checks = data?.myInvoiceDraft.checks;
  const reason = error && !checks ? t('payments.create.unknown') : createBlockedReason(checks, t('payments.create.noWork'));
  return (
    <Flex align="center" gap="small" wrap>
      {reason ? (
        <Typography.Text type="secondary" id="payments-create-hint">
          {reason}
        </Typography.Text>
      ) : null}
      <Button
        type="primary"
        disabled={Boolean(reason)}
        aria-describedby={reason ? 'payments-create-hint' : undefined}
        onClick={() => navigate('/payments/invoices/new')}
      >
        {t('payments.create.action')}
      </Button>
    </Flex>
  );
}
