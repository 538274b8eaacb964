import { Alert, Button, Skeleton } from 'antd';
import { PageResult } from '@work/shared-ui';
import { useText } from '../../text';

/** A page or card while its data loads. */
export function PanelLoading({ rows = 4 }: { rows?: number }) {
  const t = useText();
  return <Skeleton active title={false} paragraph={{ rows }} aria-busy="true" aria-label={t('hr.hrView.loading')} />;
}

/** A failed load (§8 "a failed-to-load panel (please try again)"): a panel on a page, a notice in a card. */
export function PanelFailed({ onRetry, compact = false }: { onRetry: () => void; compact?: boolean }) {
  const t = useText();
  const retry = (
    <Button type={compact ? 'default' : 'primary'} size={compact ? 'small' : 'middle'} onClick={onRetry}>
      {t('hr.hrView.retry')}
    </Button>
  );
  if (compact) return <Alert type="error" showIcon role="alert" title={t('hr.hrView.loadFailed')} action={retry} />;
  return (
    <div role="alert">
      <PageResult status="warning" title={t('hr.hrView.loadFailed')} extra={retry} />
    </div>
  );
}
