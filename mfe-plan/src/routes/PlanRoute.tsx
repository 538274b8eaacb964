import { RemotePage } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { ComingLater } from '../features/plan/ComingLater';

export function PlanRoute() {
  const t = useText();
  return (
    <RemotePage title={t('plan.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <ComingLater area={t('plan.title')} />
    </RemotePage>
  );
}
