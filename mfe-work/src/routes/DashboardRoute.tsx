import { Navigate } from 'react-router-dom';
import { LaterReleaseNotice, RemotePage, useSession, useText } from '@work/shared-ui';
import { isPendingCroudie } from '@work/shared-contracts';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';

/** /dashboard: croudies go to /work (pending ones to their own dashboard); staff get the work management dashboard. */
export function DashboardRoute() {
  const t = useText();
  const session = useSession();
  if (session.me.kind === 'CROUDIE') {
    return <Navigate to={isPendingCroudie(session.roles) ? '/dashboard/pending' : '/work'} replace />;
  }
  return (
    <RemotePage title={t('dashboard.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <LaterReleaseNotice area={t('dashboard.title')} />
    </RemotePage>
  );
}
