import { RemotePage, useText } from '@work/shared-ui';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { ComingLater } from '../features/profile/ComingLater';

export function MyProfileRoute() {
  const t = useText();
  return (
    <RemotePage title={t('hr.myProfile.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <ComingLater area={t('hr.myProfile.title')} />
    </RemotePage>
  );
}
