import { Button } from 'antd';
import { t } from '../text/catalogue';
import { PageResult } from './PageResult';

/** The fallback shown in a remote's own area when it fails to load or throws; the rest of the page keeps working. */
export function RemoteFailed({ remote, onRetry, detail }: { remote: string; onRetry: () => void; detail?: string }) {
  return (
    <div role="alert" data-testid={`remote-failed-${remote}`}>
      <PageResult
        status="warning"
        title={t('ui.remote.failed.title')}
        subTitle={t('ui.remote.failed.text')}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('ui.remote.failed.retry')}
          </Button>
        }
      >
        {detail ? (
          <details>
            <summary>{t('ui.remote.failed.details')}</summary>
            <code style={{ fontSize: 12, whiteSpace: 'pre-wrap' }}>{detail}</code>
          </details>
        ) : null}
      </PageResult>
    </div>
  );
}
