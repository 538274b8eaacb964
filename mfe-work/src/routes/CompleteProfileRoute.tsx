import { Navigate } from 'react-router-dom';
import { RemotePage, useSession } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { CompleteProfileWizard } from '../features/complete-profile/CompleteProfileWizard';

/** /profile/complete: the complete-profile wizard (assessment, registration), for croudies (ADR 0210). */
export function CompleteProfileRoute() {
  const t = useText();
  const session = useSession();
  if (session.me.kind !== 'CROUDIE') return <Navigate to="/work" replace />;
  return (
    <RemotePage title={t('work.profileWizard.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <CompleteProfileWizard />
    </RemotePage>
  );
}
