import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ExtensionPointProps, MountProps, RemoteExtensionsModule } from '@work/shared-contracts';
import { RemoteFailed, RemoteProviders } from '@work/shared-ui';
import { withPublishedEvents } from '@work/shared-contracts/event-catalogue';
import { REMOTE_NAME } from '../../app/buildLabel';
import { PUBLISHES } from '../../events';
import { TaskCreditPanel } from './TaskCreditPanel';

type PanelProps = MountProps & ExtensionPointProps['task-credit-side-panel'];

function TaskCreditRoot(props: PanelProps) {
  return (
    <RemoteProviders remote={REMOTE_NAME} props={props}>
      <TaskCreditPanel {...(props.clientId !== undefined ? { clientId: props.clientId } : {})} />
    </RemoteProviders>
  );
}

// Each mount registers the events this remote publishes, from its own bundle (ADR 0244).
const taskCreditPanel = withPublishedEvents(
  singleSpaReact<PanelProps>({
    React,
    ReactDOMClient,
    rootComponent: TaskCreditRoot,
    domElementGetter: (props) => props.domElement,
    errorBoundary: (error) => <RemoteFailed remote={REMOTE_NAME} detail={error.message} onRetry={() => window.location.reload()} />,
  }),
  PUBLISHES,
);

/** mfe-work's ./extensions: it fills the shell's task-credit side panel (control). */
export const extensions: RemoteExtensionsModule['extensions'] = {
  'task-credit-side-panel': taskCreditPanel as unknown as NonNullable<RemoteExtensionsModule['extensions']['task-credit-side-panel']>,
};
