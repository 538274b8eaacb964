import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LaterReleaseNotice, PageLoading, RemotePage, useSession } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';

// the bank-details form (with the country picker) loads only when that page is opened
const PaymentDetailsRoute = lazy(() => import('./PaymentDetailsRoute').then((m) => ({ default: m.PaymentDetailsRoute })));

/** /my-profile/*: on control a staff member's profile lives at /employee/my-profile. */
export function MyProfileRoute() {
  const t = useText();
  const session = useSession();
  if (session.tenant === 'control') return <Navigate to="/employee/my-profile" replace />;
  return (
    <Routes>
      <Route
        path="payment"
        element={
          <Suspense fallback={<PageLoading />}>
            <PaymentDetailsRoute />
          </Suspense>
        }
      />
      <Route
        path="*"
        element={
          <RemotePage title={t('hr.myProfile.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
            <LaterReleaseNotice area={t('hr.myProfile.title')} />
          </RemotePage>
        }
      />
    </Routes>
  );
}
