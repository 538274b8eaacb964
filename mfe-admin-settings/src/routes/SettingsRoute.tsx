import { LaterReleaseNotice, RemotePage } from '@work/shared-ui';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { useText } from '../text';

/** /settings: the area is built in its own issue; until then the page says so instead of showing made-up data. */
export function SettingsRoute() {
  const t = useText();
  return (
    <RemotePage title={t('settings.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <LaterReleaseNotice area={t('settings.title')} />
    </RemotePage>
  );
}
