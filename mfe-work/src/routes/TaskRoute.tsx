import { useParams } from 'react-router-dom';
import { LaterReleaseNotice, RemotePage, useText } from '@work/shared-ui';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';

export function TaskRoute() {
  const t = useText();
  const { id } = useParams();
  return (
    <RemotePage title={`${t('work.title')} · ${id ?? ''}`} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <LaterReleaseNotice area={t('work.title')} />
    </RemotePage>
  );
}
