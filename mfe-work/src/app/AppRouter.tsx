import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundResult } from '@work/shared-ui';
import { WorkRoute } from '../routes/WorkRoute';
import { TaskRoute } from '../routes/TaskRoute';
import { DashboardRoute } from '../routes/DashboardRoute';
import { PendingDashboardRoute } from '../routes/PendingDashboardRoute';
import { OnboardingReviewRoute } from '../routes/OnboardingReviewRoute';
import { CompleteProfileRoute } from '../routes/CompleteProfileRoute';

/** The one router of mfe-work. Paths are absolute because remote.json prefixes are. */
export function AppRouter({ basename }: { basename: string }) {
  return (
    <BrowserRouter basename={basename}>
      <Routes>
        <Route path="/work" element={<WorkRoute />} />
        <Route path="/work/task/:id" element={<TaskRoute />} />
        <Route path="/dashboard" element={<DashboardRoute />} />
        <Route path="/dashboard/pending" element={<PendingDashboardRoute />} />
        <Route path="/dashboard/onboarding" element={<OnboardingReviewRoute />} />
        <Route path="/profile/complete" element={<CompleteProfileRoute />} />
        <Route path="*" element={<NotFoundResult />} />
      </Routes>
    </BrowserRouter>
  );
}
