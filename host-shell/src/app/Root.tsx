import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Flex, Spin } from 'antd';
import type { Client } from 'urql';
import type { HostEventBus, Tenant } from '@work/shared-contracts';
import { shellSession, type ShellSession } from '../session/store';
import { Shell } from '../layout/Shell';
import { PageLayout } from '../layout/layouts/PageLayout';
import { layoutFor } from '../layout/layouts/layoutFor';
import { decideRoute, type RouteDecision, type SessionFacts, type StandalonePage } from '../routing/pipeline';
import { inFrame, onboardingUrl } from '../routing/config';
import { shellNavigate, useLocationKey } from './location';

// The pages outside the shell (sign-in, account, onboarding) load when first opened: a signed-in person's first load
// of a work page carries none of their code or the form components they use (issue 15).
const LoginPage = lazy(() => import('../pages/LoginPage').then((m) => ({ default: m.LoginPage })));
const CallbackPage = lazy(() => import('../pages/CallbackPage').then((m) => ({ default: m.CallbackPage })));
const LogoutPage = lazy(() => import('../pages/LogoutPage').then((m) => ({ default: m.LogoutPage })));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const ImpersonatePage = lazy(() => import('../pages/ImpersonatePage').then((m) => ({ default: m.ImpersonatePage })));
const accountPages = () => import('../pages/account/AccountPages');
const ConfirmEmailPage = lazy(() => accountPages().then((m) => ({ default: m.ConfirmEmailPage })));
const CreatePasswordPage = lazy(() => accountPages().then((m) => ({ default: m.CreatePasswordPage })));
const ForgotPasswordPage = lazy(() => accountPages().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => accountPages().then((m) => ({ default: m.ResetPasswordPage })));
const registerPages = () => import('../pages/onboarding/RegisterPage');
const RegisterPage = lazy(() => registerPages().then((m) => ({ default: m.RegisterPage })));
const RegisteredPage = lazy(() => registerPages().then((m) => ({ default: m.RegisteredPage })));

export function sessionFacts(state: ShellSession): SessionFacts | 'loading' | null {
  if (state.status === 'loading') return 'loading';
  if (state.status === 'signed-out') return null;
  const { session, agreementsWaiting } = state;
  return {
    roles: session.roles,
    status: session.me.status,
    kind: session.me.kind,
    impersonating: session.impersonation !== null,
    agreementsWaiting,
  };
}

const spinner = (
  <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
    <Spin size="large" />
  </Flex>
);

export function Root({ client, bus, tenant }: { client: Client; bus: HostEventBus; tenant: Tenant }) {
  const locationKey = useLocationKey();
  const state = useSyncExternalStore(shellSession.subscribe, shellSession.get);
  const decision: RouteDecision = decideRoute({
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    tenant,
    inFrame: inFrame(),
    session: sessionFacts(state),
    onboardingUrl: onboardingUrl(),
  });

  const target = decision.kind === 'redirect' ? decision.to : decision.kind === 'external' ? decision.url : null;
  useEffect(() => {
    if (decision.kind === 'redirect') shellNavigate(decision.to, true);
    else if (decision.kind === 'external') window.location.replace(decision.url);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [decision.kind, target, locationKey]);

  const standalone: Record<StandalonePage, () => ReactNode> = {
    login: () => <LoginPage />,
    callback: () => <CallbackPage client={client} />,
    logout: () => <LogoutPage />,
    'confirm-email': () => <ConfirmEmailPage />,
    'password-create': () => <CreatePasswordPage />,
    'password-forgot': () => <ForgotPasswordPage />,
    'password-reset': () => <ResetPasswordPage />,
    impersonate: () => <ImpersonatePage client={client} />,
    'onboarding-register': () => <RegisterPage />,
    'onboarding-registered': () => <RegisteredPage />,
  };
  const pageLayout = layoutFor(window.location.pathname);

  switch (decision.kind) {
    case 'standalone':
      return (
        <PageLayout layout={pageLayout === 'default' || pageLayout === 'advanced' ? 'centred' : pageLayout} tenant={tenant}>
          <Suspense fallback={spinner}>{standalone[decision.page]()}</Suspense>
        </PageLayout>
      );
    case 'not-found':
      if (state.status === 'signed-in') {
        return <Shell client={client} bus={bus} tenant={tenant} session={state.session} featureFlags={state.featureFlags} notFound />;
      }
      return (
        <PageLayout layout="centred" tenant={tenant}>
          <Suspense fallback={spinner}>
            <NotFoundPage />
          </Suspense>
        </PageLayout>
      );
    case 'render':
    case 'redirect':
      // The shell stays mounted through an in-app redirect: unmounting it would pull the remotes' containers away
      // from single-spa mid-navigation.
      if (state.status === 'signed-in') {
        return (
          <Shell
            client={client}
            bus={bus}
            tenant={tenant}
            session={state.session}
            featureFlags={state.featureFlags}
            redirecting={decision.kind === 'redirect'}
          />
        );
      }
      return spinner;
    default:
      return spinner;
  }
}
