import { Flex } from 'antd';
import { Link, Navigate } from 'react-router-dom';
import { RemotePage, useSession } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { CreateInvoiceButton } from '../features/invoices/CreateInvoiceButton';
import { MyInvoicesList } from '../features/invoices/MyInvoicesList';

/** /payments/invoices: the croudie's invoices (on control, finance's view has every croudie's). */
export function InvoicesRoute() {
  const t = useText();
  const session = useSession();
  if (session.tenant === 'control') return <Navigate to="/payments/finance" replace />;
  return (
    <RemotePage title={t('payments.invoices.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL} extra={<CreateInvoiceButton />}>
      <Flex vertical gap="middle">
        <Link to="/payments">{t('payments.backToCentre')}</Link>
        <MyInvoicesList />
      </Flex>
    </RemotePage>
  );
}
