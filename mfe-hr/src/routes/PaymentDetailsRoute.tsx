import { RemotePage } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { PaymentDetails } from '../features/payment-details/PaymentDetails';

/** /my-profile/payment (network, croudies): "Update bank details", where the update-payment-details banner leads. */
export function PaymentDetailsRoute() {
  const t = useText();
  return (
    <RemotePage title={t('hr.payment.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <PaymentDetails />
    </RemotePage>
  );
}
