import { useEffect, useSyncExternalStore } from 'react';
import { Flex, Spin } from 'antd';
import type { Client } from 'urql';
import type { EventBus, Tenant } from '@work/shared-contracts';
import { loginRedirect } from '../auth/guard';
import { shellSession } from '../session/store';
import { LoginPage } from '../pages/LoginPage';
import { CallbackPage } from '../pages/CallbackPage';
import { LogoutPage } from '../pages/LogoutPage';
import { Shell } from '../layout/Shell';
import { useLocationKey } from './location';

export function Root({ client, bus, tenant }: { client: Client; bus: EventBus; tenant: Tenant }) {
  const locationKey = useLocationKey();
  const session = useSyncExternalStore(shellSession.subscribe, shellSession.get);
  const pathname = window.location.pathname.replace(/\/+$/, '') || '/';

  const redirect =
    session.status === 'signed-out'
      ? loginRedirect({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash }, false)
      : null;
  useEffect(() => {
    // The login page itself leaves for the identity provider, so a full navigation is right here.
    if (redirect) window.location.replace(redirect);
  }, [redirect, locationKey]);

  if (pathname === '/login') return <LoginPage />;
  if (pathname === '/callback') return <CallbackPage client={client} />;
  if (pathname === '/logout') return <LogoutPage />;
  if (session.status !== 'signed-in') {
    return <Flex justify="center" align="center" style={{ minHeight: '100vh' }}><Spin size="large" /></Flex>;
  }
  return <Shell client={client} bus={bus} tenant={tenant} session={session.session} featureFlags={session.featureFlags} />;
}
