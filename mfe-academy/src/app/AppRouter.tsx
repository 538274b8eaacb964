import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PageLoading, useSession } from '@work/shared-ui';

// Staff build courses and review essays on control; croudies learn on the network (ADR 0288). Each side is its own
// chunk, so neither tenant downloads the other's pages.
const StaffAcademyRoutes = lazy(() => import('../features/authoring/StaffAcademyRoutes').then((m) => ({ default: m.StaffAcademyRoutes })));
const CroudieAcademyRoutes = lazy(() =>
  import('../features/learning/CroudieAcademyRoutes').then((m) => ({ default: m.CroudieAcademyRoutes })),
);

/** The one router of this remote. Paths are absolute because remote.json prefixes are. */
export function AppRouter({ basename }: { basename: string }) {
  const session = useSession();
  return (
    <BrowserRouter basename={basename}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/academy/*" element={session.tenant === 'control' ? <StaffAcademyRoutes /> : <CroudieAcademyRoutes />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
