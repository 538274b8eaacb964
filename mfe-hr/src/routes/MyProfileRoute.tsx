import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageLoading, RemotePage, useSession } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';

// the bank-details form (with the country picker) loads only when that page is opened, the profile's tabs (forms,
// pickers, dialogs) only when theirs is
const PaymentDetailsRoute = lazy(() => import('./PaymentDetailsRoute').then((m) => ({ default: m.PaymentDetailsRoute })));
const CroudieProfileTabs = lazy(() => import('../features/croudie-profile').then((m) => ({ default: m.CroudieProfileTabs })));

/**
 * /my-profile/* (network): the croudie's own profile in tabs, the open one in the URL (`?tab=invoicing`);
 * `?update_summary=true` opens Invoicing & ID with the US state first. On control a staff member's profile lives at
 * /employee/my-profile.
 */
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
            <Suspense fallback={<PageLoading />}>
              <CroudieProfileTabs croudieId={session.me.id} mode="self" />
            </Suspense>
          </RemotePage>
        }
      />
    </Routes>
  );
}
