import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundResult, PageLoading, RemotePage, useSession } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';

// the tabs load with the HR view (not with every page of mfe-hr), each page (its grid, chart, pickers and forms, and
// luxon) when its tab is opened
const HrTabs = lazy(() => import('../features/hr-view/HrTabs').then((m) => ({ default: m.HrTabs })));
const HrDashboardPage = lazy(() => import('../features/hr-view/dashboard/HrDashboardPage').then((m) => ({ default: m.HrDashboardPage })));
const TeamsPage = lazy(() => import('../features/hr-view/teams/TeamsPage').then((m) => ({ default: m.TeamsPage })));
const UtilisationPage = lazy(() => import('../features/hr-view/utilisation/UtilisationPage').then((m) => ({ default: m.UtilisationPage })));
const AvailabilityPage = lazy(() =>
  import('../features/hr-view/availability/AvailabilityPage').then((m) => ({ default: m.AvailabilityPage })),
);
const LeavePage = lazy(() => import('../features/hr-view/leave/LeavePage').then((m) => ({ default: m.LeavePage })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

/**
 * /hr-view/* (control only): the HR view (staff-and-admin.md §2) — dashboard (/hr-view), teams, rates and utilisation,
 * the availability matrix with the template editor, and leave — one tab each. The nav offers it to hr_user; team
 * leaders open it by link and see what the API lets them (their teams), read-only.
 */
export function HrRoute() {
  const t = useText();
  const session = useSession();
  if (session.tenant !== 'control') return <NotFoundResult />;
  return (
    <RemotePage title={t('hr.hrView.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <Loading>
        <HrTabs />
        <Routes>
          <Route index element={<HrDashboardPage />} />
          <Route path="teams" element={<TeamsPage />} />
          <Route path="utilisation" element={<UtilisationPage />} />
          <Route path="availability" element={<AvailabilityPage />} />
          <Route path="leave" element={<LeavePage />} />
          <Route path="*" element={<NotFoundResult />} />
        </Routes>
      </Loading>
    </RemotePage>
  );
}
