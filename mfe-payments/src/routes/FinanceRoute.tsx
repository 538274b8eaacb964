import { PageResult, PermissionGate, RemotePage } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { FinancePage } from '../features/finance/FinancePage';

/** Who sees finance's view by default (staff-and-admin.md §6 roles finance, finance_admin; the API refuses others too). */
export const FINANCE_ROLES = ['finance', 'finance_admin'] as const;

/** /payments/finance (control): every croudie's invoices for finance. */
export function FinanceRoute() {
  const t = useText();
  return (
    <RemotePage title={t('payments.finance.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <PermissionGate
        roles={FINANCE_ROLES}
        fallback={
          <PageResult status="403" title={t('payments.finance.notAllowed.title')} subTitle={t('payments.finance.notAllowed.text')} />
        }
      >
        <FinancePage />
      </PermissionGate>
    </RemotePage>
  );
}
