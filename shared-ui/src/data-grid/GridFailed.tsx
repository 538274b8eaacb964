import { Alert, Button } from 'antd';
import { PageResult } from '../components/PageResult';
import { useText } from '../text/catalogue';

/** The API refused the list to the caller's roles (FORBIDDEN): trying again would not help. */
export function isForbidden(error: unknown): boolean {
  const errors = (error as { graphQLErrors?: readonly { extensions?: Record<string, unknown> }[] } | null)?.graphQLErrors;
  return Array.isArray(errors) && errors.some((e) => e.extensions?.['code'] === 'FORBIDDEN');
}

/**
 * A failed load: a panel in place of the table when there is nothing to show, else a notice above the last rows. A
 * refusal by the caller's roles says so, without a retry.
 */
export function GridFailed({
  entity,
  error,
  onRetry,
  retrying,
  panel,
}: {
  entity: string;
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  panel: boolean;
}) {
  const t = useText();
  if (isForbidden(error)) {
    return panel ? (
      <div role="alert">
        <PageResult status="403" title={t('ui.grid.forbidden.title')} subTitle={t('ui.grid.forbidden.text', { entity })} />
      </div>
    ) : (
      <Alert type="error" showIcon title={t('ui.grid.forbidden.title')} description={t('ui.grid.forbidden.text', { entity })} />
    );
  }
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
