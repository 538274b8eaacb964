import { LaterReleaseNotice, RemotePage } from '@work/shared-ui';
import { BUILD_LABEL, REMOTE_NAME } from '../../app/buildLabel';
import { useText } from '../../text';

/** /academy on control: course authoring and essay review (issue 22). */
export function StaffAcademyRoutes() {
  const t = useText();
  return (
    <RemotePage title={t('academy.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <LaterReleaseNotice area={t('academy.title')} />
    </RemotePage>
  );
}
