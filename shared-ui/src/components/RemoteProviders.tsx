import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { Provider as UrqlProvider } from 'urql';
import { Provider as JotaiProvider } from 'jotai';
import type { MountProps, RemoteRelease, Session } from '@work/shared-contracts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

const MountPropsContext = createContext<MountProps | null>(null);

/**
 * Everything a remote's React tree needs from the host: theme, antd App (for message/modal), urql, mount props, and the
 * host's browser-state store for jotai's hooks (ADR 0259). From a host without `state` there is no store to provide:
 * `useBrowserState()` (`@work/shared-ui/browser-state`) then falls back to atoms of the remote's own.
 */
export function RemoteProviders({ remote, props, children }: { remote: string; props: MountProps; children: ReactNode }) {
  const tree = (
    <MountPropsContext.Provider value={props}>
      <ConfigProvider theme={props.theme}>
        <AntApp component={false}>
          <UrqlProvider value={props.client}>
            <RemoteErrorBoundary remote={remote}>{children}</RemoteErrorBoundary>
          </UrqlProvider>
        </AntApp>
      </ConfigProvider>
    </MountPropsContext.Provider>
  );
  return props.state ? <JotaiProvider store={props.state.store}>{tree}</JotaiProvider> : tree;
}

export function useMountProps(): MountProps {
  const props = useContext(MountPropsContext);
  if (!props) throw new Error('useMountProps outside RemoteProviders');
  return props;
}

/** The version the host chose for this person and why (ADR 0246); undefined outside a remote or from an older host. */
export function useRelease(): RemoteRelease | undefined {
  return useContext(MountPropsContext)?.release;
}

export function useSession(): Session {
  const { session } = useMountProps();
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}
