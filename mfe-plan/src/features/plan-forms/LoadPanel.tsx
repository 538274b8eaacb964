import type { ReactNode } from 'react';
import { Alert, Button, Spin } from 'antd';
import { useText } from '../../text';

/**
 * The drawer's content while what it edits loads: a spinner, or the failure with a Retry button, else `children`.
 */
export function LoadPanel({
  loading,
  failed,
  failedText,
  onRetry,
  children,
}: {
  loading: boolean;
  failed?: boolean;
  failedText?: string;
  onRetry?: () => void;
  children: () => ReactNode;
}) {
  const t = useText();
  if (failed && failedText)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={failedText}
        action={
          <Button size="small" onClick={() => onRetry?.()}>
            {t('plan.forms.retry')}
          </Button>
        }
      />
    );
  if (loading) return <Spin aria-label={t('plan.forms.loading')} />;
  return <>{children()}</>;
}
