import { Navigate } from 'react-router-dom';
import { RemotePage, useSession } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { NewInvoiceWizard } from '../features/invoice-create/NewInvoiceWizard';

/** /payments/invoices/new: the croudie's three-step invoice creation (on control: finance's view). */
export function NewInvoiceRoute() {
  const t = useText();
  const session = useSession();
  if (session.tenant === 'control') return <Navigate to="/payments/finance" replace />;
  return (
    <RemotePage title={t('payments.new.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <NewInvoiceWizard />
    </RemotePage>
  );
}
