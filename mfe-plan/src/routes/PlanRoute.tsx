import { lazy, Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { PageLoading, RemotePage } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';

// the plan's code (its chart, pickers and drawers) loads when /plan opens, not with every page of mfe-plan
const PlanPage = lazy(() => import('../features/plan/PlanPage').then((m) => ({ default: m.PlanPage })));
const JobPage = lazy(() => import('../features/job-page/JobPage').then((m) => ({ default: m.JobPage })));

/** /plan (control only, as remote.json says): the plan's Gantt (staff-and-admin.md §2 Plan; ADR 0277); /plan/jobs/{id}: a job's page. */
export function PlanRoute() {
  return (
    <Routes>
      <Route path="jobs/:id" element={<JobRoute />} />
      <Route path="*" element={<PlanIndex />} />
    </Routes>
  );
}

function PlanIndex() {
  const t = useText();
  return (
    <RemotePage title={t('plan.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <Suspense fallback={<PageLoading />}>
        <PlanPage />
      </Suspense>
    </RemotePage>
  );
}

function JobRoute() {
  const { id = '' } = useParams();
  // key: another job's page starts from loading, not from the previous job's answer
  return (
    <Suspense fallback={<PageLoading />}>
      <JobPage key={id} id={id} />
    </Suspense>
  );
}
