import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ExtensionPointProps, MountProps, RemoteExtensionsModule } from '@work/shared-contracts';
import { RemoteFailed, RemoteProviders } from '@work/shared-ui';
import { JournalPanel } from '../features/journal-panel/JournalPanel';
import { REMOTE_NAME } from './buildLabel';

type PanelProps = MountProps & ExtensionPointProps['journal-side-panel'];

function JournalPanelRoot(props: PanelProps) {
  return (
    <RemoteProviders remote={REMOTE_NAME} props={props}>
      <JournalPanel onClose={props.onClose} setWidth={props.setWidth} {...(props.date !== undefined ? { date: props.date } : {})} />
    </RemoteProviders>
  );
}

const journalPanel = singleSpaReact<PanelProps>({
  React,
  ReactDOMClient,
  rootComponent: JournalPanelRoot,
  domElementGetter: (props) => props.domElement,
  errorBoundary: (error) => <RemoteFailed remote={REMOTE_NAME} detail={error.message} onRetry={() => window.location.reload()} />,
});

export const extensions: RemoteExtensionsModule['extensions'] = {
  'journal-side-panel': journalPanel as unknown as NonNullable<RemoteExtensionsModule['extensions']['journal-side-panel']>,
};
