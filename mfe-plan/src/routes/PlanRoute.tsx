import { LaterReleaseNotice, RemotePage } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';

export function PlanRoute() {
  const t = useText();
  return (
    <RemotePage title={t('plan.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <LaterReleaseNotice area={t('plan.title')} />
    </RemotePage>
  );
}
