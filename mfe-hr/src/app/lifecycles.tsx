import { createRemoteLifecycles } from '@work/shared-ui';
import { AppRouter } from './AppRouter';
import { REMOTE_NAME } from './buildLabel';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(REMOTE_NAME, AppRouter);
