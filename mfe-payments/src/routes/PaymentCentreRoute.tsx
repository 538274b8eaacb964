import { Typography } from 'antd';
import { RemotePage } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { WorkLogTable } from '../features/work-logs/WorkLogTable';

/** /payments: the payment centre; for now the croudie's work log (work ready for invoicing and this month's). */
export function PaymentCentreRoute() {
  const t = useText();
  return (
    <RemotePage title={t('payments.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <Typography.Title level={2}>{t('payments.workLog.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('payments.workLog.hint')}</Typography.Paragraph>
      <WorkLogTable />
    </RemotePage>
  );
}
