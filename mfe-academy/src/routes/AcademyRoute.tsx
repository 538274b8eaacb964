import { LaterReleaseNotice, RemotePage } from '@work/shared-ui';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { useText } from '../text';

/** /academy: the area is built in its own issue; until then the page says so instead of showing made-up data. */
export function AcademyRoute() {
  const t = useText();
  return (
    <RemotePage title={t('academy.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <LaterReleaseNotice area={t('academy.title')} />
    </RemotePage>
  );
}
