import { withPublishedEvents } from '@work/shared-contracts/event-catalogue';
import { createRemoteLifecycles } from '@work/shared-ui';
import { PUBLISHES } from '../events';
import { AppRouter } from './AppRouter';
import { REMOTE_NAME } from './buildLabel';

// Each mount registers the events this remote publishes, from its own bundle (ADR 0244).
export const { bootstrap, mount, unmount } = withPublishedEvents(createRemoteLifecycles(REMOTE_NAME, AppRouter), PUBLISHES);
