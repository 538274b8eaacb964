import React, { startTransition, type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { MountProps, RemoteAppModule } from '@work/shared-contracts';
import { RemoteFailed } from '../components/RemoteFailed';
import { RemoteProviders } from '../components/RemoteProviders';

export interface RemoteLifecycleOptions {
  /**
   * Called as the remote mounts, before it renders: starts the requests of the page it opens on (its code and its first
   * queries) so they run beside the render instead of after it (render-as-you-fetch, ADR 0254).
   */
  preload?: (props: MountProps) => void;
}

/**
 * The `./app` expose of a page remote: single-spa lifecycles that mount the remote's router inside the host's providers
 * (theme, antd App, urql, mount props) and show the remote's own fallback when it throws on mount or render.
 */
export function createRemoteLifecycles(
  remote: string,
  AppRouter: ComponentType<{ basename: string }>,
  options: RemoteLifecycleOptions = {},
): RemoteAppModule {
  function Root(props: MountProps) {
    return (
      <RemoteProviders remote={remote} props={props}>
        <AppRouter basename={props.basename} />
      </RemoteProviders>
    );
  }
  const lifecycles = singleSpaReact<MountProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    domElementGetter: (props) => props.domElement,
    errorBoundary: (error) => <RemoteFailed remote={remote} detail={error.message} onRetry={() => window.location.reload()} />,
  });
  return {
    ...lifecycles,
    // Mounted in a transition: the remote renders in slices and the page stays responsive while it does (ADR 0252).
    mount: (props: Parameters<typeof lifecycles.mount>[0]) => {
      options.preload?.(props as MountProps);
      let mounted!: Promise<unknown>;
      startTransition(() => {
        mounted = lifecycles.mount(props);
      });
      return mounted;
    },
  } as unknown as RemoteAppModule;
}
