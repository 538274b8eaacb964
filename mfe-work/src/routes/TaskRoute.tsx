import { useParams } from 'react-router-dom';
import { RemotePage, useText } from '@work/shared-ui';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { TaskView } from '../features/task-view/TaskView';

export function TaskRoute() {
  const t = useText();
  const { id = '' } = useParams();
  return (
    <RemotePage title={t('task.title', { id })} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <TaskView id={id} />
    </RemotePage>
  );
}
