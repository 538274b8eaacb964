import { useParams } from 'react-router-dom';
import { RemotePage } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { TaskView } from '../features/task-view/TaskView';

export function TaskRoute() {
  const t = useText();
  const { id = '' } = useParams();
  return (
    <RemotePage title={t('work.task.title', { id })} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <TaskView id={id} />
    </RemotePage>
  );
}
