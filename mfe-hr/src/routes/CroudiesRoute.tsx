import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { NotFoundResult, PageLoading, RemotePage, useSession } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';

// each page (and its grid, pickers and forms) loads when it is opened
const CroudieSearchPage = lazy(() =>
  import('../features/croudie-search/CroudieSearchPage').then((m) => ({ default: m.CroudieSearchPage })),
);
const OffboardingPage = lazy(() => import('../features/offboarding/OffboardingPage').then((m) => ({ default: m.OffboardingPage })));
const CroudieStaffPage = lazy(() => import('../features/croudie-admin/CroudieStaffPage').then((m) => ({ default: m.CroudieStaffPage })));

const CROUDIE_ID = /^[1-9]\d{0,9}$/;

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

function StaffView() {
  const { id = '' } = useParams();
  return CROUDIE_ID.test(id) ? (
    <Loading>
      <CroudieStaffPage croudieId={id} />
    </Loading>
  ) : (
    <NotFoundResult />
  );
}

/**
 * /croudies/* (control only): the search list, the offboarding list (/croudies/offboarding) and the staff view of a
 * croudie (/croudies/:id). On the network the paths do not exist.
 */
export function CroudiesRoute() {
  const t = useText();
  const session = useSession();
  if (session.tenant !== 'control') return <NotFoundResult />;
  return (
    <Routes>
      <Route
        index
        element={
          <RemotePage title={t('hr.croudies.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
            <Loading>
              <CroudieSearchPage />
            </Loading>
          </RemotePage>
        }
      />
      <Route
        path="offboarding"
        element={
          <RemotePage title={t('hr.croudies.offboarding.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
            <Loading>
              <OffboardingPage />
            </Loading>
          </RemotePage>
        }
      />
      <Route path=":id" element={<StaffView />} />
      <Route path="*" element={<NotFoundResult />} />
    </Routes>
  );
}
