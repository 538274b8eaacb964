import { LaterReleaseNotice, RemotePage } from '@work/shared-ui';
import { BUILD_LABEL, REMOTE_NAME } from '../../app/buildLabel';
import { useText } from '../../text';

/** /academy on the network: courses, modules and assessments (issue 22). */
export function CroudieAcademyRoutes() {
  const t = useText();
  return (
    <RemotePage title={t('academy.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <LaterReleaseNotice area={t('academy.title')} />
    </RemotePage>
  );
}
