import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { NotFoundResult, PageLoading, RemotePage, useSession } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';

// each page (and its grid, pickers and forms) loads when it is opened
const StaffSearchPage = lazy(() => import('../features/staff-search/StaffSearchPage').then((m) => ({ default: m.StaffSearchPage })));
const StaffProfilePage = lazy(() => import('../features/staff-profile/StaffProfilePage').then((m) => ({ default: m.StaffProfilePage })));

const USER_ID = /^[1-9]\d{0,9}$/;

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

function ProfileOf() {
  const { id = '' } = useParams();
  return USER_ID.test(id) ? (
    <Loading>
      <StaffProfilePage userId={id} />
    </Loading>
  ) : (
    <NotFoundResult />
  );
}

/** The signed-in person's own profile: their id from the session's `me` (the shell's `me` query at sign-in). */
function MyStaffProfile() {
  const { me } = useSession();
  return me?.kind === 'USER' ? (
    <Loading>
      <StaffProfilePage userId={String(me.id)} />
    </Loading>
  ) : (
    <NotFoundResult />
  );
}

/**
 * /employee/* (control only): the FTE search (/employee), a staff user's profile (/employee/:id) and the signed-in
 * person's own (/employee/my-profile). On the network the paths do not exist.
 */
export function EmployeeRoute() {
  const t = useText();
  const session = useSession();
  if (session.tenant !== 'control') return <NotFoundResult />;
  return (
    <Routes>
      <Route
        index
        element={
          <RemotePage title={t('hr.staff.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
            <Loading>
              <StaffSearchPage />
            </Loading>
          </RemotePage>
        }
      />
      <Route path="my-profile" element={<MyStaffProfile />} />
      <Route path=":id" element={<ProfileOf />} />
      <Route path="*" element={<NotFoundResult />} />
    </Routes>
  );
}
