import { Alert } from 'antd';
import { t } from '../text/catalogue';

/** What a thin remote shows instead of fake data: an honest note that the area is not built yet. */
export function LaterReleaseNotice({ area }: { area: string }) {
  return <Alert type="info" showIcon title={t('ui.later.title')} description={t('ui.later.text', { area })} />;
}
