import { Typography } from 'antd';
import { t } from '../text/catalogue';

/** Unobtrusive build label, so QA (and the publish e2e) can see which build of a remote is live. */
export function RemoteVersionMarker({ remote, label }: { remote: string; label: string }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 11 }} data-testid={`remote-version-${remote}`}>
      {remote} · {t('ui.remote.version', { label })}
    </Typography.Text>
  );
}
