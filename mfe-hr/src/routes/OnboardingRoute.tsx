import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundResult, PageLoading, PageResult, RemotePage, useHasSomeRole, useSession } from '@work/shared-ui';
import { useText } from '../text';
import { BUILD_LABEL, REMOTE_NAME } from '../app/buildLabel';

// each page (and its form and pickers) loads when it is opened
const OnboardingPage = lazy(() => import('../features/staff-onboarding/OnboardingPage').then((m) => ({ default: m.OnboardingPage })));
const OnboardingSuccessPage = lazy(() =>
  import('../features/staff-onboarding/OnboardingSuccessPage').then((m) => ({ default: m.OnboardingSuccessPage })),
);

const HR_ROLES = ['hr_user'] as const;

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RemotePage title={title} remote={REMOTE_NAME} buildLabel={BUILD_LABEL}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </RemotePage>
  );
}

/**
 * /onboarding/* (control only): hr_user creates a new staff user (/onboarding) and sees who was created
 * (/onboarding/success). Other staff are told the role it needs (the API refuses them too). On the network
 * /onboarding is the croudie sign-up site's.
 */
export function OnboardingRoute() {
  const t = useText();
  const session = useSession();
  const isHr = useHasSomeRole(HR_ROLES);
  if (session.tenant !== 'control') return <NotFoundResult />;
  if (!isHr) {
    return (
      <Page title={t('hr.onboarding.title')}>
        <PageResult status="403" title={t('hr.onboarding.needsRole.title')} subTitle={t('hr.onboarding.needsRole.text')} />
      </Page>
    );
  }
  return (
    <Routes>
      <Route
        index
        element={
          <Page title={t('hr.onboarding.title')}>
            <OnboardingPage />
          </Page>
        }
      />
      <Route
        path="success"
        element={
          <Page title={t('hr.onboarding.success.title')}>
            <OnboardingSuccessPage />
          </Page>
        }
      />
      <Route path="*" element={<NotFoundResult />} />
    </Routes>
  );
}
