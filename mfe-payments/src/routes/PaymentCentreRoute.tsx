import { RemotePage, useText } from '@work/shared-ui';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { ComingLater } from '../features/payments/ComingLater';

export function PaymentCentreRoute() {
  const t = useText();
  return (
    <RemotePage title={t('payments.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <ComingLater area={t('payments.title')} />
    </RemotePage>
  );
}
