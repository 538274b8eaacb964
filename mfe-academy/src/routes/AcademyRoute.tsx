import { RemotePage } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { ComingLater } from '../features/academy/ComingLater';

export function AcademyRoute() {
  const t = useText();
  return (
    <RemotePage title={t('academy.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <ComingLater area={t('academy.title')} />
    </RemotePage>
  );
}
