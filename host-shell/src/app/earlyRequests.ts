import { isPublicPath } from '../auth/guard';
import { prefetchRegistry } from '../registry/prefetchRegistry';

/*
 * The first request of a signed-in page, the registry, goes out while the shell's code (React, antd) is still arriving,
 * not after it has run (issue 15, ADR 0254, 0291). index.ts imports this small module into the entry chunk (it must use no
 * shared module), so the request leaves as soon as the entry script runs; the composition takes the answer. The token refresh is not sent this early: a refresh still in
 * flight when the person navigates on is cancelled after the server has rotated the refresh cookie, and the next page's
 * refresh with the old cookie then ends the session (CI saw it; ADR 0254).
 */
if (!isPublicPath(window.location.pathname)) prefetchRegistry();
