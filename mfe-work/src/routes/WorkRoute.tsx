import { lazy, Suspense } from 'react';
import { Flex } from 'antd';
import { PageLoading, RemotePage, useSession } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { MyTasksTable } from '../features/my-tasks/MyTasksTable';

// Only croudies see the dashboard on /work: staff's first load carries none of it (issue 15).
const FreelancerDashboard = lazy(() =>
  import('../features/dashboard/FreelancerDashboard').then((m) => ({ default: m.FreelancerDashboard })),
);

export function WorkRoute() {
  const t = useText();
  const { me } = useSession();
  return (
    <RemotePage title={t('work.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <Flex vertical gap="large">
        {/* Croudies are sent from /dashboard to /work, so their dashboard opens the work page (ADR 0215). */}
        {me.kind === 'CROUDIE' ? (
          <Suspense fallback={<PageLoading />}>
            <FreelancerDashboard />
          </Suspense>
        ) : null}
        <MyTasksTable />
      </Flex>
    </RemotePage>
  );
}
