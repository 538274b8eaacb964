import { RemotePage, useText } from '@work/shared-ui';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { MyTasksTable } from '../features/my-tasks/MyTasksTable';

export function WorkRoute() {
  const t = useText();
  return (
    <RemotePage title={t('work.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <MyTasksTable />
    </RemotePage>
  );
}
