import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App as AntApp, ConfigProvider } from 'antd';
import { Provider as JotaiProvider } from 'jotai';
import enGB from 'antd/locale/en_GB';
import { createEventBus, tenantFromHost } from '@work/shared-contracts';
import { isPublicPath } from './auth/guard';
import { createGraphqlClient } from './graphql/client';
import { restoreSession } from './session/signIn';
import { shellSession } from './session/store';
import { warmComposition } from './composition/rootConfig';
import { overridesInPlay, readOverridePolicy } from './registry/overrides';
import { platformTheme } from './app/theme';
import { Root } from './app/Root';
import { CookieFooter } from './layout/CookieFooter';
import { installChunkReload } from './resilience/chunkReload';
import { registerServiceWorker } from './resilience/serviceWorker';
import { browserStorage } from './app/browserStorage';
import { browserState } from './app/browserState';
import { validTokens } from './auth/refresh';
import { serveImpersonationWindows } from './session/impersonationTokens';
import { HOST_PUBLISHER } from './composition/remoteBus';

// A chunk that fails to load reloads the page (at most once a minute); the service worker keeps the shell for repeat visits.
installChunkReload();
registerServiceWorker();

// A croudie impersonation window this tab opened asks it for access tokens (it has no refresh cookie of its own).
serveImpersonationWindows(validTokens);

const tenant = tenantFromHost(window.location.host);
document.documentElement.dataset.tenant = tenant;

const client = createGraphqlClient({
  onSignedOut: () => shellSession.set({ status: 'signed-out' }),
});
// Remotes get handles bound to their name and version (composition/remoteBus.ts); the shell publishes as itself.
const bus = createEventBus({
  publisher: HOST_PUBLISHER,
  onRejected: (rejection) => window.dispatchEvent(new CustomEvent('bus:rejected', { detail: rejection })),
});

if (!isPublicPath(window.location.pathname)) {
  // The page's remote starts loading the moment the person is known, beside the shell's first render (ADR 0291).
  const stopWarming = shellSession.subscribe(() => {
    const state = shellSession.get();
    if (state.status === 'loading') return;
    stopWarming();
    if (state.status !== 'signed-in') return;
    const inPlay = overridesInPlay(new URL(window.location.href), browserStorage, readOverridePolicy());
    warmComposition({ personKey: state.session.me.principalId, tenant, roles: state.session.roles }, inPlay);
  });
  restoreSession(client).catch((error: unknown) => {
    console.warn('[shell] could not restore the session', error);
    shellSession.set({ status: 'signed-out' });
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
// A transition: React renders the shell in slices of a few milliseconds and lets the browser in between, instead of
// one long task that blocks input while the page loads (issue 15, ADR 0252).
startTransition(() =>
  root.render(
    <StrictMode>
      {/* the page's one browser state (ADR 0259): the shell's jotai hooks and every remote use this store */}
      <JotaiProvider store={browserState.store}>
        <ConfigProvider theme={platformTheme} locale={enGB}>
          <AntApp>
            <Root client={client} bus={bus} tenant={tenant} />
            <CookieFooter />
          </AntApp>
        </ConfigProvider>
      </JotaiProvider>
    </StrictMode>,
  ),
);
