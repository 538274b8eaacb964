import { Flex } from 'antd';
import { Navigate } from 'react-router-dom';
import { RemotePage, useSession } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { CreateInvoiceButton } from '../features/invoices/CreateInvoiceButton';
import { LatestInvoices } from '../features/invoices/LatestInvoices';
import { WorkReadySection } from '../features/work-ready/WorkReadySection';

/**
 * /payments: the croudie's payment centre (staff-and-admin.md §2): work ready for invoicing with its totals, the latest
 * invoices and the way into the three-step invoice creation. On control the payments area is finance's view.
 */
export function PaymentCentreRoute() {
  const t = useText();
  const session = useSession();
  if (session.tenant === 'control') return <Navigate to="/payments/finance" replace />;
  return (
    <RemotePage title={t('payments.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL} extra={<CreateInvoiceButton />}>
      <Flex vertical gap="large">
        <WorkReadySection />
        <LatestInvoices />
      </Flex>
    </RemotePage>
  );
}
