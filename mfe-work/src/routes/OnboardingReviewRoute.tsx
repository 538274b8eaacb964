import { Navigate } from 'react-router-dom';
import { RemotePage, useSession } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { PendingCroudiesTable } from '../features/pending-checklist/PendingCroudiesTable';

/** /dashboard/onboarding (staff): pending croudies, where croudie verifiers and network admins mark the staff steps. */
export function OnboardingReviewRoute() {
  const t = useText();
  const session = useSession();
  if (session.me.kind !== 'USER') return <Navigate to="/work" replace />;
  return (
    <RemotePage title={t('work.onboarding.staff.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <PendingCroudiesTable />
    </RemotePage>
  );
}
