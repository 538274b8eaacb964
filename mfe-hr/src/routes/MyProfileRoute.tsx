import { Navigate } from 'react-router-dom';
import { LaterReleaseNotice, RemotePage, useSession } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';

/** /my-profile: on control a staff member's profile lives at /employee/my-profile. */
export function MyProfileRoute() {
  const t = useText();
  const session = useSession();
  if (session.tenant === 'control') return <Navigate to="/employee/my-profile" replace />;
  return (
    <RemotePage title={t('hr.myProfile.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <LaterReleaseNotice area={t('hr.myProfile.title')} />
    </RemotePage>
  );
}
