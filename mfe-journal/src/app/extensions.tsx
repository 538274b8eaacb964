import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ExtensionPointProps, MountProps, RemoteExtensionsModule } from '@work/shared-contracts';
import { RemoteFailed, RemoteProviders } from '@work/shared-ui';
import { JournalPanel } from '../features/journal-panel/JournalPanel';
import { withPublishedEvents } from '@work/shared-contracts/event-catalogue';
import { REMOTE_NAME } from './buildLabel';
import { PUBLISHES } from '../events';

type PanelProps = MountProps & ExtensionPointProps['journal-side-panel'];

function JournalPanelRoot(props: PanelProps) {
  return (
    <RemoteProviders remote={REMOTE_NAME} props={props}>
      <JournalPanel onClose={props.onClose} setWidth={props.setWidth} {...(props.date !== undefined ? { date: props.date } : {})} />
    </RemoteProviders>
  );
}

// Each mount registers the events this remote publishes, from its own bundle (ADR 0244).
const journalPanel = withPublishedEvents(
  singleSpaReact<PanelProps>({
    React,
    ReactDOMClient,
    rootComponent: JournalPanelRoot,
    domElementGetter: (props) => props.domElement,
    errorBoundary: (error) => <RemoteFailed remote={REMOTE_NAME} detail={error.message} onRetry={() => window.location.reload()} />,
  }),
  PUBLISHES,
);

export const extensions: RemoteExtensionsModule['extensions'] = {
  'journal-side-panel': journalPanel as unknown as NonNullable<RemoteExtensionsModule['extensions']['journal-side-panel']>,
};
