import { RemotePage } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { ComingLater } from '../features/settings/ComingLater';

export function SettingsRoute() {
  const t = useText();
  return (
    <RemotePage title={t('settings.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <ComingLater area={t('settings.title')} />
    </RemotePage>
  );
}
