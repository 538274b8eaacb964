import { Navigate } from 'react-router-dom';
import { Tabs } from 'antd';
import { RemotePage, useSession } from '@work/shared-ui';
import { useText } from '../text';
import { isPendingCroudie } from '@work/shared-contracts';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { WorkManagementDashboard } from '../features/dashboard/WorkManagementDashboard';
import { RecurringWorkList } from '../features/recurring-work/RecurringWorkList';

/**
 * /dashboard: croudies go to /work, where their dashboard is (pending ones to their own dashboard; ADR 0215); staff get
 * the work management dashboard and the recurring work list.
 */
export function DashboardRoute() {
  const t = useText();
  const session = useSession();
  if (session.me.kind !== 'USER') {
    return <Navigate to={isPendingCroudie(session.roles) ? '/dashboard/pending' : '/work'} replace />;
  }
  return (
    <RemotePage title={t('work.dashboard.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <Tabs
        aria-label={t('work.workDashboard.tabs')}
        destroyOnHidden
        items={[
          { key: 'work', label: t('work.workDashboard.tab.work'), children: <WorkManagementDashboard /> },
          { key: 'recurring', label: t('work.workDashboard.tab.recurring'), children: <RecurringWorkList /> },
        ]}
      />
    </RemotePage>
  );
}
