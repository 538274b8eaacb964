import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { MountProps, RemoteAppModule } from '@work/shared-contracts';
import { RemoteFailed, RemoteProviders } from '@work/shared-ui';
import { AppRouter } from './AppRouter';
import { REMOTE_NAME } from './buildLabel';

function Root(props: MountProps) {
  return (
    <RemoteProviders remote={REMOTE_NAME} props={props}>
      <AppRouter basename={props.basename} />
    </RemoteProviders>
  );
}

const lifecycles = singleSpaReact<MountProps>({
  React,
  ReactDOMClient,
  rootComponent: Root,
  domElementGetter: (props) => props.domElement,
  errorBoundary: (error) => <RemoteFailed remote={REMOTE_NAME} detail={error.message} onRetry={() => window.location.reload()} />,
});

export const { bootstrap, mount, unmount } = lifecycles as unknown as RemoteAppModule;
