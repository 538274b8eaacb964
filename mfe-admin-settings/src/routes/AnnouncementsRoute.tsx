import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading, PageResult, RemotePage, useHasSomeRole } from '@work/shared-ui';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';
import { useText } from '../text';
import { ANNOUNCEMENT_ADMIN_ROLES } from '../features/announcements/access';

/**
 * /announcements/* (staff-and-admin.md §2 Announcements: an admin table with create, schedule and report): the page
 * frame. Network admins only, as the API (ADR 0287); anyone else is told so instead of meeting refused requests.
 */
export function AnnouncementsRoute() {
  const t = useText();
  const allowed = useHasSomeRole(ANNOUNCEMENT_ADMIN_ROLES);
  return (
    <RemotePage title={t('settings.announcements.title')} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      {allowed ? (
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      ) : (
        <PageResult
          status="403"
          title={<h2 style={{ fontSize: 20, margin: 0 }}>{t('settings.announcements.noAccess.title')}</h2>}
          subTitle={t('settings.announcements.noAccess.text')}
        />
      )}
    </RemotePage>
  );
}
