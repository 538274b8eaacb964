import { Navigate } from 'react-router-dom';
import { RemotePage, useSession } from '@work/shared-ui';
import { useText } from '../text';
import { isPendingCroudie } from '@work/shared-contracts';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { PendingChecklist } from '../features/pending-checklist/PendingChecklist';

/** /dashboard/pending: only for pending croudies; anyone else goes to /work. */
export function PendingDashboardRoute() {
  const t = useText();
  const session = useSession();
  if (!isPendingCroudie(session.roles)) return <Navigate to="/work" replace />;
  return (
    <RemotePage title={t('work.dashboard.pending.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <PendingChecklist />
    </RemotePage>
  );
}
