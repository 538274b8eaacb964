import { withPublishedEvents } from '@work/shared-contracts/event-catalogue';
import { createRemoteLifecycles } from '@work/shared-ui';
import { PUBLISHES } from '../events';
import { AppRouter } from './AppRouter';
import { preloadPage } from './preloadPage';
import { REMOTE_NAME } from './buildLabel';

// Each mount registers the events this remote publishes, from its own bundle (ADR 0244); preloadPage starts the page's
// first requests as it mounts (ADR 0254).
export const { bootstrap, mount, unmount } = withPublishedEvents(
  createRemoteLifecycles(REMOTE_NAME, AppRouter, { preload: preloadPage }),
  PUBLISHES,
);
