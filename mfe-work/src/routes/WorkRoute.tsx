import { Flex } from 'antd';
import { RemotePage, useSession } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { MyTasksTable } from '../features/my-tasks/MyTasksTable';
import { FreelancerDashboard } from '../features/dashboard/FreelancerDashboard';

export function WorkRoute() {
  const t = useText();
  const { me } = useSession();
  return (
    <RemotePage title={t('work.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <Flex vertical gap="large">
        {/* Croudies are sent from /dashboard to /work, so their dashboard opens the work page (ADR 0215). */}
        {me.kind === 'CROUDIE' ? <FreelancerDashboard /> : null}
        <MyTasksTable />
      </Flex>
    </RemotePage>
  );
}
