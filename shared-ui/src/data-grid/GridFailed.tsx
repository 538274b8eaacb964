import { Alert, Button } from 'antd';
import { PageResult } from '../components/PageResult';
import { useText } from '../text/catalogue';

/** A failed load: a panel in place of the table when there is nothing to show, else a notice above the last rows. */
export function GridFailed({
  entity,
  onRetry,
  retrying,
  panel,
}: {
  entity: string;
  onRetry?: () => void;
  retrying?: boolean;
  panel: boolean;
}) {
  const t = useText();
  const retry = onRetry ? (
    <Button type={panel ? 'primary' : 'default'} size={panel ? 'middle' : 'small'} loading={retrying} onClick={onRetry}>
      {t('ui.grid.retry')}
    </Button>
  ) : null;
  if (!panel) {
    return (
      <Alert type="warning" showIcon title={t('ui.grid.failed.title')} description={t('ui.grid.failed.text', { entity })} action={retry} />
    );
  }
  return (
    <div role="alert">
      <PageResult status="warning" title={t('ui.grid.failed.title')} subTitle={t('ui.grid.failed.text', { entity })} extra={retry} />
    </div>
  );
}
