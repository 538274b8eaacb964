import { Button, Skeleton } from 'antd';
import { PageResult } from '@work/shared-ui';
import { useText } from '../../text';

/** A tab while its data loads. */
export function TabLoading() {
  const t = useText();
  return <Skeleton active aria-label={t('hr.profile.loading')} />;
}

/** A tab whose data could not be loaded (or is not the caller's to see), with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useText();
  return (
    <PageResult
      status="error"
      title={t('hr.profile.loadFailed')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('hr.profile.retry')}
        </Button>
      }
    />
  );
}
