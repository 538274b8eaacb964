import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundResult, PageLoading } from '@work/shared-ui';

// Each page loads when first opened: /work carries none of the dashboards', the task view's or the wizard's code
// (issue 15).
const WorkRoute = lazy(() => import('../routes/WorkRoute').then((m) => ({ default: m.WorkRoute })));
const TaskRoute = lazy(() => import('../routes/TaskRoute').then((m) => ({ default: m.TaskRoute })));
const DashboardRoute = lazy(() => import('../routes/DashboardRoute').then((m) => ({ default: m.DashboardRoute })));
const PendingDashboardRoute = lazy(() => import('../routes/PendingDashboardRoute').then((m) => ({ default: m.PendingDashboardRoute })));
const OnboardingReviewRoute = lazy(() => import('../routes/OnboardingReviewRoute').then((m) => ({ default: m.OnboardingReviewRoute })));
const CompleteProfileRoute = lazy(() => import('../routes/CompleteProfileRoute').then((m) => ({ default: m.CompleteProfileRoute })));
// task credentials admin (staff, task_cred_admin): its grid, pickers and forms load only here
const CredentialsAdminRoute = lazy(() => import('../routes/CredentialsAdminRoute').then((m) => ({ default: m.CredentialsAdminRoute })));

/** The one router of mfe-work. Paths are absolute because remote.json prefixes are. */
export function AppRouter({ basename }: { basename: string }) {
  return (
    <BrowserRouter basename={basename}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/work" element={<WorkRoute />} />
          <Route path="/work/task/:id" element={<TaskRoute />} />
          <Route path="/work/credentials" element={<CredentialsAdminRoute />} />
          <Route path="/dashboard" element={<DashboardRoute />} />
          <Route path="/dashboard/pending" element={<PendingDashboardRoute />} />
          <Route path="/dashboard/onboarding" element={<OnboardingReviewRoute />} />
          <Route path="/profile/complete" element={<CompleteProfileRoute />} />
          <Route path="*" element={<NotFoundResult />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
